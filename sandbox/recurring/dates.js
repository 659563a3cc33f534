// @ts-check
'use strict';

/**
 * Calendar helpers for recurring contracts. Dates are 'YYYY-MM-DD' strings in UTC.
 * Anchors are the sandbox's own spelling: LAST_DAY (named by the spec) or DAY_1 … DAY_31.
 */

/** @param {number} year @param {number} monthIndex 0-based */
const daysInMonth = (year, monthIndex) => new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/** @param {string} date @returns {[number, number, number]} year, 0-based month, day */
function parts(date) {
	const [y, m, d] = date.split('-').map(Number);
	return [y, m - 1, d];
}

/** @param {number} y @param {number} mi @param {number} d */
const format = (y, mi, d) => new Date(Date.UTC(y, mi, d)).toISOString().slice(0, 10);

/** The anchor a date implies: its day of month, or LAST_DAY on the month's last day. @param {string} date */
function anchorOf(date) {
	const [y, mi, d] = parts(date);
	return d === daysInMonth(y, mi) ? 'LAST_DAY' : `DAY_${d}`;
}

/** @param {unknown} anchor */
function isAnchor(anchor) {
	if (anchor === 'LAST_DAY') return true;
	const m = typeof anchor === 'string' ? /^DAY_(\d{1,2})$/.exec(anchor) : null;
	return Boolean(m && +m[1] >= 1 && +m[1] <= 31);
}

/** `date` moved within its month to the day `anchor` names (clamped to the month's length). @param {string} date @param {string} anchor */
function applyAnchor(date, anchor) {
	const [y, mi] = parts(date);
	const last = daysInMonth(y, mi);
	const day = anchor === 'LAST_DAY' ? last : Math.min(Number(anchor.slice(4)), last);
	return format(y, mi, day);
}

/** `date` plus `months`, landing on the day `anchor` names. @param {string} date @param {number} months @param {string} anchor */
function addMonths(date, months, anchor) {
	const [y, mi] = parts(date);
	return applyAnchor(format(y, mi + months, 1), anchor);
}

/** Sandbox time (ms) at the end of the given day. @param {string} date */
const endOfDay = (date) => Date.parse(`${date}T00:00:00Z`) + 86400000;

module.exports = { anchorOf, isAnchor, applyAnchor, addMonths, endOfDay };
