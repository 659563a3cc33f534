import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { INVOICES, recordPath } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { invoiceLocator, readInvoiceNumber } from './fields';

export const option = { name: 'Create', action: 'Send an invoice with Fortnox Finans', description: 'Hand an invoice in SEK to Fortnox Finans for collection or reminders' };

export const description: INodeProperties[] = [
	invoiceLocator,
	{
		displayName: 'Send Method',
		name: 'sendMethod',
		type: 'options',
		options: [
			{ name: 'E-Invoice', value: 'EINVOICE' },
			{ name: 'Email', value: 'EMAIL' },
			{ name: 'Letter', value: 'LETTER' },
			{ name: 'None', value: 'NONE', description: 'Fortnox Finans does not send it; you already have' },
		],
		default: 'EMAIL',
		description: 'How Fortnox Finans sends the invoice to the customer',
	},
	{
		displayName: 'Service',
		name: 'service',
		type: 'options',
		options: [
			{ name: 'Ledger Base', value: 'LEDGERBASE', description: 'Fortnox Finans keeps the whole ledger: payments, reminders, collection' },
			{ name: 'Reminder', value: 'REMINDER', description: 'Fortnox Finans sends reminders only' },
		],
		default: 'LEDGERBASE',
		description: 'Which Fortnox Finans service takes the invoice',
	},
];

/**
 * Fortnox Finans "is currently only accepting invoices in SEK": the invoice is read first and one in
 * another currency refused before it is sent. Its status, OCR number and PDF link may take from a
 * minute to hours to arrive (status UNKNOWN meanwhile). Sent once: it hands the invoice over.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const number = readInvoiceNumber.call(this, i);
	const SendMethod = this.getNodeParameter('sendMethod', i) as string;
	const Service = this.getNodeParameter('service', i) as string;
	check.oneOf('Send Method', SendMethod, ['EMAIL', 'LETTER', 'EINVOICE', 'NONE']);
	check.oneOf('Service', Service, ['LEDGERBASE', 'REMINDER']);
	const invoice = (await fortnoxApiRequest(this, { method: 'GET', path: recordPath(INVOICES, number), itemIndex: i })).Invoice as IDataObject;
	const currency = String(invoice.Currency ?? 'SEK');
	if (currency !== 'SEK') check.fail(`Invoice ${number}`, `is in ${currency}`, 'Fortnox Finans accepts invoices in SEK only');
	const body = { NoxFinansInvoice: { InvoiceNumber: number, SendMethod, Service } };
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: '/3/noxfinansinvoices', body, itemIndex: i });
	return toItems(answer.NoxFinansInvoice as IDataObject);
}
