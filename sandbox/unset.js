// @ts-check
'use strict';

/**
 * The real Fortnox shows an unset field as `null` on some keys and as `""` on others, and a list
 * item sometimes otherwise than the same record's GET (recorded: test/fidelity/recorded.json).
 * Records keep `""` for unset text, so every write path stays as it is; the answer maps the keys
 * a kind shows as `null` here. A key is "Name", "Object.Name" (one level down) or "Rows[].Name"
 * (each element of a list).
 */

/** @param {unknown} value */
const isUnset = (value) => value === '' || value === undefined;

/**
 * A copy of an answer's record with the named keys `null` where they are unset; the record itself
 * is left as it is.
 * @template {Record<string, unknown>} R
 * @param {R} record @param {readonly string[]} keys
 * @returns {R}
 */
function unsetAsNull(record, keys) {
	/** @type {Record<string, any>} */
	const out = { ...record };
	for (const key of keys) {
		const [head, inner] = key.split(/\[\]\.|\./);
		if (inner === undefined) {
			if (head in out && isUnset(out[head])) out[head] = null;
		} else if (key.includes('[].') && Array.isArray(out[head])) {
			out[head] = out[head].map((/** @type {Record<string, unknown>} */ row) => unsetAsNull(row, [inner]));
		} else if (out[head] && typeof out[head] === 'object') {
			out[head] = unsetAsNull(out[head], [inner]);
		}
	}
	return /** @type {R} */ (out);
}

module.exports = { unsetAsNull };
