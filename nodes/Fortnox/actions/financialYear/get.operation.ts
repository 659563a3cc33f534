import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { FINANCIAL_YEARS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { financialYearLocator, readFinancialYearId } from './fields';

export const option = { name: 'Get', action: 'Get a financial year', description: 'Get one financial year by its ID' };

export const description: INodeProperties[] = [financialYearLocator];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = readFinancialYearId.call(this, check, i);
	const body = await fortnoxApiRequest(this, { method: 'GET', path: `${FINANCIAL_YEARS.path}/${id}`, itemIndex: i });
	return toItems(body[FINANCIAL_YEARS.single] as IDataObject);
}
