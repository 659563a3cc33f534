import type { IDataObject, IExecuteFunctions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { FieldValidator } from '../validation';
import { enteredRows, rowsInputProperties } from '../operations/rows';
import { FieldValidator as Validator } from '../validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface RowField {
	/** The field's name in Fortnox's row schema. */
	name: string;
	label: string;
	type: 'string' | 'number' | 'integer';
	minLength?: number;
	maxLength?: number;
	min?: number;
	/** Every row must give it; the rule says what the row needs, e.g. "an item". */
	required?: string;
	/** Shown in the editor's row form; the others are JSON-only. */
	form?: boolean;
	/** In the form, 0 stands for "none" (costs); elsewhere 0 is a value of its own (a counted quantity). */
	zeroIsNone?: boolean;
	description?: string;
	/** A reference Fortnox gives as a UUID, e.g. the purchase order row an incoming goods row receives. */
	uuid?: boolean;
	/** The form offers it from a list, by this loadOptions method (a stock point a stock transfer row moves from). */
	picker?: string;
}

/** The rows of one document kind: which fields Fortnox's schema has, with their limits. */
export interface RowSchema {
	/** How a row is named in errors, e.g. "manual inbound row". */
	noun: string;
	fields: RowField[];
	/** Whether rows may name a stock point / location by code (else only by id). */
	byCode: boolean;
	/** Whether every row must name its stock point and location (by ID, as `byCode` is then false). */
	placesRequired?: boolean;
	/** Rows name their places in fields of their own (a stock transfer's from and to), not in one stock point and location. */
	ownPlaces?: boolean;
	/** Fields a row read from Fortnox may carry that are not sent: they are dropped, so such rows can be passed on as they are. */
	ignored?: string[];
	minQuantity?: number;
}

const item: RowField = { name: 'itemId', label: 'Item', type: 'string', minLength: 1, maxLength: 50, required: 'an item' };
const quantity: RowField = { name: 'quantity', label: 'Quantity', type: 'number', required: 'a quantity' };
const text = (name: string, label: string, maxLength?: number, form = false, minLength?: number): RowField => ({
	name,
	label,
	type: 'string',
	maxLength,
	minLength,
	form,
});
const cost = (name: string, label: string, min?: number): RowField => ({
	name,
	label,
	type: 'number',
	min,
	form: true,
	zeroIsNone: true,
	description: 'In the document currency; leave 0 to send none',
});
const rowId: RowField = { name: 'rowId', label: 'Row ID', type: 'integer', min: 1 };

export const customInboundRows: RowSchema = {
	noun: 'custom inbound row',
	byCode: true,
	fields: [
		item,
		quantity,
		text('itemDescription', 'Item Description', 200, true),
		text('itemUnit', 'Item Unit', 50),
		text('batch', 'Batch', 50, true),
		text('costCenterCode', 'Cost Center', 25, false, 1),
		text('projectId', 'Project', 25, false, 1),
		cost('directCost', 'Direct Cost'),
		cost('freightCost', 'Freight Cost'),
		cost('otherCost', 'Other Cost'),
		rowId,
	],
};

export const customOutboundRows: RowSchema = {
	noun: 'custom outbound row',
	byCode: false,
	fields: [
		item,
		quantity,
		text('itemDescription', 'Item Description', 200, true),
		text('itemUnit', 'Item Unit', 50),
		text('costCenterCode', 'Cost Center', 25, false, 1),
		text('projectId', 'Project', 25, false, 1),
		{ name: 'forcedQuantity', label: 'Forced Quantity', type: 'number' },
		rowId,
	],
};

export const manualInboundRows: RowSchema = {
	noun: 'manual inbound row',
	byCode: true,
	minQuantity: 0.01,
	fields: [
		item,
		quantity,
		text('itemDescription', 'Item Description', undefined, true),
		text('itemUnit', 'Item Unit'),
		text('batch', 'Batch', 50, true),
		text('costCenterCode', 'Cost Center'),
		text('projectId', 'Project'),
		cost('directCost', 'Direct Cost', 0),
		cost('freightCost', 'Freight Cost', 0),
		cost('otherCost', 'Other Cost', 0),
		{ name: 'rowId', label: 'Row ID', type: 'integer' },
	],
};

export const manualOutboundRows: RowSchema = {
	noun: 'manual outbound row',
	byCode: true,
	minQuantity: 0.01,
	fields: [
		item,
		quantity,
		text('itemDescription', 'Item Description', undefined, true),
		text('itemUnit', 'Item Unit'),
		text('costCenterCode', 'Cost Center'),
		text('projectId', 'Project'),
	],
};

/** What a stock taking row read from Fortnox carries besides what may be sent: such a row may be sent back as it is. */
const STOCK_TAKING_ANSWER_FIELDS = ['id', 'stockTakingId', 'stockTakingRowId', 'currentRowNo', 'totalQuantityInStock', 'hasPostReleaseStockChanges'];

/** A row to add to a stock taking: an item at a stock point and location, not yet counted. */
export const stockTakingNewRows: RowSchema = {
	noun: 'stock taking row',
	byCode: false,
	placesRequired: true,
	ignored: [...STOCK_TAKING_ANSWER_FIELDS, 'stockTakenQuantity', 'countedBy'],
	fields: [item],
};

/**
 * A counted row of a stock taking. Only rows the stock taking already has are changed; Fortnox
 * empties Counted By and Stock Taken Quantity of a given row that leaves them out.
 */
export const stockTakingCountedRows: RowSchema = {
	noun: 'stock taking row',
	byCode: false,
	placesRequired: true,
	ignored: STOCK_TAKING_ANSWER_FIELDS,
	fields: [
		item,
		{ name: 'stockTakenQuantity', label: 'Stock Taken Quantity', type: 'number', min: 0, form: true, description: 'The quantity counted at this place; 0 when none was found' },
		text('countedBy', 'Counted By', 100, true),
	],
};

/** A stock point or location a stock transfer row names by ID; the form offers the stock points. */
const transferPlace = (name: string, label: string, required?: string): RowField => ({
	name,
	label,
	type: 'string',
	uuid: true,
	required,
	description: `The ${label.toLowerCase()} (an ID)`,
	...(name.endsWith('PointId') ? { form: true, picker: 'getStockPoints' } : {}),
});

/**
 * A row of a stock transfer: the requested quantity of an item moves from one place to another on
 * release (then `quantity` is what moved). The answer's codes and names are not sent back.
 */
export const stockTransferRows: RowSchema = {
	noun: 'stock transfer row',
	byCode: false,
	ownPlaces: true,
	ignored: ['quantity', 'rowNum', ...['from', 'to'].flatMap((side) => ['StockPointCode', 'StockPointName', 'StockLocationCode', 'StockLocationName'].map((field) => `${side}${field}`))],
	fields: [
		item,
		{ name: 'requestedQuantity', label: 'Requested Quantity', type: 'number', min: 0.01, form: true, required: 'a requested quantity', description: 'How many units to move' },
		transferPlace('fromStockPointId', 'From Stock Point', 'the stock point the goods leave'),
		transferPlace('fromStockLocationId', 'From Stock Location'),
		transferPlace('toStockPointId', 'To Stock Point', 'the stock point the goods go to'),
		transferPlace('toStockLocationId', 'To Stock Location'),
		text('itemDescription', 'Item Description'),
		text('itemUnit', 'Item Unit'),
	],
};

/** Purchase order and incoming goods rows are identified by a UUID Fortnox gives, not by a row number. */
const purchaseRowId: RowField = { name: 'id', label: 'Row ID', type: 'string', uuid: true };

/**
 * A row of a purchase order: what is ordered, at what price, and where it is to be received.
 * Fortnox answers received and back-order quantities too; those follow from incoming goods.
 * `note` adds a note to the row (Fortnox keeps a row's notes as a list, `notes`).
 */
export const purchaseOrderRows: RowSchema = {
	noun: 'purchase order row',
	byCode: true,
	ignored: ['receivedQuantity', 'backOrderQuantity', 'isStockItem', 'notes', 'purchaseOrderId', 'stockPointName', 'stockLocationName'],
	fields: [
		item,
		{ name: 'orderedQuantity', label: 'Ordered Quantity', type: 'number', min: 0, form: true, required: 'an ordered quantity', description: 'How many units are ordered' },
		{ name: 'price', label: 'Price', type: 'number', min: 0, form: true, description: 'Price per unit in the order currency' },
		text('itemDescription', 'Item Description', undefined, true),
		text('note', 'Note', undefined, true),
		text('itemUnit', 'Item Unit'),
		{ name: 'currencyCode', label: 'Currency', type: 'string', minLength: 3, maxLength: 3 },
		text('costCenterCode', 'Cost Center', 25),
		text('projectId', 'Project', 25),
		{ name: 'remainingOrderedQuantity', label: 'Remaining Ordered Quantity', type: 'number', min: 0 },
		{ name: 'rowNum', label: 'Row Number', type: 'integer', min: 0 },
		purchaseRowId,
	],
};

/**
 * A row of incoming goods: what arrived of an item, usually against a purchase order row
 * (purchaseOrderId and purchaseOrderRowId). Releasing the document adds the received quantity to stock.
 */
export const incomingGoodsRows: RowSchema = {
	noun: 'incoming goods row',
	byCode: true,
	ignored: ['isStockItem', 'stockPointName', 'stockLocationName'],
	fields: [
		item,
		{ name: 'receivedQuantity', label: 'Received Quantity', type: 'number', min: 0, form: true, required: 'a received quantity', description: 'How many units arrived' },
		{ name: 'purchaseOrderId', label: 'Purchase Order ID', type: 'integer', min: 1, form: true, zeroIsNone: true, description: 'The purchase order this row receives; 0 for none' },
		{ name: 'purchaseOrderRowId', label: 'Purchase Order Row ID', type: 'string', uuid: true, form: true, description: 'The ID (a UUID) of the purchase order row it receives' },
		text('itemDescription', 'Item Description', undefined, true),
		text('itemUnit', 'Item Unit'),
		text('batch', 'Batch', 50, true),
		cost('directCost', 'Direct Cost'),
		{ name: 'orderedQuantity', label: 'Ordered Quantity', type: 'number', min: 0 },
		{ name: 'remainingOrderedQuantity', label: 'Remaining Ordered Quantity', type: 'number' },
		{ name: 'backOrderQuantity', label: 'Back Order Quantity', type: 'number', min: 0 },
		{ name: 'invoicedQuantity', label: 'Invoiced Quantity', type: 'number', min: 0 },
		{ name: 'takenQuantity', label: 'Taken Quantity', type: 'number', min: 0 },
		text('costCenterCode', 'Cost Center'),
		text('projectId', 'Project'),
		{ name: 'rowOrder', label: 'Row Order', type: 'integer', min: 0 },
		purchaseRowId,
	],
};

const PLACES = ['stockPointId', 'stockPointCode', 'stockLocationId', 'stockLocationCode'];

/** A row's stock point and location in the form. */
const placeFormFields: INodeProperties[] = [
	{
		displayName: 'Stock Point Name or ID',
		name: 'stockPoint',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getStockPoints' },
		default: '',
		description: 'Where the goods are. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		hint: 'An expression may also give the stock point code, e.g. MAIN',
	},
	{
		displayName: 'Stock Location Name or ID',
		name: 'stockLocation',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getStockLocations' },
		default: '',
		description: 'The shelf or bin within the stock point. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		hint: 'An expression may also give the location code, e.g. A1',
	},
];

/**
 * The rows input of a warehouse document: the row form (item, quantity, place and the kind's form
 * fields) or JSON, after the `first` choice where the kind has one.
 */
export function rowsProperties(schema: RowSchema, first?: INodePropertyOptions): INodeProperties[] {
	const formFields = schema.fields.filter((field) => field.form);
	const hasQuantity = schema.fields.some((field) => field.name === 'quantity');
	const example = schema.ownPlaces
		? Object.fromEntries(schema.fields.filter((field) => field.required).map((field) => [field.name, field.type === 'string' ? '' : 1]))
		: { itemId: '', ...(hasQuantity ? { quantity: 1 } : {}), ...(schema.placesRequired ? { stockPointId: '', stockLocationId: '' } : {}) };
	return rowsInputProperties({
		rowFields: [
			{
				displayName: 'Item Name or ID',
				name: 'itemId',
				type: 'options',
				typeOptions: { loadOptionsMethod: 'getItems' },
				default: '',
				description:
					'The item (article number). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			...(hasQuantity ? [{ displayName: 'Quantity', name: 'quantity', type: 'number' as const, typeOptions: { numberPrecision: 2 }, default: 1 }] : []),
			...(schema.ownPlaces ? [] : placeFormFields),
			...formFields.map(formField),
		],
		example: [example],
		jsonDescription: `A JSON array of rows with Fortnox's field names: ${[...schema.fields.map((field) => field.name), ...placesOf(schema)].join(', ')}`,
		...(first ? { first } : {}),
	});
}


/** A field of the kind's own in the row form: a list where it has a picker, else text or a number. */
function formField(field: RowField): INodeProperties {
	if (field.picker) {
		return {
			displayName: `${field.label} Name or ID`,
			name: field.name,
			type: 'options',
			typeOptions: { loadOptionsMethod: field.picker },
			default: '',
			description: `${field.description ?? field.label}. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
		};
	}
	return field.type === 'string'
		? { displayName: field.label, name: field.name, type: 'string', default: '' }
		: {
				displayName: field.label,
				name: field.name,
				type: 'number',
				typeOptions: { numberPrecision: 2, ...(field.min !== undefined ? { minValue: field.min } : {}) },
				default: 0,
				description: field.description,
			};
}

function placesOf(schema: RowSchema): string[] {
	if (schema.ownPlaces) return [];
	return schema.byCode ? PLACES : PLACES.filter((name) => name.endsWith('Id'));
}

/** A picker value is a UUID from the list, or a code typed into an expression. */
export function place(check: FieldValidator, schema: RowSchema, label: string, kind: 'stockPoint' | 'stockLocation', value: unknown, row: IDataObject): void {
	const given = String(value ?? '').trim();
	if (!given) return;
	if (UUID.test(given)) row[`${kind}Id`] = given;
	else if (schema.byCode) row[`${kind}Code`] = given;
	else check.fail(label, `"${given}" is not an ID`, `a ${schema.noun} names its ${kind === 'stockPoint' ? 'stock point' : 'stock location'} by ID: choose it from the list`);
}

function formRows(check: FieldValidator, schema: RowSchema, entered: IDataObject[]): IDataObject[] {
	return entered.map((values, index) => {
		const row: IDataObject = {};
		for (const field of schema.fields) {
			const value = values[field.name];
			if (value === undefined || value === '') continue;
			if (field.zeroIsNone && value === 0) continue;
			row[field.name] = value;
		}
		if (schema.ownPlaces) return row;
		place(check, schema, `Row ${index + 1} Stock Point`, 'stockPoint', values.stockPoint, row);
		place(check, schema, `Row ${index + 1} Stock Location`, 'stockLocation', values.stockLocation, row);
		return row;
	});
}

/**
 * Rows as Fortnox answered them, reduced to what may be sent back: the schema's fields (not the
 * answer-only names and delivered quantities), and each place once, by ID when the answer has it.
 */
export function writableRows(schema: RowSchema, rows: IDataObject[]): IDataObject[] {
	return rows.map((row) => {
		const kept: IDataObject = {};
		for (const { name } of schema.fields) if (row[name] !== undefined && row[name] !== null) kept[name] = row[name];
		for (const kind of ['stockPoint', 'stockLocation']) {
			const id = row[`${kind}Id`];
			const code = row[`${kind}Code`];
			if (id) kept[`${kind}Id`] = id;
			else if (code && schema.byCode) kept[`${kind}Code`] = code;
		}
		return kept;
	});
}

/** Checks each row against its schema's fields and limits before anything is sent. */
export function checkRows(check: FieldValidator, schema: RowSchema, rows: IDataObject[]): IDataObject[] {
	if (rows.length === 0) check.fail('Rows', 'are empty', 'a document needs at least one row');
	const known = new Set([...schema.fields.map((field) => field.name), ...placesOf(schema)]);
	const ignored = new Set(schema.ignored);
	const missing = (value: unknown) => value === undefined || value === null || value === '';
	rows.forEach((row, index) => {
		const at = (label: string) => `Row ${index + 1} ${label}`;
		for (const name of Object.keys(row)) if (ignored.has(name)) delete row[name];
		const unknown = Object.keys(row).filter((name) => !known.has(name));
		if (unknown.length) {
			check.fail(at(unknown[0]), `is not a field of a ${schema.noun}`, `use Fortnox's field names: ${[...known].join(', ')}`);
		}
		for (const field of schema.fields) {
			if (field.required && missing(row[field.name])) check.fail(at(field.label), 'is missing', `every row needs ${field.required}`);
		}
		if (schema.placesRequired) {
			if (missing(row.stockPointId)) check.fail(at('Stock Point'), 'is missing', `every ${schema.noun} needs its stock point ID`);
			if (missing(row.stockLocationId)) check.fail(at('Stock Location'), 'is missing', `every ${schema.noun} needs its stock location ID`);
		}
		for (const field of schema.fields) {
			const value = row[field.name];
			if (value === undefined || value === null) continue;
			if (field.type === 'string') {
				if (typeof value === 'number') row[field.name] = String(value);
				if (typeof row[field.name] !== 'string') check.fail(at(field.label), 'is not text', 'enter it as a string');
				check.lengthBetween(at(field.label), row[field.name] as string, field.minLength ?? 0, field.maxLength ?? Number.MAX_SAFE_INTEGER);
				if (field.uuid) check.uuid(at(field.label), row[field.name] as string);
				continue;
			}
			const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
			if (typeof number !== 'number' || !Number.isFinite(number)) check.fail(at(field.label), `"${String(value)}" is not a number`, 'enter a number');
			if (field.type === 'integer' && !Number.isInteger(number)) check.fail(at(field.label), `${number} is not a whole number`, 'enter a whole number');
			check.range(at(field.label), number, field.min ?? Number.NEGATIVE_INFINITY);
			row[field.name] = number;
		}
		if (schema.minQuantity !== undefined) check.range(at('Quantity'), row.quantity as number, schema.minQuantity);
		for (const name of PLACES.filter((candidate) => candidate.endsWith('Id'))) check.uuid(at(name), row[name] as string | undefined);
	});
	return rows;
}

/** The rows of item `i`, from the form or the JSON field, checked against `schema`. */
export function readRows(this: IExecuteFunctions, i: number, schema: RowSchema): IDataObject[] {
	const check = new Validator(this.getNode(), i);
	const rows = enteredRows.call(this, i, { check, shape: '[{"itemId": "1001", "quantity": 2}]', fromForm: (entered) => formRows(check, schema, entered) });
	return checkRows(check, schema, rows);
}
