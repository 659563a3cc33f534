// @ts-check
'use strict';

/**
 * Fortnox's bookkeeping and files on the classic /3/ API, as its OpenAPI describes them: voucher
 * series, vouchers, the archive, file connections, accruals and SIE files (state: tenant.bookkeeping, state.js, and
 * tenant.archive). Registered in the classic route group (auth, rate limit, ErrorInformation
 * errors; codes in errors.js). New financial years: classic/financial-years.js.
 */

const { registerFolderRoutes } = require('../classic/inbox');
const { registerVoucherSeriesRoutes } = require('./voucher-series');
const { registerVoucherRoutes } = require('./vouchers');
const { registerFileConnectionRoutes } = require('./file-connections');
const { registerSieRoutes } = require('./sie');
const { registerAccrualRoutes } = require('./accruals');
const { BOOKKEEPING_CODES } = require('./errors');

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerBookkeepingRoutes(r, state) {
	registerVoucherSeriesRoutes(r, state);
	registerVoucherRoutes(r, state);
	registerFolderRoutes(r, state, { base: '/3/archive', treeOf: (t) => t.archive, notFoundCode: BOOKKEEPING_CODES.ARCHIVE_NOT_FOUND, archive: true });
	registerFileConnectionRoutes(r, state);
	registerSieRoutes(r, state);
	registerAccrualRoutes(r, state);
}

module.exports = { registerBookkeepingRoutes };
