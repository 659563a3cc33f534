import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { SUPPLIER_INVOICES, SUPPLIERS } from '../../../shared/kinds';
import { oreOf } from '../../../shared/money';
import { accountRows } from '../../../shared/operations/document-rows';
import type { DocumentKind, DocumentRule } from '../../../shared/operations/documents';
import type { ListFilter } from '../../../shared/operations/list-filters';
import { lastModifiedFilter } from '../../../shared/operations/list-filters';
import { recordLocator } from '../../../shared/operations/pickers';
import { describeField } from '../../../shared/schema/field-descriptions';
import { schemaProperties } from '../../../shared/schema/fields';
import type { FieldValidator } from '../../../shared/validation';

/** Supplier invoices, with their cost rows booked on accounts. */
export const SUPPLIER_INVOICE: DocumentKind = {
	...SUPPLIER_INVOICES,
	schema: 'SupplierInvoice',
	// The list names a cancelled invoice Cancel, the record Cancelled: an invoice has one of the two.
	output: {
		simplified: ['GivenNumber', 'SupplierNumber', 'SupplierName', 'InvoiceNumber', 'InvoiceDate', 'DueDate', 'Total', 'Balance', 'Booked', 'Cancelled', 'Cancel'],
		schemas: ['SupplierInvoice'],
	},
	rows: {
		...accountRows({
			schema: 'SupplierInvoiceRow',
			key: 'SupplierInvoiceRows',
			noun: 'supplier invoice row',
			rowFields: ['CostCenter', 'Project', 'TransactionInformation', 'ItemDescription', 'ArticleNumber', 'Quantity', 'Price', 'Unit', 'Code', 'DebitCurrency', 'CreditCurrency'],
		}),
		// Fortnox adds the supplier debt (Total) and the VAT rows itself.
		description:
			'The costs, in order: each books a debit (or a credit, for a reduction) on an account. Fortnox adds the supplier debt (the Total, on 2440) and the VAT (on 2641) itself, so the rows come to Total less VAT.',
		example: [
			{ Account: 6110, Debit: 800, TransactionInformation: 'Kontorsmaterial' },
			{ Account: 4010, Debit: 200 },
		],
	},
	numberLabel: 'Given Number',
};

/**
 * GET /3/supplierinvoices: the `filter` its OpenAPI declares, and lastmodified, the global parameter
 * of Fortnox's "Parameters" page (its fromdate and todate are for invoices, orders, offers and vouchers only).
 */
export const SUPPLIER_INVOICE_FILTERS: ListFilter[] = [
	{
		name: 'filter',
		displayName: 'Status',
		kind: 'options',
		options: [
			{ name: 'Authorize Pending', value: 'authorizepending', description: 'Supplier invoices waiting for approval' },
			{ name: 'Cancelled', value: 'cancelled', description: 'Supplier invoices that were cancelled' },
			{ name: 'Fully Paid', value: 'fullypaid', description: 'Supplier invoices with nothing left to pay' },
			{ name: 'Pending Payment', value: 'pendingpayment', description: 'Supplier invoices with a payment under way' },
			{ name: 'Unbooked', value: 'unbooked', description: 'Supplier invoices not yet bookkept (and not cancelled)' },
			{ name: 'Unpaid', value: 'unpaid', description: 'Supplier invoices with a balance left to pay' },
			{ name: 'Unpaid Overdue', value: 'unpaidoverdue', description: 'Unpaid supplier invoices whose due date has passed' },
		],
		description: 'Only the supplier invoices in this state',
	},
	lastModifiedFilter,
];

/** The supplier the invoice is from, picked from the supplier register. */
export const supplierLocator = recordLocator(SUPPLIERS, {
	name: 'supplier',
	displayName: 'Supplier',
	description: 'The supplier the invoice is from; Fortnox fills in its name, terms of payment and payment details from the supplier register',
});

/** The fields a create asks for on their own, as Fortnox names them. */
export const FORM_FIELDS = ['InvoiceNumber', 'InvoiceDate', 'DueDate', 'Total', 'VAT', 'Currency', 'OCR'];

/** Fields the operations ask for on their own, left out of Additional and Update Fields. */
export const OWN_FIELDS = ['SupplierNumber', 'SupplierInvoiceRows'];

/**
 * The create's own fields: Total and VAT as numbers (the schema types them as text, which Fortnox
 * reads as amounts; a VAT of 0 is sent as 0), the others as the schema has them.
 */
export function formProperties(): INodeProperties[] {
	const amount = (name: 'Total' | 'VAT'): INodeProperties => ({
		displayName: name,
		name,
		type: 'number',
		typeOptions: { numberPrecision: 2 },
		default: 0,
		required: name === 'Total',
		description: describeField('SupplierInvoice', name),
	});
	const rest = schemaProperties('SupplierInvoice', { only: FORM_FIELDS.filter((name) => name !== 'Total' && name !== 'VAT') });
	return [amount('Total'), amount('VAT'), ...rest];
}

const flag = (document: IDataObject, field: string) => document[field] === true || document[field] === 'true';

const kronor = (value: number) => (value / 100).toFixed(2);

/**
 * Fortnox adds the supplier debt (Total, a credit on 2440) and the VAT (a debit on 2641) to the rows
 * itself and refuses an invoice that does not balance; so the rows given, the costs, must come to
 * Total less VAT. Rows that carry those codes themselves (TOT, VAT) are Fortnox's to weigh.
 */
export function checkBalance(check: FieldValidator, { rows, total, vat }: { rows: IDataObject[]; total: unknown; vat: unknown }): void {
	if (rows.some((row) => row.Code === 'TOT' || row.Code === 'VAT')) return;
	const net = rows.reduce((sum, row) => sum + oreOf(row.Debit) - oreOf(row.Credit), 0);
	const expected = oreOf(total) - oreOf(vat);
	if (net === expected) return;
	check.fail(
		'Rows',
		`come to ${kronor(net)} (debit less credit), but Total less VAT is ${kronor(expected)}: they differ by ${kronor(Math.abs(net - expected))}`,
		'Fortnox books the Total as the supplier debt and the VAT itself, and the rows must balance them',
	);
}

const notCancelled: DocumentRule = (document) =>
	flag(document, 'Cancelled') ? { problem: 'is cancelled', fix: 'a cancelled supplier invoice cannot be changed, booked, approved or credited' } : undefined;
const notBooked = (fix: string): DocumentRule => (document) => (flag(document, 'Booked') ? { problem: 'is booked already', fix } : undefined);

/** Bookkeep: Fortnox books a supplier invoice once, and not a cancelled one. */
export const BOOKKEEP_RULES: DocumentRule[] = [notCancelled, notBooked('a supplier invoice is booked once')];

/** Cancel: only an unbooked supplier invoice; a booked one is credited instead. */
export const CANCEL_RULES: DocumentRule[] = [notCancelled, notBooked('a booked supplier invoice is credited instead (Credit)')];

/** Credit: only a booked supplier invoice, once, and not a credit invoice itself. */
export const CREDIT_RULES: DocumentRule[] = [
	notCancelled,
	(document) => (flag(document, 'Booked') ? undefined : { problem: 'is not booked', fix: 'only a booked supplier invoice is credited; cancel an unbooked one instead' }),
	(document) => (flag(document, 'Credit') ? { problem: 'is a credit invoice', fix: 'a credit invoice is not credited again' } : undefined),
	(document) =>
		Number(document.CreditReference ?? 0) > 0
			? { problem: `is credited already (credit invoice ${String(document.CreditReference)})`, fix: 'a supplier invoice is credited once' }
			: undefined,
];

/** Approval of bookkeeping books the invoice, so it comes before booking; approval of payment before paying. */
export const APPROVE_BOOKKEEP_RULES: DocumentRule[] = [notCancelled, notBooked('approval of bookkeeping comes before booking')];
export const APPROVE_PAYMENT_RULES: DocumentRule[] = [notCancelled];
