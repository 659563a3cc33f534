// @ts-check
'use strict';

/**
 * The query of a classic /3/ list, as Fortnox's developer docs ("Parameters") describe it; one
 * piece for every list, each list naming its own parameters (from Fortnox's OpenAPI) in a ListSpec:
 * - a search parameter keeps the records whose field contains the value, ignoring case
 *   (Fortnox: `ILIKE '%value%'`);
 * - `filter` is one of the list's named filters; any other value is a 400;
 * - `lastmodified` (`YYYY-MM-DD HH:MM` or `YYYY-MM-DD`, Swedish time, minute-granular) keeps the
 *   records modified at or after that minute;
 * - `sortby` orders by one of the list's keys; `sortorder` is `ascending` (default) or
 *   `descending`, global in Fortnox, so without `sortby` it turns the list's own order round.
 * Filtering comes first, then paging, so MetaInformation counts the matching records.
 * An empty value counts as absent; parameters a list does not name are ignored.
 */

const { badRequest, CODES } = require('../errors');
const { isDate, stockholmTime } = require('../dates');
const { paginate } = require('./paging');

/**
 * @template T
 * @typedef {object} ListSpec
 * @property {Record<string, (record: T) => string>} [search]  search parameter → the field it searches
 * @property {Record<string, (value: string) => (record: T) => boolean>} [match]  other parameters:
 *   the value (a 400 when it is not valid) gives the test a record must pass
 * @property {Record<string, (record: T) => boolean>} [filters]  the `filter` values
 * @property {(record: T) => number} [modifiedAt]  ms since the epoch, sandbox clock; enables `lastmodified`
 * @property {Record<string, (record: T) => string | number>} [sortBy]  the `sortby` values → sort key
 */

// Fortnox is a Swedish service: lastmodified is a wall-clock time in Stockholm (../dates.js).
const LAST_MODIFIED = /^(\d{4}-\d{2}-\d{2})(?: ([01]\d|2[0-3]):([0-5]\d))?$/;
const ORDERS = ['ascending', 'descending'];
// Numbers inside strings sort as numbers (customer "9" before "10"), letters as in Swedish.
const COLLATOR = new Intl.Collator('sv', { numeric: true });

/**
 * Filters, sorts and pages a list.
 * @template T
 * @param {T[]} records in the list's own order
 * @param {(name: string) => string | undefined} query case-insensitive names
 * @param {ListSpec<T>} spec
 */
function listPage(records, query, spec) {
	/** @param {string} name */
	const param = (name) => (query(name) === '' ? undefined : query(name));
	const tests = [...searchTests(param, spec), ...matchTests(param, spec)];
	const filter = filterTest(param('filter'), spec.filters);
	if (filter) tests.push(filter);
	const since = param('lastmodified');
	const { modifiedAt } = spec;
	if (since !== undefined && modifiedAt) {
		const from = lastModified(since);
		tests.push((r) => stockholmTime(modifiedAt(r)) >= from);
	}
	const order = sorter(spec.sortBy ? param('sortby') : undefined, param('sortorder'), spec.sortBy ?? {});
	return paginate(order(records.filter((r) => tests.every((test) => test(r)))), query);
}

/** @template T @param {(name: string) => string | undefined} param @param {ListSpec<T>} spec */
function searchTests(param, spec) {
	/** @type {Array<(record: T) => boolean>} */
	const tests = [];
	for (const [name, field] of Object.entries(spec.search ?? {})) {
		const value = param(name);
		if (value !== undefined) tests.push((r) => fold(field(r)).includes(fold(value)));
	}
	return tests;
}

/** @template T @param {(name: string) => string | undefined} param @param {ListSpec<T>} spec */
function matchTests(param, spec) {
	return Object.entries(spec.match ?? {}).flatMap(([name, test]) => {
		const value = param(name);
		return value === undefined ? [] : [test(value)];
	});
}

/**
 * @template T
 * @param {string | undefined} value @param {Record<string, (record: T) => boolean> | undefined} filters
 */
function filterTest(value, filters) {
	if (value === undefined || !filters) return undefined;
	if (!Object.hasOwn(filters, value)) throw badRequest(CODES.INVALID_FILTER, 'Ett ogiltigt filter har använts.');
	return filters[value];
}

/** `lastmodified` as the Stockholm wall time it starts at, comparable with stockholmTime's. @param {string} raw */
function lastModified(raw) {
	const m = LAST_MODIFIED.exec(raw);
	if (!m || !isDate(m[1])) throw invalid('lastmodified', raw, ['YYYY-MM-DD HH:MM', 'YYYY-MM-DD']);
	return `${m[1]} ${m[2] ?? '00'}:${m[3] ?? '00'}`;
}

/**
 * @template T
 * @param {string | undefined} sortBy @param {string | undefined} sortOrder
 * @param {Record<string, (record: T) => string | number>} keys
 * @returns {(records: T[]) => T[]}
 */
function sorter(sortBy, sortOrder, keys) {
	if (sortBy !== undefined && !Object.hasOwn(keys, sortBy)) throw invalid('sortby', sortBy, Object.keys(keys));
	if (sortOrder !== undefined && !ORDERS.includes(sortOrder)) throw invalid('sortorder', sortOrder, ORDERS);
	const direction = sortOrder === 'descending' ? -1 : 1;
	if (sortBy === undefined) return direction === 1 ? (records) => records : (records) => [...records].reverse();
	const key = keys[sortBy];
	return (records) =>
		records
			.map((record) => ({ record, key: key(record) }))
			.sort((a, b) => direction * compare(a.key, b.key))
			.map((entry) => entry.record);
}

/** @param {string | number} a @param {string | number} b */
const compare = (a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : COLLATOR.compare(String(a), String(b)));

/** Case-insensitive, and the same text whether composed or not (Växjö typed either way). @param {string} s */
const fold = (s) => s.normalize('NFC').toLowerCase();

/** @param {string} name @param {string} value @param {string[]} allowed */
const invalid = (name, value, allowed) =>
	badRequest(CODES.INVALID_PARAMETER, `Invalid parameter ${name}: ${value} (allowed: ${allowed.join(', ')}).`);

/**
 * A `match` test for a parameter that is an integer equal to a field (accounts: `sru`).
 * @template T @param {string} name @param {(record: T) => number} field
 * @returns {(value: string) => (record: T) => boolean}
 */
const equalsInteger = (name, field) => (value) => {
	if (!/^\d+$/.test(value)) throw invalid(name, value, ['a whole number']);
	return (r) => field(r) === Number(value);
};

/**
 * A `match` test for a date that must lie in a record's range (financial years: `Date`).
 * @template T @param {string} name @param {(record: T) => [string, string]} range YYYY-MM-DD, both included
 * @returns {(value: string) => (record: T) => boolean}
 */
const dateWithin = (name, range) => (value) => {
	if (!isDate(value)) throw invalid(name, value, ['YYYY-MM-DD']);
	return (r) => {
		const [from, to] = range(r);
		return from <= value && value <= to;
	};
};

/**
 * The `filter` values of lists with an active flag (customers, articles).
 * @template T @param {(record: T) => boolean} active @returns {Record<string, (record: T) => boolean>}
 */
const activeFilters = (active) => ({ active, inactive: (r) => !active(r) });

module.exports = { listPage, equalsInteger, dateWithin, activeFilters };
