import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection, optionsCollection } from '../../../shared/descriptions';
import { ACCOUNTS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import {
	ACCOUNT_DESCRIPTION_MAX,
	accountFieldOptions,
	accountFieldsBody,
	checkAccountNumber,
	financialYearOption,
	financialYearQuery,
} from './fields';

export const option = { name: 'Create', action: 'Create an account', description: 'Add an account to the chart of accounts' };

export const description: INodeProperties[] = [
	{
		displayName: 'Account Number',
		name: 'accountNumber',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 6110',
		description: 'Four digits (BAS chart of accounts). It cannot be changed later.',
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Kontorsmaterial',
		description: `The account's name; at most ${ACCOUNT_DESCRIPTION_MAX} characters`,
	},
	fieldCollection('additionalFields', accountFieldOptions),
	optionsCollection([{ ...financialYearOption, description: 'The financial year to create the account in; empty means the current one' }]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const number = checkAccountNumber(check, this.getNodeParameter('accountNumber', i));
	const account = accountFieldsBody(check, {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
		Description: check.required('Description', (this.getNodeParameter('description', i) as string).trim()),
	});
	const body = await fortnoxApiRequest(this, {
		method: 'POST',
		path: ACCOUNTS.path,
		qs: financialYearQuery.call(this, i),
		body: { [ACCOUNTS.single]: { Number: Number(number), ...account } },
		itemIndex: i,
	});
	return toItems(body[ACCOUNTS.single] as IDataObject);
}
