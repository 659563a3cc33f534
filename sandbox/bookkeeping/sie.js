// @ts-check
'use strict';

/**
 * GET /3/sie/{Type}?financialYear=<id>: the financial year's SIE file (SIE 4B), made from what the
 * sandbox holds, so its numbers agree with the vouchers and accounts the other routes show:
 *   1  the chart (#KONTO, #KTYP, #SRU) and the year's balances: #IB/#UB (balance accounts
 *      1000–2999: brought forward, plus the year's voucher rows) and #RES (result accounts 3000–9999)
 *   2  type 1 plus #PSALDO, each account's movement per month
 *   3  type 2 plus the objects: #DIM 1 cost centres, #DIM 6 projects, #OBJEKT
 *   4  type 3 plus every voucher: #VER with its #TRANS rows in a {} block (removed rows left out)
 * Written in code page 437 (#FORMAT PC8), lines ending CR LF. No year: the latest (as the other
 * year-scoped routes); an unknown year or a type other than 1–4 is a 400.
 */

const { badRequest } = require('../errors');
const { selectYear } = require('../classic/financial-years');
const { round } = require('../sales/values');
const { BOOKKEEPING_CODES } = require('./errors');
const { encodeCp437 } = require('./cp437');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./types').SandboxVoucher} Voucher */

/** A SIE text field: quoted, a quote or backslash inside escaped with a backslash. @param {unknown} value */
const quoted = (value) => `"${String(value ?? '').replace(/[\\"]/g, (char) => `\\${char}`)}"`;
/** @param {string} date YYYY-MM-DD */
const sieDate = (date) => date.replaceAll('-', '');
/** @param {number} value */
const money = (value) => round(value).toFixed(2);
/** SIE's account types: T assets, S liabilities and equity, I income, K costs. @param {number} n */
const accountType = (n) => (n < 2000 ? 'T' : n < 3000 ? 'S' : n < 4000 ? 'I' : 'K');

/** The object list of a row: {1 "cost centre" 6 "project"}. @param {{ CostCenter: string, Project: string }} row */
const objectsOf = (row) => `{${[row.CostCenter && `1 ${quoted(row.CostCenter)}`, row.Project && `6 ${quoted(row.Project)}`].filter(Boolean).join(' ')}}`;

/**
 * The lines of the file.
 * @param {Tenant} tenant @param {number} type 1–4 @param {number} yearId @param {number} now sandbox time, ms
 * @returns {string[]}
 */
function sieLines(tenant, type, yearId, now) {
	const yearIndex = tenant.financialYears.findIndex((fy) => fy.Id === yearId);
	const year = tenant.financialYears[yearIndex];
	const previous = tenant.financialYears[yearIndex - 1];
	const accounts = [.../** @type {Map<number, import('../tenants').Account>} */ (tenant.accounts.get(yearId)).values()].sort((a, b) => a.Number - b.Number);
	const vouchers = tenant.bookkeeping.vouchers
		.filter((v) => v.Year === yearId)
		.sort((a, b) => a.VoucherSeries.localeCompare(b.VoucherSeries) || a.VoucherNumber - b.VoucherNumber);
	/** @type {Map<number, number>} */
	const moved = new Map();
	/** @type {Map<string, number>} account and month "1930 202611" → movement */
	const perMonth = new Map();
	for (const v of vouchers) {
		for (const row of v.VoucherRows) {
			if (row.Removed) continue;
			const amount = row.Debit - row.Credit;
			moved.set(row.Account, (moved.get(row.Account) ?? 0) + amount);
			const key = `${row.Account} ${sieDate(v.TransactionDate).slice(0, 6)}`;
			perMonth.set(key, (perMonth.get(key) ?? 0) + amount);
		}
	}
	const lines = [
		'#FLAGGA 0',
		'#PROGRAM "Fortnox sandbox" 1.0',
		'#FORMAT PC8',
		`#GEN ${sieDate(new Date(now).toISOString().slice(0, 10))}`,
		`#SIETYP ${type}`,
		`#FNAMN ${quoted(tenant.name)}`,
		`#ORGNR ${tenant.sales.company.OrganizationNumber}`,
		`#RAR 0 ${sieDate(year.FromDate)} ${sieDate(year.ToDate)}`,
		...(previous ? [`#RAR -1 ${sieDate(previous.FromDate)} ${sieDate(previous.ToDate)}`] : []),
		`#KPTYP ${year.AccountChartType.replace(/\s/g, '')}`,
	];
	for (const a of accounts) {
		lines.push(`#KONTO ${a.Number} ${quoted(a.Description)}`, `#KTYP ${a.Number} ${accountType(a.Number)}`);
		if (a.SRU) lines.push(`#SRU ${a.Number} ${a.SRU}`);
	}
	if (type >= 3) {
		lines.push('#DIM 1 "Kostnadsställe"', '#DIM 6 "Projekt"');
		for (const c of tenant.costCenters) lines.push(`#OBJEKT 1 ${quoted(c.Code)} ${quoted(c.Description)}`);
		for (const p of tenant.projects) lines.push(`#OBJEKT 6 ${quoted(p.ProjectNumber)} ${quoted(p.Description)}`);
	}
	for (const a of accounts) {
		const movement = moved.get(a.Number) ?? 0;
		if (a.Number < 3000) lines.push(`#IB 0 ${a.Number} ${money(a.BalanceBroughtForward)}`, `#UB 0 ${a.Number} ${money(a.BalanceBroughtForward + movement)}`);
		else lines.push(`#RES 0 ${a.Number} ${money(movement)}`);
	}
	if (type >= 2) {
		for (const [key, amount] of [...perMonth].sort(([a], [b]) => a.localeCompare(b))) {
			const [account, month] = key.split(' ');
			lines.push(`#PSALDO 0 ${month} ${account} {} ${money(amount)}`);
		}
	}
	if (type === 4) {
		for (const v of vouchers) lines.push(...verification(v));
	}
	return lines;
}

/** A voucher as #VER and its {} block of #TRANS rows. @param {Voucher} v @returns {string[]} */
function verification(v) {
	const date = sieDate(v.TransactionDate);
	const registered = sieDate(new Date(v.modifiedAt).toISOString().slice(0, 10));
	const rows = v.VoucherRows.filter((row) => !row.Removed).map((row) => {
		const quantity = row.Quantity === null || row.Quantity === undefined ? '' : ` ${row.Quantity}`;
		return `#TRANS ${row.Account} ${objectsOf(row)} ${money(row.Debit - row.Credit)} ${date} ${quoted(row.TransactionInformation)}${quantity}`;
	});
	return [`#VER ${quoted(v.VoucherSeries)} ${quoted(v.VoucherNumber)} ${date} ${quoted(v.Description)} ${registered}`, '{', ...rows, '}'];
}

/** @param {any} r the classic route group @param {{ clock: { now(): number } }} state */
function registerSieRoutes(r, state) {
	r.get('/3/sie/:type', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const type = String(ctx.params.type);
		if (!/^[1-4]$/.test(type)) throw badRequest(BOOKKEEPING_CODES.SIE_TYPE_UNKNOWN, `Invalid SIE type: ${type}. Fortnox exports SIE types 1, 2, 3 and 4.`);
		const yearId = selectYear(tenant, ctx.query('financialYear'));
		const lines = sieLines(tenant, Number(type), yearId, state.clock.now());
		const body = encodeCp437(`${lines.join('\r\n')}\r\n`);
		return { status: 200, headers: { 'Content-Type': 'application/octet-stream' }, body };
	});
}

module.exports = { registerSieRoutes };
