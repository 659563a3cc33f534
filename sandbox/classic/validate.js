// @ts-check
'use strict';

const { badRequest, CODES } = require('../errors');

/**
 * Unwraps {"<Key>": {...}} (e.g. {"Label": {...}}).
 * @param {unknown} body
 * @param {string} key
 * @returns {Record<string, unknown>}
 */
function unwrap(body, key) {
	const inner = isObject(body) ? body[key] : undefined;
	if (!isObject(inner)) throw badRequest(CODES.BAD_WRAPPER, 'Ingen eller felaktig typ av data.');
	return inner;
}

/**
 * The fields of a PUT's {"<Key>": {...}}, less those sent as "": the real Fortnox keeps a value sent
 * empty (recorded: an invoice PUT with Comments or Country "" left them as they were).
 * @param {unknown} body
 * @param {string} key
 * @returns {Record<string, unknown>}
 */
function unwrapUpdate(body, key) {
	return Object.fromEntries(Object.entries(unwrap(body, key)).filter(([, value]) => value !== ''));
}

/**
 * Rejects unknown fields; returns the object without the ignored (read-only) ones.
 * @param {Record<string, unknown>} obj
 * @param {string[]} writable
 * @param {string[]} ignored
 * @param {string} [prefix] names a nested object's field in the message ("DefaultTemplates.")
 */
function onlyFields(obj, writable, ignored, prefix = '') {
	/** @type {Record<string, unknown>} */
	const out = {};
	for (const [k, v] of Object.entries(obj)) {
		if (ignored.includes(k)) continue;
		if (!writable.includes(k)) throw badRequest(CODES.UNKNOWN_FIELD, `Felaktigt fältnamn (${prefix}${k})`);
		out[k] = v;
	}
	return out;
}

/**
 * A string field. null/undefined are returned as-is (callers decide).
 * @param {string} field
 * @param {unknown} value
 * @param {{ max?: number, required?: boolean }} [rules]
 * @returns {string}
 */
function stringValue(field, value, { max, required = false } = {}) {
	if (typeof value !== 'string') {
		if (value == null && !required) return '';
		if (value == null) throw badRequest(CODES.REQUIRED, `${field} is required.`);
		throw badRequest(CODES.NOT_STRING, `${field} must be a string.`);
	}
	if (required && value.trim() === '') throw badRequest(CODES.REQUIRED, `${field} is required.`);
	if (max !== undefined && [...value].length > max) {
		throw badRequest(CODES.TOO_LONG, `${field} is too long (max ${max} characters).`);
	}
	return value;
}

/**
 * An integer given as a JSON number or a string of digits.
 * @param {string} field @param {unknown} value @returns {number}
 */
function integerValue(field, value) {
	if (typeof value === 'number' && Number.isInteger(value)) return value;
	if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
	throw badRequest(CODES.NOT_NUMERIC, `Värdet måste vara numeriskt (${String(value)})`);
}

/** @param {string} field @param {unknown} value @returns {number} */
function numberValue(field, value) {
	if (typeof value === 'number' && Number.isFinite(value)) return value;
	if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
	throw badRequest(CODES.NOT_NUMERIC, `Värdet måste vara numeriskt (${String(value)})`);
}

/** @param {string} field @param {unknown} value @returns {boolean} */
function booleanValue(field, value) {
	if (typeof value === 'boolean') return value;
	throw badRequest(CODES.NOT_BOOLEAN, `Värdet måste vara en boolean (${String(value)})`);
}

/** @param {string} field @param {unknown} value @param {string[]} allowed @returns {string} */
function enumValue(field, value, allowed) {
	if (typeof value === 'string' && allowed.includes(value)) return value;
	throw badRequest(CODES.NOT_ALLOWED_VALUE, `${field} must be one of ${allowed.join(', ')} (${String(value)}).`);
}

/**
 * An optional non-negative integer query parameter.
 * @param {string | undefined} raw @param {string} name @param {number} dflt
 * @param {{ min?: number, max?: number }} [range]
 */
function queryInt(raw, name, dflt, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
	if (raw === undefined || raw === '') return dflt;
	const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
	if (!(n >= min && n <= max)) {
		throw badRequest(CODES.INVALID_PARAMETER, `Invalid parameter ${name}: ${raw} (allowed ${min}–${max}).`);
	}
	return n;
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
function isObject(v) {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

module.exports = { unwrap, unwrapUpdate, onlyFields, stringValue, integerValue, numberValue, booleanValue, enumValue, queryInt };
