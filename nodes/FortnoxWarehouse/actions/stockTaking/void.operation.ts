import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument } from '../../../shared/warehouse/document-actions';
import { readStockTakingPath, STOCK_TAKING_EXPLANATIONS, stockTakingLocator } from './fields';

export const option = { name: 'Void', action: 'Void a stock taking', description: 'Void a stock taking in planning or started' };

export const description: INodeProperties[] = [
	{
		...stockTakingLocator('The stock taking to void'),
		hint: 'Only a stock taking in planning or started can be voided; a completed one cannot. Stock is not changed.',
	},
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await actOnDocument.call(this, i, readStockTakingPath.call(this, i), 'void', undefined, STOCK_TAKING_EXPLANATIONS));
}
