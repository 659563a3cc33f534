import { INVOICE_PAYMENTS } from '../../../shared/kinds';
import { INVOICES } from '../../shared/documents';
import { lastModifiedFilter, sortFilters } from '../../shared/listFilters';
import type { PaymentKind } from '../../shared/payments';

/** A customer's payments of booked invoices. */
export const PAYMENTS: PaymentKind = {
	...INVOICE_PAYMENTS,
	resource: 'invoicePayment',
	schema: 'InvoicePayment',
	invoices: INVOICES,
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
};
