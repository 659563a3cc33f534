// @ts-check
'use strict';

/**
 * The company's items (articles): kept in the warehouse state, used by document rows (an unknown
 * itemId is a 400), and served on the classic API as /3/articles (classic/articles.js). What an
 * item's stock amounts to, and what keeps it from being deleted, are the warehouse's to say.
 */

const { newItem } = require('./article-fields');
const { balance, sum } = require('./ledger');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxWarehouseItem} Item */

/**
 * @typedef {{ itemId: string, description?: string, unit?: string, supplierNumber?: string, purchasePrice?: number,
 *             stockWarning?: number, ean?: string, manufacturer?: string, manufacturerArticleNumber?: string,
 *             webshopArticle?: boolean, active?: boolean }} ItemFields
 */

/**
 * Adds an item for the JS API and the seeds (unit 'st' and stock goods unless given: an article
 * created through /3/articles is not stock goods unless it says so); throws plain errors.
 * @param {WarehouseState} ws @param {ItemFields} fields @param {number} now sandbox time, ms
 * @returns {Item}
 */
function addItem(ws, fields, now) {
	const itemId = String(fields.itemId ?? '');
	if (!/^\S.{0,49}$/.test(itemId)) throw new Error(`itemId must be 1 to 50 characters: "${itemId}"`);
	if (ws.items.some((i) => i.itemId === itemId)) throw new Error(`Item ${itemId} already exists`);
	const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
	const item = Object.assign(newItem(itemId, now), { unit: 'st', stockGoods: true }, given);
	ws.items.push(item);
	return item;
}

/** What the stock of an item amounts to. @param {WarehouseState} ws @param {Item} item */
function stockOf(ws, item) {
	const { inStock, availableStock } = balance(ws, { itemId: item.itemId });
	return { inStock, available: availableStock, reserved: sum([inStock, -availableStock]), value: Math.round(inStock * item.purchasePrice * 100) / 100 };
}

/**
 * What keeps an item from being deleted, as Fortnox keeps an article that has been used (it can be
 * made inactive instead): stock movements or reservations, a row of any warehouse document (custom,
 * manual, purchase order, incoming goods, production order, stock taking) or a place in another
 * item's bill of materials. Its own bill of materials goes with it.
 * @param {WarehouseState} ws @param {string} itemId @returns {string | undefined}
 */
function itemUse(ws, itemId) {
	const names = (/** @type {{ itemId: string }} */ r) => r.itemId === itemId;
	if ([...ws.ledgers.values()].some((l) => names(l) && (l.movements.length > 0 || l.reservations.length > 0))) return 'stock movements';
	const document = [...ws.customDocuments, ...ws.manualDocuments].find((d) => d.rows.some(names));
	if (document) return `${document.kind} document ${document.type ? `${document.type}/` : ''}${document.id}`;
	const order = ws.purchaseOrders.find((o) => o.rows.some(names));
	if (order) return `purchase order ${order.id}`;
	const goods = ws.incomingGoods.find((g) => g.rows.some(names));
	if (goods) return `incoming goods ${goods.id}`;
	const production = ws.productionOrders.find((o) => names(o) || o.packageItems.some(names));
	if (production) return `production order ${production.id}`;
	const taking = ws.stockTakings.find((s) => s.rows.some(names));
	if (taking) return `stock taking ${taking.id}`;
	const product = [...ws.billsOfMaterials].find(([, lines]) => lines.some(names));
	return product && `the bill of materials of item ${product[0]}`;
}

module.exports = { addItem, stockOf, itemUse };
