// @ts-check
'use strict';

/**
 * Stock transfers, below /api/warehouse/stocktransfer-v1 (warehouse_StockTransferDocument): items
 * moved from one stock point (and location) to another. As Fortnox's OpenAPI describes them:
 *   POST ''             → 201, id assigned from the manual documents' number series (the transfers are
 *                         listed with them: GET /deliveries-v1?type=stocktransfer); "outbounds will be
 *                         reserved in the from-place": available stock there falls, in stock does not
 *   GET, PUT /:id       PUT replaces date, note and rows of an unreleased transfer (and its reservations);
 *                         a `version` that is not the current one → 409; each change counts the version up
 *   PUT /:id/release    → 204: "delivers all outbounds reserved in the from-place and creates inbounds in
 *                         the to-place": each row's requestedQuantity leaves its from place and enters its to
 *                         place (quantity becomes what moved); "nothing happens" for a released transfer;
 *                         document_is_voided for a voided one; refused like the other documents when dated
 *                         after today or in the locked period, and when the from place lacks the stock
 *   PUT /:id/void       ?force= → 204: an unreleased transfer is voided and its reservations end; "voiding a
 *                         released stock transfer document is not allowed" (cannot_modify_released_document)
 * A row needs itemId, requestedQuantity (≥ 0.01) and both stock points by ID; a location left out is
 * the stock point's first; "from" and "to" must be different places.
 */

const { badRequest, invalidRequest, invalidParameter, notFound, WarehouseError } = require('./errors');
const { objectWith, str, num, date, uuid, queryBool } = require('./validate');
const { resolvePlace } = require('./stock-points');
const { postMovements, reserve, shortages } = require('./ledger');
const { checkReleasable } = require('./documents');
const { today } = require('./state');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxStockTransfer} Transfer */
/** @typedef {import('./types').SandboxStockTransferRow} TransferRow */

const BASE = '/api/warehouse/stocktransfer-v1';
const HEAD_FIELDS = ['id', 'note', 'released', 'rows', 'transferDate', 'version', 'voided'];
const PLACE_FIELDS = ['StockPointId', 'StockPointCode', 'StockPointName', 'StockLocationId', 'StockLocationCode', 'StockLocationName'];
const ROW_FIELDS = ['itemId', 'itemDescription', 'itemUnit', 'quantity', 'requestedQuantity', 'rowNum',
	...PLACE_FIELDS.map((f) => `from${f}`), ...PLACE_FIELDS.map((f) => `to${f}`)];

/** @param {Transfer} transfer */
const sourceOf = (transfer) => ({ kind: 'stockTransfer', id: transfer.id });
/** @param {Transfer} transfer */
const nameOf = (transfer) => `Stock transfer ${transfer.id}`;

/**
 * A row's place on one side, by ID (required) and, where given, code.
 * @param {WarehouseState} ws @param {Record<string, any>} obj @param {'from' | 'to'} side @param {string} label
 */
function sidePlace(ws, obj, side, label) {
	const stockPointId = uuid(obj, `${side}StockPointId`, label);
	if (stockPointId === undefined) throw invalidRequest(`${label}.${side}StockPointId is required.`);
	return resolvePlace(ws, {
		stockPointId, stockPointCode: str(obj, `${side}StockPointCode`, label),
		stockLocationId: uuid(obj, `${side}StockLocationId`, label), stockLocationCode: str(obj, `${side}StockLocationCode`, label),
	}, `${label}.${side}`);
}

/** @param {WarehouseState} ws @param {unknown} body */
function parseBody(ws, body) {
	const obj = objectWith(body, HEAD_FIELDS, 'body');
	if (!Array.isArray(obj.rows)) throw invalidRequest(obj.rows === undefined ? 'rows is required.' : 'rows must be an array.');
	if (obj.rows.length === 0) throw invalidRequest('rows must have at least 1 row.');
	/** @type {TransferRow[]} */
	const rows = obj.rows.map((/** @type {unknown} */ raw, /** @type {number} */ i) => {
		const label = `rows[${i}]`;
		const row = objectWith(raw, ROW_FIELDS, label);
		const itemId = /** @type {string} */ (str(row, 'itemId', label, { required: true, min: 1, max: 50 }));
		if (!ws.items.some((item) => item.itemId === itemId)) throw badRequest('unknown_item', `${label}: item ${itemId} does not exist.`);
		const requestedQuantity = /** @type {number} */ (num(row, 'requestedQuantity', label, { required: true, min: 0.01 }));
		const from = sidePlace(ws, row, 'from', label);
		const to = sidePlace(ws, row, 'to', label);
		if (from.location.id === to.location.id) throw badRequest('same_stock_location', `${label}: the goods would stay where they are (${from.stockPoint.code}/${from.location.code}).`);
		return {
			rowNum: i + 1, itemId, requestedQuantity, quantity: 0,
			fromStockPointId: from.stockPoint.id, fromStockLocationId: from.location.id, toStockPointId: to.stockPoint.id, toStockLocationId: to.location.id,
		};
	});
	const version = num(obj, 'version', 'body', { integer: true });
	return { transferDate: date(obj, 'transferDate', 'body', false), note: str(obj, 'note', 'body', { max: 1000 }), rows, version };
}

/** @param {WarehouseState} ws @param {Transfer} transfer */
function render(ws, transfer) {
	/** @param {string} pointId @param {string} locationId @param {'from' | 'to'} side */
	const side = (pointId, locationId, side) => {
		const point = ws.stockPoints.find((p) => p.id === pointId);
		const location = point?.stockLocations.find((l) => l.id === locationId);
		return {
			[`${side}StockPointId`]: pointId, [`${side}StockPointCode`]: point?.code, [`${side}StockPointName`]: point?.name,
			[`${side}StockLocationId`]: locationId, [`${side}StockLocationCode`]: location?.code, [`${side}StockLocationName`]: location?.name,
		};
	};
	return {
		id: Number(transfer.id),
		transferDate: transfer.transferDate,
		...(transfer.note !== undefined ? { note: transfer.note } : {}),
		released: transfer.released,
		voided: transfer.voided,
		version: transfer.version,
		rows: transfer.rows.map((row) => {
			const item = ws.items.find((i) => i.itemId === row.itemId);
			return {
				rowNum: row.rowNum, itemId: row.itemId, itemDescription: item?.description, itemUnit: item?.unit,
				requestedQuantity: row.requestedQuantity, quantity: row.quantity,
				...side(row.fromStockPointId, row.fromStockLocationId, 'from'), ...side(row.toStockPointId, row.toStockLocationId, 'to'),
			};
		}),
	};
}

/** The entry of a transfer in the list of manual documents (/deliveries-v1). @param {Transfer} transfer */
const transferListItem = (transfer) => ({
	date: transfer.transferDate, deliveryId: Number(transfer.id), entityId: transfer.id, note: transfer.note ?? '',
	released: transfer.released, type: 'StockTransfer', voided: transfer.voided,
});

/** The from places' lines of the rows. @param {Transfer} transfer */
const fromLines = (transfer) =>
	transfer.rows.map((r) => ({ itemId: r.itemId, stockPointId: r.fromStockPointId, stockLocationId: r.fromStockLocationId, rowId: r.rowNum, quantity: r.requestedQuantity }));

/** An unreleased, unvoided transfer reserves its rows at their from places. @param {WarehouseState} ws @param {Transfer} transfer */
const syncReservations = (ws, transfer) => reserve(ws, sourceOf(transfer), transfer.released || transfer.voided ? [] : fromLines(transfer));

/** @param {WarehouseState} ws @param {Transfer} transfer */
function release(ws, transfer) {
	if (transfer.released) return;
	checkReleasable(ws, { voided: transfer.voided, released: transfer.released, date: transfer.transferDate }, nameOf(transfer));
	const from = fromLines(transfer);
	const short = shortages(ws, from);
	if (short.length > 0) {
		const s = short[0];
		throw badRequest('insufficient_stock', `${nameOf(transfer)} would move ${s.wanted} of item ${s.itemId} but only ${s.inStock} is in stock at that stock location.`);
	}
	postMovements(ws, sourceOf(transfer), transfer.transferDate, [
		...from.map((line) => ({ ...line, quantity: -line.quantity })),
		...transfer.rows.map((r) => ({ itemId: r.itemId, stockPointId: r.toStockPointId, stockLocationId: r.toStockLocationId, quantity: r.requestedQuantity })),
	]);
	for (const row of transfer.rows) row.quantity = row.requestedQuantity;
	transfer.released = true;
	syncReservations(ws, transfer);
}

/** @param {WarehouseState} ws @param {Transfer} transfer */
function voidTransfer(ws, transfer) {
	if (transfer.voided) throw badRequest('document_is_voided', `${nameOf(transfer)} is already voided.`);
	if (transfer.released) throw badRequest('cannot_modify_released_document', `${nameOf(transfer)} is released; a released stock transfer cannot be voided.`);
	transfer.voided = true;
	syncReservations(ws, transfer);
}

/** @param {any} r warehouse route group (guarded) */
function registerStockTransferRoutes(r) {
	/** @param {any} ctx @returns {Transfer} */
	const existing = (ctx) => {
		const raw = ctx.params.id;
		if (!/^\d{1,18}$/.test(raw)) throw invalidParameter(`The stock transfer id must be a whole number: ${raw}`);
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const transfer = ws.stockTransfers.find((t) => t.id === String(Number(raw)));
		if (!transfer) throw notFound(`Stock transfer ${raw} not found.`);
		return transfer;
	};

	r.post(BASE, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const p = parseBody(ws, await ctx.json());
		/** @type {Transfer} */
		const transfer = {
			id: String(ws.nextManualId++), transferDate: p.transferDate ?? today(ws), ...(p.note !== undefined ? { note: p.note } : {}),
			released: false, voided: false, version: 1, rows: p.rows,
		};
		ws.stockTransfers.push(transfer);
		syncReservations(ws, transfer);
		return { status: 201, json: render(ws, transfer) };
	});

	r.get(`${BASE}/:id`, (/** @type {any} */ ctx) => ({ status: 200, json: render(ctx.tenant.warehouse, existing(ctx)) }));

	r.put(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const transfer = existing(ctx);
		if (transfer.voided) throw badRequest('document_is_voided', `${nameOf(transfer)} is voided and cannot be modified.`);
		if (transfer.released) throw badRequest('cannot_modify_released_document', `${nameOf(transfer)} is released and cannot be modified.`);
		const p = parseBody(ws, await ctx.json());
		if (p.version !== undefined && p.version !== transfer.version) {
			throw new WarehouseError(409, 'version_conflict', `${nameOf(transfer)} is at version ${transfer.version}, not ${p.version}: it was changed since it was read.`);
		}
		Object.assign(transfer, { transferDate: p.transferDate ?? transfer.transferDate, rows: p.rows, version: transfer.version + 1 });
		if (p.note !== undefined) transfer.note = p.note;
		else delete transfer.note;
		syncReservations(ws, transfer);
		return { status: 200, json: render(ws, transfer) };
	});

	r.put(`${BASE}/:id/release`, (/** @type {any} */ ctx) => {
		release(ctx.tenant.warehouse, existing(ctx));
		return { status: 204 };
	});

	r.put(`${BASE}/:id/void`, (/** @type {any} */ ctx) => {
		// The OpenAPI takes `force` and says nothing of what it does for a transfer: read, and ignored.
		queryBool(ctx.query, 'force');
		voidTransfer(ctx.tenant.warehouse, existing(ctx));
		return { status: 204 };
	});
}

module.exports = { registerStockTransferRoutes, transferListItem };
