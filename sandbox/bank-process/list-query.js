// @ts-check
'use strict';

/**
 * Order lists: limit (1–200, default 50), offset (>= 0, default 0), status (repeatable and/or
 * comma-separated), created_at_from/_to and updated_at_from/_to (dates, inclusive, compared by
 * the UTC date of the timestamp; a full ISO timestamp is cut to its date), sort (created_at,
 * updated_at, "-" for descending; default -created_at; ties keep creation order).
 * Answer: {limit, offset, orders, total_count}; total_count counts every match.
 */

const { problem } = require('./problem');
const { render } = require('./orders');

/** @typedef {import('./orders').OrderRecord} OrderRecord */

const SORTS = ['created_at', '-created_at', 'updated_at', '-updated_at'];
const MAX_LIMIT = 200;

/**
 * @param {URLSearchParams} params
 * @param {readonly string[]} statuses filter values allowed
 */
function parseListQuery(params, statuses) {
	const wanted = params.getAll('status').flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean);
	for (const s of wanted) {
		if (!statuses.includes(s)) throw problem(400, `Invalid status ${s}; allowed: ${statuses.join(', ')}.`);
	}
	const sort = params.get('sort') || '-created_at';
	if (!SORTS.includes(sort)) throw problem(400, `Invalid sort ${sort}; allowed: ${SORTS.join(', ')}.`);
	return {
		limit: intParam(params, 'limit', 50, 1, MAX_LIMIT),
		offset: intParam(params, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
		statuses: wanted.length > 0 ? new Set(wanted) : null,
		created: [dateParam(params, 'created_at_from'), dateParam(params, 'created_at_to')],
		updated: [dateParam(params, 'updated_at_from'), dateParam(params, 'updated_at_to')],
		sort,
	};
}

/**
 * @param {Iterable<OrderRecord>} records
 * @param {ReturnType<typeof parseListQuery>} q
 * @param {(r: OrderRecord) => boolean} [extra] a further filter
 */
function listOrders(records, q, extra = () => true) {
	const field = /** @type {'created_at' | 'updated_at'} */ (q.sort.replace(/^-/, ''));
	const dir = q.sort.startsWith('-') ? -1 : 1;
	const matching = [...records]
		.filter((r) => (!q.statuses || q.statuses.has(r.status)) && inRange(r.created_at, q.created) && inRange(r.updated_at, q.updated) && extra(r))
		.sort((a, b) => dir * (Date.parse(a[field]) - Date.parse(b[field])));
	return {
		limit: q.limit,
		offset: q.offset,
		orders: matching.slice(q.offset, q.offset + q.limit).map(render),
		total_count: matching.length,
	};
}

/** @param {string} ts ISO timestamp @param {Array<string | null>} range dates */
function inRange(ts, [from, to]) {
	const day = new Date(ts).toISOString().slice(0, 10);
	return (!from || day >= from) && (!to || day <= to);
}

/**
 * @param {URLSearchParams} params @param {string} name @param {number} dflt
 * @param {number} min @param {number} max
 */
function intParam(params, name, dflt, min, max) {
	const raw = params.get(name);
	if (raw === null || raw === '') return dflt;
	const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
	if (!(n >= min && n <= max)) {
		throw problem(400, `Invalid ${name} ${raw}; allowed: ${max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `${min} to ${max}`}.`);
	}
	return n;
}

/** @param {URLSearchParams} params @param {string} name @returns {string | null} YYYY-MM-DD */
function dateParam(params, name) {
	const raw = params.get(name);
	if (raw === null || raw === '') return null;
	const date = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? new Date(`${raw}T00:00:00Z`) : new Date(/T/.test(raw) ? raw : NaN);
	if (Number.isNaN(date.getTime()) || (raw.length === 10 && date.toISOString().slice(0, 10) !== raw)) {
		throw problem(400, `Invalid ${name} ${raw}; expected an ISO date such as 2026-03-14.`);
	}
	return date.toISOString().slice(0, 10);
}

module.exports = { parseListQuery, listOrders, MAX_LIMIT };
