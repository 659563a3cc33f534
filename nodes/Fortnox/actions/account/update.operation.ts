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
	accountLocator,
	checkAccountNumber,
	financialYearOption,
	financialYearQuery,
} from './fields';

export const option = { name: 'Update', action: 'Update an account', description: 'Change fields of an account' };

export const description: INodeProperties[] = [
	{ ...accountLocator, hint: 'The account number itself cannot be changed' },
	fieldCollection('updateFields', [
			{
				displayName: 'Description',
				name: 'Description',
				type: 'string',
				default: '',
				description: `At most ${ACCOUNT_DESCRIPTION_MAX} characters`,
			},
			...accountFieldOptions,
		]),
	optionsCollection([financialYearOption]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const number = checkAccountNumber(check, this.getNodeParameter('account', i, '', { extractValue: true }));
	const fields = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	if (Object.keys(fields).length === 0) {
		check.fail('Update Fields', 'are empty', 'add at least one field to change');
	}
	const body = await fortnoxApiRequest(this, {
		method: 'PUT',
		path: `${ACCOUNTS.path}/${number}`,
		qs: financialYearQuery.call(this, i),
		body: { [ACCOUNTS.single]: accountFieldsBody(check, fields) },
		itemIndex: i,
	});
	return toItems(body[ACCOUNTS.single] as IDataObject);
}
