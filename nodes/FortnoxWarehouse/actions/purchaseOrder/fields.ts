import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { FieldValidator } from '../../../shared/validation';
import { calendarDate } from '../../../shared/validation';
import { checkNumericId } from '../../../shared/warehouse/checks';
import { currencyProperties, readCurrency } from '../../../shared/warehouse/currency';
import { givenFilters, itemFilter, supplierFilter } from '../../../shared/warehouse/list-filters';
import { PURCHASE_ORDERS_PATH, readPurchaseOrderId, stockPointProperty } from '../../../shared/warehouse/locators';
import { segment } from '../../../shared/warehouse/request';
import { place, purchaseOrderRows } from '../../../shared/warehouse/rows';

export { PURCHASE_ORDERS_PATH };

/** The path of the purchase order the `id` locator holds. */
export function purchaseOrderPath(this: IExecuteFunctions, i: number): string {
	return `${PURCHASE_ORDERS_PATH}/${segment(readPurchaseOrderId.call(this, i))}`;
}

const PURCHASE_ORDER_STATES = ['NOT_SENT', 'SENT', 'SENT_NOT_REJECTED', 'DELAYED', 'RECEIVED', 'VOIDED', 'CURRENT', 'ALL'] as const;
const RESPONSE_STATES = [
	'NOT_SENT',
	'SENT',
	'ACCEPTED_WITH_REQ_DLV_DATE',
	'ACCEPTED_WITH_CHANGED_DLV_DATE',
	'PARTLY_ACCEPTED_WITH_REQ_DLV_DATE',
	'PARTLY_ACCEPTED_WITH_CHANGED_DLV_DATE',
	'REJECTED',
] as const;
const PURCHASE_TYPES = ['WAREHOUSE', 'DROPSHIP'] as const;

export const responseStateProperty: INodeProperties = {
	displayName: 'Response State',
	name: 'responseState',
	type: 'options',
	required: true,
	options: [
		{ name: 'Accepted With Changed Delivery Date', value: 'ACCEPTED_WITH_CHANGED_DLV_DATE' },
		{ name: 'Accepted With Requested Delivery Date', value: 'ACCEPTED_WITH_REQ_DLV_DATE' },
		{ name: 'Not Sent', value: 'NOT_SENT' },
		{ name: 'Partly Accepted With Changed Delivery Date', value: 'PARTLY_ACCEPTED_WITH_CHANGED_DLV_DATE' },
		{ name: 'Partly Accepted With Requested Delivery Date', value: 'PARTLY_ACCEPTED_WITH_REQ_DLV_DATE' },
		{ name: 'Rejected', value: 'REJECTED' },
		{ name: 'Sent', value: 'SENT' },
	],
	default: 'ACCEPTED_WITH_REQ_DLV_DATE',
	description: "The supplier's answer to the order",
};

/** The body of a response state change, checked against the OpenAPI's enum. */
export function responseStateBody(this: IExecuteFunctions, i: number, check: FieldValidator): IDataObject {
	const responseState = check.required('Response State', this.getNodeParameter('responseState', i) as string);
	check.oneOf('Response State', responseState, RESPONSE_STATES);
	return { responseState };
}

interface TextField {
	name: string;
	displayName: string;
	/** Required fields need at least one character; the others may be empty. */
	min?: number;
	max?: number;
	placeholder?: string;
	description?: string;
}

/** The head text fields a purchase order takes, with the spec's lengths. */
const REQUIRED_TEXT: TextField[] = [
	{ name: 'deliveryName', displayName: 'Delivery Name', min: 1, max: 50, description: 'Who receives the goods, 1 to 50 characters' },
	{ name: 'deliveryAddress', displayName: 'Delivery Address', min: 1, max: 1024, description: 'Street address the goods go to, 1 to 1024 characters' },
	{ name: 'deliveryZipCode', displayName: 'Delivery Zip Code', min: 1, max: 10, placeholder: 'e.g. 11122', description: '1 to 10 characters' },
	{ name: 'deliveryCity', displayName: 'Delivery City', min: 1, max: 50, description: '1 to 50 characters' },
	{ name: 'paymentTermsCode', displayName: 'Payment Terms Code', min: 1, max: 20, placeholder: 'e.g. 30', description: "Code of the supplier's terms of payment, 1 to 20 characters" },
];

const OPTIONAL_TEXT: TextField[] = [
	{ name: 'confirmationEmail', displayName: 'Confirmation Email', max: 100, placeholder: 'name@email.com', description: 'Where the supplier sends its order confirmation, at most 100 characters' },
	{ name: 'costCenterCode', displayName: 'Cost Center', max: 25 },
	{ name: 'customerId', displayName: 'Customer ID', max: 25, description: 'For a dropship order: the customer the goods go to, at most 25 characters' },
	{ name: 'customerName', displayName: 'Customer Name', max: 1024 },
	{ name: 'customerNumber', displayName: 'Customer Number', max: 1024 },
	{ name: 'deliveryAddress2', displayName: 'Delivery Address 2', max: 1024 },
	{ name: 'deliveryCountryCode', displayName: 'Delivery Country Code', max: 3, placeholder: 'e.g. SE' },
	{ name: 'internalReference', displayName: 'Internal Reference', max: 50, description: 'Your own reference; the list can search it' },
	{ name: 'languageCode', displayName: 'Language Code', max: 3, placeholder: 'e.g. SV', description: 'Language of the order sent to the supplier' },
	{ name: 'messageToSupplier', displayName: 'Message to Supplier', max: 1000 },
	{ name: 'note', displayName: 'Note', max: 1000, description: 'Internal note, at most 1000 characters' },
	{ name: 'ourReference', displayName: 'Our Reference', max: 50 },
	{ name: 'projectId', displayName: 'Project', max: 25 },
	{ name: 'supplierAddress', displayName: 'Supplier Address', max: 1024 },
	{ name: 'supplierAddress2', displayName: 'Supplier Address 2', max: 1024 },
	{ name: 'supplierCity', displayName: 'Supplier City', max: 1024 },
	{ name: 'supplierCountryCode', displayName: 'Supplier Country Code', max: 3, placeholder: 'e.g. SE' },
	{ name: 'supplierEmail', displayName: 'Supplier Email', max: 100, placeholder: 'name@email.com', description: 'Where the order is sent, at most 100 characters' },
	{ name: 'supplierName', displayName: 'Supplier Name', max: 1024, description: "Empty takes the supplier's name from its register" },
	{ name: 'supplierPostCode', displayName: 'Supplier Post Code', max: 1024 },
	{ name: 'yourReference', displayName: 'Your Reference', max: 50, description: "The supplier's reference, at most 50 characters" },
];

const textProperty = (field: TextField, required: boolean): INodeProperties => ({
	displayName: field.displayName,
	name: field.name,
	type: 'string',
	default: '',
	required,
	...(field.placeholder ? { placeholder: field.placeholder } : {}),
	...(field.name === 'messageToSupplier' || field.name === 'note' ? { typeOptions: { rows: 2 } } : {}),
	description: field.description ?? `At most ${field.max} characters`,
});

const [currencyProperty, currencyRateProperty, currencyUnitProperty] = currencyProperties;

const orderDateProperty: INodeProperties = {
	displayName: 'Order Date',
	name: 'orderDate',
	type: 'dateTime',
	default: '',
	required: true,
	description: 'The date of the order, a calendar date (e.g. 2026-11-24)',
};

/** The fields Create asks for besides the supplier and the rows. */
export const requiredHeadProperties: INodeProperties[] = [
	{ ...currencyProperty, name: 'currencyCode', required: true, default: 'SEK', description: 'The 3-letter code of the currency the prices are in' },
	{ ...currencyRateProperty, required: true },
	orderDateProperty,
	...REQUIRED_TEXT.map((field) => textProperty(field, true)),
];

const byDisplayName = (properties: INodeProperties[]) => properties.sort((a, b) => a.displayName.localeCompare(b.displayName));

export const optionalHeadProperties: INodeProperties[] = byDisplayName([
	...OPTIONAL_TEXT.map((field) => textProperty(field, false)),
	currencyUnitProperty,
	{ displayName: 'Delivery Date', name: 'deliveryDate', type: 'dateTime', default: '', description: 'When the goods are to arrive' },
	{ displayName: 'Dropship', name: 'dropship', type: 'boolean', default: false, description: 'Whether the supplier delivers straight to your customer' },
	{
		displayName: 'Purchase Type',
		name: 'purchaseType',
		type: 'options',
		options: [
			{ name: 'Dropship', value: 'DROPSHIP', description: 'Delivered straight to a customer' },
			{ name: 'Warehouse', value: 'WAREHOUSE', description: 'Received into your own stock' },
		],
		default: 'WAREHOUSE',
	},
	{
		...stockPointProperty,
		description:
			'Where the goods are to be received, for every row that names no stock point. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
]);

/** Every head field the user can set on Create or Update, for Update's collection. */
export const allHeadProperties: INodeProperties[] = byDisplayName([
	{ displayName: 'Supplier Number', name: 'supplierNumber', type: 'string', default: '', description: 'Move the order to another supplier, at most 1024 characters' },
	...requiredHeadProperties.map((property) => ({ ...property, required: false })),
	...optionalHeadProperties,
]);

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The head fields `values` gives, checked against the spec's purchase order table and
 * returned with Fortnox's names; fields not given are left out.
 */
export function headFields(check: FieldValidator, values: IDataObject): IDataObject {
	const head: IDataObject = {};
	if (given(values.supplierNumber)) {
		head.supplierNumber = String(values.supplierNumber).trim();
		check.lengthBetween('Supplier', head.supplierNumber as string, 1, 1024);
	}
	for (const field of [...REQUIRED_TEXT, ...OPTIONAL_TEXT]) {
		if (!given(values[field.name])) continue;
		const value = String(values[field.name]);
		check.lengthBetween(field.displayName, value, field.min ?? 0, field.max ?? Number.MAX_SAFE_INTEGER);
		head[field.name] = value;
	}
	const currency = readCurrency(check, { currency: values.currencyCode, currencyRate: values.currencyRate, currencyUnit: values.currencyUnit });
	if (currency) {
		head.currencyCode = currency.currency;
		head.currencyRate = currency.rate;
		if (currency.unit !== undefined) head.currencyUnit = currency.unit;
	}
	for (const [name, label] of [['orderDate', 'Order Date'], ['deliveryDate', 'Delivery Date']]) {
		const date = calendarDate(check, label, values[name]);
		if (date) head[name] = date;
	}
	if (given(values.purchaseType)) {
		check.oneOf('Purchase Type', values.purchaseType as string, PURCHASE_TYPES);
		head.purchaseType = values.purchaseType;
	}
	if (typeof values.dropship === 'boolean') head.dropship = values.dropship;
	place(check, purchaseOrderRows, 'Stock Point', 'stockPoint', values.stockPoint, head);
	return head;
}

const REQUIRED = [
	['supplierNumber', 'Supplier'],
	['currencyCode', 'Currency'],
	['currencyRate', 'Currency Rate'],
	['orderDate', 'Order Date'],
	...REQUIRED_TEXT.map((field) => [field.name, field.displayName]),
];

/**
 * A whole purchase order as Create and Update send it: the OpenAPI's required head fields
 * present, and each row with its currency and remaining quantity (required in a row; a new
 * row has all of its ordered quantity still to come).
 */
export function orderBody(check: FieldValidator, head: IDataObject, rows: IDataObject[]): IDataObject {
	for (const [name, label] of REQUIRED) check.required(label, head[name]);
	return {
		...head,
		rows: rows.map(({ note, ...row }, index) => {
			if (given(row.currencyCode) && row.currencyCode !== head.currencyCode) {
				check.fail(`Row ${index + 1} Currency`, `"${String(row.currencyCode)}" differs from the order's ${String(head.currencyCode)}`, "a row's prices are in the order currency");
			}
			const notes = [...((row.notes as IDataObject[] | undefined) ?? []), ...(given(note) ? [{ note }] : [])];
			return {
				...row,
				currencyCode: head.currencyCode,
				remainingOrderedQuantity: row.remainingOrderedQuantity ?? row.orderedQuantity,
				...(notes.length ? { notes } : {}),
			};
		}),
	};
}

/** The list's filters, shared by Get Many and Get CSV. */
export const listFilterProperties: INodeProperties[] = [
	{ displayName: 'Internal Reference', name: 'internalReference', type: 'string', default: '', description: 'Only orders whose internal reference contains this text' },
	itemFilter('Only orders with a row of this item'),
	{ displayName: 'Note', name: 'note', type: 'string', default: '', description: 'Only orders whose note contains this text' },
	{
		displayName: 'Purchase Type',
		name: 'purchaseType',
		type: 'options',
		options: [
			{ name: 'Dropship', value: 'DROPSHIP' },
			{ name: 'Warehouse', value: 'WAREHOUSE' },
		],
		default: 'WAREHOUSE',
	},
	{ displayName: 'Search', name: 'q', type: 'string', default: '', description: 'Only orders whose ID or internal reference contains this text' },
	{
		displayName: 'State',
		name: 'state',
		type: 'options',
		options: [
			{ name: 'All', value: 'ALL' },
			{ name: 'Current', value: 'CURRENT', description: 'Open orders: not yet fully received, completed or voided' },
			{ name: 'Delayed', value: 'DELAYED', description: 'Past their delivery date' },
			{ name: 'Not Sent', value: 'NOT_SENT' },
			{ name: 'Received', value: 'RECEIVED' },
			{ name: 'Sent', value: 'SENT' },
			{ name: 'Sent, Not Rejected', value: 'SENT_NOT_REJECTED' },
			{ name: 'Voided', value: 'VOIDED' },
		],
		default: 'CURRENT',
	},
	supplierFilter('Only orders to this supplier'),
];

/** The list's query from the Filters collection: only filters given, enums checked. */
export function listQuery(check: FieldValidator, filters: IDataObject): IDataObject {
	check.oneOf('State', filters.state as string | undefined, PURCHASE_ORDER_STATES);
	check.oneOf('Purchase Type', filters.purchaseType as string | undefined, PURCHASE_TYPES);
	return givenFilters(filters, ['q', 'supplierNumber', 'state', 'itemId', 'purchaseType', 'internalReference', 'note']);
}

/** Several purchase order IDs: a list such as "12, 13" or an array from an expression. */
export const idsProperty = (description: string): INodeProperties => ({
	displayName: 'Purchase Order IDs',
	name: 'ids',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 12, 13, 14',
	description,
});

/** The IDs of `ids`, each checked (a positive int64), without repeats. */
export function readIds(this: IExecuteFunctions, i: number, check: FieldValidator): number[] {
	const value = this.getNodeParameter('ids', i) as string | Array<string | number> | number;
	const parts = Array.isArray(value) ? value.map(String) : String(value ?? '').split(/[\s,;]+/);
	const ids = parts.map((part) => part.trim()).filter(Boolean).map((part) => checkNumericId(check, 'Purchase Order IDs', part));
	if (ids.length === 0) check.fail('Purchase Order IDs', 'are empty', 'give at least one purchase order ID');
	return [...new Set(ids)];
}
