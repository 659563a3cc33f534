// @ts-check
'use strict';

/**
 * Paging of every warehouse list (a sandbox choice: the OpenAPI shows none). Optional `limit`
 * (1–500, default 100) and `offset` (≥ 0), so a client that sends neither still meets a long list
 * in pages. The answer is a bare JSON array with `X-Total-Count` = number of matching records
 * before paging.
 */

const { invalidParameter } = require('./errors');

const MAX_LIMIT = 500;
const DEFAULT_LIMIT = 100;

/**
 * @param {(name: string) => string | undefined} query @param {string} param
 * @param {{ min: number, max?: number }} range
 */
function intParam(query, param, { min, max }) {
	const raw = query(param);
	if (raw === undefined || raw === '') return undefined;
	const n = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
	if (!(n >= min) || (max !== undefined && n > max)) {
		throw invalidParameter(`${param} must be a whole number ${max === undefined ? `≥ ${min}` : `from ${min} to ${max}`}: ${raw}`);
	}
	return n;
}

/**
 * Checks paging parameters first (so a bad limit is a 400 even for an empty list).
 * @param {(name: string) => string | undefined} query
 */
function pagingParams(query) {
	const limit = intParam(query, 'limit', { min: 1, max: MAX_LIMIT }) ?? DEFAULT_LIMIT;
	const offset = intParam(query, 'offset', { min: 0 }) ?? 0;
	return { limit, offset };
}

/**
 * @param {unknown[]} records all matching records, in order
 * @param {{ limit: number, offset: number }} paging
 * @returns {import('../errors').Reply}
 */
function pagedReply(records, { limit, offset }) {
	const page = records.slice(offset, offset + limit);
	return { status: 200, headers: { 'X-Total-Count': String(records.length) }, json: page };
}

module.exports = { pagingParams, pagedReply };
