// @ts-check
'use strict';

/**
 * Recurring contracts and their deviations, below /api/recurring-billing/recurrings-v1:
 *   GET  ''                    list: filters, offset/limit paging, X-PAGINATION + X-LAST-RECORD headers
 *   POST ''                    create → 201, always ACTIVE, Location + ETag + Last-Modified
 *   GET  /:id                  ETag + Last-Modified
 *   PUT  /:id                  full update; If-Match required (428), must match (412)
 *   PATCH /:id                 JSON Patch; same preconditions
 *   GET  /:id/deviations[/:deviationId]
 * Paging headers (the real format is undocumented; the sandbox's choice):
 *   X-PAGINATION: {"offset":<n>,"limit":<n>,"total":<n>}   X-LAST-RECORD: true | false
 */

const { RecurringError, badRequest, notFound } = require('./errors');
const { checkRecurring, totalsOf, EDITABLE, STATUSES, INVOICE_HANDLINGS } = require('./fields');
const { applyPatch } = require('./patch');
const { etagOf, lastModifiedOf, touch, addRecurring } = require('./state');

const BASE = '/api/recurring-billing/recurrings-v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ERROR_STATUSES = ['HAS_ERROR', 'HAS_NO_ERROR', 'NO_FILTERING'];
const MAX_LIMIT = 100;

/** @typedef {import('./state').StoredRecurring} StoredRecurring */

/**
 * Sort keys: the spec's SERIAL_NUMBER and the camelCase names seen in the real API compare
 * alike (case and underscores ignored).
 * @type {Record<string, (r: Record<string, any>) => string | number>}
 */
const SORT_KEYS = {
	serialnumber: (r) => r.serial_number,
	customerid: (r) => r.customer.number,
	customername: (r) => String(r.customer.name ?? ''),
	nextinvoicedate: (r) => r.dates.dates.invoice_processing_date,
	invoicedate: (r) => r.dates.dates.invoice_date,
};

/** @param {StoredRecurring} stored */
const render = (stored) => ({ ...stored.record, totals: totalsOf(stored.record.rows) });

/** @param {StoredRecurring} stored @param {number} [status] @param {Record<string, string>} [extra] */
const withHeaders = (stored, status = 200, extra = {}) => ({
	status,
	headers: { ETag: etagOf(stored), 'Last-Modified': lastModifiedOf(stored), ...extra },
	json: render(stored),
});

/** @param {string} name @param {string} value */
function checkUuid(name, value) {
	if (!UUID.test(value)) throw badRequest('INVALID_ID', `${name} must be a UUID: ${value}`);
	return value.toLowerCase();
}

/** @param {any} ctx @returns {StoredRecurring} */
function findRecurring(ctx) {
	const id = checkUuid('recurring-id', ctx.params.id);
	const stored = ctx.tenant.recurring.recurrings.get(id);
	if (!stored) throw notFound(`Recurring ${id} not found.`);
	return stored;
}

/** Comma-separated (or repeated) query values. @param {any} ctx @param {string} name @returns {string[]} */
function listParam(ctx, name) {
	return /** @type {string[]} */ (ctx.url.searchParams.getAll(name))
		.flatMap((v) => v.split(','))
		.map((v) => v.trim())
		.filter(Boolean);
}

/** @param {string} name @param {string[]} values @param {string[]} allowed */
function checkValues(name, values, allowed) {
	const bad = values.filter((v) => !allowed.includes(v));
	if (bad.length) throw badRequest('INVALID_QUERY', `${name}: ${bad.join(', ')} not allowed; use ${allowed.join(', ')}.`);
	return values;
}

/** @param {any} ctx @param {string} name @param {number} dflt @param {number} min @param {number} max */
function intParam(ctx, name, dflt, min, max) {
	const raw = ctx.query(name);
	if (raw === undefined || raw === '') return dflt;
	const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
	if (!(n >= min && n <= max)) throw badRequest('INVALID_QUERY', `${name} must be a whole number from ${min} to ${max}: ${raw}`);
	return n;
}

/**
 * 428 without If-Match, 412 when it does not name the current ETag or the recurring changed
 * after If-Unmodified-Since (checked only once If-Match matched).
 * @param {any} ctx @param {StoredRecurring} stored
 */
function checkPreconditions(ctx, stored) {
	const ifMatch = ctx.headers['if-match'];
	if (!ifMatch) {
		throw new RecurringError(428, 'PRECONDITION_REQUIRED', 'If-Match is required: send the ETag from the latest read of the recurring.');
	}
	const current = etagOf(stored);
	const strip = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
	if (!String(ifMatch).split(',').some((tag) => strip(tag) === current)) {
		throw new RecurringError(412, 'PRECONDITION_FAILED', `The recurring has changed since it was read: If-Match ${ifMatch} does not match the current ETag.`);
	}
	const since = Date.parse(String(ctx.headers['if-unmodified-since'] ?? ''));
	if (!Number.isNaN(since) && Math.floor(stored.modifiedAt / 1000) * 1000 > since) {
		throw new RecurringError(412, 'PRECONDITION_FAILED', 'The recurring has been modified since If-Unmodified-Since.');
	}
}

/** @param {StoredRecurring} stored @param {Record<string, any>} fields @param {number} now */
function replaceFields(stored, fields, now) {
	Object.assign(stored.record, fields);
	stored.record.modified_by = 'API';
	touch(stored, now);
}

/** @param {any} r router group @param {{ url: string, clock: { now(): number } }} state */
function registerRecurringContractRoutes(r, state) {
	r.get(BASE, (/** @type {any} */ ctx) => {
		const customers = listParam(ctx, 'customer-numbers');
		const statuses = checkValues('statuses', listParam(ctx, 'statuses'), STATUSES);
		const handlings = checkValues('invoice-handlings', listParam(ctx, 'invoice-handlings'), INVOICE_HANDLINGS);
		const errorStatus = checkValues('error-status', listParam(ctx, 'error-status'), ERROR_STATUSES)[0] ?? 'NO_FILTERING';
		const offset = intParam(ctx, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
		const limit = intParam(ctx, 'limit', MAX_LIMIT, 1, MAX_LIMIT);
		const sortName = (ctx.query('sortby') || 'SERIAL_NUMBER').replace(/_/g, '').toLowerCase();
		const sortKey = SORT_KEYS[sortName];
		if (!sortKey) throw badRequest('INVALID_QUERY', `sortby ${ctx.query('sortby')} is not supported; use SERIAL_NUMBER, customerId, customerName, nextInvoiceDate or invoiceDate.`);
		const order = checkValues('order', listParam(ctx, 'order'), ['ASC', 'DESC'])[0] ?? 'ASC';

		const matching = [...ctx.tenant.recurring.recurrings.values()]
			.map((stored) => stored.record)
			.filter((rec) => customers.length === 0 || customers.includes(rec.customer.number))
			.filter((rec) => statuses.length === 0 || statuses.includes(rec.status))
			.filter((rec) => handlings.length === 0 || handlings.includes(rec.invoice_handling))
			.filter((rec) => errorStatus === 'NO_FILTERING' || (errorStatus === 'HAS_ERROR') === rec.error_logs.length > 0);
		const direction = order === 'DESC' ? -1 : 1;
		matching.sort((a, b) => {
			const x = sortKey(a);
			const y = sortKey(b);
			return (x < y ? -1 : x > y ? 1 : a.serial_number - b.serial_number) * direction;
		});
		const page = matching.slice(offset, offset + limit);
		return {
			status: 200,
			headers: {
				'X-PAGINATION': JSON.stringify({ offset, limit, total: matching.length }),
				'X-LAST-RECORD': String(offset + page.length >= matching.length),
			},
			json: page.map((rec) => render(ctx.tenant.recurring.recurrings.get(rec.id))),
		};
	});

	r.post(BASE, async (/** @type {any} */ ctx) => {
		const fields = checkRecurring(await ctx.json(), 'create');
		const stored = addRecurring(ctx.tenant.recurring, fields, state.clock.now());
		return withHeaders(stored, 201, { Location: `${state.url}${BASE}/${stored.record.id}` });
	});

	r.get(`${BASE}/:id`, (/** @type {any} */ ctx) => withHeaders(findRecurring(ctx)));

	r.put(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		const stored = findRecurring(ctx);
		checkPreconditions(ctx, stored);
		replaceFields(stored, checkRecurring(await ctx.json(), 'update', stored.record), state.clock.now());
		return withHeaders(stored);
	});

	r.patch(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		const stored = findRecurring(ctx);
		checkPreconditions(ctx, stored);
		/** @type {Record<string, any>} */
		const current = Object.fromEntries(EDITABLE.map((key) => [key, stored.record[key]]));
		const patched = applyPatch(current, await ctx.json());
		replaceFields(stored, checkRecurring(patched, 'patch', stored.record), state.clock.now());
		return withHeaders(stored);
	});

	r.get(`${BASE}/:id/deviations`, (/** @type {any} */ ctx) => ({ status: 200, json: findRecurring(ctx).deviations }));

	r.get(`${BASE}/:id/deviations/:deviationId`, (/** @type {any} */ ctx) => {
		const stored = findRecurring(ctx);
		const id = checkUuid('deviation-id', ctx.params.deviationId);
		const deviation = stored.deviations.find((d) => d.id === id);
		if (!deviation) throw notFound(`Deviation ${id} of recurring ${stored.record.id} not found.`);
		return { status: 200, json: deviation };
	});
}

module.exports = { registerRecurringContractRoutes, checkUuid, listParam };
