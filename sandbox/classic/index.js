// @ts-check
'use strict';

/** The classic /3/ API (spec document 1): authenticated, rate limited, ErrorInformation errors. */

const { classicErrorReply, invalidLoginReply } = require('../errors');
const { registerLabelRoutes } = require('./labels');
const { registerAccountRoutes } = require('./accounts');
const { registerInboxRoutes } = require('./inbox');
const { registerFinancialYearRoutes } = require('./financial-years');
const { registerCustomerRoutes } = require('./customers');
const { registerArticleRoutes } = require('../warehouse/items');
const { REGISTERS } = require('./registers');
const { registerRegisterRoutes } = require('./register-routes');
const { registerSalesRoutes } = require('../sales');
const { registerBookkeepingRoutes } = require('../bookkeeping');
const { registerPurchasingRoutes } = require('../purchasing');
const { registerLinkRoutes } = require('./links');

/**
 * @param {ReturnType<import('../router').createRouter>} router
 * @param {{ url: string, clock: { now(): number } }} state
 */
function registerClassicRoutes(router, state) {
	const r = router.group({
		auth: true,
		rateLimit: true,
		errorReply: classicErrorReply,
		unauthorizedReply: invalidLoginReply,
	});
	registerLabelRoutes(r);
	registerAccountRoutes(r, state);
	registerInboxRoutes(r, state);
	registerFinancialYearRoutes(r, state);
	registerCustomerRoutes(r, state);
	registerArticleRoutes(r, state);
	for (const register of Object.values(REGISTERS)) registerRegisterRoutes(r, state, register);
	registerSalesRoutes(r, state);
	registerBookkeepingRoutes(r, state);
	registerPurchasingRoutes(r, state);
	registerLinkRoutes(r, state);
}

module.exports = { registerClassicRoutes };
