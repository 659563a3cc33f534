import { INVOICE_PAYMENTS } from '../../shared/kinds';
import { lastModifiedFilter, sortFilters } from '../../shared/operations/list-filters';
import { paymentResource } from '../../shared/operations/payments';
import { INVOICE } from './invoice';

/** A customer's payments of booked invoices. */
export const invoicePayment = paymentResource(
	{
		...INVOICE_PAYMENTS,
		schema: 'InvoicePayment',
		invoices: INVOICE,
		invoiceNumber: Number,
		// Fortnox's OpenAPI gives PUT /3/invoicepayments/{Number}/bookkeep a body (an InvoicePayment).
		bookkeepBody: true,
		// GET /3/invoicepayments' query parameters, as Fortnox's OpenAPI documents them.
		filters: [
			{ name: 'invoicenumber', displayName: 'Invoice Number', kind: 'text', description: 'Only the payments of this invoice' },
			lastModifiedFilter,
			...sortFilters([{ name: 'Payment Date', value: 'paymentdate' }]),
		],
		paid: 'The booked invoice the customer paid',
		whose: 'a booked invoice',
	},
	{ value: 'invoicePayment', displayName: 'Invoice Payment' },
);
