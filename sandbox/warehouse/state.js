// @ts-check
'use strict';

/**
 * The warehouse state of a tenant (typed in types.d.ts) and its per-tenant settings: whether the
 * module is on, the "today" of the release rule and the end of the locked bookkeeping period.
 */

const { seedWarehouse } = require('./seed');
const { stockholmDate } = require('../dates');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */

/**
 * @param {number} now sandbox time, ms: when the seeded records were made
 * @param {import('../purchasing/types').SandboxPurchasingState} purchasing the tenant's, where the seed's suppliers go
 * @returns {WarehouseState} a seeded state (seed.js)
 */
function createWarehouseState(now, purchasing) {
	/** @type {WarehouseState} */
	const ws = {
		settings: { enabled: true, today: null, lockedThrough: null, stockTakingUsesStockPoints: true },
		items: [],
		stockPoints: [],
		purchasing,
		purchaseOrders: [],
		nextPurchaseOrderId: 1,
		incomingGoods: [],
		nextIncomingGoodsId: 1,
		purchaseOrderMails: [],
		ledgers: new Map(),
		nextPosting: 1,
		customTypes: [],
		nextCustomTypeId: 1,
		customDocuments: [],
		manualDocuments: [],
		nextManualId: 1,
		stockTransfers: [],
		billsOfMaterials: new Map(),
		productionOrders: [],
		nextProductionOrderId: 1,
		stockTakings: [],
		nextStockTakingId: 1,
	};
	seedWarehouse(ws, now);
	return ws;
}

/** "Today" for the release rule: the tenant's setting, else the real date in Stockholm. @param {WarehouseState} ws */
const today = (ws) => ws.settings.today ?? stockholmDate(new Date());

/** @param {WarehouseState} ws @param {string} date YYYY-MM-DD */
const isLocked = (ws, date) => ws.settings.lockedThrough !== null && date <= ws.settings.lockedThrough;

module.exports = { createWarehouseState, today, isLocked };
