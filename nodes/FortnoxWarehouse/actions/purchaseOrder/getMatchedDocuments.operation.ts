import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { purchaseOrderLocator } from '../../../shared/warehouse/locators';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { purchaseOrderPath } from './fields';

export const option = { name: 'Get Matched Documents', action: 'Get the documents matched to a purchase order', description: 'List the incoming goods and invoices linked to an order' };

export const description: INodeProperties[] = [
	purchaseOrderLocator('The purchase order whose incoming goods and invoices to list'),
];

/** One item per linked document ({id, type}); none when nothing is linked yet. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = purchaseOrderPath.call(this, i);
	return toItems(await warehouseRequest(this, { method: 'GET', path: `${path}/matches`, itemIndex: i }));
}
