import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import type { FieldValidator } from '../../../shared/validation';
import { calendarDate } from '../../../shared/validation';
import { parseJsonParameter } from '../common';

export const STATUSES = ['DRAFT', 'ACTIVE', 'INACTIVE', 'FINISHED'] as const;
export const INVOICE_HANDLINGS = [
	'MANUAL',
	'AUTOMATIC',
	'INVOICE_SERVICE_WITH_REMINDERS',
	'INVOICE_SERVICE_WITHOUT_REMINDERS',
] as const;
const DISTRIBUTION_METHODS = ['EMAIL', 'E_INVOICE', 'LETTER'] as const;
const VAT_OPTIONS = ['INCLUSIVE', 'EXCLUSIVE'] as const;
const VAT_PAYMENT_TYPES = ['SEVAT', 'SEREVERSEDVAT', 'EUREVERSEDVAT', 'EUVAT', 'EXPORT'] as const;
const TAX_REDUCTION_CATEGORIES = ['NONE', 'RUT'] as const;
const AMOUNT_PER_INVOICING_MAX = 12;

export const statusOptions = [
	{ name: 'Active', value: 'ACTIVE', description: 'Live: generates invoices on schedule' },
	{ name: 'Draft', value: 'DRAFT', description: 'Saved, not activated: generates no invoices' },
	{ name: 'Finished', value: 'FINISHED', description: 'Reached its end date: no further invoices' },
	{ name: 'Inactive', value: 'INACTIVE', description: 'Paused: kept, no invoices' },
];

export const invoiceHandlingOptions = [
	{ name: 'Automatic', value: 'AUTOMATIC' },
	{ name: 'Invoice Service With Reminders', value: 'INVOICE_SERVICE_WITH_REMINDERS' },
	{ name: 'Invoice Service Without Reminders', value: 'INVOICE_SERVICE_WITHOUT_REMINDERS' },
	{ name: 'Manual', value: 'MANUAL' },
];

const taxReductionCategoryOptions = [
	{ name: 'None', value: 'NONE' },
	{ name: 'RUT', value: 'RUT' },
];

const jsonField = (displayName: string, name: string, description: string, fallback = '{}'): INodeProperties => ({
	displayName,
	name,
	type: 'json',
	default: fallback,
	description,
});

const textField = (displayName: string, name: string, description: string, placeholder?: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	description,
	...(placeholder ? { placeholder } : {}),
});

/** The Customer and Rows parameters: their inner fields are Fortnox's, so they are JSON. */
export const customerProperty: INodeProperties = {
	...jsonField(
		'Customer (JSON)',
		'customer',
		'The customer object of the contract, e.g. {"number": "1001"}. Its fields are passed to Fortnox as written.',
		'{\n  "number": ""\n}',
	),
	required: true,
};

export const rowsField = (required: boolean): INodeProperties => ({
	...jsonField(
		'Rows (JSON)',
		'rows',
		required
			? 'The invoice rows as a JSON array of row objects; at least one'
			: 'The invoice rows as a JSON array; they replace all existing rows',
		'[]',
	),
	...(required ? { required: true } : {}),
});

export const dateProperties: INodeProperties[] = [
	{
		displayName: 'Invoice Processing Date',
		name: 'invoiceProcessingDate',
		type: 'dateTime',
		required: true,
		default: '',
		description: 'When the next invoice is created; its day of month becomes the invoice anchor unless you set one',
	},
	{
		displayName: 'Period Start Date',
		name: 'periodStartDate',
		type: 'dateTime',
		required: true,
		default: '',
		description: 'First day of the next invoiced period',
	},
];

export const intervalField: INodeProperties = {
	displayName: 'Interval (Months)',
	name: 'interval',
	type: 'number',
	typeOptions: { minValue: 1 },
	default: 1,
	description: 'Months between invoices (rule frequency MONTH)',
};

export const amountPerInvoicingField: INodeProperties = {
	displayName: 'Amount Per Invoicing',
	name: 'amount_per_invoicing',
	type: 'number',
	typeOptions: { minValue: 1, maxValue: AMOUNT_PER_INVOICING_MAX },
	default: 1,
	description: `Number of periods combined on one invoice, 1 to ${AMOUNT_PER_INVOICING_MAX}`,
};

export const invoiceHandlingField: INodeProperties = {
	displayName: 'Invoice Handling',
	name: 'invoice_handling',
	type: 'options',
	options: invoiceHandlingOptions,
	default: 'MANUAL',
	description: 'Whether invoices are created automatically, by the invoice service, or by hand',
};

export const taxReductionCategoryField: INodeProperties = {
	displayName: 'Tax Reduction Category',
	name: 'tax_reduction_category',
	type: 'options',
	options: taxReductionCategoryOptions,
	default: 'NONE',
};

/** Fields sent to the service; the ones read from top-level parameters of an operation are left out by name. */
const optionalFields: INodeProperties[] = [
	jsonField('Accrual (JSON)', 'accrual', 'Accrual settings; on update every field of it must be given, the rest is cleared'),
	amountPerInvoicingField,
	textField('Cost Center ID', 'cost_center_id', 'Cost center of the invoices'),
	textField('Currency', 'currency', 'ISO 4217 code', 'e.g. SEK'),
	jsonField('Delivery (JSON)', 'delivery', 'Delivery details of the invoices'),
	{
		displayName: 'Distribution Method',
		name: 'distribution_method',
		type: 'options',
		options: [
			{ name: 'E-Invoice', value: 'E_INVOICE' },
			{ name: 'Email', value: 'EMAIL' },
			{ name: 'Letter', value: 'LETTER', description: 'Only with the invoice service' },
		],
		default: 'EMAIL',
	},
	jsonField('Email (JSON)', 'email', 'Email settings for sending the invoices'),
	{
		displayName: 'End Date',
		name: 'endDate',
		type: 'dateTime',
		default: '',
		description: 'Last day of the contract; after it the contract is FINISHED (sent as dates.dates.end_date)',
	},
	textField('Invoice Anchor', 'invoiceAnchor', 'Day of month invoices are processed; empty derives it from the processing date', 'e.g. LAST_DAY'),
	invoiceHandlingField,
	intervalField,
	textField('Order Number', 'order_number', "The customer's purchase order number"),
	textField('Our Reference', 'our_reference', 'Seller reference'),
	textField('Payment Terms', 'payment_terms', 'Payment terms code', 'e.g. 30'),
	textField('Period Anchor', 'periodAnchor', 'Day of month periods start; empty derives it from the period start date', 'e.g. DAY_1'),
	textField('Price List ID', 'price_list_id', 'Price list of the rows'),
	jsonField('Print Configuration (JSON)', 'print_configuration', 'Print settings of the invoices'),
	textField('Project ID', 'project_id', 'Project of the invoices'),
	textField('Remark', 'remark', 'Free text printed on the invoices'),
	rowsField(false),
	taxReductionCategoryField,
	jsonField('Tax Reductions (JSON)', 'tax_reductions', 'One record per applicant; replaces the existing set', '[]'),
	{
		displayName: 'VAT Option',
		name: 'vat_option',
		type: 'options',
		options: [
			{ name: 'Exclusive', value: 'EXCLUSIVE' },
			{ name: 'Inclusive', value: 'INCLUSIVE' },
		],
		default: 'EXCLUSIVE',
		description: 'Whether row prices include VAT',
	},
	{
		displayName: 'VAT Payment Type',
		name: 'vat_payment_type',
		type: 'options',
		options: [
			{ name: 'EU Reversed VAT', value: 'EUREVERSEDVAT' },
			{ name: 'EU VAT', value: 'EUVAT' },
			{ name: 'Export', value: 'EXPORT' },
			{ name: 'SE Reversed VAT', value: 'SEREVERSEDVAT' },
			{ name: 'SE VAT', value: 'SEVAT' },
		],
		default: 'SEVAT',
	},
	textField('Your Reference', 'your_reference', 'Customer reference'),
];

/** The collection of optional fields, without those an operation asks for on their own. */
export function optionalFieldsCollection(name: 'additionalFields' | 'updateFields', without: string[]): INodeProperties {
	return fieldCollection(
		name,
		optionalFields.filter((field) => !without.includes(field.name)),
	);
}

const JSON_OBJECTS = ['accrual', 'delivery', 'email', 'print_configuration'];
const JSON_ARRAYS = ['rows', 'tax_reductions'];
const DATES_PARTS = ['endDate', 'invoiceAnchor', 'periodAnchor', 'interval'];

const LABELS: Record<string, string> = Object.fromEntries(
	[...optionalFields, ...dateProperties, customerProperty].map((field) => [field.name, field.displayName]),
);

/**
 * A recurring body from the operation's parameters: customer, dates (with rules) and the
 * chosen fields, checked against the spec's rules. `fields` holds both top-level parameters
 * and the collection's values, by the names above.
 */
export function recurringBody(
	this: IExecuteFunctions,
	check: FieldValidator,
	i: number,
	fields: IDataObject,
	options: { rulesRequired: boolean },
): IDataObject {
	const body: IDataObject = {
		customer: parseJsonParameter(check, LABELS.customer, this.getNodeParameter('customer', i), 'object'),
	};
	const dates: IDataObject = {
		invoice_processing_date: calendarDate(
			check,
			LABELS.invoiceProcessingDate,
			check.required(LABELS.invoiceProcessingDate, this.getNodeParameter('invoiceProcessingDate', i) as string),
		),
		period_start_date: calendarDate(
			check,
			LABELS.periodStartDate,
			check.required(LABELS.periodStartDate, this.getNodeParameter('periodStartDate', i) as string),
		),
	};
	const endDate = calendarDate(check, LABELS.endDate, fields.endDate);
	if (endDate) {
		if (endDate < String(dates.period_start_date)) check.fail(LABELS.endDate, `${endDate} is before the period start date`, 'the contract must end after it starts');
		dates.end_date = endDate;
	}
	const rules: IDataObject = {};
	if (fields.interval !== undefined) {
		const interval = Number(fields.interval);
		check.range(LABELS.interval, interval, 1);
		check.pattern(LABELS.interval, String(interval), /^\d+$/, 'it must be a whole number of months');
		Object.assign(rules, { interval, frequency: 'MONTH' });
	}
	if (fields.invoiceAnchor) rules.invoice_anchor = String(fields.invoiceAnchor).trim();
	if (fields.periodAnchor) rules.period_anchor = String(fields.periodAnchor).trim();
	if (options.rulesRequired && rules.interval === undefined) check.fail(LABELS.interval, 'is missing', 'an update must state the rules');
	body.dates = Object.keys(rules).length ? { dates, rules } : { dates };

	for (const [name, value] of Object.entries(fields)) {
		if (DATES_PARTS.includes(name) || value === undefined) continue;
		const label = LABELS[name] ?? name;
		if (JSON_OBJECTS.includes(name)) body[name] = parseJsonParameter(check, label, value, 'object');
		else if (JSON_ARRAYS.includes(name)) body[name] = parseJsonParameter(check, label, value, 'array');
		else if (typeof value === 'string') body[name] = value.trim();
		else body[name] = value;
	}
	checkRecurringFields(check, body);
	return body;
}

function checkRecurringFields(check: FieldValidator, body: IDataObject): void {
	if (body.rows !== undefined && (body.rows as IDataObject[]).length === 0) {
		check.fail(LABELS.rows, 'is empty', 'a recurring needs at least one row');
	}
	if (body.amount_per_invoicing !== undefined) {
		const amount = Number(body.amount_per_invoicing);
		check.range(LABELS.amount_per_invoicing, amount, 1, AMOUNT_PER_INVOICING_MAX);
		check.pattern(LABELS.amount_per_invoicing, String(amount), /^\d+$/, 'it must be a whole number');
	}
	check.oneOf('Status', body.status as string | undefined, STATUSES);
	check.oneOf(LABELS.invoice_handling, body.invoice_handling as string | undefined, INVOICE_HANDLINGS);
	check.oneOf(LABELS.distribution_method, body.distribution_method as string | undefined, DISTRIBUTION_METHODS);
	check.oneOf(LABELS.vat_option, body.vat_option as string | undefined, VAT_OPTIONS);
	check.oneOf(LABELS.vat_payment_type, body.vat_payment_type as string | undefined, VAT_PAYMENT_TYPES);
	check.oneOf(LABELS.tax_reduction_category, body.tax_reduction_category as string | undefined, TAX_REDUCTION_CATEGORIES);
	check.pattern(LABELS.currency, body.currency as string | undefined, /^[A-Z]{3}$/, 'it must be an ISO 4217 code such as SEK');
	if (body.distribution_method === 'LETTER' && !String(body.invoice_handling ?? '').startsWith('INVOICE_SERVICE')) {
		check.fail(LABELS.distribution_method, 'LETTER needs the invoice service', 'set Invoice Handling to one of the invoice service values');
	}
}
