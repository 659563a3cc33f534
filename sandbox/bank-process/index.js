// @ts-check
'use strict';

/**
 * The bank process (spec document 2): stock company orders, start company orders, their
 * documents, webhooks and signed callbacks. All routes are tenant-scoped, authenticated and
 * rate limited like /3/; errors (including 401 and unknown routes) are application/problem+json.
 * Returns the pieces index.js wires into the public sandbox object.
 */

const { problemReply, unauthorizedProblem } = require('./problem');
const { createDispatcher } = require('./callbacks');
const { createOrderModel } = require('./orders');
const { registerStockOrderRoutes } = require('./stock-orders');
const { registerStartOrderRoutes } = require('./start-orders');
const { registerWebhookRoutes } = require('./webhooks');
const { seedOrders, DEFAULT_PLAN, DEMO_EXTRA_PLAN } = require('./seed');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./state').OrderKind} OrderKind */

/**
 * @param {ReturnType<import('../router').createRouter>} router
 * @param {{ clock: ReturnType<import('../clock').createClock> }} state
 * @param {{ signatureHeader?: string }} [options]
 */
function registerBankProcess(router, state, options = {}) {
	const r = router.group({
		auth: true,
		rateLimit: true,
		errorReply: problemReply,
		unauthorizedReply: unauthorizedProblem,
		prefixes: ['/api/bank-process-orders/v1', '/api/bank-process-start-orders/v1', '/api/bank-process-webhooks/v1'],
	});
	const dispatcher = createDispatcher({ clock: state.clock, signatureHeader: options.signatureHeader });
	const model = createOrderModel({ clock: state.clock, dispatcher });
	registerStockOrderRoutes(r, model);
	registerStartOrderRoutes(r, model);
	registerWebhookRoutes(r, model, dispatcher);

	/** @param {Tenant} tenant @param {OrderKind} kind @param {string | number} id */
	const existing = (tenant, kind, id) => {
		if (kind !== 'stock' && kind !== 'start') throw new Error(`kind must be 'stock' or 'start' (${String(kind)})`);
		const order = model.find(tenant, kind, id);
		if (!order) throw new Error(`No ${kind} order ${id} in tenant ${tenant.id}`);
		return order;
	};

	return {
		/** Seeds a new tenant's orders (no events). @param {Tenant} tenant @param {{ demo?: boolean }} [opts] */
		seed(tenant, opts = {}) {
			seedOrders(model, tenant, state.clock.now(), opts.demo ? DEMO_EXTRA_PLAN : DEFAULT_PLAN);
		},
		/** @param {Tenant} tenant @param {Record<string, unknown>} [fields] */
		createStockOrder: (tenant, fields) => model.render(model.create(tenant, 'stock', fields)),
		/** @param {Tenant} tenant @param {Record<string, unknown>} [fields] */
		createStartOrder: (tenant, fields) => model.render(model.create(tenant, 'start', fields)),
		/** @param {Tenant} tenant @param {OrderKind} kind @param {string | number} id @param {Record<string, unknown>} changes */
		updateOrder: (tenant, kind, id, changes) => model.render(model.update(tenant, kind, existing(tenant, kind, id), changes)),
		/** @param {Tenant} tenant @param {OrderKind} kind @param {string | number} id */
		deleteOrder: (tenant, kind, id) => model.remove(tenant, kind, existing(tenant, kind, id)),
		deliveries: dispatcher.deliveries,
		waitForDeliveries: dispatcher.waitForDeliveries,
		close: dispatcher.close,
	};
}

module.exports = { registerBankProcess };
