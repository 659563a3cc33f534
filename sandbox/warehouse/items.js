// @ts-check
'use strict';

/**
 * The company's items (articles): kept in the warehouse state, used by document rows (an unknown
 * itemId is a 400), and served on the classic API:
 *   GET /3/articles                   {"Articles":[…], "MetaInformation":{…}}, the OpenAPI's query (list-query.js)
 *   GET /3/articles/{ArticleNumber}   {"Article":{…}}
 * QuantityInStock is inStock summed over every stock point and location, ReservedQuantity what is
 * reserved of it, StockValue QuantityInStock × PurchasePrice (0 without a price). The single
 * article also carries what fortnox_Article has for purchasing, when the item has it: SupplierNumber
 * (its usual supplier), PurchasePrice and StockWarning (the level Fortnox warns below); the list
 * items are left without them.
 */

const { notFound, CODES } = require('../errors');
const { json } = require('../http');
const { listPage, activeFilters } = require('../classic/list-query');
const { balance, sum } = require('./ledger');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxWarehouseItem} Item */

/**
 * @typedef {{ itemId: string, description?: string, unit?: string, supplierNumber?: string, purchasePrice?: number,
 *             stockWarning?: number, ean?: string, manufacturer?: string, manufacturerArticleNumber?: string,
 *             webshopArticle?: boolean, active?: boolean }} ItemFields
 */

/**
 * @param {WarehouseState} ws @param {ItemFields} fields @param {number} now sandbox time, ms
 * @returns {Item}
 */
function addItem(ws, fields, now) {
	const itemId = String(fields.itemId ?? '');
	if (!/^\S.{0,49}$/.test(itemId)) throw new Error(`itemId must be 1 to 50 characters: "${itemId}"`);
	if (ws.items.some((i) => i.itemId === itemId)) throw new Error(`Item ${itemId} already exists`);
	/** @type {Item} */
	const item = {
		itemId, description: fields.description ?? '', unit: fields.unit ?? 'st', stockGoods: true,
		ean: fields.ean ?? '', manufacturer: fields.manufacturer ?? '', manufacturerArticleNumber: fields.manufacturerArticleNumber ?? '',
		webshopArticle: fields.webshopArticle ?? false, active: fields.active ?? true, modifiedAt: now,
	};
	if (fields.supplierNumber !== undefined) item.supplierNumber = fields.supplierNumber;
	if (fields.purchasePrice !== undefined) item.purchasePrice = fields.purchasePrice;
	if (fields.stockWarning !== undefined) item.stockWarning = fields.stockWarning;
	ws.items.push(item);
	return item;
}

/** What the stock of an item amounts to. @param {WarehouseState} ws @param {Item} item */
function stockOf(ws, item) {
	const { inStock, availableStock } = balance(ws, { itemId: item.itemId });
	return { inStock, reserved: sum([inStock, -availableStock]), value: Math.round(inStock * (item.purchasePrice ?? 0) * 100) / 100 };
}

/**
 * GET /3/articles: the OpenAPI's search parameters, filter and sort keys (webshop searches
 * WebshopArticle as the text true or false).
 * @param {WarehouseState} ws @returns {import('../classic/list-query').ListSpec<Item>}
 */
const articleList = (ws) => ({
	search: {
		articlenumber: (i) => i.itemId, description: (i) => i.description, ean: (i) => i.ean,
		suppliernumber: (i) => i.supplierNumber ?? '', manufacturer: (i) => i.manufacturer,
		manufacturerarticlenumber: (i) => i.manufacturerArticleNumber, webshop: (i) => String(i.webshopArticle),
	},
	filters: activeFilters((i) => i.active),
	modifiedAt: (i) => i.modifiedAt,
	sortBy: {
		articlenumber: (i) => i.itemId,
		quantityinstock: (i) => stockOf(ws, i).inStock,
		reservedquantity: (i) => stockOf(ws, i).reserved,
		stockvalue: (i) => stockOf(ws, i).value,
	},
});

/** @param {any} r the classic route group @param {{ url: string }} state */
function registerArticleRoutes(r, state) {
	/** @param {WarehouseState} ws @param {Item} item */
	const render = (ws, item) => {
		const stock = stockOf(ws, item);
		return {
			'@url': `${state.url}/3/articles/${encodeURIComponent(item.itemId)}`,
			ArticleNumber: item.itemId,
			Description: item.description,
			EAN: item.ean,
			Unit: item.unit,
			StockGoods: item.stockGoods,
			QuantityInStock: stock.inStock,
			ReservedQuantity: stock.reserved,
			StockValue: stock.value,
			WebshopArticle: item.webshopArticle,
		};
	};
	/** @param {WarehouseState} ws @param {Item} item */
	const renderOne = (ws, item) => ({
		...render(ws, item),
		Active: item.active,
		Manufacturer: item.manufacturer,
		ManufacturerArticleNumber: item.manufacturerArticleNumber,
		...(item.purchasePrice !== undefined ? { PurchasePrice: item.purchasePrice } : {}),
		...(item.supplierNumber !== undefined ? { SupplierNumber: item.supplierNumber } : {}),
		...(item.stockWarning !== undefined ? { StockWarning: item.stockWarning } : {}),
	});

	r.get('/3/articles', (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const sorted = [...ws.items].sort((a, b) => a.itemId.localeCompare(b.itemId, 'en', { numeric: true }));
		const { meta, items } = listPage(sorted, ctx.query, articleList(ws));
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
