import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../../shared/warehouse/request';
import {
	checkStockPoints,
	itemProperty,
	optionalProperties,
	orderBody,
	orderLocator,
	orderPath,
	productionStateProperty,
	quantityProperty,
	readOrderId,
	startDateProperty,
	stockPointProperties,
} from './fields';

const updatable = [itemProperty, quantityProperty, startDateProperty, productionStateProperty, ...stockPointProperties, ...optionalProperties]
	.map((property) => ({ ...property, required: false }))
	.sort((a, b) => a.displayName.localeCompare(b.displayName));

export const option = {
	name: 'Update',
	action: 'Update a production order',
	description: 'Change an order not yet released; fields left alone stay as they are',
};

export const description: INodeProperties[] = [
	{
		...orderLocator('The production order to update'),
		hint: 'Only an order not yet released can be updated; a released one can only have its note changed (Update Note)',
	},
	fieldCollection('updateFields', updatable),
];

/**
 * Fortnox replaces the whole order on update. Read it first so that fields the user leaves alone
 * stay as they are; the answer-only fields (id, document state, item description and unit) are
 * not sent back, the package items are (while the item stays the same).
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = orderPath(readOrderId.call(this, i));
	const changes = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	const current = await warehouseRequest(this, { method: 'GET', path, itemIndex: i });
	if (current.documentState === 'completed' || current.documentState === 'voided') {
		const state = current.documentState === 'completed' ? 'released (completed) and locked' : 'voided';
		check.fail('Production Order', `${String(current.id)} is ${state}`, 'only an order not yet released can be updated; its note can still change with Update Note');
	}
	const body = orderBody(check, { ...current, ...changes });
	await checkStockPoints.call(this, i, check, body);
	// Another item has other package items: without them Fortnox takes the new item's bill of materials.
	if (Array.isArray(current.packageItems) && body.itemId === current.itemId) body.packageItems = current.packageItems;
	return toItems(await warehouseRequest(this, { method: 'PUT', path, body, itemIndex: i }));
}

// Reads the order and writes it back whole: two items on one order side by side would lose a change.
export const sequential = true;
