import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument } from '../../shared/documentActions';
import { readStockTakingPath, STOCK_TAKING_EXPLANATIONS, stockTakingLocator } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['stockTaking'], operation: ['release'] } }, [
	{
		...stockTakingLocator('The stock taking to release'),
		hint: "Release locks and bookkeeps the stock taking (state completed) and sets the stock of each counted row to its counted quantity, as of the stock taking's date",
	},
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const explain = {
		...STOCK_TAKING_EXPLANATIONS,
		400: 'Fortnox would not release the stock taking. It must be started (Update with State Started and a date), its date not in the future nor in a locked period',
	};
	return toItems(await actOnDocument.call(this, i, readStockTakingPath.call(this, i), 'release', undefined, explain));
}
