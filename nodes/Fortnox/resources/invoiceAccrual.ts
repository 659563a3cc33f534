import { INVOICES, INVOICE_ACCRUALS } from '../../shared/kinds';
import { accrualResource } from '../../shared/operations/accruals';

/** Invoice accruals: an invoice's revenue spread over the periods it is earned in, one accrual per invoice, numbered by it. Its rows must balance. Fortnox's OpenAPI declares no filter on their list. */
export const invoiceAccrual = accrualResource(
	{ kind: INVOICE_ACCRUALS, value: 'invoiceAccrual', schema: 'InvoiceAccrual', requiredField: 'Total', document: INVOICES, required: ['AccrualAccount', 'Description', 'EndDate', 'RevenueAccount', 'StartDate', 'Total'], rowSchema: 'InvoiceAccrualRow', rowsKey: 'InvoiceAccrualRows' },
	'Invoice Accrual',
);
