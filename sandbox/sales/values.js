// @ts-check
'use strict';

/** Amounts, dates and check digits as Fortnox's sales documents use them. */

/**
 * Rounds half away from zero, so a credit invoice rounds exactly as its original; the nudge
 * absorbs binary noise (1.005 × 100 = 100.49999…). `|| 0` turns −0 into 0.
 * @param {number} value @param {number} [decimals]
 */
const round = (value, decimals = 2) => (Math.sign(value) * Math.round(Math.abs(value) * 10 ** decimals + 1e-7)) / 10 ** decimals || 0;

// Fortnox is a Swedish service: "today" is the date in Stockholm (sv-SE formats it YYYY-MM-DD).
const STOCKHOLM_DATE = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Stockholm date of a sandbox time. @param {number} ms */
const dateOf = (ms) => STOCKHOLM_DATE.format(ms);

/** @param {string} date YYYY-MM-DD @param {number} days */
const addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Luhn (modulus 10) check digit of a string of digits. @param {string} digits */
function luhn(digits) {
	let sum = 0;
	[...digits].reverse().forEach((d, i) => {
		const n = Number(d) * (i % 2 === 0 ? 2 : 1);
		sum += n > 9 ? n - 9 : n;
	});
	return String((10 - (sum % 10)) % 10);
}

/**
 * A Swedish OCR reference with length and check digit, as Fortnox makes from the invoice number
 * (invoice 1 → "133"): the number, the total length's last digit, the Luhn digit.
 * @param {string} number
 */
function ocr(number) {
	const withLength = number + String((number.length + 2) % 10);
	return withLength + luhn(withLength);
}

/** Quantities are strings in Fortnox's JSON ("2.00"); more decimals are kept as given. @param {number} q */
const quantityText = (q) => (round(q) === q ? q.toFixed(2) : String(q));

module.exports = { round, dateOf, addDays, luhn, ocr, quantityText };
