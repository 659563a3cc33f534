// @ts-check
'use strict';

/**
 * Financial years: the `financialyear` query selector used by the accounts routes, and
 * (an extra beyond spec document 1, matching the real service) GET /3/financialyears[/{id}]
 * so clients can offer a year picker. The list takes the OpenAPI's `Date` (the year containing
 * it; list-query.js) and pages like the other lists.
 * POST /3/financialyears adds a year as Swedish law and Fortnox have it (Bokföringslagen 3 kap.:
 * a year starts on a month's first day, ends on a month's last day and lasts at most 18 months;
 * Fortnox keeps the years without gaps or overlaps, so a new one follows the last or precedes
 * the first). Its accounts are the neighbouring year's chart (Fortnox copies the chart into a
 * new year); after the last year, balance accounts (1xxx–2xxx) bring forward what they carried.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json } = require('../http');
const { newAccount } = require('../chart-of-accounts');
const { addDays } = require('../dates');
const { BOOKKEEPING_CODES } = require('../bookkeeping/errors');
const { listPage, dateWithin } = require('./list-query');
const { unwrap } = require('./validate');
const { readFields, text, oneOf, date, required } = require('./fields');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('../tenants').FinancialYear} FinancialYear */

/** @type {import('./list-query').ListSpec<FinancialYear>} */
const LIST = { match: { date: dateWithin('Date', (fy) => [fy.FromDate, fy.ToDate]) } };
const SCHEMA = { AccountChartType: text(), AccountingMethod: oneOf(['ACCRUAL', 'CASH']), FromDate: required(date), ToDate: required(date) };
const MAX_MONTHS = 18;

/**
 * The year selected by `?financialyear=<id>`; the latest year when absent.
 * @param {Tenant} tenant
 * @param {string | undefined} raw
 * @returns {number} the year id
 */
function selectYear(tenant, raw) {
	if (raw === undefined || raw === '') return tenant.financialYears[tenant.financialYears.length - 1].Id;
	if (!/^\d+$/.test(raw)) throw badRequest(CODES.INVALID_PARAMETER, `Invalid parameter financialyear: ${raw}`);
	const year = tenant.financialYears.find((fy) => fy.Id === Number(raw));
	if (!year) throw badRequest(CODES.FINANCIAL_YEAR_UNKNOWN, `Financial year ${raw} does not exist.`);
	return year.Id;
}

/** @param {any} r router group of the classic API @param {{ url: string, clock: { now(): number } }} state */
function registerFinancialYearRoutes(r, state) {
	/** @param {FinancialYear} fy */
	const render = (fy) => ({ '@url': `${state.url}/3/financialyears/${fy.Id}`, ...fy });

	r.get('/3/financialyears', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const { meta, items } = listPage(tenant.financialYears, ctx.query, LIST);
		return json({ MetaInformation: meta, FinancialYears: items.map(render) });
	});

	r.get('/3/financialyears/:id', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const fy = tenant.financialYears.find((y) => String(y.Id) === ctx.params.id);
		if (!fy) throw notFound(CODES.FINANCIAL_YEAR_NOT_FOUND, `Financial year ${ctx.params.id} not found.`);
		return json({ FinancialYear: render(fy) });
	});

	r.post('/3/financialyears', async (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const fields = readFields(unwrap(await ctx.json(), 'FinancialYear'), SCHEMA, { readOnly: ['@url', 'Id'], creating: true });
		const { neighbour, after } = placeYear(tenant.financialYears, String(fields.FromDate), String(fields.ToDate));
		/** @type {FinancialYear} */
		const fy = {
			Id: Math.max(...tenant.financialYears.map((y) => y.Id)) + 1, FromDate: String(fields.FromDate), ToDate: String(fields.ToDate),
			AccountingMethod: String(fields.AccountingMethod ?? neighbour.AccountingMethod),
			AccountChartType: String(fields.AccountChartType || neighbour.AccountChartType),
		};
		const now = state.clock.now();
		/** @type {Map<number, import('../tenants').Account>} */
		const accounts = new Map();
		for (const a of /** @type {Map<number, import('../tenants').Account>} */ (tenant.accounts.get(neighbour.Id)).values()) {
			const { Year, modifiedAt, BalanceCarriedForward, ...chart } = a;
			accounts.set(a.Number, newAccount(fy.Id, { ...chart, BalanceBroughtForward: after && a.Number < 3000 ? BalanceCarriedForward : 0 }, now));
		}
		tenant.accounts.set(fy.Id, accounts);
		if (after) tenant.financialYears.push(fy);
		else tenant.financialYears.unshift(fy);
		return json({ FinancialYear: render(fy) }, 201);
	});
}

/**
 * Where a new year goes: right after the last year or right before the first, within the law's bounds.
 * @param {FinancialYear[]} years in date order @param {string} from @param {string} to
 * @returns {{ neighbour: FinancialYear, after: boolean }}
 */
function placeYear(years, from, to) {
	const [fy, fm, fd] = from.split('-').map(Number);
	const [ty, tm] = to.split('-').map(Number);
	if (fd !== 1 || addDays(to, 1).slice(8) !== '01' || to < from) {
		throw badRequest(BOOKKEEPING_CODES.YEAR_BOUNDS, `A financial year starts on a month's first day and ends on a later month's last day (${from} – ${to}).`);
	}
	if ((ty - fy) * 12 + tm - fm + 1 > MAX_MONTHS) {
		throw badRequest(BOOKKEEPING_CODES.YEAR_LENGTH, `A financial year lasts at most ${MAX_MONTHS} months (${from} – ${to}).`);
	}
	const overlapping = years.find((y) => y.FromDate <= to && from <= y.ToDate);
	if (overlapping) {
		throw badRequest(BOOKKEEPING_CODES.YEAR_OVERLAPS, `${from} – ${to} overlaps financial year ${overlapping.Id} (${overlapping.FromDate} – ${overlapping.ToDate}).`);
	}
	const first = years[0];
	const last = years[years.length - 1];
	if (from === addDays(last.ToDate, 1)) return { neighbour: last, after: true };
	if (to === addDays(first.FromDate, -1)) return { neighbour: first, after: false };
	throw badRequest(BOOKKEEPING_CODES.YEAR_NOT_CONTIGUOUS,
		`A new financial year starts on ${addDays(last.ToDate, 1)} (after the last) or ends on ${addDays(first.FromDate, -1)} (before the first).`);
}

module.exports = { selectYear, registerFinancialYearRoutes };
