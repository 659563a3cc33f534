// @ts-check
'use strict';

/** The sales state of a tenant (typed in types.d.ts): its company details, documents, payments, tax reductions, mails. */

const { createHash } = require('node:crypto');
const { luhn } = require('./values');

/** @typedef {import('./types').SandboxSalesState} SalesState */

/**
 * A fresh state. The company's numbers are made from the tenant id, so they stay the same for a
 * tenant and differ between tenants; the organisation number is a valid Swedish one (Luhn digit).
 * @param {string} tenantId @returns {SalesState}
 */
function createSalesState(tenantId) {
	const hash = createHash('sha256').update(tenantId).digest();
	const org = `55${String(hash.readUInt32BE(4) % 10_000_000).padStart(7, '0')}`;
	return {
		company: {
			Address: 'Storgatan 1', City: 'Växjö', CountryCode: 'SE', DatabaseNumber: 100_000 + (hash.readUInt32BE(0) % 900_000),
			OrganizationNumber: `${org.slice(0, 6)}-${org.slice(6)}${luhn(org)}`,
			VisitAddress: 'Storgatan 1', VisitCity: 'Växjö', VisitCountryCode: 'SE', VisitZipCode: '352 30', ZipCode: '352 30',
		},
		invoices: [],
		orders: [],
		offers: [],
		contracts: [],
		contractTemplates: [],
		financeInvoices: [],
		payments: [],
		taxReductions: [],
		next: { invoices: 1, orders: 1, offers: 1, contracts: 1, contractTemplates: 1, payments: 1, taxReductions: 1, rowId: 1 },
		mails: [],
	};
}

module.exports = { createSalesState };
