import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { PRICES } from '../../../shared/kinds';
import { readNumber } from '../../../shared/operations/register';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { articleLocator, priceListLocator } from './fields';

export const option = {
	name: 'Get for Article',
	action: "Get an article's prices in a price list",
	description: 'Get every quantity step of one article in one price list, the first step first',
};

export const description: INodeProperties[] = [priceListLocator, articleLocator];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const priceList = readNumber.call(this, check, i, 'priceList', 'Price List');
	const article = readNumber.call(this, check, i, 'article', 'Article');
	const path = `${PRICES.path}/sublist/${encodeURIComponent(priceList)}/${encodeURIComponent(article)}`;
	const answer = await fortnoxApiRequest(this, { method: 'GET', path, itemIndex: i });
	return toItems((answer[PRICES.plural] as IDataObject[] | undefined) ?? []);
}
