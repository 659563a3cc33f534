// @ts-check
'use strict';

/**
 * The small company every new tenant (the demo tenant too) starts with: two stock points, five
 * office-goods items and two items produced from them (bills of materials), opening stock posted
 * as inbound movements dated 2026-01-02 (source kind 'opening') and the custom outbound type WEBSHOP.
 */

const { createStockPoint } = require('./stock-points');
const { addItem } = require('./items');
const { postMovements } = require('./ledger');
const { seedPurchasing } = require('./purchasing-seed');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */

const OPENING_DATE = '2026-01-02';

const STOCK_POINTS = [
	{ code: 'MAIN', name: 'Huvudlager', stockLocations: [{ code: 'A1', name: 'Hylla A1' }, { code: 'A2', name: 'Hylla A2' }] },
	{ code: 'STORE', name: 'Butikslager', stockLocations: [{ code: 'B1', name: 'Butik' }] },
];

/** Bought items name their usual supplier (purchasing-seed.js), purchase price and stock warning level. */
const ITEMS = [
	{ itemId: '1001', description: 'Kontorsstol', unit: 'st', supplierNumber: '202', purchasePrice: 1890, stockWarning: 5 },
	{ itemId: '1002', description: 'Skrivbord', unit: 'st', supplierNumber: '202', purchasePrice: 3450, stockWarning: 5 },
	{ itemId: '1003', description: 'Skrivbordslampa', unit: 'st', supplierNumber: '201', purchasePrice: 249, stockWarning: 4 },
	{ itemId: '1004', description: 'Pärm A4', unit: 'st', supplierNumber: '201', purchasePrice: 12.5, stockWarning: 50 },
	{ itemId: '1005', description: 'Whiteboard', unit: 'st', supplierNumber: '201', purchasePrice: 990 },
	{ itemId: '2001', description: 'Kontorsplats komplett', unit: 'st' },
	{ itemId: '2002', description: 'Pärmpaket', unit: 'st' },
];

/** Produced items and their package items per produced unit (production orders). @type {Array<[string, Array<{ itemId: string, quantity: number }>]>} */
const BILLS_OF_MATERIALS = [
	['2001', [{ itemId: '1001', quantity: 1 }, { itemId: '1002', quantity: 1 }, { itemId: '1003', quantity: 1 }]],
	['2002', [{ itemId: '1004', quantity: 10 }]],
];

/** [itemId, stock point code, location code, quantity] */
const OPENING_STOCK = /** @type {const} */ ([
	['1001', 'MAIN', 'A1', 20],
	['1001', 'STORE', 'B1', 5],
	['1002', 'MAIN', 'A2', 8],
	['1003', 'MAIN', 'A1', 15],
	['1004', 'MAIN', 'A2', 200],
]);

/** @param {WarehouseState} ws @param {number} now sandbox time, ms */
function seedWarehouse(ws, now) {
	const points = STOCK_POINTS.map((body) => createStockPoint(ws, body));
	for (const item of ITEMS) addItem(ws, item, now);
	for (const [itemId, lines] of BILLS_OF_MATERIALS) ws.billsOfMaterials.set(itemId, lines.map((l) => ({ ...l })));
	const lines = OPENING_STOCK.map(([itemId, pointCode, locationCode, quantity]) => {
		const sp = /** @type {import('./types').SandboxStockPoint} */ (points.find((p) => p.code === pointCode));
		const location = /** @type {import('./types').SandboxStockLocation} */ (sp.stockLocations.find((l) => l.code === locationCode));
		return { itemId, stockPointId: sp.id, stockLocationId: location.id, quantity };
	});
	postMovements(ws, { kind: 'opening', id: OPENING_DATE }, OPENING_DATE, lines);
	ws.customTypes.push({ id: ws.nextCustomTypeId++, category: 'OUTBOUND', referenceType: 'WEBSHOP' });
	seedPurchasing(ws, now);
}

module.exports = { seedWarehouse };
