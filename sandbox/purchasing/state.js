// @ts-check
'use strict';

/** The purchasing state of a tenant (typed in types.d.ts): suppliers, supplier invoices and their payments. */

/** @returns {import('./types').SandboxPurchasingState} */
function createPurchasingState() {
	return {
		suppliers: [],
		supplierInvoices: [],
		payments: [],
		next: { suppliers: 1, supplierInvoices: 1, payments: 1 },
	};
}

module.exports = { createPurchasingState };
