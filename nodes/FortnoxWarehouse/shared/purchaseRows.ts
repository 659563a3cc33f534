import type { RowSchema } from './rows';

type RowField = RowSchema['fields'][number];

const item: RowField = { name: 'itemId', label: 'Item', type: 'string', minLength: 1, maxLength: 50, required: 'an item' };
const text = (name: string, label: string, maxLength?: number, form = false): RowField => ({ name, label, type: 'string', maxLength, form });
const rowId: RowField = { name: 'id', label: 'Row ID', type: 'string', uuid: true };

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
		rowId,
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
		{ name: 'directCost', label: 'Direct Cost', type: 'number', form: true, zeroIsNone: true, description: 'In the document currency; leave 0 to send none' },
		{ name: 'orderedQuantity', label: 'Ordered Quantity', type: 'number', min: 0 },
		{ name: 'remainingOrderedQuantity', label: 'Remaining Ordered Quantity', type: 'number' },
		{ name: 'backOrderQuantity', label: 'Back Order Quantity', type: 'number', min: 0 },
		{ name: 'invoicedQuantity', label: 'Invoiced Quantity', type: 'number', min: 0 },
		{ name: 'takenQuantity', label: 'Taken Quantity', type: 'number', min: 0 },
		text('costCenterCode', 'Cost Center'),
		text('projectId', 'Project'),
		{ name: 'rowOrder', label: 'Row Order', type: 'integer', min: 0 },
		rowId,
	],
};
