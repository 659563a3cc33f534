import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { optionsCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { ACCOUNTS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { classicList, listScopeOf } from '../../../shared/transport';
import { financialYearOption, financialYearQuery } from './fields';

export const option = { name: 'Get Many', action: 'Get many accounts', description: 'List the chart of accounts' };

export const description: INodeProperties[] = [
	...returnAllOrLimit(),
	optionsCollection([financialYearOption]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const accounts = await classicList(
		this,
		{ path: ACCOUNTS.path, listKey: ACCOUNTS.plural, qs: financialYearQuery.call(this, i), itemIndex: i },
		listScopeOf(this, i),
	);
	return toItems(accounts);
}
