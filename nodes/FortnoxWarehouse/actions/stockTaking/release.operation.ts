import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument } from '../../../shared/warehouse/document-actions';
import { readStockTakingPath, STOCK_TAKING_EXPLANATIONS, stockTakingLocator } from './fields';

export const option = {
	name: 'Release',
	action: 'Release a stock taking',
	description: 'Complete the stock taking: the stock is set to the counted quantities as of its date',
};

export const description: INodeProperties[] = [
	{
		...stockTakingLocator('The stock taking to release'),
		hint: "Release locks and bookkeeps the stock taking (state completed) and sets the stock of each counted row to its counted quantity, as of the stock taking's date",
	},
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const explain = {
		...STOCK_TAKING_EXPLANATIONS,
		400: 'Fortnox would not release the stock taking. It must be started (Update with State Started and a date), its date not in the future nor in a locked period',
	};
	return toItems(await actOnDocument.call(this, i, readStockTakingPath.call(this, i), 'release', undefined, explain));
}
