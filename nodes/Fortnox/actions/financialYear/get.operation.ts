import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { FINANCIAL_YEARS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { financialYearLocator } from './fields';

export const option = { name: 'Get', action: 'Get a financial year', description: 'Get one financial year by its ID' };

export const description: INodeProperties[] = [financialYearLocator];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const value = String(this.getNodeParameter('financialYear', i, '')).trim();
	const id = Number(check.required('Financial Year', value));
	if (!Number.isInteger(id) || id < 1) check.fail('Financial Year', `"${value}" is not a financial year's Id`, 'choose one from the list, or give its Id, a whole number such as 3');
	const body = await fortnoxApiRequest(this, { method: 'GET', path: `${FINANCIAL_YEARS.path}/${id}`, itemIndex: i });
	return toItems(body[FINANCIAL_YEARS.single] as IDataObject);
}
