// @ts-check
'use strict';

/**
 * Fortnox's sales on the classic /3/ API, as its OpenAPI describes them: company information,
 * invoices, invoice payments, orders and offers with their house work, tax reductions, contracts and
 * contract templates, Fortnox Finans invoices (state: tenant.sales, state.js). Registered in the
 * classic route group (auth, rate limit, ErrorInformation errors; codes in errors.js).
 */

const { registerCompanyRoutes } = require('./company');
const { registerInvoiceRoutes } = require('./invoices');
const { registerInvoicePaymentRoutes } = require('./payments');
const { registerOrderRoutes } = require('./orders');
const { registerOfferRoutes } = require('./offers');
const { registerContractRoutes } = require('./contracts');
const { registerFinanceInvoiceRoutes } = require('./finance-invoices');
const { registerTaxReductionRoutes } = require('./tax-reductions');

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerSalesRoutes(r, state) {
	registerCompanyRoutes(r);
	registerInvoiceRoutes(r, state);
	registerInvoicePaymentRoutes(r, state);
	registerOrderRoutes(r, state);
	registerOfferRoutes(r, state);
	registerContractRoutes(r, state);
	registerFinanceInvoiceRoutes(r, state);
	registerTaxReductionRoutes(r, state);
}

/** The JS API on a tenant's sales state (index.js resolves the tenant). */
const salesApi = {
	/** @param {import('./types').SandboxSalesState} sales @returns {import('./types').SandboxSalesMail[]} copies, oldest first */
	sentMails: (sales) => sales.mails.map((m) => ({ ...m })),
};

module.exports = { registerSalesRoutes, salesApi };
