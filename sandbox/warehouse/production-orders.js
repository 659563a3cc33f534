// @ts-check
'use strict';

/**
 * Production orders, below /api/warehouse/productionorders-v1: a produced item made of package
 * items (its bill of materials).
 *   GET  ''                          ?state=all|incomplete|delayed|completed|voided (default incomplete)&itemId=
 *   POST ''                          → 201
 *   GET  /billofmaterials/:itemId    ?id=&quantity= (default 1) package item requirement records
 *   PUT  /release/:id                → 200 with the order
 *   PUT  /void/:id                   ?force= → 204
 *   GET, PUT /:id;  PATCH /:id {note} → 200 with the order (also when released)
 * Open orders in productionState reserved or ongoing reserve their package items at the outbound
 * stock point (what is available, location by location; the rest stays unreserved); registered
 * reserves nothing. Release takes the reserved package items out and puts the produced item in
 * at the inbound stock point and location, in one posting dated productionDate; void reverses it.
 */

const { badRequest, invalidRequest, invalidParameter, notFound } = require('./errors');
const { objectWith, str, num, date, uuid, queryEnum, queryBool } = require('./validate');
const { pagingParams, pagedReply } = require('./paging');
const { resolvePlace } = require('./stock-points');
const { addItem } = require('./items');
const { postMovements, reserve, reverseMovements, connectedOutbounds, balance, sum } = require('./ledger');
const { today, isLocked } = require('./state');
const { checkVoidDate } = require('./documents');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxProductionOrder} Order */
/** @typedef {import('./types').SandboxProductionPackageItem} PackageItem */

const BASE = '/api/warehouse/productionorders-v1';
const FIELDS = ['batch', 'costCenterCode', 'documentState', 'id', 'inboundStockLocationId', 'inboundStockPointId', 'itemDescription',
	'itemId', 'itemUnit', 'note', 'outboundStockPointId', 'packageItems', 'productionDate', 'productionState', 'projectId', 'quantity', 'startDate'];
const PACKAGE_ITEM_FIELDS = ['itemDescription', 'itemId', 'itemUnit', 'quantityRequired', 'quantityReserved', 'totalQuantityRequired'];
const OPTIONAL = /** @type {const} */ (['note', 'batch', 'costCenterCode', 'projectId']);
const PRODUCTION_STATES = /** @type {const} */ (['registered', 'reserved', 'ongoing']);
const LIST_STATES = /** @type {const} */ (['all', 'incomplete', 'delayed', 'completed', 'voided']);

/** @param {Order} order @returns {import('./types').SandboxStockSource} */
const sourceOf = (order) => ({ kind: 'productionOrder', id: String(order.id) });
/** @param {Order} order @param {PackageItem} pi */
const totalRequired = (order, pi) => sum([pi.quantityRequired * order.quantity]);
/** @param {PackageItem} pi */
const reservedOf = (pi) => sum(pi.reserved.map((r) => r.quantity));

/** @param {WarehouseState} ws @param {string} itemId */
function knownItem(ws, itemId) {
	const item = ws.items.find((i) => i.itemId === itemId);
	if (!item) throw badRequest('unknown_item', `Item ${itemId} does not exist.`);
	return item;
}

/**
 * Package items of a body, or else the item's bill of materials.
 * @param {WarehouseState} ws @param {string} itemId @param {unknown} raw @returns {PackageItem[]}
 */
function packageItemsFor(ws, itemId, raw) {
	const bom = ws.billsOfMaterials.get(itemId);
	if (!bom || bom.length === 0) throw badRequest('no_bill_of_materials', `Item ${itemId} has no bill of materials (package items); it cannot be produced.`);
	if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) {
		return bom.map((l) => ({ itemId: l.itemId, quantityRequired: l.quantity, reserved: [] }));
	}
	if (!Array.isArray(raw)) throw invalidRequest('packageItems must be an array.');
	return raw.map((body, i) => {
		const label = `packageItems[${i}]`;
		const obj = objectWith(body, PACKAGE_ITEM_FIELDS, label);
		const id = /** @type {string} */ (str(obj, 'itemId', label, { required: true }));
		if (id === itemId) throw invalidRequest(`${label}: the produced item cannot be its own package item.`);
		knownItem(ws, id);
		return { itemId: id, quantityRequired: /** @type {number} */ (num(obj, 'quantityRequired', label, { required: true, above: 0 })), reserved: [] };
	});
}

/**
 * The body of POST and PUT (the full order; read-only fields are accepted and ignored).
 * @param {WarehouseState} ws @param {unknown} body
 */
function parseOrder(ws, body) {
	const obj = objectWith(body, FIELDS, 'body');
	const itemId = /** @type {string} */ (str(obj, 'itemId', 'body', { required: true }));
	knownItem(ws, itemId);
	const productionState = str(obj, 'productionState', 'body', { required: true });
	if (!PRODUCTION_STATES.includes(/** @type {any} */ (productionState))) {
		throw invalidRequest(`productionState must be one of ${PRODUCTION_STATES.join(', ')}: ${productionState}`);
	}
	const refs = {
		outbound: uuid(obj, 'outboundStockPointId', 'body'),
		inbound: uuid(obj, 'inboundStockPointId', 'body'),
		inboundLocation: uuid(obj, 'inboundStockLocationId', 'body'),
	};
	// The spec: both stock points are mandatory when more than one stock point is active.
	if (ws.stockPoints.filter((sp) => sp.active).length > 1) {
		const missing = [['outboundStockPointId', refs.outbound], ['inboundStockPointId', refs.inbound], ['inboundStockLocationId', refs.inboundLocation]]
			.filter(([, v]) => v === undefined).map(([f]) => f);
		if (missing.length > 0) {
			throw badRequest('stock_point_required', `More than one stock point is active: ${missing.join(', ')} must be given.`);
		}
	}
	const outbound = resolvePlace(ws, { stockPointId: refs.outbound }, 'outboundStockPointId').stockPoint;
	const inbound = resolvePlace(ws, { stockPointId: refs.inbound, stockLocationId: refs.inboundLocation }, 'inboundStockPointId');
	return {
		bodyId: obj.id,
		itemId,
		quantity: /** @type {number} */ (num(obj, 'quantity', 'body', { required: true, min: 0.01 })),
		startDate: /** @type {string} */ (date(obj, 'startDate', 'body', true)),
		productionDate: date(obj, 'productionDate', 'body', false) ?? null,
		productionState: /** @type {import('./types').SandboxProductionState} */ (productionState),
		note: str(obj, 'note', 'body', { max: 1000 }),
		batch: str(obj, 'batch', 'body'),
		costCenterCode: str(obj, 'costCenterCode', 'body'),
		projectId: str(obj, 'projectId', 'body'),
		outboundStockPointId: outbound.id,
		inboundStockPointId: inbound.stockPoint.id,
		inboundStockLocationId: inbound.location.id,
		packageItems: packageItemsFor(ws, itemId, obj.packageItems),
	};
}

/**
 * An open order in state reserved or ongoing reserves what its package items need at the
 * outbound stock point: location by location, as much as is available there (the rest stays
 * unreserved). Registered, released and voided orders hold no reservations.
 * @param {WarehouseState} ws @param {Order} order
 */
function syncReservations(ws, order) {
	const source = sourceOf(order);
	reserve(ws, source, []);
	const on = !order.released && !order.voided && order.productionState !== 'registered';
	const sp = ws.stockPoints.find((p) => p.id === order.outboundStockPointId);
	/** @type {Map<string, number>} taken in this pass, when two package items name one item */
	const taken = new Map();
	/** @type {Array<import('./ledger').ReservationLine>} */
	const lines = [];
	order.packageItems.forEach((pi, i) => {
		pi.reserved = [];
		let need = on ? totalRequired(order, pi) : 0;
		if (!sp || need <= 0) return;
		for (const location of sp.stockLocations) {
			const key = `${pi.itemId}|${location.id}`;
			const available = sum([balance(ws, { itemId: pi.itemId, stockPointId: sp.id, stockLocationId: location.id }).availableStock, -(taken.get(key) ?? 0)]);
			const quantity = Math.min(need, available);
			if (quantity <= 0) continue;
			pi.reserved.push({ stockLocationId: location.id, quantity });
			lines.push({ itemId: pi.itemId, stockPointId: sp.id, stockLocationId: location.id, rowId: i + 1, quantity });
			taken.set(key, sum([taken.get(key) ?? 0, quantity]));
			need = sum([need, -quantity]);
			if (need <= 0) break;
		}
	});
	reserve(ws, source, lines);
}

/**
 * Sets the parsed fields on the order; optional fields that are absent are removed.
 * @param {Order} order @param {Omit<ReturnType<typeof parseOrder>, 'bodyId'>} fields
 */
function assign(order, fields) {
	Object.assign(order, fields);
	for (const k of OPTIONAL) if (fields[k] === undefined) delete order[k];
}

/** @param {WarehouseState} ws @param {Order} order */
function render(ws, order) {
	const item = ws.items.find((i) => i.itemId === order.itemId);
	/** @param {string | undefined} v @param {string} k */
	const opt = (k, v) => (v !== undefined && v !== null ? { [k]: v } : {});
	return {
		id: order.id,
		itemId: order.itemId,
		...opt('itemDescription', item?.description),
		...opt('itemUnit', item?.unit),
		quantity: order.quantity,
		startDate: order.startDate,
		...opt('productionDate', order.productionDate ?? undefined),
		productionState: order.productionState,
		...opt('documentState', order.voided ? 'voided' : order.released ? 'completed' : undefined),
		...opt('note', order.note),
		...opt('batch', order.batch),
		...opt('costCenterCode', order.costCenterCode),
		...opt('projectId', order.projectId),
		outboundStockPointId: order.outboundStockPointId,
		inboundStockPointId: order.inboundStockPointId,
		inboundStockLocationId: order.inboundStockLocationId,
		packageItems: order.packageItems.map((pi) => packageItemRecord(ws, pi, order.quantity, reservedOf(pi))),
	};
}

/** @param {WarehouseState} ws @param {{ itemId: string, quantityRequired: number }} pi @param {number} quantity @param {number} reserved */
function packageItemRecord(ws, pi, quantity, reserved) {
	const item = ws.items.find((i) => i.itemId === pi.itemId);
	return {
		itemId: pi.itemId,
		itemDescription: item?.description ?? '',
		itemUnit: item?.unit ?? '',
		quantityRequired: pi.quantityRequired,
		quantityReserved: reserved,
		totalQuantityRequired: sum([pi.quantityRequired * quantity]),
	};
}

/** @param {Order} order */
const name = (order) => `Production order ${order.id}`;

/** @param {Order} order @param {string} what */
function checkNotVoided(order, what) {
	if (order.voided) throw badRequest('DOCUMENT_IS_VOIDED', `${name(order)} is voided; ${what}.`);
}

/** The spec's checks, in this order, then the locked period. @param {WarehouseState} ws @param {Order} order */
function release(ws, order) {
	checkNotVoided(order, 'it cannot be released');
	if (order.released) throw badRequest('DOCUMENT_IS_RELEASED', `${name(order)} is already released.`);
	const date = order.productionDate;
	if (date === null) throw badRequest('PRODUCTION_DATE_IS_EMPTY', `${name(order)} has no productionDate; set it before releasing.`);
	const now = today(ws);
	if (date > now) throw badRequest('CANNOT_RELEASE_AFTER_CURRENT_DATE', `${name(order)} has productionDate ${date}, after the current date ${now}.`);
	const short = order.packageItems.find((pi) => reservedOf(pi) !== totalRequired(order, pi));
	if (short) {
		throw badRequest('DOCUMENT_NOT_FULLY_RESERVED', `${name(order)}: package item ${short.itemId} has ${reservedOf(short)} of ${totalRequired(order, short)} reserved.`);
	}
	if (isLocked(ws, date)) {
		throw badRequest('period_locked', `${name(order)} has productionDate ${date}, inside the locked bookkeeping period (up to ${ws.settings.lockedThrough}).`);
	}
	const out = order.packageItems.flatMap((pi) =>
		pi.reserved.map((r) => ({ itemId: pi.itemId, stockPointId: order.outboundStockPointId, stockLocationId: r.stockLocationId, quantity: -r.quantity })));
	const produced = { itemId: order.itemId, stockPointId: order.inboundStockPointId, stockLocationId: order.inboundStockLocationId, quantity: order.quantity };
	postMovements(ws, sourceOf(order), date, [...out, produced]);
	order.released = true;
	// The reservations end; the package items keep showing what was taken.
	reserve(ws, sourceOf(order), []);
}

/** @param {WarehouseState} ws @param {Order} order @param {boolean} force */
function voidOrder(ws, order, force) {
	checkNotVoided(order, 'it cannot be voided again');
	if (order.released) {
		const date = /** @type {string} */ (order.productionDate);
		checkVoidDate(ws, date, name(order));
		const linked = force ? [] : connectedOutbounds(ws, sourceOf(order));
		if (linked.length > 0) {
			throw badRequest('void_linked_outbound', `${name(order)}: the produced item was taken out since (${linked.map((s) => `${s.kind} ${s.id}`).join(', ')}); void with force=true to void it anyway (stock may become negative).`);
		}
		reverseMovements(ws, sourceOf(order), date);
	}
	order.voided = true;
	syncReservations(ws, order);
}

/** @param {WarehouseState} ws @param {Order} order @param {string} state @param {string} itemId */
function listed(ws, order, state, itemId) {
	if (itemId && order.itemId !== itemId && !order.packageItems.some((pi) => pi.itemId === itemId)) return false;
	const open = !order.released && !order.voided;
	switch (state) {
		case 'incomplete': return open;
		case 'delayed': return open && (order.productionDate ?? order.startDate) < today(ws);
		case 'completed': return order.released && !order.voided;
		case 'voided': return order.voided;
		default: return true;
	}
}

/** @param {string} raw */
function orderId(raw) {
	if (!/^\d{1,18}$/.test(raw)) throw invalidParameter(`The production order id must be a whole number: ${raw}`);
	return Number(raw);
}

/** @param {any} ctx @returns {Order} */
function existing(ctx) {
	const id = orderId(ctx.params.id);
	/** @type {WarehouseState} */
	const ws = ctx.tenant.warehouse;
	const order = ws.productionOrders.find((o) => o.id === id);
	if (!order) throw notFound(`Production order ${ctx.params.id} not found.`);
	return order;
}

/** @param {any} r warehouse route group (guarded) */
function registerProductionOrderRoutes(r) {
	r.get(BASE, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const paging = pagingParams(ctx.query);
		const state = queryEnum(ctx.query, 'state', LIST_STATES, 'incomplete');
		const itemId = ctx.query('itemId') || '';
		return pagedReply(ws.productionOrders.filter((o) => listed(ws, o, state, itemId)).map((o) => render(ws, o)), paging);
	});

	r.post(BASE, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const { bodyId: _ignored, ...fields } = parseOrder(ws, await ctx.json());
		/** @type {Order} */
		const order = { id: ws.nextProductionOrderId++, ...fields, released: false, voided: false };
		assign(order, fields);
		ws.productionOrders.push(order);
		syncReservations(ws, order);
		return { status: 201, json: render(ws, order) };
	});

	r.get(`${BASE}/billofmaterials/:itemId`, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const paging = pagingParams(ctx.query);
		const itemId = ctx.params.itemId;
		if (!ws.items.some((i) => i.itemId === itemId)) throw notFound(`Item ${itemId} not found.`);
		const rawId = ctx.query('id');
		if (rawId !== undefined && rawId !== '') {
			// The quantity of that order counts; the query's quantity is ignored.
			const order = ws.productionOrders.find((o) => o.id === orderId(rawId));
			if (!order) throw notFound(`Production order ${rawId} not found.`);
			if (order.itemId !== itemId) throw invalidParameter(`Production order ${rawId} produces item ${order.itemId}, not ${itemId}.`);
			return pagedReply(order.packageItems.map((pi) => packageItemRecord(ws, pi, order.quantity, reservedOf(pi))), paging);
		}
		const rawQuantity = ctx.query('quantity');
		const quantity = rawQuantity === undefined || rawQuantity === '' ? 1 : Number(rawQuantity);
		if (!/^\d+(\.\d+)?$/.test(rawQuantity ?? '1') || !(quantity > 0)) throw invalidParameter(`quantity must be a number greater than 0: ${rawQuantity}`);
		const bom = ws.billsOfMaterials.get(itemId) ?? [];
		return pagedReply(bom.map((l) => packageItemRecord(ws, { itemId: l.itemId, quantityRequired: l.quantity }, quantity, 0)), paging);
	});

	r.put(`${BASE}/release/:id`, (/** @type {any} */ ctx) => {
		const order = existing(ctx);
		release(ctx.tenant.warehouse, order);
		return { status: 200, json: render(ctx.tenant.warehouse, order) };
	});

	r.put(`${BASE}/void/:id`, (/** @type {any} */ ctx) => {
		const order = existing(ctx);
		voidOrder(ctx.tenant.warehouse, order, queryBool(ctx.query, 'force'));
		return { status: 204 };
	});

	r.get(`${BASE}/:id`, (/** @type {any} */ ctx) => ({ status: 200, json: render(ctx.tenant.warehouse, existing(ctx)) }));

	r.put(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const order = existing(ctx);
		checkNotVoided(order, 'it cannot be modified');
		if (order.released) throw badRequest('cannot_modify_released_document', `${name(order)} is released; only its note can be changed.`);
		const { bodyId, ...fields } = parseOrder(ws, await ctx.json());
		if (bodyId !== undefined && bodyId !== null && bodyId !== order.id) {
			throw invalidRequest(`id ${bodyId} in the body is not the production order of the path (${order.id}).`);
		}
		assign(order, fields);
		syncReservations(ws, order);
		return { status: 200, json: render(ws, order) };
	});

	r.patch(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		const order = existing(ctx);
		const obj = objectWith(await ctx.json(), ['note'], 'body');
		checkNotVoided(order, 'its note cannot be changed');
		if ('note' in obj) {
			const note = str(obj, 'note', 'body', { max: 1000 });
			if (note !== undefined) order.note = note;
			else delete order.note;
		}
		return { status: 200, json: render(ctx.tenant.warehouse, order) };
	});
}

/**
 * JS API: sets (replaces) the bill of materials of an item, adding the item when unknown.
 * @param {WarehouseState} ws @param {string} itemId @param {Array<{ itemId: string, quantity: number }>} packageItems
 * @param {number} now sandbox time, ms (an added item's modifiedAt)
 */
function setBillOfMaterials(ws, itemId, packageItems, now) {
	for (const pi of packageItems) {
		if (!ws.items.some((i) => i.itemId === pi.itemId)) throw new Error(`Unknown package item ${pi.itemId}`);
		if (!(typeof pi.quantity === 'number' && pi.quantity > 0)) throw new Error(`Package item ${pi.itemId}: quantity must be a number > 0`);
		if (pi.itemId === itemId) throw new Error(`Item ${itemId} cannot be its own package item`);
	}
	if (!ws.items.some((i) => i.itemId === itemId)) addItem(ws, { itemId }, now);
	ws.billsOfMaterials.set(itemId, packageItems.map((pi) => ({ itemId: pi.itemId, quantity: pi.quantity })));
}

module.exports = { registerProductionOrderRoutes, setBillOfMaterials };
