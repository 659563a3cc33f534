// @ts-check
'use strict';

/**
 * Financial years: the `financialyear` query selector used by the accounts routes, and
 * (an extra beyond spec document 1, matching the real service) GET /3/financialyears[/{id}]
 * so clients can offer a year picker.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json } = require('../http');

/** @typedef {import('../tenants').Tenant} Tenant */

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
	/** @param {import('../tenants').FinancialYear} fy */
	const render = (fy) => ({ '@url': `${state.url}/3/financialyears/${fy.Id}`, ...fy });

	r.get('/3/financialyears', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const n = tenant.financialYears.length;
		return json({
			MetaInformation: { '@TotalResources': n, '@TotalPages': 1, '@CurrentPage': 1 },
			FinancialYears: tenant.financialYears.map(render),
		});
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
