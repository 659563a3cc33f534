// @ts-check
'use strict';

/** Amounts and check digits as Fortnox's sales documents use them (dates: ../dates.js). */

/**
 * Rounds half away from zero, so a credit invoice rounds exactly as its original; the nudge
 * absorbs binary noise (1.005 × 100 = 100.49999…). `|| 0` turns −0 into 0.
 * @param {number} value @param {number} [decimals]
 */
const round = (value, decimals = 2) => (Math.sign(value) * Math.round(Math.abs(value) * 10 ** decimals + 1e-7)) / 10 ** decimals || 0;

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

/** Quantities are strings in Fortnox's JSON, with as few decimals as they need ("1", "1.5"; recorded). @param {number} q */
const quantityText = (q) => String(q);

/** A row's contribution is a string with two decimals ("500.00"); more are kept as given. @param {number} v */
const amountText = (v) => (round(v) === v ? v.toFixed(2) : String(v));

module.exports = { round, luhn, ocr, quantityText, amountText };
