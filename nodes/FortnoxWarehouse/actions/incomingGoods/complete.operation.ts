import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { calendarDate, FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { incomingGoodsLocator, incomingGoodsPath } from './fields';

/** Today in Sweden, where Fortnox decides what "today" is. */
const swedishToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());

const COMPLETE_EXPLANATION =
	'Fortnox refused to complete the incoming goods. The date must lie between the day they were released and today, both included, and the goods must be released and neither completed nor voided';

export const option = { name: 'Complete', action: 'Complete an incoming goods document', description: 'Finalize the bookkeeping of released goods; no more supplier invoices can be matched' };

export const description: INodeProperties[] = [
	{
		...incomingGoodsLocator('The released incoming goods to complete'),
		hint: 'Completing finalizes the bookkeeping: the goods can no longer be matched to supplier invoices',
	},
	{
		displayName: 'Date',
		name: 'date',
		type: 'dateTime',
		default: '',
		description: 'The date the completion is booked on, between the release date and today (both included); empty is today',
	},
];

/** Fortnox answers with no body; the output is the document as it now stands (completed). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = incomingGoodsPath.call(this, i);
	const today = swedishToday();
	const date = calendarDate(check, 'Date', this.getNodeParameter('date', i, '')) ?? today;
	// Dates as YYYY-MM-DD compare as text.
	if (date > today) check.fail('Date', `${date} is in the future`, `use a date between the release date and today (${today})`);
	await warehouseRequest(this, {
		method: 'PUT',
		path: `${path}/completed`,
		// The body is the bare date as a JSON string, as the OpenAPI declares it.
		body: JSON.stringify(date),
		headers: { 'Content-Type': 'application/json' },
		explain: { 400: COMPLETE_EXPLANATION },
		itemIndex: i,
	});
	return toItems(await warehouseRequest(this, { method: 'GET', path, itemIndex: i }));
}
