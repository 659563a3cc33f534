import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { stockPointLocator, readStockPoint } from '../../shared/locators';
import { segment, warehouseRequest } from '../../shared/request';
import { STOCK_POINTS_PATH } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['stockPoint'], operation: ['get'] } }, [
	stockPointLocator({ byCode: true, description: 'The stock point to get, with its stock locations' }),
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const idOrCode = readStockPoint.call(this, i);
	return toItems(await warehouseRequest(this, { method: 'GET', path: `${STOCK_POINTS_PATH}/${segment(idOrCode)}`, itemIndex: i }));
}
