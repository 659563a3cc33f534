// @ts-check
'use strict';

/**
 * Fortnox Tid (time reporting), below /api/time; errors as {error, id, message} (time-reporting_WebException):
 *   GET /api/time/registrations-v2   time and absence registrations (time-reporting_DetailedRegistration)
 *   GET /api/time/articles-v1        article registrations (time-reporting_BaseArticleRegistration)
 * Both answer a bare array, by date, with no paging. fromDate/toDate (YYYY-MM-DD) bound the span,
 * which may cover at most a year; the id filters take several values (customerIds=1&customerIds=2)
 * and keep the records whose customer, project, service or article, cost center, code or user is
 * one of them; with projectIds, includeRegistrationsWithoutProject=true keeps those without a
 * project too. invoiced (a document was made), inInvoiceBasis, internalTime/internalArticles (an
 * internal customer) and nonInvoiceable keep the records that are, or are not, so. The charge
 * hours (price) of non-invoiceable records show as 0 unless includeNonInvoiceableChargeHours
 * (includeNonInvoiceablePrice) is true. Each tenant starts with a week of registrations (state.js).
 */

const { randomUUID } = require('node:crypto');
const { json } = require('../http');
const { isDate } = require('../dates');

const BASE = '/api/time';

class TimeError extends Error {
	/** @param {number} status @param {string} error @param {string} message */
	constructor(status, error, message) {
		super(message);
		this.status = status;
		this.error = error;
	}
}

/** @param {any} err @returns {import('../errors').Reply} */
function timeErrorReply(err) {
	const error = err instanceof TimeError ? err.error : err.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
	return { status: err.status, json: { error, id: randomUUID(), message: err.message } };
}

/** @returns {import('../errors').Reply} */
const unauthorizedReply = () => timeErrorReply(new TimeError(401, 'UNAUTHORIZED', 'Invalid or expired access token.'));

/** The same day a year later (29 February: 28 February). @param {string} day */
function yearAfter(day) {
	const [year, month, date] = day.split('-').map(Number);
	const next = new Date(Date.UTC(year + 1, month - 1, date));
	return next.getUTCMonth() === month - 1 ? next.toISOString().slice(0, 10) : `${year + 1}-02-28`;
}

/** The span of a query; a bad date or a span over a year is a 400. @param {URLSearchParams} params */
function spanOf(params) {
	const from = params.get('fromDate') || undefined;
	const to = params.get('toDate') || undefined;
	for (const [name, value] of [['fromDate', from], ['toDate', to]]) {
		if (value !== undefined && !isDate(value)) throw new TimeError(400, 'BAD_REQUEST', `${name} must be a date, YYYY-MM-DD: ${value}`);
	}
	if (from && to && (to < from || to > yearAfter(from))) throw new TimeError(400, 'BAD_REQUEST', 'The span from fromDate to toDate must run forward and cover at most 1 year.');
	return { from, to };
}

/** A yes/no query value, or undefined when absent. @param {URLSearchParams} params @param {string} name */
function flag(params, name) {
	const value = params.get(name);
	if (value === null || value === '') return undefined;
	if (value !== 'true' && value !== 'false') throw new TimeError(400, 'BAD_REQUEST', `${name} must be true or false: ${value}`);
	return value === 'true';
}

/**
 * What both lists read of a query: the span and the yes/no filters, each checked, with the list's
 * own names for its internal filter and for showing non-invoiceable charges.
 * @param {URLSearchParams} params @param {string} internalName @param {string} showName
 */
function readQuery(params, internalName, showName) {
	const [invoiced, inBasis, internal, nonInvoiceable, show] = ['invoiced', 'inInvoiceBasis', internalName, 'nonInvoiceable', showName].map((name) => flag(params, name));
	flag(params, 'includeRegistrationsWithoutProject');
	return { ...spanOf(params), invoiced, inBasis, internal, nonInvoiceable, showNonInvoiceable: show === true };
}

/** Whether `value` passes an id filter (no values: all pass). @param {URLSearchParams} params @param {string} name @param {unknown} value */
const idPasses = (params, name, value) => {
	const wanted = params.getAll(name).flatMap((v) => v.split(',')).filter(Boolean);
	return wanted.length === 0 || wanted.includes(String(value));
};

/** A yes/no filter: absent, or the record's state equals it. @param {boolean | undefined} wanted @param {boolean} state */
const flagPasses = (wanted, state) => wanted === undefined || wanted === state;

/** The project filter, with or without the records that have no project. @param {URLSearchParams} params @param {{ id?: string } | undefined} project */
function projectPasses(params, project) {
	if (params.getAll('projectIds').length === 0) return true;
	if (!project) return flag(params, 'includeRegistrationsWithoutProject') === true;
	return idPasses(params, 'projectIds', project.id);
}

/** A record as Fortnox shows it: without the sandbox's own marks. @param {Record<string, any>} record */
const shown = (record) => Object.fromEntries(Object.entries(record).filter(([key]) => !key.startsWith('_')));

/** @param {ReturnType<import('../router').createRouter>} router */
function registerTimeRoutes(router) {
	const r = router.group({ auth: true, rateLimit: true, errorReply: timeErrorReply, unauthorizedReply, prefixes: [BASE] });

	r.get(`${BASE}/registrations-v2`, (/** @type {any} */ ctx) => {
		const params = ctx.url.searchParams;
		const { from, to, invoiced, inBasis, internal, nonInvoiceable, showNonInvoiceable } = readQuery(params, 'internalTime', 'includeNonInvoiceableChargeHours');
		/** @type {Array<Record<string, any>>} */
		const registrations = ctx.tenant.payroll.timeRegistrations;
		const found = registrations.filter(
			(reg) =>
				(!from || reg.workedDate >= from) &&
				(!to || reg.workedDate <= to) &&
				idPasses(params, 'customerIds', reg.customer?.id) &&
				projectPasses(params, reg.project) &&
				idPasses(params, 'serviceIds', reg.service?.id) &&
				idPasses(params, 'costCenterIds', reg.costCenter?.id) &&
				idPasses(params, 'regCodes', reg.registrationCode.code) &&
				idPasses(params, 'userIds', reg.userId) &&
				flagPasses(invoiced, reg.documentId !== undefined) &&
				flagPasses(inBasis, reg.invoiceBasisId !== undefined) &&
				flagPasses(internal, reg._internal === true) &&
				flagPasses(nonInvoiceable, reg.nonInvoiceable === true),
		);
		return json(
			[...found]
				.sort((a, b) => a.workedDate.localeCompare(b.workedDate))
				.map((reg) => shown({ ...reg, ...(reg.nonInvoiceable && !showNonInvoiceable ? { chargeHours: 0 } : {}) })),
		);
	});

	r.get(`${BASE}/articles-v1`, (/** @type {any} */ ctx) => {
		const params = ctx.url.searchParams;
		const { from, to, invoiced, inBasis, internal, nonInvoiceable, showNonInvoiceable } = readQuery(params, 'internalArticles', 'includeNonInvoiceablePrice');
		/** @type {Array<Record<string, any>>} */
		const articles = ctx.tenant.payroll.timeArticles;
		const rowPasses = (/** @type {Record<string, any>} */ row) =>
			idPasses(params, 'itemIds', row.item?.id) &&
			flagPasses(invoiced, row.documentId !== undefined) &&
			flagPasses(inBasis, row.invoiceBasisId !== undefined) &&
			flagPasses(nonInvoiceable, row.nonInvoiceable === true);
		const found = articles.filter(
			(base) =>
				(!from || base.purchaseDate >= from) &&
				(!to || base.purchaseDate <= to) &&
				idPasses(params, 'customerIds', base.customer?.id) &&
				projectPasses(params, base.project) &&
				idPasses(params, 'costCenterIds', base.costCenter?.id) &&
				idPasses(params, 'ownerIds', base.ownerId) &&
				flagPasses(internal, base._internal === true) &&
				base.articleRegistrations.some(rowPasses),
		);
		return json(
			[...found]
				.sort((a, b) => a.purchaseDate.localeCompare(b.purchaseDate))
				.map((base) =>
					shown({
						...base,
						articleRegistrations: base.articleRegistrations.filter(rowPasses).map((/** @type {Record<string, any>} */ row) => (row.nonInvoiceable && !showNonInvoiceable ? { ...row, unitPrice: 0 } : row)),
					}),
				),
		);
	});
}

module.exports = { registerTimeRoutes };
