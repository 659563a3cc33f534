import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { PRICES } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { classicList, listScopeOf } from '../../../shared/transport';

export const option = { name: 'Get Many', action: 'Get many prices', description: 'List the prices of every price list, article and quantity step' };

export const description: INodeProperties[] = returnAllOrLimit();

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const prices = await classicList(this, { path: PRICES.path, listKey: PRICES.plural, itemIndex: i }, listScopeOf(this, i));
	return toItems(prices);
}
