// @ts-check
'use strict';

/**
 * Articles on the classic API; the records are the warehouse's items (warehouse/items.js), so stock
 * and articles are one register as in Fortnox:
 *   GET    /3/articles                   {"Articles":[…], "MetaInformation":{…}}, the OpenAPI's query (list-query.js)
 *   GET    /3/articles/{ArticleNumber}   {"Article":{…}} with every field
 *   POST   /3/articles                   {"Article":{Description, …}} → 201; ArticleNumber assigned from 1 when absent
 *   PUT    /3/articles/{ArticleNumber}   the fields given replace theirs, the others stay; the number cannot change
 *   DELETE /3/articles/{ArticleNumber}   204, unless the warehouse has used the item (itemUse): then a 400
 * Fields as warehouse/article-fields.js; Unit must be a unit (/3/units), SupplierNumber a supplier. A
 * new article is not stock goods unless the body says so (recorded).
 * QuantityInStock is inStock summed over every stock point and location, ReservedQuantity what is
 * reserved of it, DisposableQuantity the rest, StockValue QuantityInStock × PurchasePrice.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json, noContent } = require('../http');
const { listPage, activeFilters } = require('./list-query');
const { unwrap, unwrapUpdate } = require('./validate');
const { readFields } = require('./fields');
const { nextNumber, keepNumber } = require('./records');
const { checkReference } = require('./registers');
const { ARTICLE, ARTICLE_UNSET, ARTICLE_LIST_UNSET, READ_ONLY, setArticleFields, articleFieldsOf, newItem } = require('../warehouse/article-fields');
const { unsetAsNull } = require('../unset');
const { SALES_ACCOUNTS } = require('../sales/rows');
const { stockOf, itemUse } = require('../warehouse/items');

/** @typedef {import('../warehouse/types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('../warehouse/types').SandboxWarehouseItem} Item */
/** @typedef {import('../tenants').Tenant} Tenant */

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
	const fields = readFields(creating ? unwrap(body, 'Article') : unwrapUpdate(body, 'Article'), ARTICLE, { readOnly: READ_ONLY, creating });
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
	/**
	 * fortnox_ArticleListItem's fields, and StockGoods; the quantities, PurchasePrice and StockValue as
	 * strings ("0"), as the real list sends them (recorded; the GET sends numbers).
	 * @param {WarehouseState} ws @param {Item} item
	 */
	const listItem = (ws, item) => {
		const stock = stockOf(ws, item);
		return unsetAsNull({
			'@url': url(item),
			ArticleNumber: item.itemId,
			Description: item.description,
			DisposableQuantity: String(stock.available),
			EAN: item.ean,
			Housework: item.article.Housework,
			PurchasePrice: String(item.purchasePrice),
			QuantityInStock: String(stock.inStock),
			ReservedQuantity: String(stock.reserved),
			SalesPrice: item.article.SalesPrice,
			StockGoods: item.stockGoods,
			StockPlace: item.article.StockPlace,
			StockValue: String(stock.value),
			Unit: item.unit,
			VAT: item.article.VAT,
			WebshopArticle: item.webshopArticle,
		}, ARTICLE_LIST_UNSET);
	};
	/** @param {WarehouseState} ws @param {Item} item */
	const full = (ws, item) => {
		const stock = stockOf(ws, item);
		return unsetAsNull({
			'@url': url(item),
			...articleFieldsOf(item),
			CommodityCode: '',
			DisposableQuantity: stock.available,
			QuantityInStock: stock.inStock,
			ReservedQuantity: stock.reserved,
			StockValue: stock.value,
			SupplierName: ws.purchasing.suppliers.find((s) => s.SupplierNumber === item.supplierNumber)?.Name ?? '',
		}, ARTICLE_UNSET);
	};
	/** @param {any} ctx @returns {Item} */
	const find = (ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const item = ws.items.find((i) => i.itemId === ctx.params.number);
		if (!item) throw notFound(CODES.ARTICLE_NOT_FOUND, 'Kan inte hitta artikeln.');
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
		if (fields.ArticleNumber && taken(number)) throw badRequest(CODES.ARTICLE_EXISTS, `Artikelnummer "${number}" används redan.`);
		// Recorded: a new article's sales account follows its VAT (0 % → 3004), as a row's does.
		if (fields.SalesAccount == null) fields.SalesAccount = SALES_ACCOUNTS[Number(fields.VAT ?? ARTICLE.VAT.default)];
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

module.exports = { registerArticleRoutes };
