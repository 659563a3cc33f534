import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { FINANCIAL_YEARS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { describeField } from '../../../shared/schema/field-descriptions';
import { checkedFields, schemaProperties } from '../../../shared/schema/fields';

/** Bokföringslagen: a financial year is 12 months; the first one, or one when the year is moved, at most 18. */
const MAX_MONTHS = 18;

export const option = { name: 'Create', action: 'Create a financial year', description: 'Add a financial year after the last one' };

export const description: INodeProperties[] = [
	{ displayName: 'From Date', name: 'fromDate', type: 'dateTime', required: true, default: '', description: describeField('FinancialYear', 'FromDate') },
	{ displayName: 'To Date', name: 'toDate', type: 'dateTime', required: true, default: '', description: describeField('FinancialYear', 'ToDate') },
	{
		displayName: 'Fortnox recommends creating financial years in Fortnox itself; a new year must follow the last one without a gap',
		name: 'createNotice',
		type: 'notice',
		default: '',
	},
	fieldCollection('additionalFields', schemaProperties('FinancialYear', { omit: ['FromDate', 'ToDate'] })),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const year = checkedFields(check, 'FinancialYear', {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
		FromDate: this.getNodeParameter('fromDate', i, ''),
		ToDate: this.getNodeParameter('toDate', i, ''),
	});
	const from = check.required('From Date', year.FromDate as string | undefined);
	const to = check.required('To Date', year.ToDate as string | undefined);
	if (to <= from) check.fail('To Date', `${to} is not after the From Date ${from}`, 'a financial year ends after it begins');
	const [fromYear, fromMonth] = from.split('-').map(Number);
	const [toYear, toMonth] = to.split('-').map(Number);
	const months = (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
	if (months > MAX_MONTHS) check.fail('To Date', `makes a financial year of ${months} months`, `a financial year is 12 months, a first or changed one at most ${MAX_MONTHS}`);
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: FINANCIAL_YEARS.path, body: { [FINANCIAL_YEARS.single]: year }, itemIndex: i });
	return toItems(answer[FINANCIAL_YEARS.single] as IDataObject);
}
