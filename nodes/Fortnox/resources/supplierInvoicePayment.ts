import { SUPPLIER_INVOICE_PAYMENTS } from '../../shared/kinds';
import { lastModifiedFilter } from '../../shared/operations/list-filters';
import { paymentResource } from '../../shared/operations/payments';
import { SUPPLIER_INVOICE } from '../actions/supplierInvoice/fields';

/** Payments to suppliers of their invoices. */
export const supplierInvoicePayment = paymentResource(
	{
		...SUPPLIER_INVOICE_PAYMENTS,
		schema: 'SupplierInvoicePayment',
		invoices: SUPPLIER_INVOICE,
		// The supplier invoice's given number, which the schema types as text.
		invoiceNumber: String,
		// Fortnox's OpenAPI gives PUT /3/supplierinvoicepayments/{Number}/bookkeep no body.
		bookkeepBody: false,
		// GET /3/supplierinvoicepayments declares no query parameters; Fortnox's global lastmodified applies.
		filters: [lastModifiedFilter],
		paid: 'The supplier invoice paid, by its given number',
		whose: 'a supplier invoice',
	},
	{ value: 'supplierInvoicePayment', displayName: 'Supplier Invoice Payment' },
);
