import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { calendarDate, FieldValidator } from '../../../shared/validation';
import { purchaseOrderLocator } from '../../../shared/warehouse/locators';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { allHeadProperties, purchaseOrderPath } from './fields';

/** The fields Fortnox's partial purchase order has, with their lengths. */
const PARTIAL = [
	{ name: 'internalReference', max: 50 },
	{ name: 'messageToSupplier', max: 1000 },
	{ name: 'note', max: 1000 },
	{ name: 'supplierName', max: 1024 },
];

export const option = { name: 'Update Partial', action: 'Update some fields of a purchase order', description: 'Change delivery date, internal reference, message, note or supplier name only' };

export const description: INodeProperties[] = [
	purchaseOrderLocator('The purchase order to change; a sent order too'),
	fieldCollection(
		'updateFields',
		allHeadProperties.filter((property) => property.name === 'deliveryDate' || PARTIAL.some((field) => field.name === property.name)),
	),
];

/** Changes only the fields given, without sending the whole order back; the output is the order as it now stands. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = purchaseOrderPath.call(this, i);
	const changes = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	const body: IDataObject = {};
	const deliveryDate = calendarDate(check, 'Delivery Date', changes.deliveryDate);
	if (deliveryDate) body.deliveryDate = deliveryDate;
	for (const field of PARTIAL) {
		if (changes[field.name] === undefined) continue;
		const label = allHeadProperties.find((property) => property.name === field.name)?.displayName ?? field.name;
		body[field.name] = String(changes[field.name]);
		check.maxLength(label, body[field.name] as string, field.max);
	}
	if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add at least one field to change');
	// Setting the same values twice leaves the same order: safe to repeat after a dropped answer.
	await warehouseRequest(this, { method: 'PATCH', path: `${path}/partial`, body, idempotent: true, itemIndex: i });
	return toItems(await warehouseRequest(this, { method: 'GET', path, itemIndex: i }));
}
