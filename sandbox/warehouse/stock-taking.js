// @ts-check
'use strict';

/**
 * Stock taking, below /api/warehouse/stocktaking-v1:
 *   GET  ''                  ?state=all|planning|started|completed|voided (default all)&itemId=  (without rows)
 *   POST ''                  → 201; state becomes planning; usingStockPoints from the tenant setting
 *   GET, PUT, DELETE /:id    PUT sets the head fields to the supplied values and updates existing
 *                            rows; DELETE (204) only in planning or started
 *   PUT  /:id/release        → 204: started only; corrects stock as of the date; state completed
 *   PUT  /:id/void           → 204: planning/started → voided; completed → 400 (the OpenAPI: may not be voided)
 *   GET, POST, DELETE /:id/rows   GET with filters, sort, stateFilter, startingRowNo/ItemId;
 *                                 POST adds rows (204; existing ones are left as they are);
 *                                 DELETE by filter → 200 with the number deleted
 *   POST /:id/addrows        by filter → 201 with the number added
 *   GET  /:id/candidates     combinations of item, stock point and location not yet added
 *   DELETE /:id/rows/:rowId  → 200 with 1
 * Rows are per item × stock point × location (usingStockPoints) or per item × location.
 * Candidates come from the stock ledger: every item × stock point × location that has a ledger
 * (stock movements or reservations) at an existing location.
 */

const { randomUUID } = require('node:crypto');
const { badRequest, invalidRequest, invalidParameter, notFound } = require('./errors');
const { objectWith, str, num, date, uuid, queryList, queryEnum, queryBool, queryDate } = require('./validate');
const { pagingParams, pagedReply } = require('./paging');
const { resolvePlace } = require('./stock-points');
const { postMovements, balance, sum } = require('./ledger');
const { checkReleasable } = require('./documents');
const { today } = require('./state');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxStockTaking} StockTaking */
/** @typedef {import('./types').SandboxStockTakingRow} Row */
/** @typedef {{ itemId: string, stockPointId: string, stockLocationId: string }} Place */
/** @typedef {Place & { total: number, row?: Row }} View a row or candidate with its stock as of the date */

const BASE = '/api/warehouse/stocktaking-v1';
const HEAD_FIELDS = ['costCenterCode', 'date', 'id', 'name', 'projectId', 'responsible', 'rows', 'sortParams', 'sortingId', 'state', 'usingStockPoints'];
const ROW_FIELDS = ['countedBy', 'currentRowNo', 'hasPostReleaseStockChanges', 'id', 'itemId', 'stockLocationId', 'stockPointId',
	'stockTakenQuantity', 'stockTakingId', 'stockTakingRowId', 'totalQuantityInStock'];
const SORT_PARAM_FIELDS = ['primarySort', 'primarySortOrder', 'secondarySort', 'secondarySortOrder'];
const STATES = /** @type {const} */ (['planning', 'started', 'completed', 'voided']);
const ROW_STATES = /** @type {const} */ (['all', 'notStockTaken', 'stockTakenNoDeviation', 'stockTakenWithDeviation']);
const ORDERS = /** @type {const} */ (['asc', 'desc']);

/** Sort keys of rows: what secondarysortby and sortParams may name. @type {Record<string, (ws: WarehouseState, v: View) => string | number | null>} */
const SORT_KEYS = {
	itemId: (_ws, v) => v.itemId,
	itemDescription: (ws, v) => ws.items.find((i) => i.itemId === v.itemId)?.description ?? '',
	stockPointCode: (ws, v) => ws.stockPoints.find((p) => p.id === v.stockPointId)?.code ?? '',
	stockLocationCode: (ws, v) => ws.stockPoints.flatMap((p) => p.stockLocations).find((l) => l.id === v.stockLocationId)?.code ?? '',
	stockTakenQuantity: (_ws, v) => v.row?.stockTakenQuantity ?? null,
	totalQuantityInStock: (_ws, v) => v.total,
	countedBy: (_ws, v) => v.row?.countedBy ?? null,
};

/** @param {StockTaking} st */
const name = (st) => `Stock taking ${st.id}`;
/** @param {StockTaking} st @returns {import('./types').SandboxStockSource} */
const sourceOf = (st) => ({ kind: 'stockTaking', id: String(st.id) });
/** The identity of a row. @param {StockTaking} st @param {Place} p */
const keyOf = (st, p) => (st.usingStockPoints ? `${p.itemId}|${p.stockPointId}|${p.stockLocationId}` : `${p.itemId}|${p.stockLocationId}`);
/** @param {WarehouseState} ws @param {StockTaking} st */
const asOfDate = (ws, st) => st.date ?? today(ws);

/** @param {WarehouseState} ws @param {StockTaking} st @param {Place} p */
const stockAsOf = (ws, st, p) => balance(ws, { itemId: p.itemId, stockPointId: p.stockPointId, stockLocationId: p.stockLocationId, asOf: asOfDate(ws, st) }).inStock;

/** @param {WarehouseState} ws @param {StockTaking} st @param {Row} row @returns {View} */
const rowView = (ws, st, row) => ({ itemId: row.itemId, stockPointId: row.stockPointId, stockLocationId: row.stockLocationId, total: row.releasedQuantityInStock ?? stockAsOf(ws, st, row), row });

// --- bodies -----------------------------------------------------------------------------------

/** @param {unknown} raw */
function parseSortParams(raw) {
	if (raw === undefined || raw === null) return undefined;
	const obj = objectWith(raw, SORT_PARAM_FIELDS, 'sortParams');
	/** @type {Record<string, string>} */
	const out = {};
	for (const field of SORT_PARAM_FIELDS) {
		const v = str(obj, field, 'sortParams');
		if (v === undefined) continue;
		const allowed = field.endsWith('Order') ? ORDERS : Object.keys(SORT_KEYS);
		const found = allowed.find((a) => a.toLowerCase() === v.toLowerCase());
		if (!found) throw invalidRequest(`sortParams.${field} must be one of ${allowed.join(', ')}: ${v}`);
		out[field] = found;
	}
	return out;
}

/** The head of POST and PUT. @param {unknown} body */
function parseHead(body) {
	const obj = objectWith(body, HEAD_FIELDS, 'body');
	const state = str(obj, 'state', 'body', { required: true });
	if (!STATES.includes(/** @type {any} */ (state))) throw invalidRequest(`state must be one of ${STATES.join(', ')}: ${state}`);
	return {
		obj,
		bodyId: obj.id,
		state: /** @type {import('./types').SandboxStockTakingState} */ (state),
		head: {
			name: /** @type {string} */ (str(obj, 'name', 'body', { required: true, min: 1, max: 50 })),
			responsible: /** @type {string} */ (str(obj, 'responsible', 'body', { required: true, min: 1, max: 50 })),
			date: date(obj, 'date', 'body', false) ?? null,
			costCenterCode: str(obj, 'costCenterCode', 'body'),
			projectId: str(obj, 'projectId', 'body'),
			sortingId: num(obj, 'sortingId', 'body', { integer: true }),
			sortParams: parseSortParams(obj.sortParams),
		},
	};
}

/** @param {Record<string, any>} obj @param {string} field @param {string} label @returns {string} */
function requiredUuid(obj, field, label) {
	str(obj, field, label, { required: true });
	return /** @type {string} */ (uuid(obj, field, label));
}

/**
 * Rows of a body (PUT and POST /rows): itemId, stockPointId and stockLocationId required.
 * @param {unknown} raw @param {string} label
 */
function parseRows(raw, label) {
	if (!Array.isArray(raw)) throw invalidRequest(`${label} must be an array of rows.`);
	return raw.map((body, i) => {
		const l = `${label === 'body' ? '' : label}[${i}]`;
		const obj = objectWith(body, ROW_FIELDS, l);
		return {
			itemId: /** @type {string} */ (str(obj, 'itemId', l, { required: true, max: 50 })),
			stockPointId: requiredUuid(obj, 'stockPointId', l),
			stockLocationId: requiredUuid(obj, 'stockLocationId', l),
			countedBy: str(obj, 'countedBy', l, { max: 100 }) ?? null,
			stockTakenQuantity: num(obj, 'stockTakenQuantity', l, { min: 0 }) ?? null,
		};
	});
}

// --- states -----------------------------------------------------------------------------------

/** Rows and the head change only in planning or started. @param {StockTaking} st @param {string} what */
function checkOpen(st, what) {
	if (st.state === 'voided') throw badRequest('document_is_voided', `${name(st)} is voided; ${what}.`);
	if (st.state === 'completed') throw badRequest('cannot_modify_released_document', `${name(st)} is completed (released); ${what}.`);
}

/** @param {WarehouseState} ws @param {StockTaking} st */
function release(ws, st) {
	if (st.state === 'planning') throw badRequest('stock_taking_not_started', `${name(st)} is in planning; set the state to started (with a date) before releasing.`);
	const date = /** @type {string} */ (st.date);
	checkReleasable(ws, { voided: st.state === 'voided', released: st.state === 'completed', date }, name(st));
	const lines = [];
	for (const row of st.rows) {
		row.releasedQuantityInStock = stockAsOf(ws, st, row);
		if (row.stockTakenQuantity === null) continue;
		lines.push({ itemId: row.itemId, stockPointId: row.stockPointId, stockLocationId: row.stockLocationId, quantity: sum([row.stockTakenQuantity, -row.releasedQuantityInStock]) });
	}
	st.releasePosting = postMovements(ws, sourceOf(st), date, lines);
	st.state = 'completed';
}

/** @param {WarehouseState} ws @param {StockTaking} st */
function voidStockTaking(ws, st) {
	if (st.state === 'voided') throw badRequest('document_is_voided', `${name(st)} is already voided.`);
	// The OpenAPI: only planning and started can be voided; a completed stock taking may not be.
	if (st.state === 'completed') throw badRequest('cannot_modify_released_document', `${name(st)} is completed and may not be voided.`);
	st.state = 'voided';
}

/**
 * After release: a movement posted later than the release and dated on or before the stock
 * taking date changed the stock the count corrected.
 * @param {WarehouseState} ws @param {StockTaking} st @param {Row} row
 */
function hasPostReleaseChanges(ws, st, row) {
	const posting = st.releasePosting;
	if (posting === null || st.date === null) return false;
	const ledger = ws.ledgers.get(`${row.itemId}|${row.stockPointId}|${row.stockLocationId}`);
	const asOf = st.date;
	return Boolean(ledger && ledger.movements.some((m) => m.posting > posting && m.date <= asOf));
}

// --- filters ------------------------------------------------------------------------------------

/**
 * The filter of rows, candidates, add and delete by filter. `inbound`: which inbound option the
 * route takes ('exclude' for addrows, 'include' for candidates).
 * @param {any} ctx @param {WarehouseState} ws @param {'exclude' | 'include' | null} inbound
 * @returns {(v: View) => boolean}
 */
function parseFilter(ctx, ws, inbound) {
	/** @param {string} p */
	const list = (p) => {
		const values = queryList(ctx.url, p);
		return values && values.length > 0 ? values : undefined;
	};
	const itemIds = list('itemIds');
	const supplierNumbers = list('supplierNumbers');
	const stockPointIds = list('stockPointIds')?.map((s) => s.toLowerCase());
	const stockLocationIds = list('stockLocationIds')?.map((s) => s.toLowerCase());
	const transactionDate = queryDate(ctx.query, 'transactionDate');
	const itemIdSearch = ctx.query('itemIdSearch')?.toLowerCase();
	const descriptionSearch = ctx.query('itemDescriptionSearch')?.toLowerCase();
	const excludeZero = queryBool(ctx.query, 'excludeZeroBalanceItems');
	const excludeNonInbound = inbound === 'exclude' ? queryBool(ctx.query, 'excludeNonInboundItems')
		: inbound === 'include' ? !queryBool(ctx.query, 'includeNonInboundItems') : false;
	/** @param {View} v */
	const movements = (v) => ws.ledgers.get(`${v.itemId}|${v.stockPointId}|${v.stockLocationId}`)?.movements ?? [];
	return (v) => {
		const item = ws.items.find((i) => i.itemId === v.itemId);
		if (itemIds && !itemIds.includes(v.itemId)) return false;
		// An item's supplier is its usual one (Article.SupplierNumber); an item without one matches no supplier.
		if (supplierNumbers && !supplierNumbers.includes(item?.supplierNumber ?? '')) return false;
		if (stockPointIds && !stockPointIds.includes(v.stockPointId)) return false;
		if (stockLocationIds && !stockLocationIds.includes(v.stockLocationId)) return false;
		if (transactionDate && !movements(v).some((m) => m.date >= transactionDate)) return false;
		if (itemIdSearch && !v.itemId.toLowerCase().includes(itemIdSearch)) return false;
		const description = item?.description ?? '';
		if (descriptionSearch && !description.toLowerCase().includes(descriptionSearch)) return false;
		if (excludeZero && v.total === 0) return false;
		if (excludeNonInbound && !movements(v).some((m) => m.quantity > 0 && !m.reversal)) return false;
		return true;
	};
}

/**
 * Every ledger place (at a location that still exists) that has no row yet.
 * @param {WarehouseState} ws @param {StockTaking} st @returns {View[]}
 */
function candidates(ws, st) {
	const taken = new Set(st.rows.map((r) => keyOf(st, r)));
	const locations = new Set(ws.stockPoints.flatMap((p) => p.stockLocations.map((l) => l.id)));
	/** @type {Map<string, View>} */
	const found = new Map();
	for (const ledger of ws.ledgers.values()) {
		const key = keyOf(st, ledger);
		if (taken.has(key) || found.has(key) || !locations.has(ledger.stockLocationId)) continue;
		const place = { itemId: ledger.itemId, stockPointId: ledger.stockPointId, stockLocationId: ledger.stockLocationId };
		found.set(key, { ...place, total: stockAsOf(ws, st, place) });
	}
	return sorted(ws, [...found.values()], { primary: 'itemId', primaryOrder: 'asc' });
}

/** @param {string | number | null} a @param {string | number | null} b */
function compare(a, b) {
	if (a === b) return 0;
	if (a === null) return -1;
	if (b === null) return 1;
	if (typeof a === 'number' && typeof b === 'number') return a - b;
	return String(a).localeCompare(String(b), 'en', { numeric: true });
}

/**
 * Orders views by the primary and secondary sort, then stock point and location code, then as added.
 * @param {WarehouseState} ws @param {View[]} views
 * @param {{ primary: string, primaryOrder: string, secondary?: string, secondaryOrder?: string }} sort
 */
function sorted(ws, views, sort) {
	/** @type {Array<[string, number]>} */
	const keys = [[sort.primary, sort.primaryOrder === 'desc' ? -1 : 1]];
	if (sort.secondary) keys.push([sort.secondary, sort.secondaryOrder === 'desc' ? -1 : 1]);
	keys.push(['stockPointCode', 1], ['stockLocationCode', 1]);
	return views
		.map((v, i) => ({ v, i }))
		.sort((x, y) => {
			for (const [key, dir] of keys) {
				const c = compare(SORT_KEYS[key](ws, x.v), SORT_KEYS[key](ws, y.v));
				if (c !== 0) return c * dir;
			}
			return x.i - y.i;
		})
		.map(({ v }) => v);
}

/** @param {View} v */
function rowState(v) {
	const counted = v.row?.stockTakenQuantity ?? null;
	if (counted === null) return 'notStockTaken';
	return counted === v.total ? 'stockTakenNoDeviation' : 'stockTakenWithDeviation';
}

// --- answers ------------------------------------------------------------------------------------

/** @param {WarehouseState} ws @param {StockTaking} st @param {View} v @param {number} [rowNo] */
function renderRow(ws, st, v, rowNo) {
	const row = v.row;
	return {
		...(row ? { id: row.id, stockTakingRowId: row.id } : {}),
		stockTakingId: st.id,
		itemId: v.itemId,
		stockPointId: v.stockPointId,
		stockLocationId: v.stockLocationId,
		...(row ? { countedBy: row.countedBy, stockTakenQuantity: row.stockTakenQuantity } : {}),
		...(rowNo !== undefined ? { currentRowNo: rowNo } : {}),
		totalQuantityInStock: v.total,
		...(row ? { hasPostReleaseStockChanges: hasPostReleaseChanges(ws, st, row) } : {}),
	};
}

/** @param {StockTaking} st @param {{ secondary?: string, secondaryOrder?: string }} [override] */
function sortOf(st, override = {}) {
	const p = st.sortParams ?? {};
	return {
		primary: p.primarySort ?? 'itemId',
		primaryOrder: p.primarySortOrder ?? 'asc',
		secondary: override.secondary ?? p.secondarySort,
		secondaryOrder: override.secondaryOrder ?? p.secondarySortOrder,
	};
}

/** @param {WarehouseState} ws @param {StockTaking} st @param {boolean} withRows */
function render(ws, st, withRows) {
	/** @param {string} k @param {unknown} v */
	const opt = (k, v) => (v !== undefined && v !== null ? { [k]: v } : {});
	return {
		id: st.id,
		name: st.name,
		responsible: st.responsible,
		state: st.state,
		...opt('date', st.date),
		...opt('costCenterCode', st.costCenterCode),
		...opt('projectId', st.projectId),
		...opt('sortingId', st.sortingId),
		...opt('sortParams', st.sortParams),
		usingStockPoints: st.usingStockPoints,
		...(withRows ? { rows: sorted(ws, st.rows.map((r) => rowView(ws, st, r)), sortOf(st)).map((v, i) => renderRow(ws, st, v, i + 1)) } : {}),
	};
}

/** @param {any} ctx @returns {StockTaking} */
function existing(ctx) {
	const raw = ctx.params.id;
	if (!/^\d{1,18}$/.test(raw)) throw invalidParameter(`The stock taking id must be a whole number: ${raw}`);
	/** @type {WarehouseState} */
	const ws = ctx.tenant.warehouse;
	const st = ws.stockTakings.find((s) => s.id === Number(raw));
	if (!st) throw notFound(`Stock taking ${raw} not found.`);
	return st;
}

/**
 * A row for a place (checked: the item, the stock point, the location in it).
 * @param {WarehouseState} ws @param {Place & { countedBy?: string | null, stockTakenQuantity?: number | null }} p @param {string} label
 * @returns {Row}
 */
function newRow(ws, p, label) {
	if (!ws.items.some((i) => i.itemId === p.itemId)) throw badRequest('unknown_item', `${label}: item ${p.itemId} does not exist.`);
	const { stockPoint, location } = resolvePlace(ws, { stockPointId: p.stockPointId, stockLocationId: p.stockLocationId }, label);
	return {
		id: randomUUID(), itemId: p.itemId, stockPointId: stockPoint.id, stockLocationId: location.id,
		countedBy: p.countedBy ?? null, stockTakenQuantity: p.stockTakenQuantity ?? null, releasedQuantityInStock: null,
	};
}

/** @param {any} r warehouse route group (guarded) */
function registerStockTakingRoutes(r) {
	r.get(BASE, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const paging = pagingParams(ctx.query);
		const state = queryEnum(ctx.query, 'state', /** @type {const} */ (['all', ...STATES]), 'all');
		const itemId = ctx.query('itemId') || undefined;
		const list = ws.stockTakings
			.filter((st) => state === 'all' || st.state === state)
			.filter((st) => itemId === undefined || st.rows.some((row) => row.itemId === itemId));
		return pagedReply(list.map((st) => render(ws, st, false)), paging);
	});

	r.post(BASE, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const { obj, head } = parseHead(await ctx.json());
		if (Array.isArray(obj.rows) && obj.rows.length > 0) throw invalidRequest('rows cannot be given on create; add them with POST /stocktaking-v1/{id}/rows or /addrows.');
		/** @type {StockTaking} */
		const st = {
			id: ws.nextStockTakingId++, ...head, state: 'planning',
			usingStockPoints: ws.settings.stockTakingUsesStockPoints, rows: [], releasePosting: null,
		};
		dropUnset(st);
		ws.stockTakings.push(st);
		return { status: 201, json: render(ws, st, true) };
	});

	r.get(`${BASE}/:id`, (/** @type {any} */ ctx) => ({ status: 200, json: render(ctx.tenant.warehouse, existing(ctx), true) }));

	r.put(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const st = existing(ctx);
		checkOpen(st, 'it cannot be updated');
		const { obj, bodyId, state, head } = parseHead(await ctx.json());
		if (bodyId !== undefined && bodyId !== null && bodyId !== st.id) throw invalidRequest(`id ${bodyId} in the body is not the stock taking of the path (${st.id}).`);
		if (state === 'completed' || state === 'voided') {
			throw badRequest('state_not_allowed', `An update cannot set the state ${state}; use release or void.`);
		}
		if (state === 'started' && head.date === null) throw badRequest('date_required', 'A started stock taking needs a date.');
		const rows = obj.rows === undefined || obj.rows === null ? [] : parseRows(obj.rows, 'rows');
		Object.assign(st, head, { state });
		dropUnset(st);
		// Only rows that exist are updated; the counted fields take the supplied values (absent: null).
		for (const body of rows) {
			const row = st.rows.find((r) => keyOf(st, r) === keyOf(st, body));
			if (row) Object.assign(row, { countedBy: body.countedBy, stockTakenQuantity: body.stockTakenQuantity });
		}
		return { status: 200, json: render(ws, st, true) };
	});

	r.delete(`${BASE}/:id`, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const st = existing(ctx);
		checkOpen(st, 'only a stock taking in planning or started can be deleted');
		ws.stockTakings.splice(ws.stockTakings.indexOf(st), 1);
		return { status: 204 };
	});

	r.put(`${BASE}/:id/release`, (/** @type {any} */ ctx) => {
		release(ctx.tenant.warehouse, existing(ctx));
		return { status: 204 };
	});

	r.put(`${BASE}/:id/void`, (/** @type {any} */ ctx) => {
		voidStockTaking(ctx.tenant.warehouse, existing(ctx));
		return { status: 204 };
	});

	r.get(`${BASE}/:id/rows`, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const st = existing(ctx);
		const paging = pagingParams(ctx.query);
		const filter = parseFilter(ctx, ws, null);
		const secondary = ctx.query('secondarysortby') || undefined;
		const secondaryKey = secondary && Object.keys(SORT_KEYS).find((k) => k.toLowerCase() === secondary.toLowerCase());
		if (secondary && !secondaryKey) throw invalidParameter(`secondarysortby must be one of ${Object.keys(SORT_KEYS).join(', ')}: ${secondary}`);
		const order = ctx.query('secondaryorder') ? queryEnum(ctx.query, 'secondaryorder', ORDERS, 'asc') : undefined;
		const stateFilter = queryEnum(ctx.query, 'stateFilter', ROW_STATES, 'all');
		const rawRowNo = ctx.query('startingRowNo');
		if (rawRowNo !== undefined && rawRowNo !== '' && !/^\d{1,9}$/.test(rawRowNo)) throw invalidParameter(`startingRowNo must be a whole number: ${rawRowNo}`);
		const startingRowNo = rawRowNo ? Number(rawRowNo) : 1;
		const startingItemId = ctx.query('startingItemId') || undefined;
		// Row numbers follow this answer's order over all rows, before the filters.
		let numbered = sorted(ws, st.rows.map((row) => rowView(ws, st, row)), sortOf(st, { secondary: secondaryKey, secondaryOrder: order }))
			.map((v, i) => ({ v, rowNo: i + 1 }))
			.filter(({ v, rowNo }) => rowNo >= startingRowNo && filter(v) && (stateFilter === 'all' || rowState(v) === stateFilter));
		if (startingItemId !== undefined) {
			const first = numbered.findIndex(({ v }) => v.itemId === startingItemId);
			numbered = first < 0 ? [] : numbered.slice(first);
		}
		return pagedReply(numbered.map(({ v, rowNo }) => renderRow(ws, st, v, rowNo)), paging);
	});

	r.post(`${BASE}/:id/rows`, async (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const st = existing(ctx);
		checkOpen(st, 'rows cannot be added');
		const rows = parseRows(await ctx.json(), 'body').map((p, i) => newRow(ws, p, `[${i}]`));
		for (const row of rows) if (!st.rows.some((r) => keyOf(st, r) === keyOf(st, row))) st.rows.push(row);
		return { status: 204 };
	});

	r.delete(`${BASE}/:id/rows`, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const st = existing(ctx);
		const filter = parseFilter(ctx, ws, null);
		checkOpen(st, 'rows cannot be deleted');
		const keep = st.rows.filter((row) => !filter(rowView(ws, st, row)));
		const deleted = st.rows.length - keep.length;
		st.rows = keep;
		return { status: 200, json: deleted };
	});

	r.post(`${BASE}/:id/addrows`, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const st = existing(ctx);
		const filter = parseFilter(ctx, ws, 'exclude');
		checkOpen(st, 'rows cannot be added');
		const added = candidates(ws, st).filter(filter).map((v) => newRow(ws, v, 'candidate'));
		st.rows.push(...added);
		return { status: 201, json: added.length };
	});

	r.get(`${BASE}/:id/candidates`, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const st = existing(ctx);
		const paging = pagingParams(ctx.query);
		const filter = parseFilter(ctx, ws, 'include');
		return pagedReply(candidates(ws, st).filter(filter).map((v) => renderRow(ws, st, v)), paging);
	});

	r.delete(`${BASE}/:id/rows/:rowId`, (/** @type {any} */ ctx) => {
		const st = existing(ctx);
		const index = st.rows.findIndex((row) => row.id === ctx.params.rowId.toLowerCase());
		if (index < 0) throw notFound(`Row ${ctx.params.rowId} of ${name(st)} not found.`);
		checkOpen(st, 'rows cannot be deleted');
		st.rows.splice(index, 1);
		return { status: 200, json: 1 };
	});
}

/** Optional head fields that are unset are not stored. @param {StockTaking} st */
function dropUnset(st) {
	for (const k of /** @type {const} */ (['costCenterCode', 'projectId', 'sortingId', 'sortParams'])) if (st[k] === undefined) delete st[k];
}

/** JS API: whether new stock takings count per stock point (usingStockPoints). @param {WarehouseState} ws @param {boolean} on */
function setStockTakingUsesStockPoints(ws, on) {
	ws.settings.stockTakingUsesStockPoints = Boolean(on);
}

module.exports = { registerStockTakingRoutes, setStockTakingUsesStockPoints };
