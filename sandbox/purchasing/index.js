// @ts-check
'use strict';

/**
 * Fortnox's purchasing on the classic /3/ API, as its OpenAPI describes it: suppliers, supplier
 * invoices and their actions, supplier invoice payments (state: tenant.purchasing, state.js).
 * Registered in the classic route group (auth, rate limit, ErrorInformation errors; codes in errors.js).
 */

const { registerSupplierRoutes } = require('./suppliers');
const { registerSupplierInvoiceRoutes } = require('./supplier-invoices');
const { registerInvoiceActionRoutes } = require('./invoice-actions');
const { registerSupplierPaymentRoutes } = require('./payments');

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerPurchasingRoutes(r, state) {
	registerSupplierRoutes(r, state);
	registerSupplierInvoiceRoutes(r, state);
	registerInvoiceActionRoutes(r, state);
	registerSupplierPaymentRoutes(r, state);
}

module.exports = { registerPurchasingRoutes };
