// @ts-check
'use strict';

/**
 * Stock points and their stock locations, below /api/warehouse/stockpoints-v1:
 *   GET    ''                     ?q=&state=ALL|ACTIVE|INACTIVE (default ACTIVE), no locations
 *   POST   ''                     → 201; 400 alreadyexists, duplicatestocklocations
 *   GET    /multi                 ?ids=<uuid,…>&state= (default ALL), no locations
 *   GET    /:idOrCode
 *   PUT    /:id                   the complete stock point, locations included
 *   DELETE /:id                   refused (stockpoint_in_use) while it has stock, reservations or document rows
 *   POST   /:id                   append locations (codes that exist are ignored) → 201, the added ones
 *   GET    /:idOrCode/stocklocations ?q=
 * Codes compare case-insensitively (MAIN and main are the same stock point).
 */

const { randomUUID } = require('node:crypto');
const { badRequest, notFound, invalidParameter, invalidRequest } = require('./errors');
const { UUID_RE, objectWith, str, bool, uuid, queryList, queryEnum } = require('./validate');
const { pagingParams, pagedReply } = require('./paging');
const { hasStock } = require('./ledger');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxStockPoint} StockPoint */
/** @typedef {import('./types').SandboxStockLocation} StockLocation */

const BASE = '/api/warehouse/stockpoints-v1';
const ADDRESS_FIELDS = /** @type {const} */ ([
	['deliveryName', 50], ['deliveryAddress', 50], ['deliveryAddress2', 50], ['deliveryZipCode', 10],
	['deliveryCity', 50], ['deliveryCountryCode', 3], ['deliveryPhone', 50],
]);
const POINT_FIELDS = ['id', 'code', 'name', 'active', 'usingCompanyAddress', 'stockLocations', ...ADDRESS_FIELDS.map(([f]) => f)];
const LOCATION_FIELDS = ['id', 'code', 'name', 'stockPointId'];
const STATES = /** @type {const} */ (['ALL', 'ACTIVE', 'INACTIVE']);

/** @param {string} a @param {string} b */
const sameCode = (a, b) => a.toLowerCase() === b.toLowerCase();

/**
 * @param {unknown} body @param {string} label
 * @returns {{ id?: string, code: string, name?: string }}
 */
function parseLocation(body, label) {
	const obj = objectWith(body, LOCATION_FIELDS, label);
	uuid(obj, 'stockPointId', label);
	return {
		id: uuid(obj, 'id', label),
		code: /** @type {string} */ (str(obj, 'code', label, { required: true, min: 1, max: 20 })),
		name: str(obj, 'name', label, { max: 25 }),
	};
}

/** @param {Array<{ code: string }>} locations */
function checkDuplicateLocations(locations) {
	const seen = new Set();
	for (const l of locations) {
		const key = l.code.toLowerCase();
		if (seen.has(key)) throw badRequest('duplicatestocklocations', `Two or more stock locations have the same code: ${l.code}.`);
		seen.add(key);
	}
}

/**
 * A stock point body (POST and PUT: the complete representation). Absent optional fields take
 * their defaults: active true, usingCompanyAddress true, no address, no locations.
 * @param {unknown} body
 */
function parseStockPoint(body) {
	const obj = objectWith(body, POINT_FIELDS, 'body');
	/** @type {Record<string, string>} */
	const address = {};
	for (const [field, max] of ADDRESS_FIELDS) {
		const v = str(obj, field, 'body', { max });
		if (v !== undefined) address[field] = v;
	}
	const rawLocations = obj.stockLocations ?? [];
	if (!Array.isArray(rawLocations)) throw invalidRequest('stockLocations must be an array.');
	const locations = rawLocations.map((l, i) => parseLocation(l, `stockLocations[${i}]`));
	checkDuplicateLocations(locations);
	return {
		id: uuid(obj, 'id', 'body'),
		code: /** @type {string} */ (str(obj, 'code', 'body', { required: true, min: 1, max: 10 })),
		name: /** @type {string} */ (str(obj, 'name', 'body', { required: true, min: 1, max: 25 })),
		active: bool(obj, 'active', 'body') ?? true,
		usingCompanyAddress: bool(obj, 'usingCompanyAddress', 'body') ?? true,
		address,
		locations,
	};
}

/** @param {WarehouseState} ws @param {string} code @param {string} [exceptId] */
function checkCodeFree(ws, code, exceptId) {
	for (const sp of ws.stockPoints) {
		if (sp.id !== exceptId && sameCode(sp.code, code)) throw badRequest('alreadyexists', `A stock point with code ${sp.code} already exists.`);
	}
}

/**
 * Creates a stock point from a body (also the JS API and the seed). Ids are assigned here.
 * @param {WarehouseState} ws @param {unknown} body @returns {StockPoint}
 */
function createStockPoint(ws, body) {
	const p = parseStockPoint(body);
	checkCodeFree(ws, p.code);
	const id = randomUUID();
	/** @type {StockPoint} */
	const sp = {
		id, code: p.code, name: p.name, active: p.active, usingCompanyAddress: p.usingCompanyAddress, ...p.address,
		stockLocations: p.locations.map((l) => newLocation(id, l)),
	};
	ws.stockPoints.push(sp);
	return sp;
}

/** @param {string} stockPointId @param {{ code: string, name?: string }} l @returns {StockLocation} */
function newLocation(stockPointId, l) {
	return { id: randomUUID(), code: l.code, ...(l.name !== undefined ? { name: l.name } : {}), stockPointId };
}

/** By id, else by code. @param {WarehouseState} ws @param {string} idOrCode */
function findStockPoint(ws, idOrCode) {
	const id = idOrCode.toLowerCase();
	return ws.stockPoints.find((sp) => sp.id === id) || ws.stockPoints.find((sp) => sameCode(sp.code, idOrCode));
}

/** @param {WarehouseState} ws @param {string} idOrCode */
function existingStockPoint(ws, idOrCode) {
	const sp = findStockPoint(ws, idOrCode);
	if (!sp) throw notFound(`Stock point not found: ${idOrCode}`);
	return sp;
}

/** A path id that must be a UUID. @param {WarehouseState} ws @param {string} id */
function stockPointByUuid(ws, id) {
	if (!UUID_RE.test(id)) throw invalidParameter(`The stock point id must be a UUID: ${id}`);
	const sp = ws.stockPoints.find((p) => p.id === id.toLowerCase());
	if (!sp) throw notFound(`Stock point not found: ${id}`);
	return sp;
}

/** Every document (purchase orders and incoming goods too) that names the stock point (and location) in its head or rows. @param {WarehouseState} ws @param {string} stockPointId @param {string} [stockLocationId] */
function referencedByDocument(ws, stockPointId, stockLocationId) {
	/** @type {Array<{ head: unknown, rows: Array<{ stockPointId: string, stockLocationId: string }> }>} */
	const docs = [...ws.customDocuments, ...ws.manualDocuments].map((d) => ({ head: d.head.stockPointId, rows: d.rows }));
	for (const d of [...ws.purchaseOrders, ...ws.incomingGoods]) docs.push({ head: d.stockPointId, rows: d.rows });
	for (const doc of docs) {
		if (stockLocationId === undefined && doc.head === stockPointId) return true;
		for (const row of doc.rows) {
			if (row.stockPointId === stockPointId && (stockLocationId === undefined || row.stockLocationId === stockLocationId)) return true;
		}
	}
	return false;
}

/** @param {WarehouseState} ws @param {string} stockPointId @param {string} [stockLocationId] */
const inUse = (ws, stockPointId, stockLocationId) =>
	hasStock(ws, stockPointId, stockLocationId) || referencedByDocument(ws, stockPointId, stockLocationId);

/**
 * The stock point and location a document row (or head) points at, by id or code; a missing
 * stock point falls back to `fallback` (head stock point, else the first active stock point),
 * a missing location to the first location of the stock point.
 * @param {WarehouseState} ws
 * @param {{ stockPointId?: string, stockPointCode?: string, stockLocationId?: string, stockLocationCode?: string }} ref
 * @param {string} label
 * @param {StockPoint} [fallback]
 * @returns {{ stockPoint: StockPoint, location: StockLocation }}
 */
function resolvePlace(ws, ref, label, fallback) {
	let stockPoint = resolveStockPoint(ws, ref, label);
	/** @type {StockLocation | undefined} */
	let location;
	if (ref.stockLocationId !== undefined) {
		const id = ref.stockLocationId.toLowerCase();
		const owner = stockPoint || ws.stockPoints.find((sp) => sp.stockLocations.some((l) => l.id === id));
		location = owner && owner.stockLocations.find((l) => l.id === id);
		if (!owner || !location) throw badRequest('unknown_stock_location', `${label}: stock location ${ref.stockLocationId} does not exist${stockPoint ? ` in stock point ${stockPoint.code}` : ''}.`);
		stockPoint = owner;
	}
	stockPoint = stockPoint || fallback || ws.stockPoints.find((sp) => sp.active);
	if (!stockPoint) throw badRequest('unknown_stock_point', `${label}: no stock point given and the company has no active stock point.`);
	if (ref.stockLocationCode !== undefined) {
		const code = ref.stockLocationCode;
		const byCode = stockPoint.stockLocations.find((l) => sameCode(l.code, code));
		if (!byCode || (location && location.id !== byCode.id)) {
			throw badRequest('unknown_stock_location', `${label}: stock location ${code} does not exist in stock point ${stockPoint.code}${location ? ' or is not the location of stockLocationId' : ''}.`);
		}
		location = byCode;
	}
	location = location || stockPoint.stockLocations[0];
	if (!location) throw badRequest('unknown_stock_location', `${label}: stock point ${stockPoint.code} has no stock locations.`);
	if (!stockPoint.active) throw badRequest('stockpoint_inactive', `${label}: stock point ${stockPoint.code} is inactive.`);
	return { stockPoint, location };
}

/**
 * @param {WarehouseState} ws @param {{ stockPointId?: string, stockPointCode?: string }} ref @param {string} label
 * @returns {StockPoint | undefined}
 */
function resolveStockPoint(ws, ref, label) {
	/** @type {StockPoint | undefined} */
	let sp;
	if (ref.stockPointId !== undefined) {
		const id = ref.stockPointId.toLowerCase();
		sp = ws.stockPoints.find((p) => p.id === id);
		if (!sp) throw badRequest('unknown_stock_point', `${label}: stock point ${ref.stockPointId} does not exist.`);
	}
	if (ref.stockPointCode !== undefined) {
		const code = ref.stockPointCode;
		const byCode = ws.stockPoints.find((p) => sameCode(p.code, code));
		if (!byCode) throw badRequest('unknown_stock_point', `${label}: stock point ${code} does not exist.`);
		if (sp && sp.id !== byCode.id) throw badRequest('unknown_stock_point', `${label}: stockPointId and stockPointCode name different stock points.`);
		sp = byCode;
	}
	return sp;
}

/** @param {StockPoint} sp @param {boolean} withLocations */
function renderStockPoint(sp, withLocations) {
	const { stockLocations, ...head } = sp;
	return withLocations ? { ...head, stockLocations: stockLocations.map((l) => ({ ...l })) } : head;
}

/** @param {StockPoint[]} list */
const byCode = (list) => [...list].sort((a, b) => a.code.localeCompare(b.code));

/** @param {string | undefined} q @param {{ code: string, name?: string }} x */
const matchesQ = (q, x) => !q || x.code.toLowerCase().includes(q.toLowerCase()) || (x.name ?? '').toLowerCase().includes(q.toLowerCase());

/** @param {'ALL' | 'ACTIVE' | 'INACTIVE'} state @param {StockPoint} sp */
const matchesState = (state, sp) => state === 'ALL' || (state === 'ACTIVE') === sp.active;

/** @param {any} r warehouse route group (guarded) */
function registerStockPointRoutes(r) {
	r.get(BASE, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const paging = pagingParams(ctx.query);
		const state = queryEnum(ctx.query, 'state', STATES, 'ACTIVE');
		const q = ctx.query('q');
		const list = byCode(ws.stockPoints).filter((sp) => matchesState(state, sp) && matchesQ(q, sp));
		return pagedReply(list.map((sp) => renderStockPoint(sp, false)), paging);
	});

	r.get(`${BASE}/multi`, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const paging = pagingParams(ctx.query);
		const state = queryEnum(ctx.query, 'state', STATES, 'ALL');
		const ids = queryList(ctx.url, 'ids');
		if (!ids || ids.length === 0) throw invalidParameter('ids is required: comma-separated stock point UUIDs.');
		const bad = ids.find((id) => !UUID_RE.test(id));
		if (bad) throw invalidParameter(`ids must be UUIDs: ${bad}`);
		const wanted = new Set(ids.map((id) => id.toLowerCase()));
		const list = byCode(ws.stockPoints).filter((sp) => wanted.has(sp.id) && matchesState(state, sp));
		return pagedReply(list.map((sp) => renderStockPoint(sp, false)), paging);
	});

	r.post(BASE, async (/** @type {any} */ ctx) => {
		const sp = createStockPoint(ctx.tenant.warehouse, await ctx.json());
		return { status: 201, json: renderStockPoint(sp, true) };
	});

	r.get(`${BASE}/:id`, (/** @type {any} */ ctx) => ({
		status: 200,
		json: renderStockPoint(existingStockPoint(ctx.tenant.warehouse, ctx.params.id), true),
	}));

	r.put(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const sp = stockPointByUuid(ws, ctx.params.id);
		const p = parseStockPoint(await ctx.json());
		if (p.id !== undefined && p.id.toLowerCase() !== sp.id) throw invalidRequest(`id ${p.id} in the body is not the stock point of the path (${sp.id}).`);
		checkCodeFree(ws, p.code, sp.id);
		// Locations keep their ids when matched by id, else by code; unmatched old ones are dropped.
		/** @type {StockLocation[]} */
		const locations = p.locations.map((l) => {
			const old = (l.id && sp.stockLocations.find((o) => o.id === l.id?.toLowerCase())) || sp.stockLocations.find((o) => sameCode(o.code, l.code));
			if (l.id && !old) throw badRequest('unknown_stock_location', `Stock location ${l.id} does not belong to stock point ${sp.code}.`);
			return old ? { id: old.id, code: l.code, ...(l.name !== undefined ? { name: l.name } : {}), stockPointId: sp.id } : newLocation(sp.id, l);
		});
		for (const old of sp.stockLocations) {
			if (!locations.some((l) => l.id === old.id) && inUse(ws, sp.id, old.id)) {
				throw badRequest('stocklocation_in_use', `Stock location ${old.code} is in use (stock, reservations or document rows) and cannot be removed.`);
			}
		}
		for (const [field] of ADDRESS_FIELDS) delete sp[field];
		Object.assign(sp, { code: p.code, name: p.name, active: p.active, usingCompanyAddress: p.usingCompanyAddress, ...p.address, stockLocations: locations });
		return { status: 200, json: renderStockPoint(sp, true) };
	});

	r.delete(`${BASE}/:id`, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const sp = stockPointByUuid(ws, ctx.params.id);
		if (inUse(ws, sp.id)) {
			throw badRequest('stockpoint_in_use', `Stock point ${sp.code} is in use (it has stock, reservations or document rows) and cannot be deleted.`);
		}
		ws.stockPoints.splice(ws.stockPoints.indexOf(sp), 1);
		return { status: 200, json: renderStockPoint(sp, true) };
	});

	r.post(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const sp = stockPointByUuid(ws, ctx.params.id);
		const body = await ctx.json();
		if (!Array.isArray(body)) throw invalidRequest('The body must be a JSON array of stock locations.');
		const parsed = body.map((l, i) => parseLocation(l, `[${i}]`));
		checkDuplicateLocations(parsed);
		const added = parsed.filter((l) => !sp.stockLocations.some((o) => sameCode(o.code, l.code))).map((l) => newLocation(sp.id, l));
		sp.stockLocations.push(...added);
		return { status: 201, json: added };
	});

	r.get(`${BASE}/:id/stocklocations`, (/** @type {any} */ ctx) => {
		const paging = pagingParams(ctx.query);
		const sp = existingStockPoint(ctx.tenant.warehouse, ctx.params.id);
		const q = ctx.query('q');
		return pagedReply(sp.stockLocations.filter((l) => matchesQ(q, l)).map((l) => ({ ...l })), paging);
	});
}

module.exports = { registerStockPointRoutes, createStockPoint, findStockPoint, renderStockPoint, resolvePlace, resolveStockPoint };
