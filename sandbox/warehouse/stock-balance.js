// @ts-check
'use strict';

/**
 * GET /api/warehouse/status-v1/stockbalance?itemIds=&stockPointCodes= (comma-separated or
 * repeated): one record {itemId, stockPointCode, inStock, availableStock} per item × stock
 * point, summed over its locations; every item and stock point when a filter is absent
 * (unknown ones simply match nothing). Ordered by itemId, then stock point code.
 */

const { queryList } = require('./validate');
const { pagingParams, pagedReply } = require('./paging');
const { balance } = require('./ledger');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */

/** @param {any} r warehouse route group (guarded) */
function registerStockBalanceRoutes(r) {
	r.get('/api/warehouse/status-v1/stockbalance', (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const paging = pagingParams(ctx.query);
		const itemIds = queryList(ctx.url, 'itemIds');
		const codes = queryList(ctx.url, 'stockPointCodes')?.map((c) => c.toLowerCase());
		const items = ws.items.map((i) => i.itemId)
			.filter((id) => !itemIds || itemIds.includes(id))
			.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
		const points = [...ws.stockPoints]
			.filter((sp) => !codes || codes.includes(sp.code.toLowerCase()))
			.sort((a, b) => a.code.localeCompare(b.code));
		const records = items.flatMap((itemId) =>
			points.map((sp) => ({ itemId, stockPointCode: sp.code, ...balance(ws, { itemId, stockPointId: sp.id }) })));
		return pagedReply(records, paging);
	});
}

module.exports = { registerStockBalanceRoutes };
