import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { calendarDate, FieldValidator } from '../../../shared/validation';
import { financeRequest, invoiceLocator, readInvoiceNumber } from './fields';

export const option = { name: 'Pause', action: 'Pause a Fortnox Finans invoice', description: 'Stop its reminders for up to 60 days' };

export const description: INodeProperties[] = [
	invoiceLocator,
	{ displayName: 'Paused Until', name: 'pausedUntilDate', type: 'dateTime', default: '', required: true, description: 'The last day of the pause, at most 60 days from today' },
];

const DAY = 86_400_000;
const MAX_DAYS = 60;

/**
 * Fortnox: "Pauses an invoice for up to 60 days … All invoices which have the status OPEN can be
 * paused." Both are checked before the pause is sent: the date (today by the UTC calendar, so a
 * date 60 days ahead may meet Fortnox's Swedish today a day apart around midnight), and the
 * status, read from Fortnox Finans first.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const number = readInvoiceNumber.call(this, i);
	const until = String(calendarDate(check, 'Paused Until', check.required('Paused Until', this.getNodeParameter('pausedUntilDate', i, '') as string)));
	const today = new Date().toISOString().slice(0, 10);
	const last = new Date(Date.parse(`${today}T00:00:00Z`) + MAX_DAYS * DAY).toISOString().slice(0, 10);
	if (until < today || until > last) check.fail('Paused Until', `${until} is not within the next ${MAX_DAYS} days (${today} to ${last})`, `Fortnox pauses an invoice for up to ${MAX_DAYS} days`);
	const current = await financeRequest.call(this, i, { method: 'GET', number });
	if (current.Status !== 'OPEN') check.fail(`Invoice ${number}`, `has the status ${String(current.Status)}`, 'Fortnox Finans pauses only invoices with the status OPEN');
	return toItems(await financeRequest.call(this, i, { method: 'PUT', number, action: 'pause', body: { PausedUntilDate: until } }));
}
