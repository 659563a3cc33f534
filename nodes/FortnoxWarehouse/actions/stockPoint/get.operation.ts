import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { stockPointLocator, readStockPoint } from '../../../shared/warehouse/locators';
import { segment, warehouseRequest } from '../../../shared/warehouse/request';
import { STOCK_POINTS_PATH } from './fields';

export const option = { name: 'Get', action: 'Get a stock point', description: 'Get a stock point with its locations, by ID or code' };

export const description: INodeProperties[] = [
	stockPointLocator({ byCode: true, description: 'The stock point to get, with its stock locations' }),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const idOrCode = readStockPoint.call(this, i);
	return toItems(await warehouseRequest(this, { method: 'GET', path: `${STOCK_POINTS_PATH}/${segment(idOrCode)}`, itemIndex: i }));
}
