// @ts-check
'use strict';

/**
 * Routes both order kinds share: list, get, available document types, document content; plus
 * the helpers their kind-specific routes use (order lookup, json-patch body, upload target).
 */

const { problem } = require('./problem');
const { json } = require('../http');
const { parseListQuery, listOrders } = require('./list-query');
const { availableTypes, documentContent } = require('./documents');

/** @typedef {import('./state').OrderKind} OrderKind */
/** @typedef {import('./orders').OrderRecord} OrderRecord */
/** @typedef {ReturnType<import('./orders').createOrderModel>} OrderModel */

/**
 * @param {any} r router group
 * @param {OrderModel} model
 * @param {{ kind: OrderKind, base: string, filterStatuses: readonly string[],
 *           listFilter?: (params: URLSearchParams) => ((order: OrderRecord) => boolean) }} options
 */
function registerCommonOrderRoutes(r, model, { kind, base, filterStatuses, listFilter }) {
	const find = findOrder(model, kind);

	r.get(base, (/** @type {any} */ ctx) => {
		const params = ctx.url.searchParams;
		const q = parseListQuery(params, filterStatuses);
		return json(listOrders(ctx.tenant.companyOrders[kind].values(), q, listFilter && listFilter(params)));
	});

	r.get(`${base}/:order_id`, (/** @type {any} */ ctx) => json(model.render(find(ctx))));

	r.get(`${base}/:order_id/documents`, (/** @type {any} */ ctx) => {
		const order = find(ctx);
		return json(availableTypes(kind, order, uploadsOf(ctx, kind, order)));
	});

	r.get(`${base}/:order_id/documents/:document_type/content`, (/** @type {any} */ ctx) => {
		const order = find(ctx);
		return json(documentContent(kind, order, ctx.params.document_type, uploadsOf(ctx, kind, order)));
	});
}

/**
 * @param {OrderModel} model @param {OrderKind} kind
 * @returns {(ctx: any) => any} the order named by the path, or a 404 problem
 */
function findOrder(model, kind) {
	return (ctx) => {
		const order = model.find(ctx.tenant, kind, ctx.params.order_id);
		if (!order) throw problem(404, `No ${kind} company order ${ctx.params.order_id}.`);
		return order;
	};
}

/**
 * The uploaded documents of an order (created on demand when `create`).
 * @param {any} ctx @param {OrderKind} kind @param {OrderRecord} order @param {boolean} [create]
 * @returns {Map<string, import('./state').StoredDocument> | undefined}
 */
function uploadsOf(ctx, kind, order, create = false) {
	/** @type {Map<any, Map<string, import('./state').StoredDocument>>} */
	const all = ctx.tenant.companyOrders.documents[kind];
	let docs = all.get(order.id);
	if (!docs && create) all.set(order.id, (docs = new Map()));
	return docs;
}

/**
 * The body of a modify call: content type application/json-patch+json (else 415), a JSON object
 * with only the `allowed` keys (else 400).
 * @param {any} ctx @param {string[]} allowed
 * @returns {Promise<Record<string, unknown>>}
 */
async function readPatchBody(ctx, allowed) {
	const type = String(ctx.headers['content-type'] || '').split(';')[0].trim().toLowerCase();
	if (type !== 'application/json-patch+json') {
		throw problem(415, `Content-Type must be application/json-patch+json (got ${type || 'none'}).`);
	}
	const body = await ctx.json();
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw problem(400, `Expected a JSON object with ${allowed.join(' and/or ')}.`);
	}
	for (const key of Object.keys(body)) {
		if (!allowed.includes(key)) throw problem(400, `Unknown field ${key}; allowed: ${allowed.join(', ')}.`);
	}
	return body;
}

/** Digits of a string. @param {unknown} s */
const digitsOf = (s) => String(s ?? '').replace(/\D/g, '');

module.exports = { registerCommonOrderRoutes, findOrder, uploadsOf, readPatchBody, digitsOf };
