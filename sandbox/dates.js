// @ts-check
'use strict';

/**
 * Dates as Fortnox writes them. Fortnox is a Swedish service: its "today" and its `lastmodified`
 * are wall-clock values in Stockholm, not UTC.
 */

// sv-SE writes YYYY-MM-DD; the time is built from parts so no locale's punctuation matters.
const STOCKHOLM = new Intl.DateTimeFormat('sv-SE', {
	timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit',
	hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});
const STOCKHOLM_DATE = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A real calendar date written YYYY-MM-DD. @param {unknown} value @returns {value is string} */
function isDate(value) {
	if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const d = new Date(`${value}T00:00:00Z`);
	return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The Stockholm date (YYYY-MM-DD) of a time. @param {number | Date} ms */
const stockholmDate = (ms) => STOCKHOLM_DATE.format(ms);

/** `YYYY-MM-DD HH:MM:SS` in Stockholm. @param {number} ms */
function stockholmTime(ms) {
	const part = Object.fromEntries(STOCKHOLM.formatToParts(ms).map(({ type, value }) => [type, value]));
	return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** @param {string} date YYYY-MM-DD @param {number} days */
const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

module.exports = { isDate, stockholmDate, stockholmTime, addDays };
