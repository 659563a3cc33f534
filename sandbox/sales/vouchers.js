// @ts-check
'use strict';

/**
 * The voucher a ledger's bookkeeping makes, stored with the vouchers of /3/vouchers
 * (bookkeeping/voucher-store.js) and numbered with them: Fortnox's series B for customer
 * invoices, C for their payments, D for supplier invoices, E for their payments, in the financial
 * year that holds the date (else the latest year). Its rows are checked as any voucher's
 * (accounts of the year, debit = credit); a row of 0 is left out (docs/sandbox.md, "Bookkeeping
 * and files").
 */

const { bookVoucher, knownSeries, yearOfDate } = require('../bookkeeping/voucher-store');
const { round } = require('./values');

/** What each ledger's series refers to (fortnox_Voucher ReferenceType). */
const REFERENCE_TYPES = /** @type {Record<string, string>} */ ({ B: 'INVOICE', C: 'INVOICEPAYMENT', D: 'SUPPLIERINVOICE', E: 'SUPPLIERPAYMENT' });

/**
 * @typedef {object} VoucherDetails
 * @property {string} [description]  default: the series' description
 * @property {Array<{ Account: number, Debit?: number, Credit?: number }>} [rows]
 * @property {string} [referenceType]  default: the series' (B INVOICE, C INVOICEPAYMENT, D SUPPLIERINVOICE, E SUPPLIERPAYMENT)
 * @property {string} [referenceNumber]
 * @property {number} now  sandbox time, ms (`lastmodified`)
 */

/**
 * A voucher row of a signed amount: positive a debit, negative a credit.
 * @param {number} account @param {number} amount
 */
const signedRow = (account, amount) => ({ Account: account, Debit: Math.max(round(amount), 0), Credit: Math.max(round(-amount), 0) });

/**
 * @param {import('../tenants').Tenant} tenant @param {string} series @param {string} date YYYY-MM-DD
 * @param {VoucherDetails} details
 */
function voucher(tenant, series, date, details) {
	const years = tenant.financialYears;
	const year = yearOfDate(tenant, date) ?? years[years.length - 1];
	const booked = bookVoucher(tenant, {
		ApprovalState: 0, Comments: '', CostCenter: '', Project: '',
		Description: details.description ?? knownSeries(tenant, series).Description,
		ReferenceNumber: details.referenceNumber ?? '',
		ReferenceType: details.referenceType ?? REFERENCE_TYPES[series] ?? 'MANUAL',
		TransactionDate: date,
		VoucherRows: (details.rows ?? []).filter((row) => row.Debit || row.Credit).map((row) => ({
			Account: row.Account, CostCenter: '', Credit: row.Credit ?? 0, Debit: row.Debit ?? 0, Description: '', Project: '',
			Quantity: null, Removed: false, TransactionInformation: '',
		})),
		VoucherSeries: series,
		Year: year.Id,
	}, details.now);
	return { VoucherSeries: series, VoucherNumber: booked.VoucherNumber, VoucherYear: booked.Year };
}

module.exports = { voucher, signedRow };
