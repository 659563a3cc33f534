// @ts-check
'use strict';

/**
 * Vouchers as Fortnox books them, whoever makes them (POST /3/vouchers, or the sales and
 * purchasing ledgers through sales/vouchers.js): in a known voucher series, numbered per series
 * per financial year from 1, dated inside their financial year, on accounts that exist and are
 * active in that year, with rows whose debits equal their credits.
 */

const { badRequest, ACCOUNT_NOT_FOUND_TEXT } = require('../errors');
const { round } = require('../sales/values');
const { BOOKKEEPING_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('../tenants').FinancialYear} FinancialYear */
/** @typedef {import('./types').SandboxVoucher} Voucher */
/** @typedef {import('./types').SandboxVoucherRow} VoucherRow */

/** @param {Tenant} tenant @param {string} date YYYY-MM-DD @returns {FinancialYear | undefined} */
const yearOfDate = (tenant, date) => tenant.financialYears.find((fy) => fy.FromDate <= date && date <= fy.ToDate);

/** @param {Tenant} tenant @param {string} code */
const findSeries = (tenant, code) => tenant.bookkeeping.series.find((s) => s.Code === code);

/** @param {Tenant} tenant @param {string} code */
function knownSeries(tenant, code) {
	const series = findSeries(tenant, code);
	if (!series) throw badRequest(BOOKKEEPING_CODES.SERIES_UNKNOWN, `Voucher series ${code} does not exist (/3/voucherseries).`);
	return series;
}

/** The number the next voucher of a series gets in a financial year. @param {Tenant} tenant @param {string} series @param {number} year */
function nextVoucherNumber(tenant, series, year) {
	let last = 0;
	for (const v of tenant.bookkeeping.vouchers) if (v.VoucherSeries === series && v.Year === year) last = Math.max(last, v.VoucherNumber);
	return last + 1;
}

/**
 * Refuses rows on an account the year does not have or has made inactive, and rows that do not
 * balance (to the öre).
 * @param {Tenant} tenant @param {number} year @param {VoucherRow[]} rows
 */
function checkRows(tenant, year, rows) {
	const accounts = tenant.accounts.get(year);
	for (const row of rows) {
		const account = accounts?.get(row.Account);
		if (!account) throw badRequest(BOOKKEEPING_CODES.ACCOUNT_UNKNOWN, ACCOUNT_NOT_FOUND_TEXT);
		if (!account.Active) throw badRequest(BOOKKEEPING_CODES.ACCOUNT_INACTIVE, `Account ${row.Account} is not active in financial year ${year}.`);
	}
	const debit = round(rows.reduce((sum, r) => sum + r.Debit, 0));
	const credit = round(rows.reduce((sum, r) => sum + r.Credit, 0));
	if (debit !== credit) {
		throw badRequest(BOOKKEEPING_CODES.UNBALANCED, `The voucher is not balanced: debit ${debit.toFixed(2)}, credit ${credit.toFixed(2)}.`);
	}
}

/**
 * Books a voucher: checks its rows in its year, numbers it and stores it.
 * @param {Tenant} tenant
 * @param {Omit<Voucher, 'VoucherNumber' | 'modifiedAt'>} fields series known, date inside the year
 * @param {number} now sandbox time, ms
 * @returns {Voucher}
 */
function bookVoucher(tenant, fields, now) {
	checkRows(tenant, fields.Year, fields.VoucherRows);
	const voucher = { ...fields, VoucherNumber: nextVoucherNumber(tenant, fields.VoucherSeries, fields.Year), modifiedAt: now };
	tenant.bookkeeping.vouchers.push(voucher);
	return voucher;
}

module.exports = { yearOfDate, findSeries, knownSeries, nextVoucherNumber, bookVoucher };
