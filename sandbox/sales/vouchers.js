// @ts-check
'use strict';

/**
 * The voucher a bookkeeping makes (the sandbox keeps no vouchers, only their numbers): Fortnox's
 * series B for customer invoices and C for their payments, numbered per series from 1, in the
 * financial year that holds the date (else the latest year).
 * @param {import('../tenants').Tenant} tenant @param {'B' | 'C'} series @param {string} date YYYY-MM-DD
 */
function voucher(tenant, series, date) {
	const { vouchers } = tenant.sales;
	vouchers[series] = (vouchers[series] ?? 0) + 1;
	const years = tenant.financialYears;
	const year = years.find((fy) => fy.FromDate <= date && date <= fy.ToDate) ?? years[years.length - 1];
	return { VoucherSeries: series, VoucherNumber: vouchers[series], VoucherYear: year.Id };
}

module.exports = { voucher };
