import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { readNumberedId } from '../../../shared/warehouse/locators';
import { segment, warehouseRequest } from '../../../shared/warehouse/request';
import { checkRows, incomingGoodsRows, writableRows } from '../../../shared/warehouse/rows';
import { deliveryNoteIdProperty, goodsBody, goodsRowsProperties, headFields, INCOMING_GOODS_PATH, incomingGoodsLocator, optionalHeadProperties, readGoodsRows } from './fields';

/** The shared words point at manual documents' Update Note; incoming goods have Update Partial. */
const UPDATE_EXPLANATIONS = {
	cannot_modify_released_document:
		'The incoming goods are released and locked: only the note, delivery note ID, supplier name and Has Delivery Note can still change (use Update Partial)',
};

/** Reads the document and writes it back whole: two items on one document side by side would lose a change. */
export const sequential = true;

const whenReplacing = (property: INodeProperties): INodeProperties => ({
	...property,
	displayOptions: { show: { ...property.displayOptions?.show, replaceRows: [true] } },
});

export const option = { name: 'Update', action: 'Update an incoming goods document', description: 'Change unreleased goods; fields and rows left alone stay as they are' };

export const description: INodeProperties[] = [
	{ ...incomingGoodsLocator('The incoming goods to update'), hint: 'Only unreleased incoming goods can be updated; released ones only through Update Partial' },
	{
		displayName: 'Replace Rows',
		name: 'replaceRows',
		type: 'boolean',
		default: false,
		description: 'Whether to replace all rows with the ones below. Off keeps the current rows.',
	},
	...goodsRowsProperties().map(whenReplacing),
	fieldCollection(
		'updateFields',
		[
			{ ...deliveryNoteIdProperty, required: false },
			{ displayName: 'Supplier Number', name: 'supplierNumber', type: 'string', default: '', description: 'At most 1024 characters' } as INodeProperties,
			...optionalHeadProperties,
		].sort((a, b) => a.displayName.localeCompare(b.displayName)),
	),
];

/**
 * Fortnox replaces the whole document on update. Read it first so that fields the user leaves
 * alone, and its rows unless replaced, stay as they are; answer-only fields are not sent back.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = readNumberedId.call(this, i, 'Incoming Goods');
	const path = `${INCOMING_GOODS_PATH}/${segment(id)}`;
	const changes = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	headFields(check, changes);
	// New rows against an order count what remains without this document's own receipt.
	const newRows = this.getNodeParameter('replaceRows', i, false) ? (await readGoodsRows.call(this, i, id)).rows : undefined;
	const current = await warehouseRequest(this, { method: 'GET', path, itemIndex: i });
	const head = headFields(check, { ...current, stockPoint: current.stockPointId ?? current.stockPointCode, ...changes });
	const rows = newRows ?? checkRows(check, incomingGoodsRows, writableRows(incomingGoodsRows, (current.rows as IDataObject[] | undefined) ?? []));
	return toItems(await warehouseRequest(this, { method: 'PUT', path, body: goodsBody(check, head, rows), explain: UPDATE_EXPLANATIONS, itemIndex: i }));
}
