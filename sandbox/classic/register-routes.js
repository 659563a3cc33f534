// @ts-check
'use strict';

/**
 * The routes of a register (registers.js), the same for each:
 *   GET    <path>          {"<many>":[…], "MetaInformation":{…}} in key order; Fortnox's OpenAPI names no
 *                          query parameters for them, so the global ones apply (list-query.js: paging,
 *                          sortorder, lastmodified)
 *   GET    <path>/{key}    {"<one>":{…}} with every field; unknown → 404
 *   POST   <path>          {"<one>":{…}} → 201; a key in use → 400; a project without a number gets the next one
 *   PUT    <path>/{key}    the fields given replace theirs, the others stay; the key cannot change
 *   DELETE <path>/{key}    204; refused (400) while a record names it; only where the OpenAPI has DELETE
 * A field naming an account (a mode of payment's AccountNumber) must name one in the current year's chart (400).
 */

const { badRequest, notFound, CODES, ACCOUNT_NOT_FOUND_TEXT } = require('../errors');
const { json, noContent } = require('../http');
const { listPage } = require('./list-query');
const { unwrap, unwrapUpdate } = require('./validate');
const { readFields, applyFields, pick } = require('./fields');
const { unsetAsNull } = require('../unset');
const { nextNumber, keepNumber } = require('./records');
const { newRegisterRecord } = require('./registers');
const { selectYear } = require('./financial-years');

/** @typedef {import('./registers').Register} Register */
/** @typedef {import('./registers').RegisterRecord} RegisterRecord */

// Numbers inside codes sort as numbers ("10 dagar" after "0 dagar"), letters as in Swedish.
const COLLATOR = new Intl.Collator('sv', { numeric: true });
/** @type {import('./list-query').ListSpec<RegisterRecord>} */
const LIST = { modifiedAt: (r) => r.modifiedAt };
const READ_ONLY = ['@url'];

/**
 * @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state
 * @param {Register} register
 */
function registerRegisterRoutes(r, state, register) {
	const { path, one, many, key, schema } = register;
	/** @param {RegisterRecord} record */
	const keyOf = (record) => String(record[key]);
	/** @param {RegisterRecord} record */
	const full = (record) => unsetAsNull({ '@url': `${state.url}${path}/${encodeURIComponent(keyOf(record))}`, ...pick(record, schema) }, register.unset ?? []);
	const { listFields } = register;
	/** @param {RegisterRecord} record */
	const listItem = (record) => (listFields ? Object.fromEntries(Object.entries(full(record)).filter(([f]) => f === '@url' || listFields.includes(f))) : full(record));
	/** Refuses an account the current year's chart does not have. @param {any} ctx @param {Record<string, unknown>} fields */
	const checkAccount = (ctx, fields) => {
		const { accountField } = register;
		if (!accountField || fields[accountField] === undefined) return;
		const number = Number(fields[accountField]);
		if (!ctx.tenant.accounts.get(selectYear(ctx.tenant, undefined))?.has(number)) {
			throw badRequest(CODES.ACCOUNT_UNKNOWN, ACCOUNT_NOT_FOUND_TEXT);
		}
	};
	/** @param {any} ctx */
	const find = (ctx) => {
		const record = register.records(ctx.tenant).find((rec) => keyOf(rec) === ctx.params.key);
		if (!record) throw notFound(register.notFound, register.notFoundText ?? `${register.what} not found: ${ctx.params.key}`);
		return record;
	};

	r.get(path, (/** @type {any} */ ctx) => {
		const sorted = [...register.records(ctx.tenant)].sort((a, b) => COLLATOR.compare(keyOf(a), keyOf(b)));
		const { meta, items } = listPage(sorted, ctx.query, LIST);
		return json({ [many]: items.map(listItem), MetaInformation: meta });
	});

	r.get(`${path}/:key`, (/** @type {any} */ ctx) => json({ [one]: full(find(ctx)) }));

	r.post(path, async (/** @type {any} */ ctx) => {
		const records = register.records(ctx.tenant);
		const fields = readFields(unwrap(await ctx.json(), one), schema, { readOnly: READ_ONLY, creating: true });
		checkAccount(ctx, fields);
		const taken = (/** @type {string} */ code) => records.some((rec) => keyOf(rec) === code);
		const { series } = register;
		if (series && !fields[key]) fields[key] = nextNumber(ctx.tenant, series, taken);
		else if (taken(String(fields[key]))) throw badRequest(CODES.RECORD_EXISTS, `${register.what} ${String(fields[key])} already exists.`);
		const record = newRegisterRecord(register, fields, state.clock.now());
		records.push(record);
		return json({ [one]: full(record) }, 201);
	});

	r.put(`${path}/:key`, async (/** @type {any} */ ctx) => {
		const record = find(ctx);
		const fields = readFields(unwrapUpdate(await ctx.json(), one), schema, { readOnly: READ_ONLY, creating: false });
		checkAccount(ctx, fields);
		keepNumber(fields, key, keyOf(record));
		applyFields(record, schema, fields).modifiedAt = state.clock.now();
		return json({ [one]: full(record) });
	});

	const { usedBy } = register;
	if (!usedBy) return;
	r.delete(`${path}/:key`, (/** @type {any} */ ctx) => {
		const record = find(ctx);
		const use = usedBy(ctx.tenant, keyOf(record));
		if (use) throw badRequest(CODES.IN_USE, `${register.what} ${keyOf(record)} is used by ${use}; it cannot be deleted.`);
		const records = register.records(ctx.tenant);
		records.splice(records.indexOf(record), 1);
		return noContent();
	});
}

module.exports = { registerRegisterRoutes };
