// @ts-check
'use strict';

/**
 * Webhooks, /api/bank-process-webhooks/v1 (per tenant, at most 10):
 *   GET    ""                     array of webhooks
 *   POST   ""                     {url, secret, insecure_url?} → 201; the 11th → 409
 *   GET    /{webhook_id}          webhook
 *   PATCH  /{webhook_id}          non-empty subset of url, secret, insecure_url → webhook
 *   DELETE /{webhook_id}          204
 *   POST   /{webhook_id}/evaluate 204; sends a dummy ORDER_UPDATED / START_COMPANY_ORDER callback
 * Output: {id, url, insecure_url, created_at}; the secret is never shown.
 * Rules: url absolute http(s), https unless insecure_url is true; secret 10–100 characters.
 */

const { randomUUID } = require('node:crypto');
const { problem } = require('./problem');
const { json, noContent } = require('../http');
const { MAX_WEBHOOKS, EVENTS, ORDER_TYPES } = require('./state');

const BASE = '/api/bank-process-webhooks/v1';
const FIELDS = ['url', 'secret', 'insecure_url'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** @typedef {import('./state').Webhook} Webhook */

/** @param {Webhook} w */
const render = (w) => ({ id: w.id, url: w.url, insecure_url: w.insecure_url, created_at: w.created_at });

/**
 * @param {any} r router group
 * @param {{ now: () => string }} model
 * @param {ReturnType<import('./callbacks').createDispatcher>} dispatcher
 */
function registerWebhookRoutes(r, model, dispatcher) {
	/** @param {any} ctx @returns {Map<string, Webhook>} */
	const webhooks = (ctx) => ctx.tenant.companyOrders.webhooks;
	/** @param {any} ctx @returns {Webhook} */
	const find = (ctx) => {
		const id = ctx.params.webhook_id;
		if (!UUID.test(id)) throw problem(400, `webhook_id must be a uuid (${id}).`);
		const webhook = webhooks(ctx).get(id.toLowerCase());
		if (!webhook) throw problem(404, `No webhook ${id}.`);
		return webhook;
	};

	r.get(BASE, (/** @type {any} */ ctx) => json([...webhooks(ctx).values()].map(render)));

	r.post(BASE, async (/** @type {any} */ ctx) => {
		const input = checkInput(await ctx.json(), null);
		if (webhooks(ctx).size >= MAX_WEBHOOKS) {
			throw problem(409, `The maximum of ${MAX_WEBHOOKS} webhooks is reached; delete one first.`);
		}
		/** @type {Webhook} */
		const webhook = { id: randomUUID(), url: input.url, secret: input.secret, insecure_url: input.insecure_url, created_at: model.now() };
		webhooks(ctx).set(webhook.id, webhook);
		return json(render(webhook), 201);
	});

	r.get(`${BASE}/:webhook_id`, (/** @type {any} */ ctx) => json(render(find(ctx))));

	r.patch(`${BASE}/:webhook_id`, async (/** @type {any} */ ctx) => {
		const webhook = find(ctx);
		Object.assign(webhook, checkInput(await ctx.json(), webhook));
		return json(render(webhook));
	});

	r.delete(`${BASE}/:webhook_id`, (/** @type {any} */ ctx) => {
		webhooks(ctx).delete(find(ctx).id);
		return noContent();
	});

	r.post(`${BASE}/:webhook_id/evaluate`, (/** @type {any} */ ctx) => {
		const webhook = find(ctx);
		dispatcher.enqueue(ctx.tenant, {
			event_type: EVENTS.UPDATED, order_id: randomUUID(), order_type: ORDER_TYPES.start, webhook_id: webhook.id,
		});
		return noContent();
	});
}

/**
 * Validates a create (current null) or update body; returns the full resulting fields.
 * @param {unknown} body @param {Webhook | null} current
 * @returns {{ url: string, secret: string, insecure_url: boolean }}
 */
function checkInput(body, current) {
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw problem(400, 'Expected a JSON object with url, secret and insecure_url.');
	}
	const input = /** @type {Record<string, unknown>} */ (body);
	for (const key of Object.keys(input)) {
		if (!FIELDS.includes(key)) throw problem(400, `Unknown field ${key}; allowed: ${FIELDS.join(', ')}.`);
	}
	if (current && Object.keys(input).length === 0) throw problem(400, 'Give at least one of url, secret, insecure_url.');
	if (!current) {
		for (const key of ['url', 'secret']) if (input[key] === undefined) throw problem(400, `${key} is required.`);
	}
	if (input.insecure_url !== undefined && typeof input.insecure_url !== 'boolean') throw problem(400, 'insecure_url must be a boolean.');
	if (input.secret !== undefined) {
		const length = typeof input.secret === 'string' ? [...input.secret].length : -1;
		if (length < 10 || length > 100) throw problem(400, 'secret must be a string of 10 to 100 characters.');
	}
	const next = {
		url: input.url === undefined ? /** @type {Webhook} */ (current).url : input.url,
		secret: input.secret === undefined ? /** @type {Webhook} */ (current).secret : input.secret,
		insecure_url: input.insecure_url === undefined ? (current ? current.insecure_url : false) : input.insecure_url,
	};
	let url;
	try {
		url = typeof next.url === 'string' ? new URL(next.url) : null;
	} catch {
		url = null;
	}
	if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw problem(400, `url must be an absolute http(s) URL (${String(next.url)}).`);
	if (url.protocol !== 'https:' && !next.insecure_url) throw problem(400, 'url must use https unless insecure_url is true.');
	return /** @type {{ url: string, secret: string, insecure_url: boolean }} */ (next);
}

module.exports = { registerWebhookRoutes };
