// @ts-check
'use strict';

/**
 * The company's items (articles): kept in the warehouse state, used by document rows (an unknown
 * itemId is a 400), and served on the classic API:
 *   GET    /3/articles                   {"Articles":[…], "MetaInformation":{…}}, the OpenAPI's query (list-query.js)
 *   GET    /3/articles/{ArticleNumber}   {"Article":{…}} with every field
 *   POST   /3/articles                   {"Article":{Description, …}} → 201; ArticleNumber assigned from 1 when absent
 *   PUT    /3/articles/{ArticleNumber}   the fields given replace theirs, the others stay; the number cannot change
 *   DELETE /3/articles/{ArticleNumber}   204, unless the warehouse has used the item (itemUse): then a 400
 * Fields as article-fields.js; Unit must be a unit (/3/units), SupplierNumber a supplier. A SERVICE
 * article is not stock goods unless the body says so.
 * QuantityInStock is inStock summed over every stock point and location, ReservedQuantity what is
 * reserved of it, DisposableQuantity the rest, StockValue QuantityInStock × PurchasePrice.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json, noContent } = require('../http');
const { listPage, activeFilters } = require('../classic/list-query');
const { unwrap } = require('../classic/validate');
const { readFields } = require('../classic/fields');
const { nextNumber, keepNumber } = require('../classic/records');
const { checkReference } = require('../classic/registers');
const { ARTICLE, READ_ONLY, setArticleFields, articleFieldsOf, newItem } = require('./article-fields');
const { balance, sum } = require('./ledger');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxWarehouseItem} Item */
/** @typedef {import('../tenants').Tenant} Tenant */

/**
 * @typedef {{ itemId: string, description?: string, unit?: string, supplierNumber?: string, purchasePrice?: number,
 *             stockWarning?: number, ean?: string, manufacturer?: string, manufacturerArticleNumber?: string,
 *             webshopArticle?: boolean, active?: boolean }} ItemFields
 */

/**
 * Adds an item for the JS API and the seeds (unit 'st' unless given); throws plain errors.
 * @param {WarehouseState} ws @param {ItemFields} fields @param {number} now sandbox time, ms
 * @returns {Item}
 */
function addItem(ws, fields, now) {
	const itemId = String(fields.itemId ?? '');
	if (!/^\S.{0,49}$/.test(itemId)) throw new Error(`itemId must be 1 to 50 characters: "${itemId}"`);
	if (ws.items.some((i) => i.itemId === itemId)) throw new Error(`Item ${itemId} already exists`);
	const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
	const item = Object.assign(newItem(itemId, now), { unit: 'st' }, given);
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

/**
 * GET /3/articles: the OpenAPI's search parameters, filter and sort keys (webshop searches
 * WebshopArticle as the text true or false).
 * @param {WarehouseState} ws @returns {import('../classic/list-query').ListSpec<Item>}
 */
const articleList = (ws) => ({
	search: {
		articlenumber: (i) => i.itemId, description: (i) => i.description, ean: (i) => i.ean,
		suppliernumber: (i) => i.supplierNumber, manufacturer: (i) => i.manufacturer,
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

/**
 * The fields of a body, checked, with their references.
 * @param {Tenant} tenant @param {unknown} body @param {boolean} creating
 */
function articleBody(tenant, body, creating) {
	const fields = readFields(unwrap(body, 'Article'), ARTICLE, { readOnly: READ_ONLY, creating });
	if (typeof fields.Unit === 'string') checkReference(tenant, 'units', 'Unit', fields.Unit);
	const supplier = fields.SupplierNumber;
	if (supplier && !tenant.purchasing.suppliers.some((s) => s.SupplierNumber === supplier)) {
		throw badRequest(CODES.REFERENCE_UNKNOWN, `SupplierNumber ${supplier} does not exist (/3/suppliers).`);
	}
	return fields;
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerArticleRoutes(r, state) {
	/** @param {Item} item */
	const url = (item) => `${state.url}/3/articles/${encodeURIComponent(item.itemId)}`;
	/** fortnox_ArticleListItem's fields (numbers as numbers), and StockGoods. @param {WarehouseState} ws @param {Item} item */
	const listItem = (ws, item) => {
		const stock = stockOf(ws, item);
		return {
			'@url': url(item),
			ArticleNumber: item.itemId,
			Description: item.description,
			DisposableQuantity: stock.available,
			EAN: item.ean,
			Housework: item.article.Housework,
			PurchasePrice: item.purchasePrice,
			QuantityInStock: stock.inStock,
			ReservedQuantity: stock.reserved,
			SalesPrice: item.article.SalesPrice,
			StockGoods: item.stockGoods,
			StockPlace: item.article.StockPlace,
			StockValue: stock.value,
			Unit: item.unit,
			VAT: item.article.VAT,
			WebshopArticle: item.webshopArticle,
		};
	};
	/** @param {WarehouseState} ws @param {Item} item */
	const full = (ws, item) => {
		const stock = stockOf(ws, item);
		return {
			'@url': url(item),
			...articleFieldsOf(item),
			DisposableQuantity: stock.available,
			QuantityInStock: stock.inStock,
			ReservedQuantity: stock.reserved,
			StockValue: stock.value,
			SupplierName: ws.purchasing.suppliers.find((s) => s.SupplierNumber === item.supplierNumber)?.Name ?? '',
		};
	};
	/** @param {any} ctx @returns {Item} */
	const find = (ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const item = ws.items.find((i) => i.itemId === ctx.params.number);
		if (!item) throw notFound(CODES.ARTICLE_NOT_FOUND, `Article not found: ${ctx.params.number}`);
		return item;
	};

	r.get('/3/articles', (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const sorted = [...ws.items].sort((a, b) => a.itemId.localeCompare(b.itemId, 'en', { numeric: true }));
		const { meta, items } = listPage(sorted, ctx.query, articleList(ws));
		return json({ Articles: items.map((i) => listItem(ws, i)), MetaInformation: meta });
	});

	r.get('/3/articles/:number', (/** @type {any} */ ctx) => json({ Article: full(ctx.tenant.warehouse, find(ctx)) }));

	r.post('/3/articles', async (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const ws = tenant.warehouse;
		const fields = articleBody(tenant, await ctx.json(), true);
		const taken = (/** @type {string} */ number) => ws.items.some((i) => i.itemId === number);
		const number = String(fields.ArticleNumber || nextNumber(tenant, 'nextArticleNumber', taken));
		if (fields.ArticleNumber && taken(number)) throw badRequest(CODES.RECORD_EXISTS, `Article ${number} already exists.`);
		if (fields.Type === 'SERVICE' && !('StockGoods' in fields)) fields.StockGoods = false;
		const item = newItem(number, state.clock.now());
		setArticleFields(item, { ...fields, ArticleNumber: number });
		ws.items.push(item);
		return json({ Article: full(ws, item) }, 201);
	});

	r.put('/3/articles/:number', async (/** @type {any} */ ctx) => {
		const item = find(ctx);
		const fields = articleBody(ctx.tenant, await ctx.json(), false);
		keepNumber(fields, 'ArticleNumber', item.itemId);
		setArticleFields(item, fields);
		item.modifiedAt = state.clock.now();
		return json({ Article: full(ctx.tenant.warehouse, item) });
	});

	r.delete('/3/articles/:number', (/** @type {any} */ ctx) => {
		const item = find(ctx);
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const use = itemUse(ws, item.itemId);
		if (use) throw badRequest(CODES.IN_USE, `Article ${item.itemId} is used by ${use}; it cannot be deleted (make it inactive instead).`);
		ws.items.splice(ws.items.indexOf(item), 1);
		ws.billsOfMaterials.delete(item.itemId);
		return noContent();
	});
}

module.exports = { addItem, registerArticleRoutes };
