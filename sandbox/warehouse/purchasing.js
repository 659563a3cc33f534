// @ts-check
'use strict';

/**
 * What purchase orders and incoming goods share: their numeric path ids, schema-driven head and
 * row fields, and the stock place of a row (by id or code, answered with ids, codes and names).
 */

const { invalidParameter, notFound } = require('./errors');
const { str, num, bool, date, uuid } = require('./validate');
const { resolvePlace } = require('./stock-points');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxStockPoint} StockPoint */

/**
 * One field of a schema: [name, type, rules]; `required`, `min` and `max` as in validate.js
 * (lengths for strings, values for numbers).
 * @typedef {[string, 'string' | 'number' | 'integer' | 'boolean' | 'date', { required?: boolean, min?: number, max?: number }]} FieldSpec
 */

/**
 * The fields of `specs` that `obj` holds, checked; absent and null ones are left out.
 * @param {Record<string, any>} obj @param {readonly FieldSpec[]} specs @param {string} label
 * @returns {Record<string, unknown>}
 */
function readFields(obj, specs, label) {
	/** @type {Record<string, unknown>} */
	const out = {};
	for (const [field, type, rules] of specs) {
		let v;
		if (type === 'string') v = str(obj, field, label, rules);
		else if (type === 'date') v = date(obj, field, label, Boolean(rules.required));
		else if (type === 'boolean') v = bool(obj, field, label);
		else v = num(obj, field, label, { required: rules.required, min: rules.min, integer: type === 'integer' });
		if (v !== undefined) out[field] = v;
	}
	return out;
}

/**
 * A numeric path id and the record it names.
 * @template {{ id: number }} T
 * @param {string} raw @param {T[]} list @param {string} what e.g. "Purchase order"
 * @returns {T}
 */
function byPathId(raw, list, what) {
	if (!/^\d{1,18}$/.test(raw)) throw invalidParameter(`The ${what.toLowerCase()} id must be a whole number: ${raw}`);
	const found = list.find((x) => x.id === Number(raw));
	if (!found) throw notFound(`${what} ${raw} not found.`);
	return found;
}

/**
 * An optional int64 query parameter.
 * @param {(name: string) => string | undefined} query @param {string} param @returns {number | undefined}
 */
function queryId(query, param) {
	const raw = query(param);
	if (raw === undefined || raw === '') return undefined;
	if (!/^\d{1,18}$/.test(raw)) throw invalidParameter(`${param} must be a whole number: ${raw}`);
	return Number(raw);
}

const PLACE_FIELDS = ['stockPointId', 'stockPointCode', 'stockPointName', 'stockLocationId', 'stockLocationCode', 'stockLocationName'];

/**
 * The stock place a row names (names are read-only); a row naming none takes `fallbackRef`
 * (e.g. the purchase order row it receives), else the head stock point, else the company's first.
 * @param {WarehouseState} ws @param {Record<string, any>} obj @param {string} label
 * @param {StockPoint | undefined} headPoint
 * @param {{ stockPointId: string, stockLocationId: string }} [fallbackRef]
 */
function parsePlace(ws, obj, label, headPoint, fallbackRef) {
	const ref = {
		stockPointId: uuid(obj, 'stockPointId', label),
		stockPointCode: str(obj, 'stockPointCode', label),
		stockLocationId: uuid(obj, 'stockLocationId', label),
		stockLocationCode: str(obj, 'stockLocationCode', label),
	};
	const named = Object.values(ref).some((v) => v !== undefined);
	const { stockPoint, location } = resolvePlace(ws, named || !fallbackRef ? ref : fallbackRef, label, headPoint);
	return { stockPointId: stockPoint.id, stockLocationId: location.id };
}

/** @param {WarehouseState} ws @param {{ stockPointId: string, stockLocationId: string }} row */
function renderPlace(ws, row) {
	const sp = ws.stockPoints.find((p) => p.id === row.stockPointId);
	const location = sp && sp.stockLocations.find((l) => l.id === row.stockLocationId);
	return {
		stockPointId: row.stockPointId,
		stockPointCode: sp?.code,
		stockPointName: sp?.name,
		stockLocationId: row.stockLocationId,
		stockLocationCode: location?.code,
		stockLocationName: location?.name,
	};
}

/** Case-insensitive "contains"; an absent needle matches everything. @param {string | undefined} needle @param {unknown} hay */
const contains = (needle, hay) => !needle || String(hay ?? '').toLowerCase().includes(needle.toLowerCase());

/** Money to two decimals. @param {number} n */
const money = (n) => Math.round(n * 100) / 100;

module.exports = { readFields, byPathId, queryId, PLACE_FIELDS, parsePlace, renderPlace, contains, money };
