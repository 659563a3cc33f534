import type { SandboxOptions } from '../../sandbox';
import { useSales, type Row } from './sales-helpers';

// What the purchasing tests share: the sales tests' sandbox per file and fresh tenant per test
// (with the warehouse seed's suppliers 201 and 202), and calls for supplier invoices and payments.

export { fieldsOf, today, plusDays, type Row, type Meta } from './sales-helpers';

/** A supplier invoice as the sandbox answers it. */
export type SupplierInvoice = Row & {
	GivenNumber: string;
	Total: string;
	VAT: string;
	Balance: string;
	Booked: boolean;
	Cancelled: boolean;
	Credit: boolean;
	SupplierInvoiceRows: Row[];
};

/** 1 000 of office goods (6110) and 250 VAT: Fortnox adds the 2641 and 2440 rows. */
export const OFFICE_GOODS = { SupplierNumber: '201', InvoiceDate: '2026-03-02', VAT: '250', SupplierInvoiceRows: [{ Account: 6110, Debit: 1000 }] };

export function usePurchasing(options: SandboxOptions = {}) {
	const sales = useSales(options);
	const { s, create, ok } = sales;
	const supplierInvoice = (fields: Row) => create<SupplierInvoice>('supplierinvoices', 'SupplierInvoice', fields);
	/** PUT /3/supplierinvoices/{n}/{action}: must answer 200. */
	const act = (number: string, action: string) => ok<SupplierInvoice>('PUT', `/3/supplierinvoices/${number}/${action}`, 'SupplierInvoice');
	const payment = (fields: Row) => create<Row>('supplierinvoicepayments', 'SupplierInvoicePayment', fields);
	const bookPayment = (number: number | string) => ok<Row>('PUT', `/3/supplierinvoicepayments/${number}/bookkeep`, 'SupplierInvoicePayment');
	/** The tenant's purchasing state, live. */
	const held = () => s.sandbox.tenant(s.t.tenantId).purchasing;
	/** A voucher as GET /3/vouchers/{series}/{number} answers it (financial year 2026). */
	const voucherOf = (series: string, number: unknown) => ok<Row & { VoucherRows: Row[] }>('GET', `/3/vouchers/${series}/${String(number)}?financialyear=2`, 'Voucher');
	return { ...sales, supplierInvoice, act, payment, bookPayment, held, voucherOf };
}
