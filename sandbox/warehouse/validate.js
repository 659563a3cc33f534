// @ts-check
'use strict';

/**
 * Body and query checks of the warehouse API. Bodies follow the OpenAPI schemas: unknown fields
 * are refused (a misspelt field fails loudly instead of being dropped); `label` names the value
 * in messages, e.g. "rows[1].quantity".
 */

const { invalidRequest, invalidParameter } = require('./errors');
const { isDate } = require('../dates');

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);


/**
 * The body as an object whose keys are all in `allowed`.
 * @param {unknown} body @param {readonly string[]} allowed @param {string} label
 * @returns {Record<string, any>}
 */
function objectWith(body, allowed, label) {
	if (!isObject(body)) throw invalidRequest(`${label} must be a JSON object.`);
	for (const key of Object.keys(body)) {
		if (!allowed.includes(key)) throw invalidRequest(`${label} has an unknown field: ${key}.`);
	}
	return body;
}

/**
 * A string field; undefined (or null) when absent and not required.
 * @param {Record<string, any>} obj @param {string} field @param {string} label
 * @param {{ required?: boolean, min?: number, max?: number, pattern?: RegExp, patternText?: string }} [rules]
 * @returns {string | undefined}
 */
function str(obj, field, label, rules = {}) {
	const v = obj[field];
	if (v === undefined || v === null) {
		if (rules.required) throw invalidRequest(`${name(label, field)} is required.`);
		return undefined;
	}
	if (typeof v !== 'string') throw invalidRequest(`${name(label, field)} must be a string.`);
	const length = [...v].length;
	const { min = 0, max } = rules;
	if (rules.required && v.trim() === '') throw invalidRequest(`${name(label, field)} is required.`);
	if (length < min || (max !== undefined && length > max)) {
		throw invalidRequest(`${name(label, field)} must be ${max === undefined ? `at least ${min}` : `${min} to ${max}`} characters long.`);
	}
	if (rules.pattern && !rules.pattern.test(v)) throw invalidRequest(`${name(label, field)} must consist of ${rules.patternText}: ${v}`);
	return v;
}

/**
 * A number field.
 * @param {Record<string, any>} obj @param {string} field @param {string} label
 * @param {{ required?: boolean, min?: number, above?: number, integer?: boolean }} [rules]
 * @returns {number | undefined}
 */
function num(obj, field, label, rules = {}) {
	const v = obj[field];
	if (v === undefined || v === null) {
		if (rules.required) throw invalidRequest(`${name(label, field)} is required.`);
		return undefined;
	}
	if (typeof v !== 'number' || !Number.isFinite(v)) throw invalidRequest(`${name(label, field)} must be a number.`);
	if (rules.integer && !Number.isInteger(v)) throw invalidRequest(`${name(label, field)} must be a whole number.`);
	if (rules.min !== undefined && v < rules.min) throw invalidRequest(`${name(label, field)} must be at least ${rules.min}.`);
	if (rules.above !== undefined && v <= rules.above) throw invalidRequest(`${name(label, field)} must be greater than ${rules.above}.`);
	return v;
}

/** @param {Record<string, any>} obj @param {string} field @param {string} label @returns {boolean | undefined} */
function bool(obj, field, label) {
	const v = obj[field];
	if (v === undefined || v === null) return undefined;
	if (typeof v !== 'boolean') throw invalidRequest(`${name(label, field)} must be true or false.`);
	return v;
}

/** @param {Record<string, any>} obj @param {string} field @param {string} label @param {boolean} required */
function date(obj, field, label, required) {
	const v = str(obj, field, label, { required });
	if (v !== undefined && !isDate(v)) throw invalidRequest(`${name(label, field)} must be a date YYYY-MM-DD: ${v}`);
	return v;
}

/** @param {Record<string, any>} obj @param {string} field @param {string} label @returns {string | undefined} */
function uuid(obj, field, label) {
	const v = str(obj, field, label);
	if (v !== undefined && !UUID_RE.test(v)) throw invalidRequest(`${name(label, field)} must be a UUID: ${v}`);
	return v;
}

/** @param {string} label @param {string} field */
const name = (label, field) => (label === 'body' ? field : `${label}.${field}`);

// --- query -----------------------------------------------------------------------------------

/**
 * Every value of a query parameter (name case-insensitive), repeated keys and comma-separated
 * values alike, trimmed, empty ones dropped; undefined when the parameter is absent.
 * @param {URL} url @param {string} param @returns {string[] | undefined}
 */
function queryList(url, param) {
	const wanted = param.toLowerCase();
	/** @type {string[] | undefined} */
	let out;
	for (const [k, v] of url.searchParams) {
		if (k.toLowerCase() !== wanted) continue;
		out = out || [];
		for (const part of v.split(',')) if (part.trim() !== '') out.push(part.trim());
	}
	return out;
}

/**
 * One of `values` (compared case-insensitively; the canonical spelling is returned).
 * @template {string} T
 * @param {(name: string) => string | undefined} query @param {string} param @param {readonly T[]} values @param {T} fallback
 * @returns {T}
 */
function queryEnum(query, param, values, fallback) {
	const raw = query(param);
	if (raw === undefined || raw === '') return fallback;
	const found = values.find((v) => v.toLowerCase() === raw.toLowerCase());
	if (!found) throw invalidParameter(`${param} must be one of ${values.join(', ')}: ${raw}`);
	return found;
}

/** @param {(name: string) => string | undefined} query @param {string} param */
function queryBool(query, param) {
	const raw = query(param);
	if (raw === undefined || raw === '') return false;
	if (raw !== 'true' && raw !== 'false') throw invalidParameter(`${param} must be true or false: ${raw}`);
	return raw === 'true';
}

/** @param {(name: string) => string | undefined} query @param {string} param */
function queryDate(query, param) {
	const raw = query(param);
	if (raw === undefined || raw === '') return undefined;
	if (!isDate(raw)) throw invalidParameter(`${param} must be a date YYYY-MM-DD: ${raw}`);
	return raw;
}

module.exports = { UUID_RE, objectWith, str, num, bool, date, uuid, queryList, queryEnum, queryBool, queryDate };
