// @ts-check
'use strict';

/** What every numbered or coded classic record shares: assigned numbers and numbers that never change. */

const { badRequest, CODES } = require('../errors');

/** @typedef {'nextCustomerNumber' | 'nextArticleNumber' | 'nextProjectNumber'} Series */

/**
 * The next number of a series that no record has yet (a number typed by hand is skipped, as in Fortnox).
 * @param {Record<Series, number>} tenant @param {Series} series @param {(number: string) => boolean} taken
 */
function nextNumber(tenant, series, taken) {
	let number;
	do number = String(tenant[series]++);
	while (taken(number));
	return number;
}

/**
 * A PUT may repeat the record's number or code but not change it (Fortnox: "you can not change the
 * number of an existing article").
 * @param {Record<string, unknown>} changes @param {string} key @param {string} current
 */
function keepNumber(changes, key, current) {
	if (key in changes && changes[key] !== current) {
		throw badRequest(CODES.NUMBER_CHANGE, `${key} cannot be changed (${current} → ${String(changes[key])}).`);
	}
}

module.exports = { nextNumber, keepNumber };
