import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { readStockTakingPath, stockTakingLocator } from './fields';

export const option = { name: 'Get', action: 'Get a stock taking' };

export const description: INodeProperties[] = [
	stockTakingLocator('The stock taking to get'),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await warehouseRequest(this, { method: 'GET', path: readStockTakingPath.call(this, i), itemIndex: i }));
}
