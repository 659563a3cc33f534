import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { deliveryNoteIdProperty, hasDeliveryNoteProperty, headFields, incomingGoodsLocator, incomingGoodsPath, noteProperty, supplierNameProperty } from './fields';

/** The fields a partial update changes; Fortnox ignores the others. */
const PARTIAL = ['note', 'deliveryNoteId', 'supplierName', 'hasDeliveryNote'];

/** When the delivery note ID does not change the current one is read and sent: two items on one document side by side could send back a stale one. */
export const sequential = true;

export const option = { name: 'Update Partial', action: 'Update some fields of an incoming goods document', description: 'Change note, delivery note or supplier name, released goods too' };

export const description: INodeProperties[] = [
	{
		...incomingGoodsLocator('The incoming goods to change'),
		hint: 'Works on released incoming goods too: only the note, delivery note ID, supplier name and whether there is a delivery note change',
	},
	fieldCollection('updateFields', [
		{ ...deliveryNoteIdProperty, required: false },
		hasDeliveryNoteProperty,
		noteProperty,
		{ ...supplierNameProperty, description: 'At most 1024 characters' },
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = incomingGoodsPath.call(this, i);
	const changes = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	const given = Object.fromEntries(Object.entries(changes).filter(([name]) => PARTIAL.includes(name)));
	if (Object.keys(given).length === 0) check.fail('Update Fields', 'are empty', 'add at least one of Delivery Note ID, Has Delivery Note, Note, Supplier Name');
	const body = headFields(check, given);
	// An empty note clears it, which headFields leaves out as "not given".
	if (given.note === '') body.note = '';
	// Fortnox's schema requires deliveryNoteId in every body: keep the current one when it does not change.
	if (body.deliveryNoteId === undefined) {
		const current = await warehouseRequest(this, { method: 'GET', path, itemIndex: i });
		body.deliveryNoteId = current.deliveryNoteId;
	}
	// Setting the same values twice leaves the same document: safe to repeat after a dropped answer.
	return toItems(await warehouseRequest(this, { method: 'PATCH', path, body, idempotent: true, itemIndex: i }));
}
