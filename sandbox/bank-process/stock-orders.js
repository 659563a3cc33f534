// @ts-check
'use strict';

/**
 * Stock company orders, /api/bank-process-orders/v1:
 *   GET   ""                                                  list (list-query.js)
 *   GET   /find-by-organization-number/{organization_number}  same wrapper; nine digits or NNNNNN-NNNN
 *   GET   /{order_id}                                         order
 *   PATCH /{order_id}        application/json-patch+json {"status":"DENIED"} → DENIED_BY_BANK
 *   GET   /{order_id}/documents                               available DocumentTypes
 *   PUT   /{order_id}/documents  (and the deprecated POST)    multipart LiquidityCertificate → 204
 *   GET   /{order_id}/documents/{document_type}/content       {"content": base64}
 */

const { problem } = require('./problem');
const { json, noContent } = require('../http');
const { STOCK_STATUSES } = require('./state');
const { readUpload, UPLOAD_STATUSES } = require('./documents');
const { listOrders, parseListQuery } = require('./list-query');
const { registerCommonOrderRoutes, findOrder, uploadsOf, readPatchBody, digitsOf } = require('./order-routes');

const BASE = '/api/bank-process-orders/v1';
const FILTER_STATUSES = STOCK_STATUSES.filter((s) => s !== 'UNKNOWN');
/** A deny of these is refused with 409. */
const FINISHED = ['COMPLETED', 'ABORTED'];

/** @param {any} r router group @param {ReturnType<import('./orders').createOrderModel>} model */
function registerStockOrderRoutes(r, model) {
	const find = findOrder(model, 'stock');

	// before /{order_id}/documents, which has as many segments
	r.get(`${BASE}/find-by-organization-number/:organization_number`, (/** @type {any} */ ctx) => {
		const raw = ctx.params.organization_number;
		if (!/^(\d{9}|\d{6}-\d{4})$/.test(raw)) {
			throw problem(400, `Invalid organization_number ${raw}; expected nine digits or NNNNNN-NNNN.`);
		}
		const wanted = digitsOf(raw);
		const q = parseListQuery(ctx.url.searchParams, FILTER_STATUSES);
		// nine digits: the ten-digit number without its check digit
		const matches = (/** @type {any} */ o) => {
			const digits = digitsOf(o.company_information && o.company_information.organization_number);
			return digits.length === 10 && digits.slice(0, wanted.length) === wanted;
		};
		return json(listOrders(ctx.tenant.companyOrders.stock.values(), q, matches));
	});

	registerCommonOrderRoutes(r, model, { kind: 'stock', base: BASE, filterStatuses: FILTER_STATUSES });

	r.patch(`${BASE}/:order_id`, async (/** @type {any} */ ctx) => {
		const order = find(ctx);
		const body = await readPatchBody(ctx, ['status']);
		if (body.status === undefined) throw problem(400, 'status is required.');
		if (body.status !== 'DENIED') throw problem(400, `status must be DENIED (${String(body.status)}).`);
		if (order.status !== 'DENIED_BY_BANK') {
			if (FINISHED.includes(order.status)) throw problem(409, `Order ${order.id} is ${order.status} and can no longer be denied.`);
			model.update(ctx.tenant, 'stock', order, { status: 'DENIED_BY_BANK' });
		}
		return json(model.render(order));
	});

	const upload = async (/** @type {any} */ ctx) => {
		const order = find(ctx);
		const now = model.now();
		const doc = await readUpload(ctx, ['LiquidityCertificate'], now.slice(0, 10), now);
		if (!UPLOAD_STATUSES.includes(order.status)) {
			throw problem(409, `Order ${order.id} is ${order.status}; a LiquidityCertificate is taken in ${UPLOAD_STATUSES.join(', ')} only.`);
		}
		/** @type {Map<string, any>} */ (uploadsOf(ctx, 'stock', order, true)).set(doc.type, doc);
		model.changed(ctx.tenant, 'stock', order);
		return noContent();
	};
	r.put(`${BASE}/:order_id/documents`, upload);
	r.post(`${BASE}/:order_id/documents`, upload); // the deprecated variant
}

module.exports = { registerStockOrderRoutes, FILTER_STATUSES };
