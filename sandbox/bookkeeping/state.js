// @ts-check
'use strict';

/** The bookkeeping state of a tenant (typed in types.d.ts): voucher series, vouchers, file connections, accruals. */

/**
 * The voucher series a new Fortnox company has, as its bookkeeping uses them: A for what is
 * booked by hand, B–E for what the ledgers book (customer invoices and payments, supplier
 * invoices and payments). Only A is manual: Fortnox refuses a hand-made voucher in a series whose
 * "Manuell kontering" is off (integrators meet "Verifikationsserien är inte manuell").
 */
const STANDARD_SERIES = [
	['A', 'Redovisningsverifikationer', true],
	['B', 'Kundfakturor', false],
	['C', 'Kundinbetalningar', false],
	['D', 'Leverantörsfakturor', false],
	['E', 'Leverantörsutbetalningar', false],
];

/** @param {number} now sandbox time, ms @returns {import('./types').SandboxBookkeepingState} */
function createBookkeepingState(now) {
	return {
		series: STANDARD_SERIES.map(([Code, Description, Manual]) => ({
			Code: String(Code), Description: String(Description), Manual: Boolean(Manual), Approver: { Id: null, Name: '' }, modifiedAt: now,
		})),
		vouchers: [],
		connections: { supplierInvoices: [], vouchers: [], articles: [] },
		accruals: { contracts: [], invoices: [], supplierInvoices: [] },
	};
}

module.exports = { createBookkeepingState, STANDARD_SERIES };
