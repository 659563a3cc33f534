// @ts-check
'use strict';

/**
 * What inbound and outbound documents (custom and manual) share: rows and their stock places,
 * reservations while saved, release and void. The state machine (spec "States and transitions"):
 *   unreleased --release--> released --void--> voided;  unreleased --void--> voided.
 * Release checks, in this order: voided, already released, date after "today", date in the
 * locked period. Stock effects go through ledger.js (postMovements, reserve).
 * Outbound deliveryState: registration = no stock effect; reservation = rows reserved from save
 * on, still after release; delivery = reserved from save on, on release the reservation ends
 * and the quantity leaves. Manual outbound documents behave as delivery.
 */

const { badRequest, invalidRequest } = require('./errors');
const { objectWith, str, num, uuid } = require('./validate');
const { resolvePlace } = require('./stock-points');
const { postMovements, reserve, reverseMovements, connectedOutbounds, shortages, balance, sum } = require('./ledger');
const { today, isLocked } = require('./state');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxWarehouseDocument} Doc */
/** @typedef {import('./types').SandboxWarehouseDocumentKind} Kind */
/** @typedef {import('./types').SandboxWarehouseRow} Row */
/** @typedef {import('./types').SandboxStockPoint} StockPoint */

/**
 * Row fields per kind, from the OpenAPI row schemas: [field, 'string' | 'number', rules].
 * `place` = how rows name their stock place; `readOnly` fields are accepted and ignored.
 * @typedef {{ required?: boolean, min?: number, max?: number }} Rules
 * @type {Record<Kind, { extra: Array<[string, 'string' | 'number', Rules]>, codes: boolean, names: boolean,
 *   rowId: boolean, minQuantity: number | null, outbound: boolean, readOnly: string[] }>}
 */
const ROW_SPECS = {
	customInbound: {
		extra: [['batch', 'string', { max: 50 }], ['costCenterCode', 'string', { min: 1, max: 25 }], ['directCost', 'number', {}],
			['freightCost', 'number', {}], ['itemDescription', 'string', { max: 200 }], ['itemUnit', 'string', { max: 50 }],
			['otherCost', 'number', {}], ['projectId', 'string', { min: 1, max: 25 }]],
		codes: true, names: false, rowId: true, minQuantity: null, outbound: false, readOnly: [],
	},
	customOutbound: {
		extra: [['costCenterCode', 'string', { min: 1, max: 25 }], ['itemDescription', 'string', { max: 200 }],
			['itemUnit', 'string', { max: 50 }], ['projectId', 'string', { min: 1, max: 25 }]],
		codes: false, names: false, rowId: true, minQuantity: null, outbound: true, readOnly: ['deliveredQuantity', 'forcedQuantity', 'reservedQuantity'],
	},
	manualInbound: {
		extra: [['batch', 'string', { max: 50 }], ['costCenterCode', 'string', {}], ['directCost', 'number', { min: 0 }],
			['freightCost', 'number', { min: 0 }], ['itemDescription', 'string', {}], ['itemUnit', 'string', {}],
			['otherCost', 'number', { min: 0 }], ['projectId', 'string', {}]],
		codes: true, names: true, rowId: true, minQuantity: 0.01, outbound: false, readOnly: ['stockPointName', 'stockLocationName'],
	},
	manualOutbound: {
		extra: [['costCenterCode', 'string', {}], ['itemDescription', 'string', {}], ['itemUnit', 'string', {}], ['projectId', 'string', {}]],
		codes: true, names: true, rowId: false, minQuantity: 0.01, outbound: true,
		readOnly: ['deliveredQuantity', 'forcedQuantity', 'stockPointName', 'stockLocationName'],
	},
};

/** @param {Doc} doc @returns {import('./types').SandboxStockSource} */
const sourceOf = (doc) => ({ kind: doc.kind, id: doc.type ? `${doc.type}/${doc.id}` : doc.id });

/**
 * Parses and resolves the rows of a document body.
 * @param {WarehouseState} ws @param {Kind} kind @param {unknown} raw @param {StockPoint} [headStockPoint]
 * @returns {Row[]}
 */
function parseRows(ws, kind, raw, headStockPoint) {
	const spec = ROW_SPECS[kind];
	if (raw === undefined || raw === null) throw invalidRequest('rows is required.');
	if (!Array.isArray(raw)) throw invalidRequest('rows must be an array.');
	const allowed = ['itemId', 'quantity', 'stockPointId', 'stockLocationId', ...(spec.rowId ? ['rowId'] : []),
		...(spec.codes ? ['stockPointCode', 'stockLocationCode'] : []), ...spec.extra.map(([f]) => f), ...spec.readOnly];
	/** @type {Row[]} */
	const rows = raw.map((body, i) => {
		const label = `rows[${i}]`;
		const obj = objectWith(body, allowed, label);
		const itemId = /** @type {string} */ (str(obj, 'itemId', label, { required: true, min: 1, max: 50 }));
		const item = ws.items.find((i) => i.itemId === itemId);
		if (!item) throw badRequest('unknown_item', `${label}: item ${itemId} does not exist.`);
		const quantity = /** @type {number} */ (spec.minQuantity === null
			? num(obj, 'quantity', label, { required: true, above: 0 })
			: num(obj, 'quantity', label, { required: true, min: spec.minQuantity }));
		/** @type {Record<string, unknown>} */
		const extra = {};
		for (const [field, type, rules] of spec.extra) {
			const v = type === 'string' ? str(obj, field, label, rules) : num(obj, field, label, rules);
			if (v !== undefined) extra[field] = v;
		}
		extra.itemDescription = extra.itemDescription ?? item.description;
		extra.itemUnit = extra.itemUnit ?? item.unit;
		const ref = {
			stockPointId: uuid(obj, 'stockPointId', label),
			stockLocationId: uuid(obj, 'stockLocationId', label),
			stockPointCode: spec.codes ? str(obj, 'stockPointCode', label) : undefined,
			stockLocationCode: spec.codes ? str(obj, 'stockLocationCode', label) : undefined,
		};
		const { stockPoint, location } = resolvePlace(ws, ref, label, headStockPoint);
		const rowId = spec.rowId ? num(obj, 'rowId', label, { min: 1, integer: true }) : undefined;
		return {
			rowId: rowId ?? 0, itemId, quantity, stockPointId: stockPoint.id, stockLocationId: location.id,
			reservedQuantity: 0, deliveredQuantity: 0, forcedQuantity: 0, extra,
		};
	});
	const given = rows.map((r) => r.rowId).filter((id) => id > 0);
	if (new Set(given).size !== given.length) throw invalidRequest('rows: rowId values must be unique.');
	let next = Math.max(0, ...given) + 1;
	for (const row of rows) if (row.rowId === 0) row.rowId = next++;
	return rows;
}

/** @param {WarehouseState} ws @param {Kind} kind @param {Row} row */
function renderRow(ws, kind, row) {
	const spec = ROW_SPECS[kind];
	const sp = ws.stockPoints.find((p) => p.id === row.stockPointId);
	const location = sp && sp.stockLocations.find((l) => l.id === row.stockLocationId);
	return {
		...(spec.rowId ? { rowId: row.rowId } : {}),
		itemId: row.itemId,
		...row.extra,
		quantity: row.quantity,
		stockPointId: row.stockPointId,
		...(spec.codes ? { stockPointCode: sp?.code } : {}),
		...(spec.names ? { stockPointName: sp?.name } : {}),
		stockLocationId: row.stockLocationId,
		...(spec.codes ? { stockLocationCode: location?.code } : {}),
		...(spec.names ? { stockLocationName: location?.name } : {}),
		...(kind === 'customOutbound' ? { reservedQuantity: row.reservedQuantity } : {}),
		...(spec.outbound ? { deliveredQuantity: row.deliveredQuantity, forcedQuantity: row.forcedQuantity } : {}),
	};
}

/** @param {Doc} doc */
const reserves = (doc) => !doc.voided && (doc.deliveryState === 'reservation' || (doc.deliveryState === 'delivery' && !doc.released));

/**
 * Brings the document's reservations in line with its state (after save, release, void).
 * @param {WarehouseState} ws @param {Doc} doc
 */
function syncReservations(ws, doc) {
	const on = reserves(doc);
	for (const row of doc.rows) row.reservedQuantity = on ? row.quantity : 0;
	reserve(ws, sourceOf(doc), on ? doc.rows.map((r) => ({ itemId: r.itemId, stockPointId: r.stockPointId, stockLocationId: r.stockLocationId, rowId: r.rowId, quantity: r.quantity })) : []);
}

/** @param {Doc} doc */
const docName = (doc) => `${doc.kind.startsWith('manual') ? 'Manual' : 'Custom'} ${doc.direction} document ${doc.type ? `${doc.type}/` : ''}${doc.id}`;

/** PUT/save of a document: voided and released ones are locked. @param {Doc} doc */
function checkModifiable(doc) {
	if (doc.voided) throw badRequest('document_is_voided', `${docName(doc)} is voided and cannot be modified.`);
	if (doc.released) throw badRequest('cannot_modify_released_document', `${docName(doc)} is released; only its note can be changed.`);
}

/**
 * The release checks every document kind shares, in order: voided, released, future date, locked period.
 * @param {WarehouseState} ws @param {{ voided: boolean, released: boolean, date: string }} doc @param {string} what the document in messages
 */
function checkReleasable(ws, doc, what) {
	if (doc.voided) throw badRequest('document_is_voided', `${what} is voided and cannot be released.`);
	if (doc.released) throw badRequest('document_is_released', `${what} is already released.`);
	const now = today(ws);
	if (doc.date > now) {
		throw badRequest('cannot_release_later_than_current_date', `${what} is dated ${doc.date}, after the current date ${now}; it cannot be released yet.`);
	}
	if (isLocked(ws, doc.date)) {
		throw badRequest('period_locked', `${what} is dated ${doc.date}, inside the locked bookkeeping period (up to ${ws.settings.lockedThrough}).`);
	}
}

/** @param {WarehouseState} ws @param {string} date @param {string} what the document in messages */
function checkVoidDate(ws, date, what) {
	if (isLocked(ws, date)) {
		throw badRequest('period_locked', `The void date ${date} of ${what} is inside the locked bookkeeping period (up to ${ws.settings.lockedThrough}).`);
	}
}

/** @param {WarehouseState} ws @param {Doc} doc */
function releaseDocument(ws, doc) {
	checkReleasable(ws, doc, docName(doc));
	const source = sourceOf(doc);
	const place = (/** @type {Row} */ r) => ({ itemId: r.itemId, stockPointId: r.stockPointId, stockLocationId: r.stockLocationId });
	if (doc.direction === 'inbound') {
		postMovements(ws, source, doc.date, doc.rows.map((r) => ({ ...place(r), quantity: r.quantity })));
	} else if (doc.deliveryState === 'delivery') {
		const short = shortages(ws, doc.rows.map((r) => ({ ...place(r), quantity: r.quantity })));
		if (short.length > 0 && !doc.forcedDelivery) {
			const s = short[0];
			throw badRequest('insufficient_stock', `${docName(doc)} would deliver ${s.wanted} of item ${s.itemId} but only ${s.inStock} is in stock at that stock location.`);
		}
		/** @type {Map<string, number>} what each ledger still holds while rows are delivered in order */
		const left = new Map();
		for (const row of doc.rows) {
			const key = `${row.itemId}|${row.stockPointId}|${row.stockLocationId}`;
			const before = left.get(key) ?? balance(ws, place(row)).inStock;
			row.forcedQuantity = sum([row.quantity, -Math.max(0, Math.min(row.quantity, before))]);
			row.deliveredQuantity = row.quantity;
			left.set(key, sum([before, -row.quantity]));
		}
		postMovements(ws, source, doc.date, doc.rows.map((r) => ({ ...place(r), quantity: -r.quantity })));
	}
	doc.released = true;
	syncReservations(ws, doc);
}

/**
 * @param {WarehouseState} ws @param {Doc} doc
 * @param {{ force: boolean, voidDate?: string }} opts voidDate: date of the reversing movements (default the document date)
 */
function voidDocument(ws, doc, { force, voidDate }) {
	if (doc.voided) throw badRequest('document_is_voided', `${docName(doc)} is already voided.`);
	if (doc.released) {
		const date = voidDate ?? doc.date;
		checkVoidDate(ws, date, docName(doc));
		if (doc.direction === 'inbound' && !force) {
			const linked = connectedOutbounds(ws, sourceOf(doc));
			if (linked.length > 0) {
				throw badRequest('void_linked_outbound', `${docName(doc)} has connected outbound transactions (${linked.map((s) => `${s.kind} ${s.id}`).join(', ')}); void with force=true to void it anyway (stock may become negative).`);
			}
		}
		reverseMovements(ws, sourceOf(doc), date);
	}
	doc.voided = true;
	for (const row of doc.rows) {
		row.deliveredQuantity = 0;
		row.forcedQuantity = 0;
	}
	syncReservations(ws, doc);
}

/** Whether any row names the item. @param {Doc} doc @param {string} itemId */
const hasItem = (doc, itemId) => doc.rows.some((r) => r.itemId === itemId);

module.exports = { parseRows, renderRow, syncReservations, checkModifiable, checkReleasable, checkVoidDate, releaseDocument, voidDocument, hasItem, docName };
