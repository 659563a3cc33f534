import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { readNumberedId } from '../../../shared/warehouse/locators';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { ONLY_OPEN, readStockTakingPath, STOCK_TAKING_EXPLANATIONS, stockTakingLocator } from './fields';

export const option = {
	name: 'Delete',
	action: 'Delete a stock taking',
	description: 'Delete a stock taking in planning or started with its rows',
};

export const description: INodeProperties[] = [
	stockTakingLocator('The stock taking to delete with its rows; only one in planning or started can be deleted'),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = readStockTakingPath.call(this, i);
	await warehouseRequest(this, {
		method: 'DELETE',
		path,
		itemIndex: i,
		explain: { ...STOCK_TAKING_EXPLANATIONS, 400: `Fortnox would not delete the stock taking. ${ONLY_OPEN('deleted')}` },
	});
	return toItems({ id: readNumberedId.call(this, i, 'Stock Taking'), deleted: true });
}
