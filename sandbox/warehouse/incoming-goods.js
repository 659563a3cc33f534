// @ts-check
'use strict';

/**
 * Incoming goods, below /api/warehouse/incominggoods-v1 (methods, paths and bodies of the OpenAPI):
 *   GET  ''            ?released&completed&voided&supplierNumber&itemId&note&deliveryNote&q (+ limit, offset)
 *   POST ''            → 201, unreleased
 *   GET  /:id          ?ignoreSupplierInvoiceId;  PUT /:id → 200 (unreleased only)
 *   PATCH /:id         note, deliveryNoteId, supplierName, hasDeliveryNote only (released too) → 200
 *   PUT  /:id/completed  body a JSON date string → 204;  /:id/release → 204;  /:id/void → 204
 * Rows receive purchase order rows (purchaseOrderId and/or purchaseOrderRowId) or plain items.
 * Release puts each row's receivedQuantity into stock at its place (ledger.js) and so into the
 * order rows' received quantity (purchase-orders.js sums released goods); void takes both back.
 */

const { randomUUID } = require('node:crypto');
const { badRequest, invalidRequest, invalidParameter } = require('./errors');
const { objectWith, str, num, uuid } = require('./validate');
const { isDate } = require('../dates');
const { pagingParams, pagedReply } = require('./paging');
const { resolveStockPoint } = require('./stock-points');
const { postMovements, reverseMovements, sum } = require('./ledger');
const { checkReleasable, checkVoidDate } = require('./documents');
const { today } = require('./state');
const { existingSupplier } = require('./suppliers');
const { refreshOrderState, rowQuantities } = require('./purchase-orders');
const { readFields, byPathId, queryId, PLACE_FIELDS, parsePlace, renderPlace, contains, money } = require('./purchasing');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxIncomingGoods} Goods */
/** @typedef {import('./types').SandboxIncomingGoodsRow} GoodsRow */
/** @typedef {import('./types').SandboxPurchaseOrder} Order */
/** @typedef {import('./purchasing').FieldSpec} FieldSpec */

const BASE = '/api/warehouse/incominggoods-v1';

/** @type {FieldSpec[]} */
const HEAD_FIELDS = [['costCenterCode', 'string', {}], ['note', 'string', { max: 1000 }], ['projectId', 'string', {}],
	['supplierName', 'string', { max: 1024 }]];
const HEAD_ALLOWED = [...HEAD_FIELDS.map(([f]) => f), 'completed', 'date', 'deliveryNoteId', 'hasDeliveryNote', 'id', 'released', 'rows',
	'stockPointCode', 'stockPointId', 'stockPointName', 'supplierNumber', 'voided'];
/** What a partial update changes (spec); `id` may be echoed. */
const PATCHABLE = ['note', 'deliveryNoteId', 'supplierName', 'hasDeliveryNote'];

/** @type {FieldSpec[]} */
const ROW_FIELDS = [['batch', 'string', { max: 50 }], ['costCenterCode', 'string', {}], ['directCost', 'number', {}],
	['itemDescription', 'string', {}], ['itemUnit', 'string', {}], ['projectId', 'string', {}]];
/** Computed from the order row and matched invoices: accepted and ignored (the schema marks some required). */
const ROW_READ_ONLY = ['backOrderQuantity', 'invoicedQuantity', 'isStockItem', 'orderedQuantity', 'remainingOrderedQuantity', 'takenQuantity'];
const ROW_ALLOWED = [...ROW_FIELDS.map(([f]) => f), ...ROW_READ_ONLY, ...PLACE_FIELDS, 'id', 'itemId', 'purchaseOrderId', 'purchaseOrderRowId',
	'receivedQuantity', 'rowOrder'];

/** @param {Goods} goods */
const goodsName = (goods) => `Incoming goods ${goods.id}`;
/** @param {Goods} goods @returns {import('./types').SandboxStockSource} */
const sourceOf = (goods) => ({ kind: 'incomingGoods', id: String(goods.id) });

// --- parsing ---------------------------------------------------------------------------------------

/**
 * The purchase order row a body row receives, when it names one.
 * @param {WarehouseState} ws @param {Record<string, any>} obj @param {string} label @param {string} itemId
 * @returns {{ order: Order, row: import('./types').SandboxPurchaseOrderRow } | undefined}
 */
function orderRowOf(ws, obj, label, itemId) {
	const orderId = num(obj, 'purchaseOrderId', label, { integer: true, min: 1 });
	const rowId = uuid(obj, 'purchaseOrderRowId', label)?.toLowerCase();
	if (orderId === undefined && rowId === undefined) return undefined;
	const order = orderId !== undefined
		? ws.purchaseOrders.find((o) => o.id === orderId)
		: ws.purchaseOrders.find((o) => o.rows.some((r) => r.id === rowId));
	if (orderId !== undefined && !order) throw badRequest('unknown_purchase_order', `${label}: purchase order ${orderId} does not exist.`);
	const candidates = (order?.rows ?? []).filter((r) => (rowId === undefined ? r.itemId === itemId : r.id === rowId));
	const row = candidates.find((r) => order && rowQuantities(ws, order, r).remainingOrderedQuantity > 0) ?? candidates[0];
	if (!order || !row) {
		throw badRequest('unknown_purchase_order_row', `${label}: ${rowId !== undefined ? `purchase order row ${rowId}` : `item ${itemId}`} is not on ${order ? `purchase order ${order.id}` : 'any purchase order'}.`);
	}
	if (order.voided) throw badRequest('purchase_order_voided', `${label}: purchase order ${order.id} is voided.`);
	if (row.itemId !== itemId) throw invalidRequest(`${label}: itemId ${itemId} is not the item of the purchase order row (${row.itemId}).`);
	return { order, row };
}

/**
 * @param {WarehouseState} ws @param {unknown} body @param {GoodsRow[]} existingRows rows of the document on PUT
 */
function parseGoods(ws, body, existingRows) {
	const obj = objectWith(body, HEAD_ALLOWED, 'body');
	const head = readFields(obj, [...HEAD_FIELDS, ['deliveryNoteId', 'string', { required: true, min: 1, max: 50 }], ['date', 'date', {}],
		['hasDeliveryNote', 'boolean', {}], ['supplierNumber', 'string', { max: 1024 }]], 'body');
	const headPoint = resolveStockPoint(ws, { stockPointId: uuid(obj, 'stockPointId', 'body'), stockPointCode: str(obj, 'stockPointCode', 'body') }, 'body');
	const rawRows = obj.rows ?? [];
	if (!Array.isArray(rawRows)) throw invalidRequest('rows must be an array.');
	/** @type {Set<string>} */
	const suppliers = new Set();
	/** @type {GoodsRow[]} */
	const rows = rawRows.map((raw, i) => {
		const label = `rows[${i}]`;
		const row = objectWith(raw, ROW_ALLOWED, label);
		const itemId = /** @type {string} */ (str(row, 'itemId', label, { required: true, min: 1, max: 50 }));
		const item = ws.items.find((it) => it.itemId === itemId);
		if (!item) throw badRequest('unknown_item', `${label}: item ${itemId} does not exist.`);
		const fields = readFields(row, [['receivedQuantity', 'number', { required: true, min: 0 }], ['rowOrder', 'integer', { min: 1 }]], label);
		const id = uuid(row, 'id', label)?.toLowerCase();
		if (id !== undefined && !existingRows.some((r) => r.id === id)) {
			throw invalidRequest(`${label}.id ${id} is not a row of this document (leave it out for a new row).`);
		}
		const received = orderRowOf(ws, row, label, itemId);
		if (received) suppliers.add(received.order.supplierNumber);
		return {
			id: id ?? randomUUID(),
			rowOrder: /** @type {number | undefined} */ (fields.rowOrder) ?? 0,
			itemId,
			receivedQuantity: /** @type {number} */ (fields.receivedQuantity),
			...(received ? { purchaseOrderId: received.order.id, purchaseOrderRowId: received.row.id } : {}),
			...parsePlace(ws, row, label, headPoint, received?.row),
			extra: { itemDescription: item.description, itemUnit: item.unit, ...readFields(row, ROW_FIELDS, label) },
		};
	});
	if (new Set(rows.map((r) => r.id)).size !== rows.length) throw invalidRequest('rows: id values must be unique.');
	let next = Math.max(0, ...rows.map((r) => r.rowOrder)) + 1;
	for (const row of rows) if (row.rowOrder === 0) row.rowOrder = next++;

	const supplierNumber = /** @type {string | undefined} */ (head.supplierNumber) ?? [...suppliers][0];
	const other = [...suppliers].find((s) => s !== supplierNumber);
	if (other !== undefined) {
		throw badRequest('supplier_mismatch', `Rows receive purchase orders of supplier ${other}, but the document is from supplier ${supplierNumber}; one document per supplier.`);
	}
	const supplier = supplierNumber === undefined ? undefined : existingSupplier(ws, supplierNumber, 'supplierNumber');
	return {
		bodyId: obj.id,
		date: /** @type {string | undefined} */ (head.date) ?? today(ws),
		deliveryNoteId: /** @type {string} */ (head.deliveryNoteId),
		hasDeliveryNote: /** @type {boolean | undefined} */ (head.hasDeliveryNote) ?? false,
		...optional(head, ['note', 'costCenterCode', 'projectId']),
		...(supplier ? { supplierNumber: supplier.SupplierNumber, supplierName: /** @type {string | undefined} */ (head.supplierName) ?? supplier.Name } : optional(head, ['supplierName'])),
		...(headPoint ? { stockPointId: headPoint.id } : {}),
		rows,
	};
}

/** @param {Record<string, unknown>} fields @param {string[]} names @returns {Record<string, string>} */
function optional(fields, names) {
	/** @type {Record<string, string>} */
	const out = {};
	for (const n of names) if (typeof fields[n] === 'string') out[n] = /** @type {string} */ (fields[n]);
	return out;
}

// --- answers ---------------------------------------------------------------------------------------

/**
 * Quantities of a row: ordered and remaining (before this delivery) from its order row;
 * backOrder = what the order row still expects after it; invoiced and taken = the received
 * quantity once the document is matched to a supplier invoice (taken: other than the ignored one).
 * @param {WarehouseState} ws @param {Goods} goods @param {GoodsRow} row @param {number} [ignoreSupplierInvoiceId]
 */
function rowQuantitiesOf(ws, goods, row, ignoreSupplierInvoiceId) {
	const order = row.purchaseOrderId === undefined ? undefined : ws.purchaseOrders.find((o) => o.id === row.purchaseOrderId);
	const orderRow = order?.rows.find((r) => r.id === row.purchaseOrderRowId);
	const remaining = order && orderRow ? rowQuantities(ws, order, orderRow, goods.id).remainingOrderedQuantity : 0;
	const matched = goods.supplierInvoiceIds.length > 0;
	const taken = goods.supplierInvoiceIds.some((id) => id !== ignoreSupplierInvoiceId);
	return {
		orderedQuantity: orderRow?.orderedQuantity ?? 0,
		receivedQuantity: row.receivedQuantity,
		remainingOrderedQuantity: remaining,
		backOrderQuantity: Math.max(0, sum([remaining, -row.receivedQuantity])),
		invoicedQuantity: matched ? row.receivedQuantity : 0,
		takenQuantity: taken ? row.receivedQuantity : 0,
		price: orderRow?.price,
	};
}

/** @param {WarehouseState} ws @param {Goods} goods @param {number} [ignoreSupplierInvoiceId] */
function render(ws, goods, ignoreSupplierInvoiceId) {
	const sp = goods.stockPointId ? ws.stockPoints.find((p) => p.id === goods.stockPointId) : undefined;
	const { rows, supplierInvoiceIds: _matches, completionDate: _completed, stockPointId: _head, ...head } = goods;
	return {
		...head,
		...(sp ? { stockPointId: sp.id, stockPointCode: sp.code, stockPointName: sp.name } : {}),
		rows: rows.map((row) => {
			const { price: _price, ...quantities } = rowQuantitiesOf(ws, goods, row, ignoreSupplierInvoiceId);
			return {
				id: row.id,
				rowOrder: row.rowOrder,
				itemId: row.itemId,
				...row.extra,
				isStockItem: ws.items.find((i) => i.itemId === row.itemId)?.stockGoods ?? true,
				...(row.purchaseOrderId !== undefined ? { purchaseOrderId: row.purchaseOrderId, purchaseOrderRowId: row.purchaseOrderRowId } : {}),
				...quantities,
				...renderPlace(ws, row),
			};
		}),
	};
}

/** @param {WarehouseState} ws @param {Goods} goods */
function listRow(ws, goods) {
	const unmatched = goods.voided ? [] : goods.rows.map((row) => {
		const q = rowQuantitiesOf(ws, goods, row);
		const price = typeof row.extra.directCost === 'number' ? row.extra.directCost : q.price ?? 0;
		return (q.receivedQuantity - q.takenQuantity) * price;
	});
	return {
		id: goods.id,
		date: goods.date,
		deliveryNoteId: goods.deliveryNoteId,
		hasDeliveryNote: goods.hasDeliveryNote,
		note: goods.note ?? '',
		released: goods.released,
		completed: goods.completed,
		voided: goods.voided,
		...(goods.stockPointId ? { stockPointId: goods.stockPointId } : {}),
		...optional({ supplierNumber: goods.supplierNumber, supplierName: goods.supplierName }, ['supplierNumber', 'supplierName']),
		unmatchedValue: money(sum(unmatched)),
	};
}

/** true/false/absent (no filter), as the spec's booleans. @param {(name: string) => string | undefined} query @param {string} param */
function queryFlag(query, param) {
	const raw = query(param);
	if (raw === undefined || raw === '') return undefined;
	if (raw !== 'true' && raw !== 'false') throw invalidParameter(`${param} must be true or false: ${raw}`);
	return raw === 'true';
}

// --- actions ---------------------------------------------------------------------------------------

/** The orders the rows receive, their states refreshed after a stock change. @param {WarehouseState} ws @param {Goods} goods */
function refreshOrders(ws, goods) {
	const ids = new Set(goods.rows.map((r) => r.purchaseOrderId));
	for (const order of ws.purchaseOrders) if (ids.has(order.id)) refreshOrderState(ws, order);
}

/** @param {WarehouseState} ws @param {Goods} goods */
function release(ws, goods) {
	checkReleasable(ws, goods, goodsName(goods));
	const voidedOrder = ws.purchaseOrders.find((o) => o.voided && goods.rows.some((r) => r.purchaseOrderId === o.id));
	if (voidedOrder) throw badRequest('purchase_order_voided', `${goodsName(goods)} receives purchase order ${voidedOrder.id}, which is voided.`);
	postMovements(ws, sourceOf(goods), goods.date, goods.rows.map((r) => ({
		itemId: r.itemId, stockPointId: r.stockPointId, stockLocationId: r.stockLocationId, quantity: r.receivedQuantity,
	})));
	goods.released = true;
	refreshOrders(ws, goods);
}

/** @param {WarehouseState} ws @param {Goods} goods */
function voidGoods(ws, goods) {
	if (goods.voided) throw badRequest('document_is_voided', `${goodsName(goods)} is already voided.`);
	if (goods.completed) throw badRequest('document_is_completed', `${goodsName(goods)} is completed and cannot be voided.`);
	if (goods.supplierInvoiceIds.length > 0) {
		throw badRequest('matched_to_supplier_invoice', `${goodsName(goods)} is matched to supplier invoice ${goods.supplierInvoiceIds.join(', ')} and cannot be voided.`);
	}
	if (goods.released) {
		checkVoidDate(ws, goods.date, goodsName(goods));
		reverseMovements(ws, sourceOf(goods), goods.date);
	}
	goods.voided = true;
	refreshOrders(ws, goods);
}

/** @param {WarehouseState} ws @param {Goods} goods @param {unknown} body a JSON string YYYY-MM-DD */
function complete(ws, goods, body) {
	if (typeof body !== 'string' || !isDate(body)) throw invalidRequest('The body must be the completion date as a JSON string "YYYY-MM-DD".');
	if (goods.voided) throw badRequest('document_is_voided', `${goodsName(goods)} is voided and cannot be completed.`);
	if (!goods.released) throw badRequest('document_not_released', `${goodsName(goods)} is not released; release it before completing it.`);
	if (goods.completed) throw badRequest('document_is_completed', `${goodsName(goods)} is already completed.`);
	const now = today(ws);
	if (body < goods.date || body > now) {
		throw badRequest('invalid_completion_date', `The completion date ${body} must be between the release date ${goods.date} and today ${now}, both inclusive.`);
	}
	goods.completed = true;
	goods.completionDate = body;
}

/**
 * The JS API's match: what the supplier-invoice side (outside the spec) would record.
 * @param {WarehouseState} ws @param {number} incomingGoodsId @param {number} supplierInvoiceId
 */
function matchSupplierInvoice(ws, incomingGoodsId, supplierInvoiceId) {
	const goods = ws.incomingGoods.find((g) => g.id === incomingGoodsId);
	if (!goods) throw new Error(`Unknown incoming goods ${incomingGoodsId}`);
	if (!Number.isInteger(supplierInvoiceId) || supplierInvoiceId < 1) throw new Error(`A supplier invoice id is a positive whole number: ${supplierInvoiceId}`);
	if (!goods.released || goods.voided || goods.completed) {
		throw new Error(`${goodsName(goods)} cannot be matched: it must be released, not voided and not completed`);
	}
	if (!goods.supplierInvoiceIds.includes(supplierInvoiceId)) goods.supplierInvoiceIds.push(supplierInvoiceId);
}

// --- routes ----------------------------------------------------------------------------------------

/** @param {any} r warehouse route group (guarded) */
function registerIncomingGoodsRoutes(r) {
	/** @param {any} ctx @returns {Goods} */
	const existing = (ctx) => byPathId(ctx.params.id, ctx.tenant.warehouse.incomingGoods, 'Incoming goods');

	r.get(BASE, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const paging = pagingParams(ctx.query);
		const flags = /** @type {const} */ (['released', 'completed', 'voided']).map((f) => /** @type {const} */ ([f, queryFlag(ctx.query, f)]));
		const supplierNumber = ctx.query('supplierNumber') || undefined;
		const itemId = ctx.query('itemId') || undefined;
		const note = ctx.query('note') || undefined;
		const deliveryNote = ctx.query('deliveryNote') || undefined;
		const q = ctx.query('q') || undefined;
		const found = ws.incomingGoods.filter((g) => flags.every(([f, want]) => want === undefined || g[f] === want)
			&& (!supplierNumber || g.supplierNumber === supplierNumber)
			&& (!itemId || g.rows.some((row) => row.itemId === itemId))
			&& contains(note, g.note)
			&& contains(deliveryNote, g.deliveryNoteId)
			&& (!q || contains(q, g.id) || contains(q, g.deliveryNoteId)));
		return pagedReply(found.map((g) => listRow(ws, g)), paging);
	});

	r.post(BASE, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const { bodyId: _ignored, ...fields } = parseGoods(ws, await ctx.json(), []);
		/** @type {Goods} */
		const goods = { id: ws.nextIncomingGoodsId++, ...fields, released: false, completed: false, voided: false, supplierInvoiceIds: [] };
		ws.incomingGoods.push(goods);
		return { status: 201, json: render(ws, goods) };
	});

	r.get(`${BASE}/:id`, (/** @type {any} */ ctx) =>
		({ status: 200, json: render(ctx.tenant.warehouse, existing(ctx), queryId(ctx.query, 'ignoreSupplierInvoiceId')) }));

	r.put(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const goods = existing(ctx);
		if (goods.voided) throw badRequest('document_is_voided', `${goodsName(goods)} is voided and cannot be modified.`);
		if (goods.released) {
			throw badRequest('cannot_modify_released_document', `${goodsName(goods)} is released; only note, deliveryNoteId, supplierName and hasDeliveryNote can be changed (PATCH).`);
		}
		const { bodyId, ...fields } = parseGoods(ws, await ctx.json(), goods.rows);
		if (bodyId !== undefined && bodyId !== null && bodyId !== goods.id) {
			throw invalidRequest(`id ${bodyId} in the body is not the incoming goods of the path (${goods.id}).`);
		}
		for (const field of ['note', 'costCenterCode', 'projectId', 'supplierNumber', 'supplierName', 'stockPointId']) delete (/** @type {any} */ (goods))[field];
		Object.assign(goods, fields);
		return { status: 200, json: render(ws, goods) };
	});

	r.patch(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		const goods = existing(ctx);
		const obj = objectWith(await ctx.json(), HEAD_ALLOWED, 'body');
		const locked = Object.keys(obj).find((k) => k !== 'id' && !PATCHABLE.includes(k));
		if (locked !== undefined) {
			throw invalidRequest(`${locked} cannot be changed by a partial update: only ${PATCHABLE.join(', ')} can (PUT replaces an unreleased document).`);
		}
		if (goods.voided) throw badRequest('document_is_voided', `${goodsName(goods)} is voided and cannot be modified.`);
		if (obj.id !== undefined && obj.id !== null && obj.id !== goods.id) {
			throw invalidRequest(`id ${obj.id} in the body is not the incoming goods of the path (${goods.id}).`);
		}
		const fields = readFields(obj, [['note', 'string', { max: 1000 }], ['supplierName', 'string', { max: 1024 }], ['hasDeliveryNote', 'boolean', {}]], 'body');
		if ('deliveryNoteId' in obj) goods.deliveryNoteId = /** @type {string} */ (str(obj, 'deliveryNoteId', 'body', { required: true, min: 1, max: 50 }));
		if (typeof fields.hasDeliveryNote === 'boolean') goods.hasDeliveryNote = fields.hasDeliveryNote;
		for (const field of /** @type {const} */ (['note', 'supplierName'])) {
			if (!(field in obj)) continue;
			if (typeof fields[field] === 'string') goods[field] = /** @type {string} */ (fields[field]);
			else delete goods[field];
		}
		return { status: 200, json: render(ctx.tenant.warehouse, goods) };
	});

	r.put(`${BASE}/:id/completed`, async (/** @type {any} */ ctx) => {
		const goods = existing(ctx);
		complete(ctx.tenant.warehouse, goods, await ctx.json());
		return { status: 204 };
	});

	r.put(`${BASE}/:id/release`, (/** @type {any} */ ctx) => {
		release(ctx.tenant.warehouse, existing(ctx));
		return { status: 204 };
	});

	r.put(`${BASE}/:id/void`, (/** @type {any} */ ctx) => {
		voidGoods(ctx.tenant.warehouse, existing(ctx));
		return { status: 204 };
	});
}

module.exports = { registerIncomingGoodsRoutes, matchSupplierInvoice };
