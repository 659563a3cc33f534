// @ts-check
'use strict';

/**
 * The classic /3/ API (spec document 1): its route group, on which every /3/ area (this one, sales,
 * bookkeeping, purchasing) registers, and the routes of its own registers.
 */

const { classicErrorReply, invalidLoginReply } = require('../errors');
const { registerLabelRoutes } = require('./labels');
const { registerAccountRoutes } = require('./accounts');
const { registerInboxRoutes } = require('./inbox');
const { registerFinancialYearRoutes } = require('./financial-years');
const { registerCustomerRoutes } = require('./customers');
const { registerArticleRoutes } = require('./articles');
const { REGISTERS } = require('./registers');
const { registerRegisterRoutes } = require('./register-routes');
const { registerPriceRoutes } = require('./prices');
const { registerLinkRoutes } = require('./links');
const { registerSettingsRoutes } = require('./settings');

/** Authenticated, rate limited, ErrorInformation errors. @param {ReturnType<import('../router').createRouter>} router */
const classicGroup = (router) =>
	router.group({ auth: true, rateLimit: true, errorReply: classicErrorReply, unauthorizedReply: invalidLoginReply });

/**
 * @param {ReturnType<typeof classicGroup>} r
 * @param {{ url: string, clock: { now(): number } }} state
 */
function registerClassicRoutes(r, state) {
	registerLabelRoutes(r);
	registerAccountRoutes(r, state);
	registerInboxRoutes(r, state);
	registerFinancialYearRoutes(r, state);
	registerCustomerRoutes(r, state);
	registerArticleRoutes(r, state);
	for (const register of Object.values(REGISTERS)) registerRegisterRoutes(r, state, register);
	registerPriceRoutes(r, state);
	registerLinkRoutes(r, state);
	registerSettingsRoutes(r, state);
}

module.exports = { classicGroup, registerClassicRoutes };
