// @ts-check
'use strict';

/**
 * Webhook callbacks (spec document 2, Events).
 *
 * Every event of a tenant goes to each of that tenant's webhooks as an HTTP POST of a JSON
 * WebhookEvent {event_type, order_id, order_type, webhook_id}, with `Content-Type:
 * application/json` and the signature header (`sha256=` + hex HMAC-SHA256 of the exact body
 * bytes, keyed with the webhook's current secret).
 *
 * Delivery: a 2xx answer delivers. Otherwise the callback is retried once per minute of SANDBOX
 * time (clock.setTimeout, so timeScale 600 retries every 100 ms), at most 5 attempts, then
 * dropped. One slot per (webhook, order): a newer event for the same order replaces the older
 * undelivered one and the next attempt (at the retry already scheduled) sends the newer event,
 * which starts its own count of 5. An event that arrives while an attempt is in flight waits for
 * it: after a success it is sent at once, after a failure at the next retry. A webhook that is
 * gone when its turn comes gets nothing. Every attempt is logged (`deliveries`).
 */

const http = require('node:http');
const https = require('node:https');
const { createHmac } = require('node:crypto');

const DEFAULT_SIGNATURE_HEADER = 'X-Fortnox-Signature-256';
const RETRY_MS = 60_000;
const MAX_ATTEMPTS = 5;
const TIMEOUT_MS = 5_000;

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {{ event_type: string, order_id: string, order_type: string, webhook_id: string }} WebhookEvent */

/**
 * @typedef {object} Delivery one attempt
 * @property {string} tenantId
 * @property {string} webhookId
 * @property {string} url
 * @property {string} orderId
 * @property {string} orderType
 * @property {string} eventType
 * @property {number} attempt          1–5, counted per event
 * @property {number | string} status  HTTP status, or an error code (ECONNREFUSED, ETIMEDOUT, …)
 * @property {boolean} delivered
 * @property {string} body             the exact JSON sent
 * @property {string} signature        the signature header's value
 * @property {string} at               sandbox time the attempt started (ISO)
 */

/**
 * @typedef {object} Slot
 * @property {Tenant} tenant
 * @property {WebhookEvent} event   the event to send next (or being sent)
 * @property {number} attempts      attempts made for `event`
 * @property {boolean} inFlight
 * @property {WebhookEvent | null} newer  arrived while an attempt was in flight
 */

/**
 * @param {{ clock: ReturnType<import('../clock').createClock>, signatureHeader?: string }} options
 */
function createDispatcher({ clock, signatureHeader = DEFAULT_SIGNATURE_HEADER }) {
	/** @type {Delivery[]} */
	const log = [];
	/** @type {Map<string, Slot>} */
	const slots = new Map();
	/** @type {Set<import('node:http').ClientRequest>} */
	const requests = new Set();
	let closed = false;

	/**
	 * Sends an event to every webhook of the tenant.
	 * @param {Tenant} tenant @param {string} eventType @param {string} orderType @param {string | number} orderId
	 */
	function emit(tenant, eventType, orderType, orderId) {
		for (const webhook of tenant.companyOrders.webhooks.values()) {
			enqueue(tenant, { event_type: eventType, order_id: String(orderId), order_type: orderType, webhook_id: webhook.id });
		}
	}

	/** @param {Tenant} tenant @param {WebhookEvent} event */
	function enqueue(tenant, event) {
		if (closed) return;
		const key = [tenant.id, event.webhook_id, event.order_type, event.order_id].join('\n');
		const slot = slots.get(key);
		if (!slot) {
			const fresh = { tenant, event, attempts: 0, inFlight: false, newer: null };
			slots.set(key, fresh);
			void attempt(key, fresh);
		} else if (slot.inFlight) {
			slot.newer = event;
		} else {
			slot.event = event; // waiting for its retry: the retry sends the newer event
			slot.attempts = 0;
		}
	}

	/** @param {string} key @param {Slot} slot */
	async function attempt(key, slot) {
		if (closed || slots.get(key) !== slot) return;
		const webhook = slot.tenant.companyOrders.webhooks.get(slot.event.webhook_id);
		if (!webhook) {
			slots.delete(key);
			return;
		}
		const { event } = slot;
		slot.inFlight = true;
		slot.attempts++;
		const body = JSON.stringify(event);
		const signature = `sha256=${createHmac('sha256', webhook.secret).update(body, 'utf8').digest('hex')}`;
		const at = new Date(clock.now()).toISOString();
		const status = await post(webhook.url, body, signature);
		if (closed) return; // aborted by close(): not an attempt
		const delivered = typeof status === 'number' && status >= 200 && status < 300;
		log.push({
			tenantId: slot.tenant.id, webhookId: webhook.id, url: webhook.url, orderId: event.order_id, orderType: event.order_type,
			eventType: event.event_type, attempt: slot.attempts, status, delivered, body, signature, at,
		});
		slot.inFlight = false;
		if (slots.get(key) !== slot) return;
		if (slot.newer) {
			slot.event = slot.newer;
			slot.newer = null;
			slot.attempts = 0;
			if (delivered) void attempt(key, slot);
			else clock.setTimeout(() => void attempt(key, slot), RETRY_MS);
		} else if (delivered || slot.attempts >= MAX_ATTEMPTS) {
			slots.delete(key);
		} else {
			clock.setTimeout(() => void attempt(key, slot), RETRY_MS);
		}
	}

	/**
	 * One POST; resolves with the HTTP status or an error code, never rejects.
	 * @param {string} url @param {string} body @param {string} signature
	 * @returns {Promise<number | string>}
	 */
	function post(url, body, signature) {
		return new Promise((resolve) => {
			let req;
			try {
				const target = new URL(url);
				const lib = target.protocol === 'https:' ? https : http;
				req = lib.request(target, {
					method: 'POST',
					agent: false,
					timeout: TIMEOUT_MS,
					headers: {
						'Content-Type': 'application/json',
						'Content-Length': Buffer.byteLength(body),
						'User-Agent': 'fortnox-sandbox-webhooks',
						[signatureHeader]: signature,
					},
				});
			} catch (err) {
				resolve(errorCode(err));
				return;
			}
			const request = req;
			requests.add(request);
			const done = (/** @type {number | string} */ result) => {
				requests.delete(request);
				resolve(result);
			};
			request.on('response', (res) => {
				res.resume();
				res.on('end', () => done(res.statusCode || 0));
				res.on('error', (err) => done(errorCode(err)));
			});
			request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
			request.on('error', (err) => done(errorCode(err)));
			request.end(body);
		});
	}

	return {
		emit,
		enqueue,
		signatureHeader,
		/** @returns {Delivery[]} a copy of the log */
		deliveries: () => log.map((d) => ({ ...d })),
		/**
		 * Resolves with a snapshot of the log once `predicate(log)` is true (polled every 10 ms).
		 * @param {(log: Delivery[]) => boolean} predicate @param {number} [timeoutMs]
		 * @returns {Promise<Delivery[]>}
		 */
		waitForDeliveries(predicate, timeoutMs = 5000) {
			const deadline = Date.now() + timeoutMs;
			return new Promise((resolve, reject) => {
				const check = () => {
					const snapshot = log.map((d) => ({ ...d }));
					let ok;
					try {
						ok = predicate(snapshot);
					} catch (err) {
						reject(err);
						return;
					}
					if (ok) resolve(snapshot);
					else if (Date.now() >= deadline) reject(new Error(`waitForDeliveries: timed out after ${timeoutMs} ms (${log.length} attempts logged)`));
					else setTimeout(check, 10);
				};
				check();
			});
		},
		/** Stops all deliveries: pending retries are forgotten, requests in flight aborted. */
		close() {
			closed = true;
			slots.clear();
			for (const req of requests) req.destroy();
			requests.clear();
		},
	};
}

/** @param {any} err */
function errorCode(err) {
	return (err && (err.code || (err.cause && err.cause.code))) || 'ERROR';
}

module.exports = { createDispatcher, DEFAULT_SIGNATURE_HEADER, RETRY_MS, MAX_ATTEMPTS };
