// @ts-check
'use strict';

/**
 * Start company orders, /api/bank-process-start-orders/v1:
 *   GET   ""                        list (list-query.js) + founder_civic_number
 *   GET   /{order_id}               order (id: uuid)
 *   PATCH /{order_id}               application/json-patch+json {status?: DENIED|CANCELLED, share_capital_received_date?}
 *   GET   /{order_id}/documents     available DocumentTypes
 *   POST  /{order_id}/documents     multipart BankCertificate → 201; 409 when one exists
 *   GET   /{order_id}/documents/{document_type}/content
 */

const { problem } = require('./problem');
const { json } = require('../http');
const { START_STATUSES } = require('./state');
const { readUpload } = require('./documents');
const { isDate } = require('../dates');
const { timestamp } = require('./orders');
const { registerCommonOrderRoutes, findOrder, uploadsOf, readPatchBody, digitsOf } = require('./order-routes');

const BASE = '/api/bank-process-start-orders/v1';
/** A status change of these (to another status) is refused with 409. */
const FINISHED = ['COMPLETED', 'ABORTED', 'DENIED', 'CANCELLED'];

/** @param {any} r router group @param {ReturnType<import('./orders').createOrderModel>} model */
function registerStartOrderRoutes(r, model) {
	const find = findOrder(model, 'start');

	registerCommonOrderRoutes(r, model, { kind: 'start', base: BASE, filterStatuses: START_STATUSES, listFilter: founderFilter });

	r.patch(`${BASE}/:order_id`, async (/** @type {any} */ ctx) => {
		const order = find(ctx);
		const body = await readPatchBody(ctx, ['status', 'share_capital_received_date']);
		if (Object.keys(body).length === 0) throw problem(400, 'Give status and/or share_capital_received_date.');
		/** @type {Record<string, unknown>} */
		const changes = {};
		if ('status' in body) {
			if (body.status !== 'DENIED' && body.status !== 'CANCELLED') {
				throw problem(400, `status must be DENIED or CANCELLED (${String(body.status)}).`);
			}
			if (body.status !== order.status) {
				if (FINISHED.includes(order.status)) throw problem(409, `Order ${order.id} is ${order.status}; its status can no longer change.`);
				changes.status = body.status;
			}
		}
		if ('share_capital_received_date' in body) {
			const value = body.share_capital_received_date;
			if (value !== null && !(typeof value === 'string' && (isDate(value) || /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))))) {
				throw problem(400, `share_capital_received_date must be a date YYYY-MM-DD or null (${String(value)}).`);
			}
			const stamp = value === null ? null : timestamp('share_capital_received_date', value);
			if (stamp !== order.share_capital_received_date) changes.share_capital_received_date = stamp;
		}
		if (Object.keys(changes).length > 0) model.update(ctx.tenant, 'start', order, changes);
		return json(model.render(order));
	});

	r.post(`${BASE}/:order_id/documents`, async (/** @type {any} */ ctx) => {
		const order = find(ctx);
		const now = model.now();
		const doc = await readUpload(ctx, ['BankCertificate'], now.slice(0, 10), now);
		const docs = /** @type {Map<string, any>} */ (uploadsOf(ctx, 'start', order, true));
		if (docs.has(doc.type)) throw problem(409, `Order ${order.id} already has a ${doc.type}.`);
		if (order.status !== 'ACCEPTED') throw problem(409, `Order ${order.id} is ${order.status}; documents are taken while ACCEPTED only.`);
		docs.set(doc.type, doc);
		model.changed(ctx.tenant, 'start', order);
		return { status: 201 };
	});
}

/**
 * founder_civic_number: YYMMDD-NNNN or YYYYMMDD-NNNN (dash or plus optional); matches a share
 * holder (founder) by digits, a ten-digit number against the last ten digits.
 * @param {URLSearchParams} params
 */
function founderFilter(params) {
	const raw = params.get('founder_civic_number');
	if (raw === null || raw === '') return () => true;
	if (!/^(\d{6}|\d{8})[-+]?\d{4}$/.test(raw)) throw problem(400, `Invalid founder_civic_number ${raw}; expected YYYYMMDD-NNNN.`);
	const wanted = digitsOf(raw);
	return (/** @type {any} */ order) =>
		(order.share_holders || []).some((/** @type {any} */ h) => digitsOf(h.civic_number).slice(-wanted.length) === wanted);
}

module.exports = { registerStartOrderRoutes };
