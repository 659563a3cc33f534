// @ts-check
'use strict';

/**
 * Per-tenant state of the recurring-billing API and the time-driven parts of it, evaluated
 * lazily against the sandbox clock (`settle` runs before every request of this API):
 *  - an ACTIVE contract whose dates.dates.end_date has passed becomes FINISHED;
 *  - an ASYNC invoice request is PENDING for 1 s, PROCESSING until 3 s after creation
 *    (sandbox time), then COMPLETED (or FAILED when no recurring could be invoiced).
 * Invoicing a recurring gives it the tenant's next invoice number and moves its dates on by
 * interval × amount_per_invoicing months; a recurring that is not ACTIVE fails with an error log.
 * Every change of a recurring, by a client or by time, gives it a new ETag.
 */

const { createHash, randomUUID } = require('node:crypto');
const { addMonths, endOfDay } = require('./dates');

const ASYNC_PENDING_MS = 1000;
const ASYNC_DONE_MS = 3000;
const FIRST_INVOICE_NUMBER = 1001;

/**
 * @typedef {{ id: string, recurring_id: string, deviation_type: 'ROWS' | 'SKIP', repeat_interval: number,
 *             target_invoice_index: number, accrual: Record<string, any> | null, rows: Array<Record<string, any>>,
 *             created_at: string, modified_at: string }} Deviation
 * @typedef {{ record: Record<string, any>, version: number, modifiedAt: number, deviations: Deviation[] }} StoredRecurring
 * @typedef {{ recurring_id: string, status: 'PENDING' | 'INVOICED' | 'FAILED', invoice_number: number | null, error_message: string | null }} RequestItem
 * @typedef {{ id: string, processing_mode: 'SYNC' | 'ASYNC', status: string, items: RequestItem[],
 *             created_at: string, modified_at: string, processed_at: string | null }} InvoiceRequest
 * @typedef {{ invoice_number: number, recurring_id: string, invoice_request_id: string, invoice_date: string }} Invoice
 * @typedef {{ recurrings: Map<string, StoredRecurring>, nextSerialNumber: number,
 *             invoiceRequests: Map<string, { request: InvoiceRequest, createdAt: number }>,
 *             invoices: Invoice[], nextInvoiceNumber: number }} RecurringState
 */

/** @returns {RecurringState} */
function createRecurringState() {
	return { recurrings: new Map(), nextSerialNumber: 1, invoiceRequests: new Map(), invoices: [], nextInvoiceNumber: FIRST_INVOICE_NUMBER };
}

const iso = (/** @type {number} */ ms) => new Date(ms).toISOString();

/** @param {StoredRecurring} stored */
function etagOf(stored) {
	return `"${createHash('sha1').update(`${stored.record.id}:${stored.version}`).digest('hex').slice(0, 20)}"`;
}

/** @param {StoredRecurring} stored */
const lastModifiedOf = (stored) => new Date(stored.modifiedAt).toUTCString();

/** Records a change: new version (ETag) and modification time. @param {StoredRecurring} stored @param {number} at */
function touch(stored, at) {
	stored.version++;
	stored.modifiedAt = at;
	stored.record.modified_at = iso(at);
}

/**
 * @param {RecurringState} state
 * @param {Record<string, any>} fields writable fields, already checked
 * @param {number} now
 * @returns {StoredRecurring}
 */
function addRecurring(state, fields, now) {
	const record = {
		id: randomUUID(),
		serial_number: state.nextSerialNumber++,
		...fields,
		status: 'ACTIVE',
		created_at: iso(now),
		modified_at: iso(now),
		created_by: 'API',
		modified_by: 'API',
		error_logs: [],
	};
	/** @type {StoredRecurring} */
	const stored = { record, version: 1, modifiedAt: now, deviations: [] };
	state.recurrings.set(record.id, stored);
	return stored;
}

/**
 * Invoices one recurring now; returns the item of the invoice request.
 * @param {RecurringState} state @param {string} recurringId @param {string} requestId @param {number} at
 * @returns {RequestItem}
 */
function invoiceRecurring(state, recurringId, requestId, at) {
	const stored = /** @type {StoredRecurring} */ (state.recurrings.get(recurringId));
	const r = stored.record;
	if (r.status !== 'ACTIVE') {
		const message = `Recurring ${r.serial_number} is ${r.status}; only ACTIVE recurrings are invoiced.`;
		r.error_logs = [...r.error_logs, { message, created_at: iso(at) }];
		touch(stored, at);
		return { recurring_id: recurringId, status: 'FAILED', invoice_number: null, error_message: message };
	}
	const invoiceNumber = state.nextInvoiceNumber++;
	state.invoices.push({ invoice_number: invoiceNumber, recurring_id: recurringId, invoice_request_id: requestId, invoice_date: r.dates.dates.invoice_date });
	const months = r.dates.rules.interval * r.amount_per_invoicing;
	const dates = { ...r.dates.dates };
	dates.invoice_processing_date = addMonths(dates.invoice_processing_date, months, r.dates.rules.invoice_anchor);
	dates.period_start_date = addMonths(dates.period_start_date, months, r.dates.rules.period_anchor);
	dates.invoice_date = dates.invoice_processing_date;
	r.dates = { ...r.dates, dates };
	touch(stored, at);
	return { recurring_id: recurringId, status: 'INVOICED', invoice_number: invoiceNumber, error_message: null };
}

/** Processes every item of a request at `at` and closes it. @param {RecurringState} state @param {InvoiceRequest} request @param {number} at */
function processRequest(state, request, at) {
	request.items = request.items.map((item) => invoiceRecurring(state, item.recurring_id, request.id, at));
	request.status = request.items.some((item) => item.status === 'INVOICED') ? 'COMPLETED' : 'FAILED';
	request.processed_at = iso(at);
	request.modified_at = iso(at);
}

/**
 * Creates an invoice request; SYNC ones are processed at once.
 * @param {RecurringState} state @param {'SYNC' | 'ASYNC'} mode @param {string[]} recurringIds @param {number} now
 */
function addInvoiceRequest(state, mode, recurringIds, now) {
	/** @type {InvoiceRequest} */
	const request = {
		id: randomUUID(),
		processing_mode: mode,
		status: 'PENDING',
		items: recurringIds.map((id) => ({ recurring_id: id, status: 'PENDING', invoice_number: null, error_message: null })),
		created_at: iso(now),
		modified_at: iso(now),
		processed_at: null,
	};
	state.invoiceRequests.set(request.id, { request, createdAt: now });
	if (mode === 'SYNC') processRequest(state, request, now);
	return request;
}

/** @param {InvoiceRequest} request */
const inFlight = (request) => request.status === 'PENDING' || request.status === 'PROCESSING';

/** Brings contracts and ASYNC requests up to sandbox time `now`. @param {RecurringState} state @param {number} now */
function settle(state, now) {
	for (const stored of state.recurrings.values()) {
		const r = stored.record;
		const end = r.dates.dates.end_date;
		if (r.status === 'ACTIVE' && end && now >= endOfDay(end)) {
			r.status = 'FINISHED';
			touch(stored, endOfDay(end));
		}
	}
	for (const { request, createdAt } of state.invoiceRequests.values()) {
		if (!inFlight(request)) continue;
		if (now >= createdAt + ASYNC_DONE_MS) processRequest(state, request, createdAt + ASYNC_DONE_MS);
		else if (now >= createdAt + ASYNC_PENDING_MS && request.status === 'PENDING') {
			request.status = 'PROCESSING';
			request.modified_at = iso(createdAt + ASYNC_PENDING_MS);
		}
	}
}

module.exports = { createRecurringState, etagOf, lastModifiedOf, touch, addRecurring, addInvoiceRequest, inFlight, settle, iso };
