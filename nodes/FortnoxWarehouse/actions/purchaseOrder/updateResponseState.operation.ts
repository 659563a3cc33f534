import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { purchaseOrderLocator } from '../../../shared/warehouse/locators';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { purchaseOrderPath, responseStateBody, responseStateProperty } from './fields';

export const option = { name: 'Update Response State', action: 'Set the response state of a purchase order', description: "Record the supplier's answer to an order" };

export const description: INodeProperties[] = [
	purchaseOrderLocator("The purchase order the supplier's answer is about"),
	responseStateProperty,
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = purchaseOrderPath.call(this, i);
	const body = responseStateBody.call(this, i, check);
	return toItems(await warehouseRequest(this, { method: 'PUT', path: `${path}/response`, body, itemIndex: i }));
}
