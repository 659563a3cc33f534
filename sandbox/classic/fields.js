// @ts-check
'use strict';

/**
 * One way to read a classic body against a record's schema (its fields as Fortnox's OpenAPI types
 * and limits them) and to build and show records that carry every field:
 * - a field not in the schema → 400 naming it; read-only ones (`@url`, what Fortnox computes) are dropped;
 * - text: a string within maxLength (and minLength, for a non-empty value), one of the enum when
 *   there is one; dates `YYYY-MM-DD`; numbers (a numeric string too, as Fortnox reads them) within
 *   minimum/maximum, integers whole; booleans true/false; objects checked field by field;
 * - `null` puts an optional field back to its default, and so does `""` for text and dates
 *   (Fortnox shows unset fields as "" or null, and a client may send back what it read);
 * - a required field must be given when a record is created and may never be emptied.
 * A record holds every field: its default until given (text "", numbers null, booleans false
 * unless the schema table says otherwise). An update replaces the fields given, object fields one
 * level down, and leaves the others.
 */

const { badRequest, CODES } = require('../errors');
const { isDate } = require('../dates');
const { onlyFields, stringValue, integerValue, numberValue, booleanValue, enumValue } = require('./validate');

/**
 * @typedef {object} Field
 * @property {'string' | 'date' | 'number' | 'integer' | 'boolean' | 'object'} type
 * @property {number} [min] minLength
 * @property {number} [max] maxLength
 * @property {number} [minimum]
 * @property {number} [maximum]
 * @property {string[]} [enum]
 * @property {boolean} [required]
 * @property {unknown} [default]
 * @property {Schema} [fields] an object's fields
 * @property {(name: string, value: string) => void} [check] a text's further check (a country), throws its 400
 *
 * @typedef {Record<string, Field>} Schema
 */

/** @param {number} [max] @param {number} [min] @returns {Field} */
const text = (max, min) => ({ type: 'string', ...(max === undefined ? {} : { max }), ...(min === undefined ? {} : { min }) });
/** @param {string[]} values @param {string | null} [dflt] @returns {Field} */
const oneOf = (values, dflt = null) => ({ type: 'string', enum: values, default: dflt });
/** @param {number | null} [dflt] @returns {Field} */
const number = (dflt = null) => ({ type: 'number', default: dflt });
/** @param {number} [minimum] @param {number} [maximum] @param {number | null} [dflt] @returns {Field} */
const integer = (minimum, maximum, dflt = null) => ({ type: 'integer', minimum, maximum, default: dflt });
/** @param {boolean} [dflt] @returns {Field} */
const boolean = (dflt = false) => ({ type: 'boolean', default: dflt });
/** @type {Field} */
const date = { type: 'date' };
/** @param {Schema} fields @returns {Field} */
const object = (fields) => ({ type: 'object', fields });
/** @param {Field} field @returns {Field} */
const required = (field) => ({ ...field, required: true });
/** @param {Field} field @param {(name: string, value: string) => void} check @returns {Field} */
const checked = (field, check) => ({ ...field, check });
/** @param {Field} field @param {unknown} dflt @returns {Field} */
const withDefault = (field, dflt) => ({ ...field, default: dflt });

/** @param {Field} field @returns {unknown} */
function defaultOf(field) {
	if (field.type === 'object') return defaults(/** @type {Schema} */ (field.fields));
	if ('default' in field) return field.default;
	return field.type === 'string' || field.type === 'date' ? '' : null;
}

/** Every field at its default. @param {Schema} schema @returns {Record<string, unknown>} */
const defaults = (schema) => Object.fromEntries(Object.entries(schema).map(([name, field]) => [name, defaultOf(field)]));

/**
 * The fields of a body, checked and normalised; nothing is applied, so a refused body changes nothing.
 * @param {Record<string, unknown>} input the object inside the wrapper
 * @param {Schema} schema
 * @param {{ readOnly?: string[], creating: boolean }} options on create the required fields must be there
 * @returns {Record<string, unknown>}
 */
function readFields(input, schema, { readOnly = [], creating }) {
	return readObject(input, schema, readOnly, creating, '');
}

/**
 * @param {Record<string, unknown>} input @param {Schema} schema @param {string[]} readOnly
 * @param {boolean} creating @param {string} prefix names a nested field in messages ("DefaultTemplates.")
 */
function readObject(input, schema, readOnly, creating, prefix) {
	/** @type {Record<string, unknown>} */
	const out = {};
	const given = onlyFields(input, Object.keys(schema), readOnly, prefix);
	for (const [name, raw] of Object.entries(given)) out[name] = readValue(`${prefix}${name}`, schema[name], raw);
	if (creating) {
		const missing = Object.keys(schema).find((name) => schema[name].required && !(name in out));
		if (missing) throw badRequest(CODES.REQUIRED, `${prefix}${missing} is required.`);
	}
	return out;
}

/** @param {string} name @param {Field} field @param {unknown} raw @returns {unknown} */
function readValue(name, field, raw) {
	const isText = field.type === 'string' || field.type === 'date';
	if (raw === null || (raw === '' && isText)) {
		if (field.required) throw badRequest(CODES.REQUIRED, `${name} is required.`);
		return defaultOf(field);
	}
	switch (field.type) {
		case 'string': {
			const value = stringValue(name, raw, { max: field.max, required: field.required });
			if (field.min !== undefined && [...value].length < field.min) {
				throw badRequest(CODES.TOO_SHORT, `${name} is too short (min ${field.min} characters).`);
			}
			if (field.check) field.check(name, value);
			return field.enum ? enumValue(name, value, field.enum) : value;
		}
		case 'date':
			if (!isDate(raw)) throw badRequest(CODES.NOT_DATE, `${name} must be a date, YYYY-MM-DD (${String(raw)}).`);
			return raw;
		case 'number':
		case 'integer': {
			const value = field.type === 'integer' ? integerValue(name, raw) : numberValue(name, raw);
			if ((field.minimum !== undefined && value < field.minimum) || (field.maximum !== undefined && value > field.maximum)) {
				throw badRequest(CODES.OUT_OF_RANGE, `${name} must be between ${field.minimum ?? '-∞'} and ${field.maximum ?? '∞'} (${value}).`);
			}
			return value;
		}
		case 'boolean':
			return booleanValue(name, raw);
		default:
			if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(CODES.NOT_OBJECT, `${name} must be an object.`);
			return readObject(/** @type {Record<string, unknown>} */ (raw), /** @type {Schema} */ (field.fields), [], false, `${name}.`);
	}
}

/**
 * Applies read fields to a record: each replaces its field, an object's fields one level down.
 * @template {Record<string, unknown>} R
 * @param {R} record @param {Schema} schema @param {Record<string, unknown>} changes
 * @returns {R}
 */
function applyFields(record, schema, changes) {
	/** @type {Record<string, unknown>} */
	const target = record;
	for (const [name, value] of Object.entries(changes)) {
		target[name] = schema[name].type === 'object' ? { .../** @type {object} */ (target[name]), .../** @type {object} */ (value) } : value;
	}
	return record;
}

/**
 * The schema's fields of a record, in the schema's order, copied (object fields too).
 * @param {Record<string, unknown>} record @param {Schema} schema
 */
const pick = (record, schema) =>
	Object.fromEntries(Object.keys(schema).map((name) => {
		const value = record[name];
		return [name, value !== null && typeof value === 'object' ? { ...value } : value];
	}));

module.exports = {
	readFields, applyFields, defaults, pick,
	text, oneOf, number, integer, boolean, date, object, required, withDefault, checked,
};
