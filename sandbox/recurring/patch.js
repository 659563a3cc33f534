// @ts-check
'use strict';

/**
 * JSON Patch (RFC 6902) for recurring contracts, as the spec restricts it: op add, remove or
 * replace; paths below the allowed root paths only; deviation paths refused with 400.
 * Where a replace or add puts an object onto an object, the two are merged: the spec lets a
 * value be "a partial object".
 */

const { badRequest } = require('./errors');
const { EDITABLE, isObject } = require('./fields');

const OPS = ['add', 'remove', 'replace'];

/** @param {string} pointer @returns {string[]} */
function segmentsOf(pointer) {
	return pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Applies `operations` to a copy of `document` (the writable fields of a recurring).
 * @param {Record<string, any>} document
 * @param {unknown} operations
 * @returns {Record<string, any>}
 */
function applyPatch(document, operations) {
	if (!Array.isArray(operations) || operations.length === 0) {
		throw badRequest('INVALID_PATCH', 'The body must be a non-empty JSON Patch array of {op, path, value}.');
	}
	const result = structuredClone(document);
	operations.forEach((operation, index) => {
		const where = `operation ${index}`;
		if (!isObject(operation) || !OPS.includes(operation.op)) {
			throw badRequest('INVALID_PATCH', `${where}: op must be add, remove or replace.`, [{ field: `[${index}].op`, message: 'must be add, remove or replace' }]);
		}
		if (typeof operation.path !== 'string' || !operation.path.startsWith('/')) {
			throw badRequest('INVALID_PATCH', `${where}: path must be a JSON Pointer such as /status.`, [{ field: `[${index}].path`, message: 'must be a JSON Pointer' }]);
		}
		const segments = segmentsOf(operation.path);
		if (segments.some((s) => /deviation/i.test(s))) {
			throw badRequest('DEVIATION_PATH_NOT_ALLOWED', `${where}: deviations cannot be changed by a patch (${operation.path}).`, [
				{ field: `[${index}].path`, message: 'deviation paths are not allowed' },
			]);
		}
		if (!EDITABLE.includes(segments[0])) {
			throw badRequest('PATCH_PATH_NOT_ALLOWED', `${where}: ${operation.path} is not an allowed path. Allowed root paths: /${EDITABLE.join(', /')}.`, [
				{ field: `[${index}].path`, message: 'not an allowed root path' },
			]);
		}
		if (operation.op !== 'remove' && !('value' in operation)) {
			throw badRequest('INVALID_PATCH', `${where}: ${operation.op} needs a value.`, [{ field: `[${index}].value`, message: 'is required' }]);
		}
		applyOne(result, segments, operation.op, operation.value, where);
	});
	return result;
}

/**
 * @param {Record<string, any>} root @param {string[]} segments @param {string} op @param {unknown} value
 * @param {string} where
 */
function applyOne(root, segments, op, value, where) {
	/** @type {any} */
	let parent = root;
	for (const segment of segments.slice(0, -1)) {
		parent = parent == null ? undefined : parent[Array.isArray(parent) ? Number(segment) : segment];
		if (parent == null || typeof parent !== 'object') {
			throw badRequest('INVALID_PATCH', `${where}: the path does not exist (${segment}).`);
		}
	}
	const last = segments[segments.length - 1];
	if (Array.isArray(parent)) {
		const index = last === '-' ? parent.length : Number(last);
		const max = op === 'add' ? parent.length : parent.length - 1;
		if (!/^\d+$/.test(last) && last !== '-') throw badRequest('INVALID_PATCH', `${where}: ${last} is not an array index.`);
		if (index > max || (last === '-' && op !== 'add')) throw badRequest('INVALID_PATCH', `${where}: index ${last} is out of range.`);
		if (op === 'add') parent.splice(index, 0, value);
		else if (op === 'remove') parent.splice(index, 1);
		else parent[index] = value;
		return;
	}
	// A member set to null exists (every writable root field does); a missing one does not.
	const exists = Object.prototype.hasOwnProperty.call(parent, last);
	if (op !== 'add' && !exists) throw badRequest('INVALID_PATCH', `${where}: nothing to ${op} at ${last}.`);
	// A removed root field reads as null, like any unset field of a recurring.
	if (op === 'remove' && parent === root) parent[last] = null;
	else if (op === 'remove') delete parent[last];
	else parent[last] = isObject(parent[last]) && isObject(value) ? merge(parent[last], value) : value;
}

/** @param {Record<string, any>} base @param {Record<string, any>} partial @returns {Record<string, any>} */
function merge(base, partial) {
	/** @type {Record<string, any>} */
	const out = { ...base };
	for (const [k, v] of Object.entries(partial)) out[k] = isObject(out[k]) && isObject(v) ? merge(out[k], v) : v;
	return out;
}

module.exports = { applyPatch };
