// @ts-check
'use strict';

/**
 * Purchase orders, below /api/warehouse/purchaseorders-v1 (methods, paths and bodies of the OpenAPI):
 *   GET  ''                     ?q&supplierNumber&state&itemId&purchaseType&internalReference&note (+ limit, offset)
 *   POST ''                     → 201
 *   GET  /csv                   the list's filters + showPurchaseTypeColumn → text/csv, ';'-separated
 *   PUT  /response?ids=         {responseState} → 200 with the updated orders
 *   POST /sendpurchaseorders    [ids] → 204; mails each order to its supplier's e-mail
 *   GET  /:id                   ?ignoreIncomingGoodsId;  PUT /:id → 200
 *   PUT  /:id/complete → 204;  /:id/dropshipcomplete → {releasedParentOrder};  /:id/response → the order;  /:id/void → 204
 *   GET  /:id/matches  DocumentReference[] (incoming goods, and supplier invoices matched to them);  GET /:id/notes
 *   PATCH /:id/partial          partial purchase order → 200 with it
 *   POST /:id/send              mail settings → 204
 * Received, remaining and back-order quantities are summed from released, not voided incoming
 * goods (incoming-goods.js) whenever an order is answered; purchaseOrderState is kept current by
 * refreshOrderState.
 */

const { randomUUID } = require('node:crypto');
const { badRequest, invalidRequest, invalidParameter } = require('./errors');
const { objectWith, str, uuid, queryList, queryEnum, queryBool } = require('./validate');
const { pagingParams, pagedReply } = require('./paging');
const { resolveStockPoint } = require('./stock-points');
const { existingSupplier } = require('./suppliers');
const { sum } = require('./ledger');
const { readFields, byPathId, queryId, PLACE_FIELDS, parsePlace, renderPlace, contains, money } = require('./purchasing');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxPurchaseOrder} Order */
/** @typedef {import('./types').SandboxPurchaseOrderRow} OrderRow */
/** @typedef {import('./types').SandboxPurchaseOrderResponseState} ResponseState */
/** @typedef {import('./purchasing').FieldSpec} FieldSpec */

const BASE = '/api/warehouse/purchaseorders-v1';

const ORDER_STATES = /** @type {const} */ (['NOT_SENT', 'SENT', 'SENT_NOT_REJECTED', 'DELAYED', 'RECEIVED', 'VOIDED', 'CURRENT', 'ALL']);
const PURCHASE_TYPES = /** @type {const} */ (['WAREHOUSE', 'DROPSHIP']);
/** responseState -> translatedResponseState */
const RESPONSE_STATES = /** @type {Record<ResponseState, string>} */ ({
	NOT_SENT: 'Not sent',
	SENT: 'Sent',
	ACCEPTED_WITH_REQ_DLV_DATE: 'Accepted with requested delivery date',
	ACCEPTED_WITH_CHANGED_DLV_DATE: 'Accepted with changed delivery date',
	PARTLY_ACCEPTED_WITH_REQ_DLV_DATE: 'Partly accepted with requested delivery date',
	PARTLY_ACCEPTED_WITH_CHANGED_DLV_DATE: 'Partly accepted with changed delivery date',
	REJECTED: 'Rejected',
});
const RESPONSE_STATE_NAMES = /** @type {ResponseState[]} */ (Object.keys(RESPONSE_STATES));

/** Head fields of warehouse_PurchaseOrder kept as sent (in `head`), with the schema's limits. @type {FieldSpec[]} */
const HEAD_FIELDS = [
	['currencyCode', 'string', { required: true, max: 3 }], ['currencyRate', 'number', { required: true }],
	['currencyUnit', 'integer', { min: 1 }], ['deliveryDate', 'date', {}],
	['deliveryName', 'string', { required: true, min: 1, max: 50 }], ['deliveryAddress', 'string', { required: true, min: 1, max: 1024 }],
	['deliveryAddress2', 'string', { max: 1024 }], ['deliveryCity', 'string', { required: true, min: 1, max: 50 }],
	['deliveryZipCode', 'string', { required: true, min: 1, max: 10 }], ['deliveryCountryCode', 'string', { max: 3 }],
	['paymentTermsCode', 'string', { required: true, max: 20 }], ['confirmationEmail', 'string', { max: 100 }],
	['costCenterCode', 'string', { max: 25 }], ['projectId', 'string', { max: 25 }], ['customerId', 'string', { max: 25 }],
	['customerName', 'string', { max: 1024 }], ['customerNumber', 'string', { max: 1024 }],
	['internalReference', 'string', { max: 50 }], ['ourReference', 'string', { max: 50 }], ['yourReference', 'string', { max: 50 }],
	['languageCode', 'string', { max: 3 }], ['messageToSupplier', 'string', { max: 1000 }], ['note', 'string', { max: 1000 }],
	['supplier', 'string', {}], ['supplierName', 'string', { max: 1024 }], ['supplierAddress', 'string', { max: 1024 }],
	['supplierAddress2', 'string', { max: 1024 }], ['supplierCity', 'string', { max: 1024 }], ['supplierPostCode', 'string', { max: 1024 }],
	['supplierCountryCode', 'string', { max: 3 }], ['supplierEmail', 'string', { max: 100 }],
];
/** Computed or state fields: accepted (enums checked) and ignored. */
const HEAD_READ_ONLY = ['id', 'manuallyCompleted', 'orderValue', 'orderValueInSEK', 'totalReceivedQuantity', 'translatedResponseState',
	'voided', 'purchaseOrderState', 'responseState'];
const HEAD_ALLOWED = [...HEAD_FIELDS.map(([f]) => f), ...HEAD_READ_ONLY, 'supplierNumber', 'orderDate', 'purchaseType', 'dropship',
	'outboundDocumentReference', 'stockPointId', 'stockPointCode', 'rows'];

/** @type {FieldSpec[]} */
const ROW_FIELDS = [['currencyCode', 'string', { min: 3, max: 3 }], ['costCenterCode', 'string', { max: 25 }],
	['projectId', 'string', { max: 25 }], ['itemDescription', 'string', {}], ['itemUnit', 'string', {}]];
const ROW_READ_ONLY = ['backOrderQuantity', 'isStockItem', 'purchaseOrderId', 'receivedQuantity', 'remainingOrderedQuantity'];
const ROW_ALLOWED = [...ROW_FIELDS.map(([f]) => f), ...ROW_READ_ONLY, ...PLACE_FIELDS, 'id', 'rowNum', 'itemId', 'orderedQuantity', 'price', 'notes'];

const PARTIAL_FIELDS = /** @type {FieldSpec[]} */ ([['deliveryDate', 'date', {}], ['internalReference', 'string', { max: 50 }],
	['messageToSupplier', 'string', { max: 1000 }], ['note', 'string', { max: 1000 }], ['supplierName', 'string', { max: 1024 }]]);

const EMAIL_RE = /^[^\s@,;]+@[^\s@,;]+$/;

// --- quantities and state --------------------------------------------------------------------------

/**
 * Received quantity of an order row: released, not voided incoming goods rows that receive it.
 * @param {WarehouseState} ws @param {OrderRow} row @param {number} [ignoreIncomingGoodsId] left out of the sum
 */
function receivedQuantity(ws, row, ignoreIncomingGoodsId) {
	const quantities = [];
	for (const goods of ws.incomingGoods) {
		if (!goods.released || goods.voided || goods.id === ignoreIncomingGoodsId) continue;
		for (const r of goods.rows) if (r.purchaseOrderRowId === row.id) quantities.push(r.receivedQuantity);
	}
	return sum(quantities);
}

/**
 * received; remaining = ordered − received (never below 0; 0 once manually completed);
 * backOrder = remaining once something was received (the rest of a partial delivery), else 0.
 * @param {WarehouseState} ws @param {Order} order @param {OrderRow} row @param {number} [ignoreIncomingGoodsId]
 */
function rowQuantities(ws, order, row, ignoreIncomingGoodsId) {
	const received = receivedQuantity(ws, row, ignoreIncomingGoodsId);
	const remaining = order.manuallyCompleted ? 0 : Math.max(0, sum([row.orderedQuantity, -received]));
	return { receivedQuantity: received, remainingOrderedQuantity: remaining, backOrderQuantity: received > 0 ? remaining : 0 };
}

/** Brings purchaseOrderState in line with the order (after send, complete, void, incoming goods). @param {WarehouseState} ws @param {Order} order */
function refreshOrderState(ws, order) {
	const fullyReceived = order.rows.length > 0 && order.rows.every((r) => rowQuantities(ws, order, r).remainingOrderedQuantity === 0);
	order.purchaseOrderState = order.voided ? 'VOIDED' : order.manuallyCompleted || fullyReceived ? 'RECEIVED' : order.sent ? 'SENT' : 'NOT_SENT';
}

// --- parsing ---------------------------------------------------------------------------------------

/**
 * The rows of a body; on PUT, a row with the `id` of an existing row keeps it.
 * @param {WarehouseState} ws @param {unknown} raw @param {string | undefined} headPoint head stock point id
 * @param {string} currencyCode @param {OrderRow[]} existingRows
 * @returns {OrderRow[]}
 */
function parseRows(ws, raw, headPoint, currencyCode, existingRows) {
	if (raw === undefined || raw === null) return [];
	if (!Array.isArray(raw)) throw invalidRequest('rows must be an array.');
	const head = headPoint === undefined ? undefined : ws.stockPoints.find((p) => p.id === headPoint);
	const rows = raw.map((body, i) => {
		const label = `rows[${i}]`;
		const obj = objectWith(body, ROW_ALLOWED, label);
		const itemId = /** @type {string} */ (str(obj, 'itemId', label, { required: true, min: 1, max: 50 }));
		const item = ws.items.find((it) => it.itemId === itemId);
		if (!item) throw badRequest('unknown_item', `${label}: item ${itemId} does not exist.`);
		const fields = readFields(obj, [['orderedQuantity', 'number', { required: true, min: 0 }], ['price', 'number', { min: 0 }],
			['rowNum', 'integer', { min: 1 }]], label);
		const id = uuid(obj, 'id', label);
		if (id !== undefined && !existingRows.some((r) => r.id === id.toLowerCase())) {
			throw invalidRequest(`${label}.id ${id} is not a row of this purchase order (leave it out for a new row).`);
		}
		const extra = readFields(obj, ROW_FIELDS, label);
		return {
			id: id === undefined ? randomUUID() : id.toLowerCase(),
			rowNum: /** @type {number | undefined} */ (fields.rowNum) ?? 0,
			itemId,
			orderedQuantity: /** @type {number} */ (fields.orderedQuantity),
			price: /** @type {number | undefined} */ (fields.price) ?? 0,
			...parsePlace(ws, obj, label, head),
			notes: parseNotes(obj.notes, label),
			extra: { itemDescription: item.description, itemUnit: item.unit, currencyCode, ...extra },
		};
	});
	const given = rows.map((r) => r.rowNum).filter((n) => n > 0);
	if (new Set(given).size !== given.length) throw invalidRequest('rows: rowNum values must be unique.');
	if (new Set(rows.map((r) => r.id)).size !== rows.length) throw invalidRequest('rows: id values must be unique.');
	let next = Math.max(0, ...given) + 1;
	for (const row of rows) if (row.rowNum === 0) row.rowNum = next++;
	return rows;
}

/** @param {unknown} raw @param {string} label @returns {string[]} */
function parseNotes(raw, label) {
	if (raw === undefined || raw === null) return [];
	if (!Array.isArray(raw)) throw invalidRequest(`${label}.notes must be an array.`);
	return raw.map((n, i) => {
		const obj = objectWith(n, ['note', 'purchaseOrderId', 'purchaseOrderRowId', 'rowNum'], `${label}.notes[${i}]`);
		return /** @type {string} */ (str(obj, 'note', `${label}.notes[${i}]`, { required: true }));
	});
}

/**
 * A purchase order body as the fields of an order (states and computed fields are left out).
 * @param {WarehouseState} ws @param {unknown} body @param {OrderRow[]} existingRows
 */
function parseOrder(ws, body, existingRows) {
	const obj = objectWith(body, HEAD_ALLOWED, 'body');
	const supplierNumber = /** @type {string} */ (str(obj, 'supplierNumber', 'body', { required: true, max: 1024 }));
	const orderDate = /** @type {string} */ (readFields(obj, [['orderDate', 'date', { required: true }]], 'body').orderDate);
	const head = readFields(obj, HEAD_FIELDS, 'body');
	if (/** @type {number} */ (head.currencyRate) <= 0) throw invalidRequest('currencyRate must be greater than 0.');
	readFields(obj, [['manuallyCompleted', 'boolean', {}], ['voided', 'boolean', {}]], 'body');
	enumField(obj, 'purchaseOrderState', ORDER_STATES);
	enumField(obj, 'responseState', RESPONSE_STATE_NAMES);
	const supplier = existingSupplier(ws, supplierNumber, 'supplierNumber');
	head.supplierName = head.supplierName ?? supplier.Name;
	if (head.supplierEmail === undefined && supplier.Email !== '') head.supplierEmail = supplier.Email;
	head.currencyUnit = head.currencyUnit ?? 1;
	const dropship = readFields(obj, [['dropship', 'boolean', {}]], 'body').dropship;
	const purchaseType = enumField(obj, 'purchaseType', PURCHASE_TYPES) ?? (dropship ? 'DROPSHIP' : 'WAREHOUSE');
	if (dropship !== undefined && dropship !== (purchaseType === 'DROPSHIP')) {
		throw invalidRequest(`dropship ${dropship} contradicts purchaseType ${purchaseType}.`);
	}
	const headPoint = resolveStockPoint(ws, { stockPointId: uuid(obj, 'stockPointId', 'body'), stockPointCode: str(obj, 'stockPointCode', 'body') }, 'body');
	const ref = obj.outboundDocumentReference;
	const outboundDocumentReference = ref === undefined || ref === null ? undefined
		: readFields(objectWith(ref, ['id', 'type'], 'outboundDocumentReference'), [['id', 'string', {}], ['type', 'string', {}]], 'outboundDocumentReference');
	return {
		bodyId: obj.id,
		supplierNumber,
		orderDate,
		purchaseType,
		...(outboundDocumentReference ? { outboundDocumentReference } : {}),
		...(headPoint ? { stockPointId: headPoint.id } : {}),
		head,
		rows: parseRows(ws, obj.rows, headPoint?.id, /** @type {string} */ (head.currencyCode), existingRows),
	};
}

/**
 * @template {string} T
 * @param {Record<string, any>} obj @param {string} field @param {readonly T[]} values
 * @returns {T | undefined}
 */
function enumField(obj, field, values) {
	const v = str(obj, field, 'body');
	if (v === undefined) return undefined;
	if (!values.includes(/** @type {T} */ (v))) throw invalidRequest(`${field} must be one of ${values.join(', ')}: ${v}`);
	return /** @type {T} */ (v);
}

// --- answers ---------------------------------------------------------------------------------------

/** @param {WarehouseState} ws @param {Order} order @param {number} [ignoreIncomingGoodsId] */
function render(ws, order, ignoreIncomingGoodsId) {
	const sp = order.stockPointId ? ws.stockPoints.find((p) => p.id === order.stockPointId) : undefined;
	const rows = order.rows.map((row) => ({
		id: row.id,
		rowNum: row.rowNum,
		purchaseOrderId: order.id,
		itemId: row.itemId,
		...row.extra,
		isStockItem: ws.items.find((i) => i.itemId === row.itemId)?.stockGoods ?? true,
		orderedQuantity: row.orderedQuantity,
		price: row.price,
		...rowQuantities(ws, order, row, ignoreIncomingGoodsId),
		...renderPlace(ws, row),
		notes: renderNotes(order, row),
	}));
	const orderValue = money(sum(order.rows.map((r) => r.orderedQuantity * r.price)));
	const { currencyRate, currencyUnit } = /** @type {{ currencyRate: number, currencyUnit: number }} */ (order.head);
	return {
		id: order.id,
		supplierNumber: order.supplierNumber,
		orderDate: order.orderDate,
		...order.head,
		purchaseType: order.purchaseType,
		dropship: order.purchaseType === 'DROPSHIP',
		purchaseOrderState: order.purchaseOrderState,
		responseState: order.responseState,
		translatedResponseState: RESPONSE_STATES[order.responseState],
		manuallyCompleted: order.manuallyCompleted,
		voided: order.voided,
		orderValue,
		orderValueInSEK: money((orderValue * currencyRate) / currencyUnit),
		totalReceivedQuantity: sum(rows.map((r) => r.receivedQuantity)),
		...(order.outboundDocumentReference ? { outboundDocumentReference: order.outboundDocumentReference } : {}),
		...(sp ? { stockPointId: sp.id, stockPointCode: sp.code } : {}),
		rows,
	};
}

/** @param {Order} order @param {OrderRow} row */
const renderNotes = (order, row) => row.notes.map((note) => ({ note, purchaseOrderId: order.id, purchaseOrderRowId: row.id, rowNum: row.rowNum }));

const CSV_COLUMNS = /** @type {const} */ (['id', 'supplierNumber', 'supplierName', 'orderDate', 'deliveryDate', 'purchaseOrderState',
	'responseState', 'internalReference', 'currencyCode', 'orderValue', 'totalReceivedQuantity']);

/** @param {unknown} v */
function csvCell(v) {
	const s = v === undefined || v === null ? '' : String(v);
	return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** @param {Array<Record<string, unknown>>} orders rendered @param {boolean} withType @returns {import('../errors').Reply} */
function csvReply(orders, withType) {
	const columns = [...CSV_COLUMNS, ...(withType ? ['purchaseType'] : [])];
	const lines = [columns.join(';'), ...orders.map((o) => columns.map((c) => csvCell(o[c])).join(';'))];
	return {
		status: 200,
		headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="purchaseorders.csv"' },
		body: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
	};
}

// --- list filters ----------------------------------------------------------------------------------

/** @param {WarehouseState} ws @param {(name: string) => string | undefined} query */
function listFilter(ws, query) {
	const state = queryEnum(query, 'state', ORDER_STATES, 'ALL');
	const purchaseType = query('purchaseType') ? queryEnum(query, 'purchaseType', PURCHASE_TYPES, 'WAREHOUSE') : undefined;
	const q = query('q') || undefined;
	const supplierNumber = query('supplierNumber') || undefined;
	const itemId = query('itemId') || undefined;
	const internalReference = query('internalReference') || undefined;
	const note = query('note') || undefined;
	// required here: state.js seeds new tenants through this module (a cycle at load time)
	const now = require('./state').today(ws);
	/** @param {Order} o */
	const open = (o) => o.purchaseOrderState !== 'VOIDED' && o.purchaseOrderState !== 'RECEIVED';
	/** @param {Order} o */
	const inState = (o) => {
		if (state === 'ALL') return true;
		if (state === 'CURRENT') return open(o);
		if (state === 'SENT_NOT_REJECTED') return o.purchaseOrderState === 'SENT' && o.responseState !== 'REJECTED';
		if (state === 'DELAYED') return open(o) && typeof o.head.deliveryDate === 'string' && o.head.deliveryDate < now;
		return o.purchaseOrderState === state;
	};
	/** @param {Order} o */
	return (o) => inState(o)
		&& (!purchaseType || o.purchaseType === purchaseType)
		&& (!q || contains(q, o.id) || contains(q, o.head.internalReference))
		&& (!supplierNumber || o.supplierNumber === supplierNumber)
		&& (!itemId || o.rows.some((r) => r.itemId === itemId))
		&& contains(internalReference, o.head.internalReference)
		&& contains(note, o.head.note);
}

// --- actions ---------------------------------------------------------------------------------------

/** @param {Order} order */
function checkNotVoided(order) {
	if (order.voided) throw badRequest('document_is_voided', `Purchase order ${order.id} is voided.`);
}

/** Complete and dropship complete: open orders only. @param {WarehouseState} ws @param {Order} order */
function completeOrder(ws, order) {
	checkNotVoided(order);
	if (order.purchaseOrderState === 'RECEIVED') throw badRequest('purchase_order_received', `Purchase order ${order.id} is already received in full.`);
	order.manuallyCompleted = true;
	refreshOrderState(ws, order);
}

/**
 * Records a mail and marks the order sent (responseState SENT unless the supplier answered already).
 * @param {WarehouseState} ws @param {Order} order @param {Omit<import('./types').SandboxPurchaseOrderMail, 'purchaseOrderIds' | 'at'>} mail
 */
function sendOrder(ws, order, mail) {
	ws.purchaseOrderMails.push({ purchaseOrderIds: [order.id], ...mail, at: new Date().toISOString() });
	order.sent = true;
	if (order.responseState === 'NOT_SENT') order.responseState = 'SENT';
	refreshOrderState(ws, order);
}

/** @param {unknown} body */
function parseMail(body) {
	const obj = objectWith(body, ['body', 'bodyAsHtml', 'receiver', 'receiverCopy', 'receiverSecretCopy', 'replyTo', 'senderName', 'subject'], 'body');
	const mail = /** @type {Omit<import('./types').SandboxPurchaseOrderMail, 'purchaseOrderIds' | 'at'>} */ (readFields(obj, [
		['body', 'string', { required: true }], ['bodyAsHtml', 'string', {}], ['receiver', 'string', { required: true }],
		['receiverCopy', 'string', {}], ['receiverSecretCopy', 'string', {}], ['replyTo', 'string', { required: true }],
		['senderName', 'string', {}], ['subject', 'string', { required: true }]], 'body'));
	for (const field of /** @type {const} */ (['receiver', 'receiverCopy', 'receiverSecretCopy', 'replyTo'])) {
		const v = mail[field];
		if (v !== undefined && !v.split(/[,;]/).every((a) => EMAIL_RE.test(a.trim()))) {
			throw invalidRequest(`${field} must be an e-mail address (several separated by commas): ${v}`);
		}
	}
	return mail;
}

/** @param {unknown} raw {responseState} */
function responseStateBody(raw) {
	const body = objectWith(raw, ['responseState'], 'body');
	const state = enumField(body, 'responseState', RESPONSE_STATE_NAMES);
	if (state === undefined) throw invalidRequest('responseState is required.');
	return state;
}

/** A new order (NOT_SENT) from a POST body; a body id is ignored. @param {WarehouseState} ws @param {unknown} body @returns {Order} */
function createPurchaseOrder(ws, body) {
	const { bodyId: _ignored, ...fields } = parseOrder(ws, body, []);
	/** @type {Order} */
	const order = {
		id: ws.nextPurchaseOrderId++, ...fields, purchaseOrderState: 'NOT_SENT', responseState: 'NOT_SENT',
		sent: false, manuallyCompleted: false, voided: false,
	};
	ws.purchaseOrders.push(order);
	return order;
}

// --- routes ----------------------------------------------------------------------------------------

/** @param {any} r warehouse route group (guarded) */
function registerPurchaseOrderRoutes(r) {
	/** @param {any} ctx @returns {Order} */
	const existing = (ctx) => byPathId(ctx.params.id, ctx.tenant.warehouse.purchaseOrders, 'Purchase order');

	/** @param {any} ctx */
	const listed = (ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		return ws.purchaseOrders.filter(listFilter(ws, ctx.query)).map((o) => render(ws, o));
	};

	r.get(BASE, (/** @type {any} */ ctx) => {
		const paging = pagingParams(ctx.query);
		return pagedReply(listed(ctx), paging);
	});

	r.post(BASE, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		return { status: 201, json: render(ws, createPurchaseOrder(ws, await ctx.json())) };
	});

	r.get(`${BASE}/csv`, (/** @type {any} */ ctx) => csvReply(listed(ctx), queryBool(ctx.query, 'showPurchaseTypeColumn')));

	r.put(`${BASE}/response`, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const ids = queryList(ctx.url, 'ids');
		if (!ids || ids.length === 0) throw invalidParameter('ids is required: the purchase order ids, comma-separated or repeated.');
		const orders = ids.map((id) => byPathId(id, ws.purchaseOrders, 'Purchase order'));
		const state = responseStateBody(await ctx.json());
		orders.forEach(checkNotVoided);
		for (const order of orders) order.responseState = state;
		return { status: 200, json: [...new Set(orders)].map((o) => render(ws, o)) };
	});

	r.post(`${BASE}/sendpurchaseorders`, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const body = await ctx.json();
		if (!Array.isArray(body) || body.length === 0 || !body.every((id) => Number.isInteger(id) && id > 0)) {
			throw invalidRequest('The body must be a non-empty JSON array of purchase order ids.');
		}
		const orders = [...new Set(body.map((id) => byPathId(String(id), ws.purchaseOrders, 'Purchase order')))];
		const receivers = orders.map((order) => {
			checkNotVoided(order);
			const receiver = /** @type {string | undefined} */ (order.head.supplierEmail)
				|| ws.purchasing.suppliers.find((s) => s.SupplierNumber === order.supplierNumber)?.Email;
			if (!receiver) throw badRequest('missing_supplier_email', `Purchase order ${order.id}: supplier ${order.supplierNumber} has no e-mail address.`);
			return receiver;
		});
		orders.forEach((order, i) => sendOrder(ws, order, {
			receiver: receivers[i],
			replyTo: /** @type {string | undefined} */ (order.head.confirmationEmail) ?? '',
			subject: `Purchase order ${order.id}`,
			body: `Please find purchase order ${order.id} attached.`,
		}));
		return { status: 204 };
	});

	r.get(`${BASE}/:id`, (/** @type {any} */ ctx) =>
		({ status: 200, json: render(ctx.tenant.warehouse, existing(ctx), queryId(ctx.query, 'ignoreIncomingGoodsId')) }));

	r.put(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const order = existing(ctx);
		checkNotVoided(order);
		const { bodyId, ...fields } = parseOrder(ws, await ctx.json(), order.rows);
		if (bodyId !== undefined && bodyId !== null && bodyId !== order.id) {
			throw invalidRequest(`id ${bodyId} in the body is not the purchase order of the path (${order.id}).`);
		}
		for (const old of order.rows) {
			const kept = fields.rows.find((row) => row.id === old.id);
			const goods = ws.incomingGoods.find((g) => !g.voided && g.rows.some((row) => row.purchaseOrderRowId === old.id));
			if (goods && (!kept || kept.itemId !== old.itemId)) {
				throw badRequest('purchase_order_row_in_use', `Row ${old.rowNum} (item ${old.itemId}) is received by incoming goods ${goods.id}; it cannot be removed or change its item.`);
			}
		}
		delete order.outboundDocumentReference;
		delete order.stockPointId;
		Object.assign(order, fields);
		refreshOrderState(ws, order);
		return { status: 200, json: render(ws, order) };
	});

	r.put(`${BASE}/:id/complete`, (/** @type {any} */ ctx) => {
		completeOrder(ctx.tenant.warehouse, existing(ctx));
		return { status: 204 };
	});

	r.put(`${BASE}/:id/dropshipcomplete`, (/** @type {any} */ ctx) => {
		const order = existing(ctx);
		completeOrder(ctx.tenant.warehouse, order);
		return { status: 200, json: { releasedParentOrder: order.purchaseType === 'DROPSHIP' && order.outboundDocumentReference !== undefined } };
	});

	r.put(`${BASE}/:id/response`, async (/** @type {any} */ ctx) => {
		const order = existing(ctx);
		const state = responseStateBody(await ctx.json());
		checkNotVoided(order);
		order.responseState = state;
		return { status: 200, json: render(ctx.tenant.warehouse, order) };
	});

	r.put(`${BASE}/:id/void`, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const order = existing(ctx);
		if (order.voided) throw badRequest('document_is_voided', `Purchase order ${order.id} is already voided.`);
		const rowIds = new Set(order.rows.map((row) => row.id));
		const goods = ws.incomingGoods.find((g) => g.released && !g.voided && g.rows.some((row) => rowIds.has(row.purchaseOrderRowId ?? '')));
		if (goods) {
			throw badRequest('has_released_incoming_goods', `Purchase order ${order.id} has released incoming goods (${goods.id}); void those first.`);
		}
		order.voided = true;
		refreshOrderState(ws, order);
		return { status: 204 };
	});

	r.get(`${BASE}/:id/matches`, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const order = existing(ctx);
		const goods = ws.incomingGoods.filter((g) => !g.voided && g.rows.some((row) => row.purchaseOrderId === order.id));
		const invoices = [...new Set(goods.flatMap((g) => g.supplierInvoiceIds))].sort((a, b) => a - b);
		return {
			status: 200,
			json: [...goods.map((g) => ({ id: String(g.id), type: 'INCOMING_GOODS' })), ...invoices.map((id) => ({ id: String(id), type: 'SUPPLIER_INVOICE' }))],
		};
	});

	r.get(`${BASE}/:id/notes`, (/** @type {any} */ ctx) => {
		const order = existing(ctx);
		return { status: 200, json: order.rows.flatMap((row) => renderNotes(order, row)) };
	});

	r.patch(`${BASE}/:id/partial`, async (/** @type {any} */ ctx) => {
		const order = existing(ctx);
		const obj = objectWith(await ctx.json(), PARTIAL_FIELDS.map(([f]) => f), 'body');
		const values = readFields(obj, PARTIAL_FIELDS, 'body');
		checkNotVoided(order);
		for (const field of Object.keys(obj)) {
			if (values[field] !== undefined) order.head[field] = values[field];
			else delete order.head[field];
		}
		/** @type {Record<string, unknown>} */
		const partial = {};
		for (const [field] of PARTIAL_FIELDS) if (order.head[field] !== undefined) partial[field] = order.head[field];
		return { status: 200, json: partial };
	});

	r.post(`${BASE}/:id/send`, async (/** @type {any} */ ctx) => {
		const order = existing(ctx);
		const mail = parseMail(await ctx.json());
		checkNotVoided(order);
		sendOrder(ctx.tenant.warehouse, order, mail);
		return { status: 204 };
	});
}

module.exports = { registerPurchaseOrderRoutes, createPurchaseOrder, refreshOrderState, rowQuantities };
