import { SUPPLIER_INVOICE_PAYMENTS } from '../../../shared/kinds';
import { SUPPLIER_INVOICES } from '../../shared/documents';
import { lastModifiedFilter } from '../../shared/listFilters';
import type { PaymentKind } from '../../shared/payments';

/** Payments to suppliers of their invoices. */
export const SUPPLIER_PAYMENTS: PaymentKind = {
	...SUPPLIER_INVOICE_PAYMENTS,
	resource: 'supplierInvoicePayment',
	schema: 'SupplierInvoicePayment',
	invoices: SUPPLIER_INVOICES,
	// The supplier invoice's given number, which the schema types as text.
	invoiceNumber: String,
	// Fortnox's OpenAPI gives PUT /3/supplierinvoicepayments/{Number}/bookkeep no body.
	bookkeepBody: false,
	// GET /3/supplierinvoicepayments declares no query parameters; Fortnox's global lastmodified applies.
	filters: [lastModifiedFilter],
	paid: 'The supplier invoice paid, by its given number',
};
