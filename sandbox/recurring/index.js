// @ts-check
'use strict';

/**
 * The recurring-billing API (spec document 2): authenticated, rate limited, errors as
 * {code, details, message}. Contracts and ASYNC requests are brought up to sandbox time before
 * each request (see state.js).
 */

const { recurringErrorReply, unauthorizedReply } = require('./errors');
const { registerRecurringContractRoutes } = require('./recurrings');
const { registerInvoiceRequestRoutes } = require('./invoice-requests');
const { settle } = require('./state');

/**
 * @param {ReturnType<import('../router').createRouter>} router
 * @param {{ url: string, clock: { now(): number } }} state
 */
function registerRecurringRoutes(router, state) {
	const group = router.group({ auth: true, rateLimit: true, errorReply: recurringErrorReply, unauthorizedReply });
	/** @param {(pattern: string, handler: (ctx: any) => any) => void} add */
	const settled = (add) => (/** @type {string} */ pattern, /** @type {(ctx: any) => any} */ handler) =>
		add(pattern, (/** @type {any} */ ctx) => {
			settle(ctx.tenant.recurring, state.clock.now());
			return handler(ctx);
		});
	const r = { get: settled(group.get), post: settled(group.post), put: settled(group.put), patch: settled(group.patch) };
	registerRecurringContractRoutes(r, state);
	registerInvoiceRequestRoutes(r, state);
}

module.exports = { registerRecurringRoutes };
