// @ts-check
'use strict';

/** GET /3/companyinformation: {"CompanyInformation": fortnox_CompanyInfo}; CompanyName is the tenant's name. */

const { json } = require('../http');

/** @param {any} r the classic route group */
function registerCompanyRoutes(r) {
	r.get('/3/companyinformation', (/** @type {any} */ ctx) => {
		/** @type {import('../tenants').Tenant} */
		const tenant = ctx.tenant;
		return json({ CompanyInformation: { CompanyName: tenant.name, ...tenant.sales.company } });
	});
}

module.exports = { registerCompanyRoutes };
