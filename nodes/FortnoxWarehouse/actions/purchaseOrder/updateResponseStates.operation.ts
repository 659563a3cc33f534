import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { idsProperty, PURCHASE_ORDERS_PATH, readIds, responseStateBody, responseStateProperty } from './fields';

export const option = { name: 'Update Response States', action: 'Set the response state of several purchase orders', description: "Record the supplier's answer to several orders at once" };

export const description: INodeProperties[] = [
	idsProperty('The purchase orders whose response state to set, separated by commas, or an array from an expression'),
	responseStateProperty,
];

/** One request sets the state of all the item's orders; the output is every updated order. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const ids = readIds.call(this, i, check);
	const body = responseStateBody.call(this, i, check);
	// The same state set twice is the same state: safe to repeat after a dropped answer.
	return toItems(await warehouseRequest(this, { method: 'PUT', path: `${PURCHASE_ORDERS_PATH}/response`, qs: { ids }, body, idempotent: true, itemIndex: i }));
}
