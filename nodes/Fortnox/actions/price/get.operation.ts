import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { PRICES } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { articleLocator, optionalFromQuantityProperty, priceListLocator, readPriceKey } from './fields';

export const option = { name: 'Get', action: 'Get a price', description: 'Get the price of an article in a price list from a quantity, or its first price' };

export const description: INodeProperties[] = [priceListLocator, articleLocator, optionalFromQuantityProperty];

/** Without a quantity step Fortnox answers with the article's first price in the list. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const { path } = readPriceKey.call(this, i);
	const answer = await fortnoxApiRequest(this, { method: 'GET', path, itemIndex: i });
	return toItems(answer[PRICES.single] as IDataObject);
}
