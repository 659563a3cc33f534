// @ts-check
'use strict';

/**
 * The company's items (articles): kept in the warehouse state, used by document rows (an unknown
 * itemId is a 400), and served on the classic API:
 *   GET /3/articles                   {"Articles":[…], "MetaInformation":{…}} (page, limit, offset)
 *   GET /3/articles/{ArticleNumber}   {"Article":{…}}
 * QuantityInStock is inStock summed over every stock point and location. The single article also
 * carries what fortnox_Article has for purchasing, when the item has it: SupplierNumber (its usual
 * supplier), PurchasePrice and StockWarning (the level Fortnox warns below); the list items are
 * left without them.
 */

const { notFound, CODES } = require('../errors');
const { json } = require('../http');
const { paginate } = require('../classic/paging');
const { balance } = require('./ledger');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxWarehouseItem} Item */

/**
 * @param {WarehouseState} ws
 * @param {{ itemId: string, description?: string, unit?: string, supplierNumber?: string, purchasePrice?: number, stockWarning?: number }} fields
 * @returns {Item}
 */
function addItem(ws, fields) {
	const itemId = String(fields.itemId ?? '');
	if (!/^\S.{0,49}$/.test(itemId)) throw new Error(`itemId must be 1 to 50 characters: "${itemId}"`);
	if (ws.items.some((i) => i.itemId === itemId)) throw new Error(`Item ${itemId} already exists`);
	/** @type {Item} */
	const item = { itemId, description: fields.description ?? '', unit: fields.unit ?? 'st', stockGoods: true };
	if (fields.supplierNumber !== undefined) item.supplierNumber = fields.supplierNumber;
	if (fields.purchasePrice !== undefined) item.purchasePrice = fields.purchasePrice;
	if (fields.stockWarning !== undefined) item.stockWarning = fields.stockWarning;
	ws.items.push(item);
	return item;
}

/** @param {any} r the classic route group @param {{ url: string }} state */
function registerArticleRoutes(r, state) {
	/** @param {WarehouseState} ws @param {Item} item */
	const render = (ws, item) => ({
		'@url': `${state.url}/3/articles/${encodeURIComponent(item.itemId)}`,
		ArticleNumber: item.itemId,
		Description: item.description,
		Unit: item.unit,
		StockGoods: item.stockGoods,
		QuantityInStock: balance(ws, { itemId: item.itemId }).inStock,
	});
	/** @param {WarehouseState} ws @param {Item} item */
	const renderOne = (ws, item) => ({
		...render(ws, item),
		...(item.purchasePrice !== undefined ? { PurchasePrice: item.purchasePrice } : {}),
		...(item.supplierNumber !== undefined ? { SupplierNumber: item.supplierNumber } : {}),
		...(item.stockWarning !== undefined ? { StockWarning: item.stockWarning } : {}),
	});

	r.get('/3/articles', (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const sorted = [...ws.items].sort((a, b) => a.itemId.localeCompare(b.itemId, 'en', { numeric: true }));
		const { meta, items } = paginate(sorted, ctx.query);
		return json({ Articles: items.map((i) => render(ws, i)), MetaInformation: meta });
	});

	r.get('/3/articles/:number', (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const item = ws.items.find((i) => i.itemId === ctx.params.number);
		if (!item) throw notFound(CODES.ARTICLE_NOT_FOUND, `Article not found: ${ctx.params.number}`);
		return json({ Article: renderOne(ws, item) });
	});
}

module.exports = { addItem, registerArticleRoutes };
