import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { INCOMING_GOODS } from '../../../shared/kinds';
import type { FieldValidator } from '../../../shared/validation';
import { calendarDate, FieldValidator as Validator } from '../../../shared/validation';
import { checkNote, noteProperty as documentNote } from '../../../shared/warehouse/checks';
import { PURCHASE_ORDERS_PATH, numberedDocumentLocator, purchaseOrderLocator, readNumberedId, readPurchaseOrderId, stockPointProperty } from '../../../shared/warehouse/locators';
import { segment, warehouseRequest } from '../../../shared/warehouse/request';
import { rowsInputOf } from '../../../shared/operations/rows';
import { checkRows, incomingGoodsRows, place, readRows, rowsProperties } from '../../../shared/warehouse/rows';

export const INCOMING_GOODS_PATH = INCOMING_GOODS.path;

export const incomingGoodsLocator = (description: string): INodeProperties =>
	numberedDocumentLocator({ displayName: 'Incoming Goods', searchListMethod: 'searchIncomingGoods', description });

export function incomingGoodsPath(this: IExecuteFunctions, i: number): string {
	return `${INCOMING_GOODS_PATH}/${segment(readNumberedId.call(this, i, 'Incoming Goods'))}`;
}

export const deliveryNoteIdProperty: INodeProperties = {
	displayName: 'Delivery Note ID',
	name: 'deliveryNoteId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. FS-48213',
	description: "The number on the supplier's delivery note, 1 to 50 characters",
};

export const noteProperty = documentNote('Update Partial');

export const supplierNameProperty: INodeProperties = {
	displayName: 'Supplier Name',
	name: 'supplierName',
	type: 'string',
	default: '',
	description: "At most 1024 characters; empty takes the purchase order's",
};

export const hasDeliveryNoteProperty: INodeProperties = {
	displayName: 'Has Delivery Note',
	name: 'hasDeliveryNote',
	type: 'boolean',
	default: true,
	description: 'Whether the goods came with a delivery note',
};

/** The head fields besides the delivery note and the supplier. */
export const optionalHeadProperties: INodeProperties[] = [
	{ displayName: 'Cost Center', name: 'costCenterCode', type: 'string', default: '' },
	{ displayName: 'Date', name: 'date', type: 'dateTime', default: '', description: 'The date the goods arrived; empty lets Fortnox use today' },
	hasDeliveryNoteProperty,
	noteProperty,
	{ displayName: 'Project', name: 'projectId', type: 'string', default: '' },
	{ ...stockPointProperty, description: 'Where the goods are received, for every row that names no stock point. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.' },
	supplierNameProperty,
];

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The head fields `values` gives, checked (delivery note 1–50, note ≤ 1000, supplier ≤ 1024), with Fortnox's names. */
export function headFields(check: FieldValidator, values: IDataObject): IDataObject {
	const head: IDataObject = {};
	if (given(values.deliveryNoteId)) {
		head.deliveryNoteId = String(values.deliveryNoteId).trim();
		check.lengthBetween('Delivery Note ID', head.deliveryNoteId as string, 1, 50);
	}
	for (const [name, label] of [['supplierNumber', 'Supplier'], ['supplierName', 'Supplier Name']]) {
		if (!given(values[name])) continue;
		head[name] = String(values[name]);
		check.maxLength(label, head[name] as string, 1024);
	}
	if (given(values.note)) {
		head.note = String(values.note);
		checkNote(check, head.note as string);
	}
	for (const name of ['costCenterCode', 'projectId']) if (given(values[name])) head[name] = String(values[name]);
	const date = calendarDate(check, 'Date', values.date);
	if (date) head.date = date;
	if (typeof values.hasDeliveryNote === 'boolean') head.hasDeliveryNote = values.hasDeliveryNote;
	place(check, incomingGoodsRows, 'Stock Point', 'stockPoint', values.stockPoint, head);
	return head;
}

/** The body of Create and Update: a delivery note ID and at least one row. */
export function goodsBody(check: FieldValidator, head: IDataObject, rows: IDataObject[]): IDataObject {
	check.required('Delivery Note ID', head.deliveryNoteId);
	return { ...head, rows };
}

/** Rows as Create and Update offer them: from a purchase order's remaining quantities, the editor or JSON. */
export function goodsRowsProperties(): INodeProperties[] {
	const [input, ...rest] = rowsProperties(incomingGoodsRows, {
		name: 'Remaining Quantities of a Purchase Order',
		value: 'purchaseOrder',
		description: 'One row for each order row with goods still to come, at its stock point and location',
	});
	const fromOrder = { show: { rowsInput: ['purchaseOrder'] } };
	return [
		input,
		{ ...purchaseOrderLocator('The purchase order the goods arrived for; its supplier becomes the supplier of the incoming goods', 'purchaseOrder'), displayOptions: fromOrder },
		{
			displayName: 'Received Quantities',
			name: 'receivedQuantities',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true },
			placeholder: 'Add Item',
			default: {},
			displayOptions: fromOrder,
			description: 'Items that arrived in another quantity than what remains on the order; 0 leaves the item out. Items not listed arrive in full. An item listed more than once arrives in the sum of its quantities. An item on several order rows fills them in row order up to what remains on each; any excess goes to its last row.',
			options: [
				{
					displayName: 'Item',
					name: 'item',
					values: [
						{
							displayName: 'Item Name or ID',
							name: 'itemId',
							type: 'options',
							typeOptions: { loadOptionsMethod: 'getItems' },
							default: '',
							description: 'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
						},
						{ displayName: 'Received Quantity', name: 'quantity', type: 'number', typeOptions: { minValue: 0, numberPrecision: 2 }, default: 0 },
					],
				},
			],
		},
		...rest,
	];
}

/** A quantity as Fortnox or the form gives it; missing or not a number reads as 0. */
export const quantity = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0)) || 0;

/** What remains to receive of a purchase order row, as Fortnox reports it (ordered less received otherwise). */
const remainingOf = (row: IDataObject) =>
	row.remainingOrderedQuantity !== undefined && row.remainingOrderedQuantity !== null
		? quantity(row.remainingOrderedQuantity)
		: Math.max(0, quantity(row.orderedQuantity) - quantity(row.receivedQuantity));

/**
 * An incoming goods row against a purchase order row, with the quantities Fortnox's row schema
 * requires: ordered and remaining from the order, what stays on back order after this delivery,
 * nothing invoiced or taken yet.
 */
function againstOrderRow(row: IDataObject, orderRow: IDataObject, orderId: number): IDataObject {
	const remaining = remainingOf(orderRow);
	const received = quantity(row.receivedQuantity);
	const place: IDataObject = {};
	for (const kind of ['stockPoint', 'stockLocation']) {
		if (row[`${kind}Id`] || row[`${kind}Code`]) continue;
		if (orderRow[`${kind}Id`]) place[`${kind}Id`] = orderRow[`${kind}Id`];
		else if (orderRow[`${kind}Code`]) place[`${kind}Code`] = orderRow[`${kind}Code`];
	}
	return {
		...place,
		itemDescription: orderRow.itemDescription,
		itemUnit: orderRow.itemUnit,
		...row,
		purchaseOrderId: orderId,
		purchaseOrderRowId: orderRow.id,
		orderedQuantity: quantity(orderRow.orderedQuantity),
		remainingOrderedQuantity: remaining,
		backOrderQuantity: Math.max(0, remaining - received),
		invoicedQuantity: row.invoicedQuantity ?? 0,
		takenQuantity: row.takenQuantity ?? 0,
	};
}

/**
 * What each order row receives: its remaining quantity, or its part of the Received Quantity given
 * for its item. An item on several rows fills them in order up to each one's remaining quantity;
 * what is over goes to its last row (an over-delivery), so stock rises by exactly what was given.
 */
function allocate(orderRows: IDataObject[], quantities: Map<string, number>): Array<{ orderRow: IDataObject; received: number }> {
	const left = new Map(quantities);
	const lastRowOf = new Map(orderRows.map((row) => [String(row.itemId), row]));
	return orderRows.map((orderRow) => {
		const itemId = String(orderRow.itemId);
		const given = left.get(itemId);
		if (given === undefined) return { orderRow, received: remainingOf(orderRow) };
		const received = lastRowOf.get(itemId) === orderRow ? given : Math.min(given, remainingOf(orderRow));
		left.set(itemId, given - received);
		return { orderRow, received };
	});
}

const withoutEmpty = (row: IDataObject): IDataObject =>
	Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined && value !== null && value !== ''));

interface GoodsRows {
	rows: IDataObject[];
	/** The purchase order the rows came from, when they were built from one. */
	order?: IDataObject;
}

/**
 * The rows of item `i`, checked, each with the quantities Fortnox's row schema requires. Rows
 * naming a purchase order row take its ordered and remaining quantities (read from the order,
 * leaving out `ignoreIncomingGoodsId`, the document being updated); other rows stand alone.
 */
export async function readGoodsRows(this: IExecuteFunctions, i: number, ignoreIncomingGoodsId?: number): Promise<GoodsRows> {
	const check: FieldValidator = new Validator(this.getNode(), i);
	const orders = new Map<number, IDataObject>();
	const orderOf = async (id: number) => {
		if (!orders.has(id)) {
			const qs = ignoreIncomingGoodsId ? { ignoreIncomingGoodsId } : undefined;
			orders.set(id, await warehouseRequest(this, { method: 'GET', path: `${PURCHASE_ORDERS_PATH}/${segment(id)}`, qs, itemIndex: i }));
		}
		return orders.get(id) as IDataObject;
	};

	if (rowsInputOf(this, i) === 'purchaseOrder') {
		const orderId = readPurchaseOrderId.call(this, i, 'purchaseOrder');
		const entered = ((this.getNodeParameter('receivedQuantities', i, {}) as IDataObject).item as IDataObject[] | undefined) ?? [];
		const quantities = new Map<string, number>();
		entered.forEach((entry, index) => {
			const itemId = check.required(`Received Quantity ${index + 1} Item`, String(entry.itemId ?? '').trim());
			check.range(`Received Quantity ${index + 1}`, quantity(entry.quantity), 0);
			// An item listed twice (two boxes, two lines of the delivery note) arrived in both quantities.
			quantities.set(itemId, (quantities.get(itemId) ?? 0) + quantity(entry.quantity));
		});
		const order = await orderOf(orderId);
		const orderRows = (order.rows as IDataObject[] | undefined) ?? [];
		const unknown = [...quantities.keys()].find((itemId) => !orderRows.some((row) => String(row.itemId) === itemId));
		if (unknown) check.fail('Received Quantities', `name item ${unknown}, which purchase order ${orderId} does not have`, 'list only items of the order');
		const rows = allocate(orderRows, quantities)
			.filter(({ received }) => received > 0)
			.map(({ orderRow, received }) => withoutEmpty(againstOrderRow({ itemId: String(orderRow.itemId), receivedQuantity: received }, orderRow, orderId)));
		if (rows.length === 0) {
			check.fail('Purchase Order', `${orderId} has nothing left to receive`, 'choose an order with goods still to come, or give the rows yourself');
		}
		return { rows: checkRows(check, incomingGoodsRows, rows), order };
	}

	const rows = readRows.call(this, i, incomingGoodsRows);
	for (const [index, row] of rows.entries()) {
		const at = `Row ${index + 1}`;
		if (row.purchaseOrderRowId && !row.purchaseOrderId) check.fail(`${at} Purchase Order ID`, 'is missing', 'a row that names a purchase order row names its purchase order too');
		if (!row.purchaseOrderId) {
			const received = quantity(row.receivedQuantity);
			rows[index] = { orderedQuantity: received, backOrderQuantity: 0, invoicedQuantity: 0, takenQuantity: 0, ...row };
			continue;
		}
		const orderId = row.purchaseOrderId as number;
		const orderRows = ((await orderOf(orderId)).rows as IDataObject[] | undefined) ?? [];
		const orderRow = row.purchaseOrderRowId
			? orderRows.find((candidate) => candidate.id === row.purchaseOrderRowId)
			: orderRows.find((candidate) => String(candidate.itemId) === String(row.itemId));
		if (!orderRow) check.fail(`${at} Purchase Order Row ID`, `is not a row of purchase order ${orderId} for item ${String(row.itemId)}`, 'name a row of that order');
		if (String(orderRow.itemId) !== String(row.itemId)) {
			check.fail(`${at} Item`, `"${String(row.itemId)}" differs from the purchase order row's item ${String(orderRow.itemId)}`, 'a row receives the item its order row ordered');
		}
		rows[index] = withoutEmpty(againstOrderRow(row, orderRow, orderId));
	}
	return { rows: checkRows(check, incomingGoodsRows, rows) };
}

/** The supplier of the incoming goods: the one chosen, else the purchase order's. */
export function supplierOf(order: IDataObject | undefined, chosen: string | undefined): IDataObject {
	const head: IDataObject = {};
	const number = chosen ?? (order?.supplierNumber as string | undefined);
	if (number) head.supplierNumber = number;
	if (!chosen && order?.supplierName) head.supplierName = order.supplierName;
	return head;
}
