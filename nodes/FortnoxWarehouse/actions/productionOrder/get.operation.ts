import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { orderLocator, orderPath, readOrderId } from './fields';

export const option = { name: 'Get', action: 'Get a production order', description: 'Get a production order with its package items' };

export const description: INodeProperties[] = [
	orderLocator('The production order to get, with its package items'),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = orderPath(readOrderId.call(this, i));
	return toItems(await warehouseRequest(this, { method: 'GET', path, itemIndex: i }));
}
