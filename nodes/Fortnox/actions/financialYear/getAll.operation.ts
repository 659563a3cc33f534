import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { FINANCIAL_YEARS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { classicList, listScopeOf } from '../../../shared/transport';
import { calendarDate, FieldValidator } from '../../../shared/validation';

export const option = { name: 'Get Many', action: 'Get many financial years', description: 'List the financial years, or find the one a date lies in' };

export const description: INodeProperties[] = [
	...returnAllOrLimit(),
	fieldCollection('filters', [
		{
			displayName: 'Date',
			name: 'Date',
			type: 'dateTime',
			default: '',
			description: 'Only the financial year this day lies in; none means no year holds it yet. Fortnox asks to check this before booking a voucher.',
		},
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const date = calendarDate(new FieldValidator(this.getNode(), i), 'Date', (this.getNodeParameter('filters', i, {}) as IDataObject).Date);
	const years = await classicList(this, { path: FINANCIAL_YEARS.path, listKey: FINANCIAL_YEARS.plural, qs: date ? { Date: date } : {}, itemIndex: i }, listScopeOf(this, i));
	return toItems(years);
}
