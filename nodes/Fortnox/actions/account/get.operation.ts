import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import { ACCOUNTS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { accountLocator, checkAccountNumber, financialYearOption, financialYearQuery } from './fields';

export const option = { name: 'Get', action: 'Get an account', description: 'Get one account with its balances' };

export const description: INodeProperties[] = [
	accountLocator,
	optionsCollection([financialYearOption]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const number = checkAccountNumber(
		new FieldValidator(this.getNode(), i),
		this.getNodeParameter('account', i, '', { extractValue: true }),
	);
	const body = await fortnoxApiRequest(this, {
		method: 'GET',
		path: `${ACCOUNTS.path}/${number}`,
		qs: financialYearQuery.call(this, i),
		itemIndex: i,
	});
	return toItems(body[ACCOUNTS.single] as IDataObject);
}
