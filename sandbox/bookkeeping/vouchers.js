// @ts-check
'use strict';

/**
 * Vouchers (fortnox_Voucher), one financial year at a time (`financialyear`, default the latest):
 *   GET  /3/vouchers                                   the year's vouchers (list items), by series and number
 *   GET  /3/vouchers/sublist                           the same
 *   GET  /3/vouchers/sublist/{VoucherSeries}           one series' vouchers of the year
 *   GET  /3/vouchers/{VoucherSeries}/{VoucherNumber}   {"Voucher":{…}} with its rows
 *   POST /3/vouchers                                   {"Voucher":{…}} → 201, booked (voucher-store.js)
 * Lists take `lastmodified`, `sortorder` and paging (classic/list-query.js). A POST's year is the
 * `financialyear` query or the body's Year (they must agree), else the year holding TransactionDate;
 * the date must lie inside it. Only a manual series takes hand-made vouchers, with at least two rows.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json } = require('../http');
const { selectYear } = require('../classic/financial-years');
const { listPage } = require('../classic/list-query');
const { unwrap } = require('../classic/validate');
const { readFields, defaults, text, oneOf, number, integer, date, required } = require('../classic/fields');
const { checkReference } = require('../classic/registers');
const { bookVoucher, knownSeries, yearOfDate } = require('./voucher-store');
const { BOOKKEEPING_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./types').SandboxVoucher} Voucher */
/** @typedef {import('./types').SandboxVoucherRow} VoucherRow */

const REFERENCE_TYPES = ['INVOICE', 'SUPPLIERINVOICE', 'INVOICEPAYMENT', 'SUPPLIERPAYMENT', 'MANUAL', 'CASHINVOICE', 'ACCRUAL'];

/** fortnox_Voucher less VoucherRows (read apart) and what Fortnox sets (VoucherNumber, ApprovalState). */
const HEAD = {
	Comments: text(1000), CostCenter: text(), Description: required(text(200, 1)), Project: text(), ReferenceNumber: text(),
	ReferenceType: oneOf(REFERENCE_TYPES, 'MANUAL'), TransactionDate: required(date), VoucherSeries: required(text()), Year: integer(1),
};
/** fortnox_Voucher_VoucherRow less Removed (Fortnox's own mark). */
const ROW = {
	Account: required(integer(1000, 9999)), CostCenter: text(), Credit: number(0), Debit: number(0), Description: text(), Project: text(),
	Quantity: number(), TransactionInformation: text(100),
};
const HEAD_READ_ONLY = ['@url', 'VoucherNumber', 'ApprovalState', 'VoucherRows'];
const ROW_READ_ONLY = ['Removed'];
const ROW_FIELDS = [...Object.keys(ROW), 'Removed'].sort();
const LIST_FIELDS = /** @type {const} */ ([
	'ApprovalState', 'Comments', 'Description', 'ReferenceNumber', 'ReferenceType', 'TransactionDate', 'VoucherNumber', 'VoucherSeries', 'Year',
]);
const FULL_FIELDS = /** @type {const} */ ([
	'ApprovalState', 'Comments', 'CostCenter', 'Description', 'Project', 'ReferenceNumber', 'ReferenceType', 'TransactionDate',
	'VoucherNumber', 'VoucherRows', 'VoucherSeries', 'Year',
]);

/** @type {import('../classic/list-query').ListSpec<Voucher>} */
const LIST = { modifiedAt: (v) => v.modifiedAt };

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerVoucherRoutes(r, state) {
	/** @param {Voucher} v */
	const url = (v) => `${state.url}/3/vouchers/${encodeURIComponent(v.VoucherSeries)}/${v.VoucherNumber}?financialyear=${v.Year}`;
	/** @param {Voucher} v @param {ReadonlyArray<keyof Voucher>} fields */
	const render = (v, fields) => {
		/** @type {Record<string, unknown>} */
		const out = { '@url': url(v) };
		for (const f of fields) out[f] = f === 'VoucherRows' ? v.VoucherRows.map((row) => Object.fromEntries(ROW_FIELDS.map((k) => [k, row[/** @type {keyof VoucherRow} */ (k)]]))) : v[f];
		return out;
	};
	/** The year's vouchers of one series or all, by series then number. @param {any} ctx @param {string} [series] */
	const list = (ctx, series) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const year = selectYear(tenant, ctx.query('financialyear'));
		const vouchers = tenant.bookkeeping.vouchers
			.filter((v) => v.Year === year && (series === undefined || v.VoucherSeries === series))
			.sort((a, b) => a.VoucherSeries.localeCompare(b.VoucherSeries) || a.VoucherNumber - b.VoucherNumber);
		const { meta, items } = listPage(vouchers, ctx.query, LIST);
		return json({ MetaInformation: meta, Vouchers: items.map((v) => render(v, LIST_FIELDS)) });
	};

	r.get('/3/vouchers', (/** @type {any} */ ctx) => list(ctx));
	r.get('/3/vouchers/sublist', (/** @type {any} */ ctx) => list(ctx));
	r.get('/3/vouchers/sublist/:series', (/** @type {any} */ ctx) => {
		if (!ctx.tenant.bookkeeping.series.some((/** @type {{ Code: string }} */ s) => s.Code === ctx.params.series)) {
			throw notFound(BOOKKEEPING_CODES.SERIES_NOT_FOUND, `Voucher series not found: ${ctx.params.series}`);
		}
		return list(ctx, ctx.params.series);
	});

	r.get('/3/vouchers/:series/:number', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const year = selectYear(tenant, ctx.query('financialyear'));
		const { series, number } = ctx.params;
		if (!/^\d+$/.test(number)) throw badRequest(CODES.INVALID_IDENTIFIER, `A valid identifier was not provided: ${number}`);
		const voucher = tenant.bookkeeping.vouchers.find((v) => v.Year === year && v.VoucherSeries === series && v.VoucherNumber === Number(number));
		if (!voucher) throw notFound(BOOKKEEPING_CODES.VOUCHER_NOT_FOUND, `Voucher ${series}${number} not found in financial year ${year}.`);
		return json({ Voucher: render(voucher, FULL_FIELDS) });
	});

	r.post('/3/vouchers', async (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const body = unwrap(await ctx.json(), 'Voucher');
		const head = { ...defaults(HEAD), ...readFields(body, HEAD, { readOnly: HEAD_READ_ONLY, creating: true }) };
		const rows = readRows(body.VoucherRows);
		const series = knownSeries(tenant, String(head.VoucherSeries));
		if (!series.Manual) {
			throw badRequest(BOOKKEEPING_CODES.SERIES_NOT_MANUAL, `Voucher series ${series.Code} is not manual: its vouchers are made by its ledger.`);
		}
		const transactionDate = String(head.TransactionDate);
		const year = voucherYear(tenant, ctx.query('financialyear'), /** @type {number | null} */ (head.Year ?? null), transactionDate);
		for (const code of [head.CostCenter, ...rows.map((row) => row.CostCenter)]) checkReference(tenant, 'costCenters', 'CostCenter', String(code));
		for (const code of [head.Project, ...rows.map((row) => row.Project)]) checkReference(tenant, 'projects', 'Project', String(code));
		const voucher = bookVoucher(tenant, {
			.../** @type {Omit<Voucher, 'VoucherNumber' | 'modifiedAt' | 'ApprovalState' | 'VoucherRows' | 'Year'>} */ (head),
			ApprovalState: 0, VoucherRows: rows, Year: year,
		}, state.clock.now());
		return json({ Voucher: render(voucher, FULL_FIELDS) }, 201);
	});
}

/**
 * The rows of a POST: at least two (Fortnox: "the voucher … contains fewer than two voucher lines").
 * @param {unknown} raw @returns {VoucherRow[]}
 */
function readRows(raw) {
	if (!Array.isArray(raw) || raw.length < 2) {
		throw badRequest(BOOKKEEPING_CODES.TOO_FEW_ROWS, 'A voucher needs at least two VoucherRows (debit and credit).');
	}
	return raw.map((row, i) => {
		if (typeof row !== 'object' || row === null || Array.isArray(row)) throw badRequest(CODES.NOT_OBJECT, `VoucherRows[${i}] must be an object.`);
		const fields = readFields(row, ROW, { readOnly: ROW_READ_ONLY, creating: true });
		return /** @type {VoucherRow} */ ({ ...defaults(ROW), ...fields, Removed: false });
	});
}

/**
 * The financial year of a new voucher (its id).
 * @param {Tenant} tenant @param {string | undefined} query `financialyear` @param {number | null} bodyYear the body's Year
 * @param {string} transactionDate
 */
function voucherYear(tenant, query, bodyYear, transactionDate) {
	const given = query !== undefined && query !== '' ? selectYear(tenant, query) : undefined;
	if (given !== undefined && bodyYear !== null && given !== bodyYear) {
		throw badRequest(BOOKKEEPING_CODES.YEAR_MISMATCH, `Year ${bodyYear} is not the financialyear ${given} of the request.`);
	}
	const chosen = given ?? (bodyYear !== null ? selectYear(tenant, String(bodyYear)) : undefined);
	if (chosen === undefined) {
		const year = yearOfDate(tenant, transactionDate);
		if (!year) throw badRequest(BOOKKEEPING_CODES.NO_YEAR_FOR_DATE, `No financial year holds the TransactionDate ${transactionDate}.`);
		return year.Id;
	}
	const year = /** @type {import('../tenants').FinancialYear} */ (tenant.financialYears.find((fy) => fy.Id === chosen));
	if (transactionDate < year.FromDate || transactionDate > year.ToDate) {
		throw badRequest(BOOKKEEPING_CODES.DATE_OUTSIDE_YEAR,
			`TransactionDate ${transactionDate} is outside financial year ${year.Id} (${year.FromDate} – ${year.ToDate}).`);
	}
	return year.Id;
}

module.exports = { registerVoucherRoutes };
