// @ts-check
'use strict';

/**
 * Financial years: the `financialyear` query selector used by the accounts routes, and
 * (an extra beyond spec document 1, matching the real service) GET /3/financialyears[/{id}]
 * so clients can offer a year picker. The list takes the OpenAPI's `Date` (the year containing
 * it; list-query.js) and pages like the other lists.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json } = require('../http');
const { listPage, dateWithin } = require('./list-query');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('../tenants').FinancialYear} FinancialYear */

/** @type {import('./list-query').ListSpec<FinancialYear>} */
const LIST = { match: { date: dateWithin('Date', (fy) => [fy.FromDate, fy.ToDate]) } };

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

/** @param {any} r router group of the classic API @param {{ url: string }} state */
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
}

module.exports = { selectYear, registerFinancialYearRoutes };
