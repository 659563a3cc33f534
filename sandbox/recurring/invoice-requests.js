// @ts-check
'use strict';

/**
 * Invoice requests, below /api/recurring-billing/recurrings-invoice-requests-v1:
 *   GET  ''     recurring-ids (required, 1–100 UUIDs, comma-separated), status (comma-separated)
 *   POST ''     ?processing-mode=SYNC (default, ≤ 100 ids, answered COMPLETED/FAILED, 201)
 *               or ASYNC (any number, answered PENDING, 202); body {"recurring_ids": [...]}
 *               409 when a listed recurring has a PENDING or PROCESSING request
 *   GET  /:id
 * Items: {recurring_id, status PENDING|INVOICED|FAILED, invoice_number, error_message} (sandbox's shape).
 */

const { RecurringError, badRequest, notFound } = require('./errors');
const { isObject } = require('./fields');
const { checkUuid, listParam } = require('./recurrings');
const { addInvoiceRequest, inFlight } = require('./state');

const BASE = '/api/recurring-billing/recurrings-invoice-requests-v1';
const MODES = ['SYNC', 'ASYNC'];
const STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'];
const MAX_LIST_IDS = 100;
const MAX_SYNC_IDS = 100;

/** @typedef {import('./state').InvoiceRequest} InvoiceRequest */

/** @param {any} r router group @param {{ url: string, clock: { now(): number } }} state */
function registerInvoiceRequestRoutes(r, state) {
	r.get(BASE, (/** @type {any} */ ctx) => {
		const ids = listParam(ctx, 'recurring-ids').map((id) => checkUuid('recurring-ids', id));
		if (ids.length < 1 || ids.length > MAX_LIST_IDS) {
			throw badRequest('INVALID_QUERY', `recurring-ids is required: 1 to ${MAX_LIST_IDS} recurring ids (got ${ids.length}).`);
		}
		const statuses = listParam(ctx, 'status');
		const bad = statuses.filter((s) => !STATUSES.includes(s));
		if (bad.length) throw badRequest('INVALID_QUERY', `status: ${bad.join(', ')} not allowed; use ${STATUSES.join(', ')}.`);
		/** @type {InvoiceRequest[]} */
		const requests = [...ctx.tenant.recurring.invoiceRequests.values()].map((entry) => entry.request);
		return {
			status: 200,
			json: requests
				.filter((req) => req.items.some((item) => ids.includes(item.recurring_id)))
				.filter((req) => statuses.length === 0 || statuses.includes(req.status)),
		};
	});

	r.post(BASE, async (/** @type {any} */ ctx) => {
		const mode = (ctx.query('processing-mode') || 'SYNC').toUpperCase();
		if (!MODES.includes(mode)) throw badRequest('INVALID_QUERY', `processing-mode must be SYNC or ASYNC: ${ctx.query('processing-mode')}`);
		const body = await ctx.json();
		const raw = isObject(body) ? body.recurring_ids : undefined;
		if (!Array.isArray(raw) || raw.length === 0 || !raw.every((id) => typeof id === 'string')) {
			throw badRequest('VALIDATION_FAILED', 'recurring_ids must be a non-empty array of recurring ids.', [{ field: 'recurring_ids', message: 'is required' }]);
		}
		const ids = [...new Set(raw.map((id) => checkUuid('recurring_ids', id)))];
		if (mode === 'SYNC' && ids.length > MAX_SYNC_IDS) {
			throw badRequest('VALIDATION_FAILED', `A SYNC request accepts at most ${MAX_SYNC_IDS} recurring ids (got ${ids.length}); use ASYNC.`, [
				{ field: 'recurring_ids', message: `at most ${MAX_SYNC_IDS} with SYNC` },
			]);
		}
		const recurring = ctx.tenant.recurring;
		const unknown = ids.filter((id) => !recurring.recurrings.has(id));
		if (unknown.length) {
			throw badRequest('VALIDATION_FAILED', `Unknown recurring ids: ${unknown.join(', ')}.`, unknown.map((id) => ({ field: 'recurring_ids', message: `${id} not found` })));
		}
		/** @type {Array<{ field: string, message: string }>} */
		const busy = [];
		for (const { request } of recurring.invoiceRequests.values()) {
			if (!inFlight(request)) continue;
			for (const item of request.items) {
				if (ids.includes(item.recurring_id)) busy.push({ field: 'recurring_ids', message: `${item.recurring_id} is in invoice request ${request.id} (${request.status})` });
			}
		}
		if (busy.length) {
			throw new RecurringError(409, 'INVOICE_REQUEST_IN_FLIGHT', `${busy.length} of the recurrings already have an invoice request in flight.`, busy);
		}
		const request = addInvoiceRequest(recurring, /** @type {'SYNC' | 'ASYNC'} */ (mode), ids, state.clock.now());
		return { status: mode === 'SYNC' ? 201 : 202, headers: { Location: `${state.url}${BASE}/${request.id}` }, json: request };
	});

	r.get(`${BASE}/:id`, (/** @type {any} */ ctx) => {
		const id = checkUuid('invoice-request-id', ctx.params.id);
		const entry = ctx.tenant.recurring.invoiceRequests.get(id);
		if (!entry) throw notFound(`Invoice request ${id} not found.`);
		return { status: 200, json: entry.request };
	});
}

module.exports = { registerInvoiceRequestRoutes };
