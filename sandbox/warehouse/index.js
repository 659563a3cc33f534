// @ts-check
'use strict';

/**
 * The warehouse API (spec document 3), below /api/warehouse: stock points and locations, stock
 * balance, custom document types, custom and manual inbound/outbound documents, production orders, stock taking. Authenticated
 * and rate limited like /3/; errors {error, id, message} (errors.js), unknown paths below the
 * prefix included. Every route answers 403 when the tenant's warehouse module is off or a bearer
 * token lacks the `warehouse` scope (legacy Access-Token headers pass).
 * The items behind the rows are served as /3/articles by the classic group (items.js).
 */

const { warehouseErrorReply, unauthorizedReply } = require('./errors');
const { registerStockPointRoutes, createStockPoint, findStockPoint, renderStockPoint } = require('./stock-points');
const { registerStockBalanceRoutes } = require('./stock-balance');
const { registerCustomDocumentRoutes } = require('./custom-documents');
const { registerManualDocumentRoutes } = require('./manual-documents');
const { registerStockTransferRoutes } = require('./stock-transfers');
const { registerProductionOrderRoutes, setBillOfMaterials } = require('./production-orders');
const { registerStockTakingRoutes, setStockTakingUsesStockPoints } = require('./stock-taking');
const { addItem } = require('./items');
const { balance } = require('./ledger');
const { isDate } = require('../dates');
const { registerPurchaseOrderRoutes } = require('./purchase-orders');
const { addSupplier } = require('./suppliers');
const { registerIncomingGoodsRoutes, matchSupplierInvoice } = require('./incoming-goods');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */

const PREFIX = '/api/warehouse';

/** @param {ReturnType<import('../router').createRouter>} router */
function registerWarehouseRoutes(router) {
	const group = router.group({ auth: true, rateLimit: true, errorReply: warehouseErrorReply, unauthorizedReply, prefixes: [PREFIX] });
	// Whether the warehouse is activated is what a company without it asks: this route answers it instead of 2001101 (access.js).
	group.get(`${PREFIX}/tenants-v4`, (/** @type {any} */ ctx) => ({ status: 200, json: { activated: ctx.tenant.warehouse.settings.enabled, tenantId: ctx.tenant.sales.company.DatabaseNumber } }));
	registerPurchaseOrderRoutes(group);
	registerIncomingGoodsRoutes(group);
	registerStockPointRoutes(group);
	registerStockBalanceRoutes(group);
	registerCustomDocumentRoutes(group);
	registerManualDocumentRoutes(group);
	registerStockTransferRoutes(group);
	registerProductionOrderRoutes(group);
	registerStockTakingRoutes(group);
}

/** @param {string | null} value @param {string} what */
function dateOrNull(value, what) {
	if (value !== null && !(typeof value === 'string' && isDate(value))) throw new Error(`${what} must be 'YYYY-MM-DD' or null: ${String(value)}`);
	return value;
}

/** The JS API on a tenant's warehouse state (index.js resolves the tenant). */
const warehouseApi = {
	/**
	 * @param {WarehouseState} ws @param {string} itemId @param {string} stockPointCode @param {string} [stockLocationCode]
	 * @returns {{ inStock: number, availableStock: number }}
	 */
	stock(ws, itemId, stockPointCode, stockLocationCode) {
		if (!ws.items.some((i) => i.itemId === itemId)) throw new Error(`Unknown item ${itemId}`);
		const sp = findStockPoint(ws, stockPointCode);
		if (!sp) throw new Error(`Unknown stock point ${stockPointCode}`);
		if (stockLocationCode === undefined) return balance(ws, { itemId, stockPointId: sp.id });
		const location = sp.stockLocations.find((l) => l.code.toLowerCase() === stockLocationCode.toLowerCase());
		if (!location) throw new Error(`Unknown stock location ${stockLocationCode} in stock point ${sp.code}`);
		return balance(ws, { itemId, stockPointId: sp.id, stockLocationId: location.id });
	},
	/** @param {WarehouseState} ws @param {string | null} date */
	setToday(ws, date) {
		ws.settings.today = dateOrNull(date, 'today');
	},
	/** @param {WarehouseState} ws @param {string | null} date */
	lockPeriod(ws, date) {
		ws.settings.lockedThrough = dateOrNull(date, 'the locked period end');
	},
	/** @param {WarehouseState} ws @param {boolean} enabled */
	setEnabled(ws, enabled) {
		ws.settings.enabled = Boolean(enabled);
	},
	/** @param {WarehouseState} ws @param {{ supplierNumber: string, name: string, email?: string }} fields @param {number} now */
	addSupplier: (ws, fields, now) => ({ ...addSupplier(ws, fields, now) }),
	/** @param {WarehouseState} ws @returns {import('./types').SandboxPurchaseOrderMail[]} */
	sentPurchaseOrderMails: (ws) => ws.purchaseOrderMails.map((m) => ({ ...m, purchaseOrderIds: [...m.purchaseOrderIds] })),
	matchSupplierInvoice,
	/** @param {WarehouseState} ws @param {import('./items').ItemFields} fields @param {number} now */
	addItem: (ws, fields, now) => ({ ...addItem(ws, fields, now) }),
	/**
	 * @param {WarehouseState} ws
	 * @param {{ code: string, name: string, locations?: Array<{ code: string, name?: string }>, active?: boolean }} fields
	 * @returns {import('./types').SandboxStockPoint}
	 */
	addStockPoint(ws, fields) {
		const { locations, ...rest } = fields;
		const sp = createStockPoint(ws, { ...rest, ...(locations ? { stockLocations: locations } : {}) });
		return /** @type {import('./types').SandboxStockPoint} */ (renderStockPoint(sp, true));
	},
	setBillOfMaterials,
	setStockTakingUsesStockPoints,
};

module.exports = { registerWarehouseRoutes, warehouseApi };
