// @ts-check
'use strict';

/**
 * Option numbersAsStrings: every number in the records of a list answer becomes a string, as the
 * real Fortnox sends many of them ("0", "1": article quantities and prices, invoice CurrencyRate,
 * supplier invoice Total and Balance). Which fields it does that to varies by list and over time,
 * so this turns them all: a node that reads a list must work either way. Paging keys stay numbers.
 */

/** Keys of a list answer beside its records. */
const PAGING_KEYS = new Set(['MetaInformation', 'limit', 'offset', 'total_count']);

/** @param {unknown} value @returns {unknown} */
function stringified(value) {
	if (typeof value === 'number') return String(value);
	if (Array.isArray(value)) return value.map(stringified);
	if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, stringified(inner)]));
	return value;
}

/**
 * A list answer (a JSON array, or an object of record arrays and paging keys) with its records'
 * numbers as strings; any other answer as it is.
 * @param {unknown} json
 */
function listWithNumbersAsStrings(json) {
	if (Array.isArray(json)) return stringified(json);
	if (!json || typeof json !== 'object') return json;
	const entries = Object.entries(json);
	const isList = entries.some(([, value]) => Array.isArray(value)) && entries.every(([key, value]) => Array.isArray(value) || PAGING_KEYS.has(key));
	return isList ? Object.fromEntries(entries.map(([key, value]) => [key, Array.isArray(value) ? stringified(value) : value])) : json;
}

module.exports = { listWithNumbersAsStrings };
