import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { purchaseOrderLocator } from '../../../shared/warehouse/locators';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { checkRows, purchaseOrderRows, readRows, rowsProperties, writableRows } from '../../../shared/warehouse/rows';
import { allHeadProperties, headFields, orderBody, purchaseOrderPath } from './fields';

/** Reads the order and writes it back whole: two items on one order side by side would lose a change. */
export const sequential = true;

const whenReplacing = (property: INodeProperties): INodeProperties => ({
	...property,
	displayOptions: { show: { ...property.displayOptions?.show, replaceRows: [true] } },
});

export const option = { name: 'Update', action: 'Update a purchase order', description: 'Change an order; fields and rows left alone stay as they are' };

export const description: INodeProperties[] = [
	purchaseOrderLocator('The purchase order to update'),
	{
		displayName: 'Replace Rows',
		name: 'replaceRows',
		type: 'boolean',
		default: false,
		description:
			'Whether to replace all rows with the ones below. Off keeps the current rows. To keep a row that has received goods, give its ID in the JSON rows.',
	},
	...rowsProperties(purchaseOrderRows).map(whenReplacing),
	fieldCollection('updateFields', allHeadProperties),
];

/**
 * Fortnox replaces the whole order on update. Read it first so that fields the user leaves
 * alone, and its rows unless replaced, stay as they are; answer-only fields are not sent back.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = purchaseOrderPath.call(this, i);
	const changes = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	headFields(check, changes);
	const newRows = this.getNodeParameter('replaceRows', i, false) ? readRows.call(this, i, purchaseOrderRows) : undefined;
	const current = await warehouseRequest(this, { method: 'GET', path, itemIndex: i });
	const head = headFields(check, { ...current, stockPoint: current.stockPointId ?? current.stockPointCode, ...changes });
	const currentRows = (current.rows as IDataObject[] | undefined) ?? [];
	// A kept row keeps its notes, which a whole-order update would otherwise drop.
	const rows =
		newRows ??
		checkRows(check, purchaseOrderRows, writableRows(purchaseOrderRows, currentRows)).map((row, k) => {
			const notes = ((currentRows[k].notes as IDataObject[] | undefined) ?? []).map(({ note }) => ({ note }));
			return notes.length ? { ...row, notes } : row;
		});
	return toItems(await warehouseRequest(this, { method: 'PUT', path, body: orderBody(check, head, rows), itemIndex: i }));
}
