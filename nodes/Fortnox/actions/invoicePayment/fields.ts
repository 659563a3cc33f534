import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { FieldValidator } from '../../../shared/validation';

import type { ListFilter } from '../../shared/listFilters';
import { lastModifiedFilter, sortFilters } from '../../shared/listFilters';

/** Payments are numbered by Fortnox and found by number; they have no picker list of their own. */
export const PAYMENTS = {
	path: '/3/invoicepayments',
	wrap: 'InvoicePayment',
	listKey: 'InvoicePayments',
} as const;

export const paymentNumber: INodeProperties = {
	displayName: 'Payment Number',
	name: 'number',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 12',
	description: 'The number Fortnox gave the payment (Number in its output)',
};

/** GET /3/invoicepayments' query parameters, as Fortnox's OpenAPI documents them. */
export const PAYMENT_FILTERS: ListFilter[] = [
	{ name: 'invoicenumber', displayName: 'Invoice Number', kind: 'text', description: 'Only the payments of this invoice' },
	lastModifiedFilter,
	...sortFilters([{ name: 'Payment Date', value: 'paymentdate' }]),
];

/** The payment number item `i` names, checked. */
export function readPaymentNumber(this: IExecuteFunctions, i: number): string {
	const check = new FieldValidator(this.getNode(), i);
	const number = String(this.getNodeParameter('number', i) ?? '').trim();
	check.required('Payment Number', number);
	check.pattern('Payment Number', number, /^[1-9]\d*$/, 'a payment number is a whole number from 1');
	return number;
}

export const paymentPath = (number: string, action?: string): string => `${PAYMENTS.path}/${number}${action ? `/${action}` : ''}`;
