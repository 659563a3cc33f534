// @ts-check
'use strict';

/**
 * The accounting rows of a supplier invoice. Each row books an Account of the chart (of the
 * financial year holding the InvoiceDate, else the latest year) with a Debit or a Credit; a row
 * may give Total instead (positive: debit, negative: credit), or Price × Quantity. What Fortnox
 * adds (its supplier-invoice docs and its example requests, which carry these rows with Code TOT
 * and VAT): when the rows hold no TOT row, a credit row on 2440 (supplier debt) for the invoice's
 * Total; when they hold no VAT row and VAT is not 0, a debit row on 2641 (input VAT). A Total not
 * given is the rows' net (cost rows plus VAT); a VAT not given is the VAT row's. Debits and credits
 * must then balance (a 400 otherwise). As in Fortnox, a row's Debit/Credit are SEK and its
 * DebitCurrency/CreditCurrency (= SEK × CurrencyUnit / CurrencyRate unless given) the invoice's
 * currency, in which the head's Total, VAT and Balance are.
 */

const { badRequest, ACCOUNT_NOT_FOUND_TEXT } = require('../errors');
const { readFields, defaults } = require('../classic/fields');
const { readList } = require('../sales/checks');
const { round } = require('../sales/values');
const { ROW, ROW_READ_ONLY } = require('./invoice-fields');
const { PURCHASING_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {Record<string, any>} Row */

const SUPPLIER_DEBT = 2440;
const INPUT_VAT = 2641;

/** The chart of the financial year holding a date (else the latest). @param {Tenant} tenant @param {string} date */
function chartOf(tenant, date) {
	const years = tenant.financialYears;
	const year = years.find((fy) => fy.FromDate <= date && date <= fy.ToDate) ?? years[years.length - 1];
	return /** @type {Map<number, import('../tenants').Account>} */ (tenant.accounts.get(year.Id));
}

/** Rows as given, checked; amounts settled to Debit/Credit. @param {unknown} raw @returns {Row[]} */
function readRows(raw) {
	return readList(raw, 'SupplierInvoiceRows', (item) => {
		/** @type {Row} */
		const row = { ...defaults(ROW), ...readFields(item, ROW, { readOnly: ROW_READ_ONLY, creating: true }) };
		if (row.Debit === null && row.Credit === null) {
			const total = row.Total ?? (row.Price !== null && row.Quantity !== null ? row.Price * row.Quantity : null);
			if (total === null) throw badRequest(PURCHASING_CODES.ROW_AMOUNT, `Account ${row.Account}: give Debit, Credit or Total.`);
			row.Debit = Math.max(total, 0);
			row.Credit = Math.max(-total, 0);
		}
		row.Debit = round(row.Debit ?? 0);
		row.Credit = round(row.Credit ?? 0);
		return row;
	});
}

/** @param {Row} row */
const net = (row) => row.Debit - row.Credit;
/** @param {Row[]} rows */
const sum = (rows) => round(rows.reduce((s, r) => s + net(r), 0));

/**
 * The complete rows of an invoice and its Total and VAT.
 * @param {Tenant} tenant @param {Record<string, any>} head the invoice's head (InvoiceDate, CurrencyRate, CurrencyUnit set)
 * @param {Row[]} given the rows read (readRows) @param {{ Total?: number, VAT?: number }} amounts given in the body
 * @returns {{ rows: Row[], Total: number, VAT: number }}
 */
function completeRows(tenant, head, given, amounts) {
	const chart = chartOf(tenant, head.InvoiceDate);
	const totRow = given.find((r) => r.Code === 'TOT');
	const vatRow = given.find((r) => r.Code === 'VAT');
	const costs = given.filter((r) => r !== totRow && r !== vatRow);
	const inCurrency = (/** @type {number} */ amount) => round((amount * head.CurrencyUnit) / head.CurrencyRate);
	const inSEK = (/** @type {number} */ amount) => round((amount * head.CurrencyRate) / head.CurrencyUnit);
	const VAT = round(amounts.VAT ?? (vatRow ? inCurrency(net(vatRow)) : 0));
	const Total = round(amounts.Total ?? (totRow ? -inCurrency(net(totRow)) : inCurrency(sum(costs)) + VAT));
	/** @param {number} account @param {string} code @param {number} amount in the invoice's currency, debit when positive */
	const added = (account, code, amount) => ({
		...defaults(ROW), Account: account, Code: code, Debit: inSEK(Math.max(amount, 0)), Credit: inSEK(Math.max(-amount, 0)),
		DebitCurrency: Math.max(amount, 0), CreditCurrency: Math.max(-amount, 0),
	});
	const rows = [...given];
	if (!vatRow && VAT !== 0) rows.push(added(INPUT_VAT, 'VAT', VAT));
	if (!totRow && (Total !== 0 || rows.length > 0)) rows.push(added(SUPPLIER_DEBT, 'TOT', -Total));
	/** @type {Row[]} */
	const complete = rows.map((/** @type {Row} */ row) => {
		const account = chart.get(row.Account);
		if (!account) throw badRequest(PURCHASING_CODES.ACCOUNT_UNKNOWN, ACCOUNT_NOT_FOUND_TEXT);
		return {
			...row, AccountDescription: account.Description, Total: round(net(row)),
			DebitCurrency: row.DebitCurrency ?? inCurrency(row.Debit), CreditCurrency: row.CreditCurrency ?? inCurrency(row.Credit),
		};
	});
	const debit = round(complete.reduce((s, r) => s + r.Debit, 0));
	const credit = round(complete.reduce((s, r) => s + r.Credit, 0));
	if (debit !== credit) {
		throw badRequest(PURCHASING_CODES.UNBALANCED, `Leverantörsfakturan balanserar inte: debet ${debit}, kredit ${credit}. (The supplier invoice does not balance.)`);
	}
	return { rows: complete, Total, VAT };
}

module.exports = { readRows, completeRows };
