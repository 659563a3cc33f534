import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { readStockPoint, stockPointLocator } from '../../../shared/warehouse/locators';
import { segment, warehouseRequest } from '../../../shared/warehouse/request';
import { STOCK_POINTS_PATH } from './fields';

export const option = { name: 'Delete', action: 'Delete a stock point', description: 'Delete a stock point that is not in use' };

export const description: INodeProperties[] = [
	stockPointLocator({ byCode: false, description: 'The stock point to delete; one in use cannot be deleted' }),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readStockPoint.call(this, i);
	const body = await warehouseRequest<IDataObject | undefined>(this, {
		method: 'DELETE',
		path: `${STOCK_POINTS_PATH}/${segment(id)}`,
		itemIndex: i,
		explain: {
			400: 'Fortnox would not delete the stock point. A stock point in use (it holds stock, or documents name it) cannot be deleted: set it inactive with Update instead',
		},
	});
	return toItems({ ...(typeof body === 'object' && body !== null ? body : {}), id, deleted: true });
}
