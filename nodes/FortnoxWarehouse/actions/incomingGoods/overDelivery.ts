import type { IDataObject } from 'n8n-workflow';

import { quantity } from './fields';

/**
 * The items of `rows` that take the purchase order past what it ordered, which Fortnox accepts
 * without a word. Per item over all its order rows: `ordered` is the sum of the rows'
 * `orderedQuantity`, `received` their `receivedQuantity` (released goods, as Fortnox counts it)
 * plus what these rows receive, `over` the difference. An item these rows do not receive is left
 * out, even if an earlier delivery overfilled it.
 */
export function overDelivered(order: IDataObject, rows: IDataObject[]): IDataObject[] {
	const totals = new Map<string, { ordered: number; received: number; now: number }>();
	for (const orderRow of (order.rows as IDataObject[] | undefined) ?? []) {
		const itemId = String(orderRow.itemId);
		const total = totals.get(itemId) ?? { ordered: 0, received: 0, now: 0 };
		total.ordered += quantity(orderRow.orderedQuantity);
		total.received += quantity(orderRow.receivedQuantity);
		totals.set(itemId, total);
	}
	for (const row of rows) {
		const total = totals.get(String(row.itemId));
		if (total) total.now += quantity(row.receivedQuantity);
	}
	const found: IDataObject[] = [];
	for (const [itemId, { ordered, received, now }] of totals) {
		if (now > 0 && received + now > ordered) found.push({ itemId, ordered, received: received + now, over: received + now - ordered });
	}
	return found;
}
