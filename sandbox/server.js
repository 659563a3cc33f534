// @ts-check
'use strict';

/**
 * The request pipeline: route → authenticate → rate limit → handler → reply.
 * Every request counts in stats.requests; each 429 in stats.rateLimited.
 */

const { appendFileSync } = require('node:fs');
const { ServiceError, CODES, INVALID_IDENTIFIER_TEXT, classicErrorReply, tooManyRequestsReply, invalidLoginReply } = require('./errors');
const { readBody, parseJson, queryGetter, writeReply } = require('./http');
const { authenticate } = require('./auth');
const { changeOf, stockMarks, stockChanges } = require('./stream/changes');
const { listWithNumbersAsStrings } = require('./numbers-as-strings');
const { accessRefusal, asTheUserSees } = require('./access');

/** @typedef {import('./errors').Reply} Reply */
/**
 * One entry of the request log (option recordRequests).
 * @typedef {{ method: string, path: string, query: Record<string, string | string[]>, body: unknown }} RecordedRequest
 */

/**
 * @param {object} deps
 * @param {ReturnType<import('./router').createRouter>} deps.router
 * @param {any} deps.state sandbox state (index.js)
 * @param {ReturnType<import('./rate-limit').createRateLimiter> | null} deps.limiter
 * @param {boolean} deps.log
 * @param {number} [deps.latency] ms every answer waits before it leaves, as from a service far away
 * @param {string} [deps.routeLog] a file each routed request's method and path is appended to (which operations a test run reached)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
function createRequestHandler({ router, state, limiter, log, latency = 0, routeLog }) {
	return (req, res) => {
		const started = Date.now();
		state.stats.requests++;
		handle(req)
			.catch((err) => classicErrorReply(new ServiceError(500, CODES.INTERNAL, `Sandbox failure: ${err && err.message}`)))
			.then(async (reply) => {
				if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
				// The service's time as its answer leaves, by the sandbox clock (not the machine's).
				writeReply(res, { ...reply, headers: { Date: new Date(state.clock.now()).toUTCString(), ...reply.headers } }, req.method === 'HEAD');
				if (log) console.log(`[sandbox] ${req.method} ${req.url} → ${reply.status} (${Date.now() - started} ms)`);
			});
	};

	/** @param {import('node:http').IncomingMessage} req @returns {Promise<Reply>} */
	async function handle(req) {
		const method = req.method || 'GET';
		const url = new URL(req.url || '/', 'http://sandbox.invalid');
		/** @type {Promise<Buffer> | null} */
		let bodyPromise = null;
		const body = () => (bodyPromise = bodyPromise || readBody(req));
		if (state.requests) state.requests.push(await recordRequest(method, url, body));
		const found = router.match(method, url.pathname);
		if (!found.route) {
			// An update (PUT) that names no record: 400 2000729, as recorded (PUT /3/customers/).
			const updated = method === 'PUT' && url.pathname.startsWith('/3/') ? router.missingIdentifier(method, url.pathname) : null;
			if (updated) return updated.errorReply(new ServiceError(400, CODES.INVALID_IDENTIFIER, INVALID_IDENTIFIER_TEXT), url.pathname);
			const errorReply = found.group ? found.group.errorReply : classicErrorReply;
			return errorReply(new ServiceError(404, CODES.ROUTE_NOT_FOUND, `No route for ${method} ${url.pathname}.`), url.pathname);
		}
		if (routeLog) appendFileSync(routeLog, `${method} ${url.pathname}\n`);
		const { route, params } = found;
		const group = route.group;
		/** @type {any} */
		let tenant = null;
		if (group.auth) {
			const who = authenticate(req.headers, state);
			if (!who) return (group.unauthorizedReply || invalidLoginReply)(url.pathname, req.headers);
			tenant = who.tenant;
			if (group.rateLimit && limiter && !limiter.take(who.rateKey)) {
				state.stats.rateLimited++;
				return tooManyRequestsReply();
			}
			const refused = accessRefusal(tenant, who, url.pathname);
			if (refused) return classicErrorReply(refused);
		}
		const ctx = {
			req, method, url, params, tenant, state,
			headers: req.headers,
			query: queryGetter(url.searchParams),
			body,
			json: async () => parseJson(await body()),
		};
		try {
			const writing = tenant && method !== 'GET';
			const stockBefore = writing ? stockMarks(tenant) : undefined;
			const answer = await route.handler(ctx);
			const seen = tenant && answer.status >= 200 && answer.status < 300 && answer.json !== undefined ? { ...answer, json: asTheUserSees(tenant, answer.json) } : answer;
			const reply = state.numbersAsStrings && method === 'GET' && seen.status === 200 ? { ...seen, json: listWithNumbersAsStrings(seen.json) } : seen;
			if (writing && stockBefore && reply.status < 300) {
				const change = changeOf(method, route.segments, params, reply.json);
				for (const made of [...(change ? [change] : []), ...stockChanges(stockBefore, stockMarks(tenant))]) state.stream.publish(tenant.id, made);
			}
			return reply;
		} catch (error) {
			const err = /** @type {any} */ (error);
			if (err && typeof err.status === 'number') return group.errorReply(err, url.pathname);
			throw err;
		}
	}
}

/**
 * @param {string} method @param {URL} url @param {() => Promise<Buffer>} body
 * @returns {Promise<RecordedRequest>} body: the parsed JSON, else undefined (empty, not JSON, too large)
 */
async function recordRequest(method, url, body) {
	/** @type {Record<string, string | string[]>} */
	const query = {};
	for (const [k, v] of url.searchParams) {
		const seen = query[k];
		query[k] = seen === undefined ? v : [...(Array.isArray(seen) ? seen : [seen]), v];
	}
	let parsed;
	try {
		const text = (await body()).toString('utf8').trim();
		parsed = text === '' ? undefined : JSON.parse(text);
	} catch {
		parsed = undefined;
	}
	return { method, path: url.pathname, query, body: parsed };
}

module.exports = { createRequestHandler };
