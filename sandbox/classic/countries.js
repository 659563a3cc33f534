// @ts-check
'use strict';

/**
 * The countries a record's `Country` and `CountryCode` may name. Fortnox checks them against its
 * own list (ISO 3166 codes, Swedish and English names; accodeing/fortnox-api issue #153 prints it);
 * the sandbox's list is the ISO 3166-1 alpha-2 codes and their Swedish and English names from the
 * ICU data Node carries (Intl.DisplayNames), case-insensitive, with the real service's departures
 * that were seen:
 * - accepted: the ISO-style English names recorded on invoices ("Holy See (Vatican City State)",
 *   "Virgin Islands, U.S."; test/fidelity/recorded.json) and Fortnox's Swedish "Burma" (issue #153);
 * - refused: "South Korea" (recorded, 400 2000919 "Ogiltigt land: South Korea"), "Sweden" and
 *   "Czechia" (softwerkab/fortnox-csharp-api-sdk issue #242: Fortnox wants "Sverige" and
 *   "Czech Republic").
 * Anything else the real list has and ICU's lacks (or the other way round) is a difference.
 */

const { badRequest, CODES } = require('../errors');

/** Codes Intl knows that are not countries: reserved, pseudo and grouping regions. */
const NOT_COUNTRIES = new Set(['AC', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);
const EXTRA_NAMES = ['Holy See (Vatican City State)', 'Virgin Islands, U.S.', 'Burma', 'Czech Republic'];
const REFUSED_NAMES = new Set(['south korea', 'sweden', 'czechia']);

/** @returns {{ codes: Set<string>, names: Set<string> }} */
function buildList() {
	const sv = new Intl.DisplayNames(['sv'], { type: 'region', fallback: 'none' });
	const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
	const codes = new Set();
	const names = new Set(EXTRA_NAMES.map((n) => n.toLowerCase()));
	const A = 'A'.charCodeAt(0);
	for (let i = 0; i < 26; i++) {
		for (let j = 0; j < 26; j++) {
			const code = String.fromCharCode(A + i, A + j);
			if (NOT_COUNTRIES.has(code)) continue;
			let swedish;
			try {
				swedish = sv.of(code);
			} catch {
				continue;
			}
			if (!swedish) continue;
			codes.add(code);
			names.add(swedish.toLowerCase());
			const english = en.of(code);
			if (english) names.add(english.toLowerCase());
		}
	}
	for (const refused of REFUSED_NAMES) names.delete(refused);
	return { codes, names };
}

const LIST = buildList();

/** @param {string} value @returns {boolean} */
const isCountryCode = (value) => LIST.codes.has(value.trim().toUpperCase());

/** A country name or an ISO code. @param {string} value @returns {boolean} */
const isCountry = (value) => isCountryCode(value) || LIST.names.has(value.trim().toLowerCase());

/** `Country`: 400 2000919 as recorded. @param {string} _name @param {string} value */
function checkCountry(_name, value) {
	if (!isCountry(value)) throw badRequest(CODES.COUNTRY_INVALID, `Ogiltigt land: ${value}`);
}

/**
 * `CountryCode`: the text as seen ("Ogiltig landskod: SVERIGE", accodeing/fortnox-api issue #179),
 * which gives no code; 2000919, the Country one's, by analogy.
 * @param {string} _name @param {string} value
 */
function checkCountryCode(_name, value) {
	if (!isCountryCode(value)) throw badRequest(CODES.COUNTRY_INVALID, `Ogiltig landskod: ${value}`);
}

module.exports = { isCountry, isCountryCode, checkCountry, checkCountryCode };
