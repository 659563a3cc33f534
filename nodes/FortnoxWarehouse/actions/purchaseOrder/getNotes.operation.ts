import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { purchaseOrderLocator } from '../../../shared/warehouse/locators';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { purchaseOrderPath } from './fields';

export const option = { name: 'Get Notes', action: 'Get the notes of a purchase order', description: "List the notes on an order's rows" };

export const description: INodeProperties[] = [
	purchaseOrderLocator('The purchase order whose row notes to list'),
];

/** One item per note on the order's rows ({note, purchaseOrderId, purchaseOrderRowId, rowNum}). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = purchaseOrderPath.call(this, i);
	return toItems(await warehouseRequest(this, { method: 'GET', path: `${path}/notes`, itemIndex: i }));
}
