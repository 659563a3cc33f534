import { INVOICE_TYPES } from '../../../shared/kinds';
import type { ListFilter } from '../../../shared/operations/list-filters';
import { lastModifiedFilter, search, sortFilters } from '../../../shared/operations/list-filters';

const date = (name: string, displayName: string, description: string): ListFilter => ({ name, displayName, kind: 'date', description });


/** GET /3/invoices' query parameters, as Fortnox's OpenAPI documents them. */
export const INVOICE_FILTERS: ListFilter[] = [
	{
		name: 'filter',
		displayName: 'Status',
		kind: 'options',
		options: [
			{ name: 'Cancelled', value: 'cancelled', description: 'Invoices that were cancelled' },
			{ name: 'Fully Paid', value: 'fullypaid', description: 'Booked invoices with nothing left to pay' },
			{ name: 'Unbooked', value: 'unbooked', description: 'Invoices not yet bookkept (and not cancelled)' },
			{ name: 'Unpaid', value: 'unpaid', description: 'Booked invoices with a balance left to pay' },
			{ name: 'Unpaid Overdue', value: 'unpaidoverdue', description: 'Unpaid invoices whose due date has passed' },
		],
		description: 'Only the invoices in this state',
	},
	search('customernumber', 'Customer Number', 'customer number'),
	search('customername', 'Customer Name', 'customer name'),
	search('documentnumber', 'Document Number', 'invoice number'),
	date('fromdate', 'From Date', 'Only invoices dated on or after this day (invoice date)'),
	date('todate', 'To Date', 'Only invoices dated on or before this day (invoice date)'),
	date('fromfinalpaydate', 'From Final Pay Date', 'Only invoices fully paid on or after this day'),
	date('tofinalpaydate', 'To Final Pay Date', 'Only invoices fully paid on or before this day'),
	{ name: 'sent', displayName: 'Sent', kind: 'boolean', description: 'Whether to list only invoices sent to the customer (true) or only unsent ones (false)' },
	{ name: 'credit', displayName: 'Credit', kind: 'boolean', description: 'Whether to list only credit invoices (true) or only ordinary ones (false)' },
	{ name: 'notcompleted', displayName: 'Not Completed', kind: 'boolean', description: 'Whether to list only invoices marked as not completed' },
	{
		name: 'invoicetype',
		displayName: 'Invoice Type',
		kind: 'options',
		options: INVOICE_TYPES,
		description: 'Only invoices of this type',
	},
	search('ocr', 'OCR', 'OCR number'),
	search('ourreference', 'Our Reference', 'our reference'),
	search('yourreference', 'Your Reference', 'your reference'),
	search('yourordernumber', 'Your Order Number', "customer's order number"),
	search('externalinvoicereference1', 'External Invoice Reference 1', 'first external reference'),
	search('externalinvoicereference2', 'External Invoice Reference 2', 'second external reference'),
	search('articlenumber', 'Article Number', 'article number on a row'),
	search('articledescription', 'Article Description', 'article description on a row'),
	search('costcenter', 'Cost Center', 'cost center code'),
	search('project', 'Project', 'project number'),
	search('label', 'Label', 'label'),
	search('currency', 'Currency', 'currency code'),
	{ name: 'accountnumberfrom', displayName: 'Account Number From', kind: 'text', description: 'Only invoices with rows booked on accounts from this 4-digit number up' },
	{ name: 'accountnumberto', displayName: 'Account Number To', kind: 'text', description: 'Only invoices with rows booked on accounts up to this 4-digit number' },
	lastModifiedFilter,
	...sortFilters([
		{ name: 'Customer Name', value: 'customername' },
		{ name: 'Customer Number', value: 'customernumber' },
		{ name: 'Document Number', value: 'documentnumber' },
		{ name: 'Invoice Date', value: 'invoicedate' },
		{ name: 'OCR', value: 'ocr' },
		{ name: 'Total', value: 'total' },
	]),
];
