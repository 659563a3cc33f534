import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { segment, warehouseRequest } from '../../../shared/warehouse/request';
import { idsProperty, PURCHASE_ORDERS_PATH, readIds } from './fields';

export const option = { name: 'Send Many', action: 'Send purchase orders by email', description: "E-mail several orders to their suppliers with the company's default text" };

export const description: INodeProperties[] = [
	{
		...idsProperty('The purchase orders to e-mail, separated by commas, or an array from an expression'),
		hint: "Each order goes to its supplier's e-mail address with the company's default text, and becomes Sent. To choose receiver and text, use Send.",
	},
];

/** Fortnox answers with no body; the output is each order as it now stands (Sent). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const ids = readIds.call(this, i, new FieldValidator(this.getNode(), i));
	// The body is a bare JSON array of IDs, as the OpenAPI declares it.
	await warehouseRequest(this, { method: 'POST', path: `${PURCHASE_ORDERS_PATH}/sendpurchaseorders`, body: ids as unknown as IDataObject[], itemIndex: i });
	const orders: IDataObject[] = [];
	for (const id of ids) orders.push(await warehouseRequest(this, { method: 'GET', path: `${PURCHASE_ORDERS_PATH}/${segment(id)}`, itemIndex: i }));
	return toItems(orders);
}
