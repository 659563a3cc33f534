import { SUPPLIER_INVOICES, SUPPLIER_INVOICE_ACCRUALS } from '../../shared/kinds';
import { accrualResource } from '../../shared/operations/accruals';

/** Supplier invoice accruals: a supplier invoice's cost spread over the periods it belongs to, one accrual per supplier invoice, numbered by it. Its rows must balance. Fortnox's OpenAPI declares no filter on their list. */
export const supplierInvoiceAccrual = accrualResource(
	{ kind: SUPPLIER_INVOICE_ACCRUALS, value: 'supplierInvoiceAccrual', schema: 'SupplierInvoiceAccrual', requiredField: 'Total', document: SUPPLIER_INVOICES, required: ['AccrualAccount', 'CostAccount', 'EndDate', 'Period', 'StartDate', 'Times', 'Total'], rowSchema: 'SupplierInvoiceAccrualRow', rowsKey: 'SupplierInvoiceAccrualRows' },
	'Supplier Invoice Accrual',
);
