// @ts-check
'use strict';

const { queryInt } = require('./validate');

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;

/**
 * Classic list paging: `page` (from 1), `limit` (1–500, default 100) and `offset` (records
 * skipped before paging). Page p holds records offset + (p-1)*limit … + limit.
 * MetaInformation: @TotalResources = records after the offset; @TotalPages = their pages;
 * @CurrentPage = p. A page beyond the last is empty. As recorded from the real Fortnox: an empty
 * list answers @TotalPages 0, and an offset past the end @TotalResources 0.
 *
 * @template T
 * @param {T[]} items
 * @param {(name: string) => string | undefined} query
 * @returns {{ meta: { '@TotalResources': number, '@TotalPages': number, '@CurrentPage': number }, items: T[] }}
 */
function paginate(items, query) {
	const page = queryInt(query('page'), 'page', 1, { min: 1 });
	const limit = queryInt(query('limit'), 'limit', DEFAULT_LIMIT, { min: 1, max: MAX_LIMIT });
	const offset = queryInt(query('offset'), 'offset', 0);
	const remaining = Math.max(0, items.length - offset);
	const start = offset + (page - 1) * limit;
	return {
		meta: {
			'@TotalResources': remaining,
			'@TotalPages': Math.ceil(remaining / limit),
			'@CurrentPage': page,
		},
		items: items.slice(start, start + limit),
	};
}

module.exports = { paginate, DEFAULT_LIMIT, MAX_LIMIT };
