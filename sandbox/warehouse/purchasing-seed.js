// @ts-check
'use strict';

/**
 * Purchasing part of every tenant's seed (seed.js calls it after items and stock points): two
 * suppliers and two purchase orders, one not sent (201: 10 × 1003 to MAIN/A1, 100 × 1004 to
 * MAIN/A2) and one sent (202: 4 × 1002 to MAIN/A2). No incoming goods, no recorded mails.
 */

const { addSupplier } = require('./suppliers');
const { createPurchaseOrder, refreshOrderState } = require('./purchase-orders');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */

const SUPPLIERS = [
	{ supplierNumber: '201', name: 'Kontorsgrossisten AB', email: 'order@kontorsgrossisten.example' },
	{ supplierNumber: '202', name: 'Möbelfabriken i Tibro AB', email: 'inkop@mobelfabriken.example' },
];

const DELIVERY = {
	currencyCode: 'SEK', currencyRate: 1, currencyUnit: 1, paymentTermsCode: '30',
	deliveryName: 'Sandbox AB', deliveryAddress: 'Lagergatan 1', deliveryZipCode: '12345', deliveryCity: 'Stockholm', deliveryCountryCode: 'SE',
};

const ORDERS = [
	{
		...DELIVERY, supplierNumber: '201', orderDate: '2026-03-02', deliveryDate: '2026-03-16', internalReference: 'Påfyllnad kontorsmaterial',
		stockPointCode: 'MAIN',
		rows: [
			{ itemId: '1003', orderedQuantity: 10, price: 249, stockLocationCode: 'A1' },
			{ itemId: '1004', orderedQuantity: 100, price: 12.5, stockLocationCode: 'A2' },
		],
	},
	{
		...DELIVERY, supplierNumber: '202', orderDate: '2026-03-05', deliveryDate: '2026-04-01', internalReference: 'Skrivbord till nya kontoret',
		stockPointCode: 'MAIN',
		rows: [{ itemId: '1002', orderedQuantity: 4, price: 3450, stockLocationCode: 'A2' }],
	},
];

/** @param {WarehouseState} ws @param {number} now sandbox time, ms */
function seedPurchasing(ws, now) {
	for (const supplier of SUPPLIERS) addSupplier(ws, supplier, now);
	const [, sentOrder] = ORDERS.map((body) => createPurchaseOrder(ws, body));
	sentOrder.sent = true;
	sentOrder.responseState = 'SENT';
	refreshOrderState(ws, sentOrder);
}

module.exports = { seedPurchasing };
