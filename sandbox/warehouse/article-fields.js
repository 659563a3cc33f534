// @ts-check
'use strict';

/**
 * The writable fields of an article as Fortnox's OpenAPI has them (fortnox_Article, and the
 * limits of fortnox_ArticleV2, whose HouseworkType no longer lists COOKING and TUTORING), with the
 * defaults a new article shows (recorded: the company's BAS accounts, sales 3001, purchase 4000, EU
 * 3108, EU VAT 3106, export 3105, construction 3231 (the BAS account; the recording shows only that
 * it is a number); StockGoods false; SalesPrice and the costs null; VAT 25 as recorded in 2024, 0
 * in 2023), and where an item keeps them: the fields the warehouse works with
 * are the item's own properties (ITEM_PROPERTY), the others sit in item.article under their
 * Fortnox names. Read-only (accepted in a body, ignored): `@url` and what the sandbox computes,
 * QuantityInStock, ReservedQuantity, DisposableQuantity and StockValue from the stock ledger
 * (stock changes through warehouse documents), SupplierName from the supplier.
 */

const { text, oneOf, number, integer, boolean, required, withDefault, defaults } = require('../classic/fields');

/** @typedef {import('./types').SandboxWarehouseItem} Item */

/** CommodityCode: shown "" (recorded), not in the OpenAPI; accepted and ignored as a client may send back what it read. */
const READ_ONLY = ['@url', 'CommodityCode', 'DisposableQuantity', 'QuantityInStock', 'ReservedQuantity', 'StockValue', 'SupplierName'];
const HOUSEWORK_TYPES = [
	'CONSTRUCTION', 'ELECTRICITY', 'GLASSMETALWORK', 'GROUNDDRAINAGEWORK', 'MASONRY', 'PAINTINGWALLPAPERING', 'HVAC', 'CLEANING',
	'TEXTILECLOTHING', 'SNOWPLOWING', 'GARDENING', 'BABYSITTING', 'OTHERCARE', 'FURNISHING', 'HOMEMAINTENANCE',
	'TRANSPORTATIONSERVICES', 'WASHINGANDCAREOFCLOTHING', 'SOLARCELLS', 'STORAGESELFPRODUCEDELECTRICITY', 'CHARGINGSTATIONELECTRICVEHICLE',
	'EMPTYHOUSEWORK', 'OTHERCOSTS',
];
const account = integer(1000, 99999);
const measure = integer(0, 999999999, 0);

/** @type {import('../classic/fields').Schema} */
const ARTICLE = {
	Active: boolean(true),
	ArticleNumber: text(50),
	Bulky: boolean(),
	ConstructionAccount: withDefault(account, 3231),
	CostCalculationMethod: text(),
	DefaultStockLocation: text(),
	DefaultStockPoint: text(),
	Depth: measure,
	Description: required(text(200, 1)),
	DirectCost: number(),
	EAN: text(30),
	EUAccount: withDefault(account, 3108),
	EUVATAccount: withDefault(account, 3106),
	Expired: boolean(),
	ExportAccount: withDefault(account, 3105),
	FreightCost: number(),
	Height: measure,
	Housework: boolean(),
	HouseworkType: oneOf(HOUSEWORK_TYPES),
	Manufacturer: text(50),
	ManufacturerArticleNumber: text(50),
	Note: text(10000),
	OtherCost: number(),
	PurchaseAccount: withDefault(account, 4000),
	PurchasePrice: number(0),
	SalesAccount: withDefault(account, 3001),
	SalesPrice: number(),
	StockAccount: integer(),
	StockChangeAccount: integer(),
	StockGoods: boolean(false),
	StockPlace: text(100),
	StockWarning: number(0),
	SupplierNumber: text(),
	Type: oneOf(['STOCK', 'SERVICE'], 'STOCK'),
	Unit: text(),
	VAT: number(25),
	WebshopArticle: boolean(),
	Weight: measure,
	Width: measure,
};

/** What an article's GET shows as `null` while unset (recorded; unset.js), and its list item. */
const ARTICLE_UNSET = ['CostCalculationMethod', 'DefaultStockLocation', 'DefaultStockPoint', 'Manufacturer', 'StockPlace', 'SupplierName', 'SupplierNumber', 'Unit'];
const ARTICLE_LIST_UNSET = ['StockPlace', 'Unit'];

/** Article fields the warehouse keeps as the item's own properties. @type {Record<string, keyof Item>} */
const ITEM_PROPERTY = {
	ArticleNumber: 'itemId', Description: 'description', Unit: 'unit', StockGoods: 'stockGoods', SupplierNumber: 'supplierNumber',
	PurchasePrice: 'purchasePrice', StockWarning: 'stockWarning', EAN: 'ean', Manufacturer: 'manufacturer',
	ManufacturerArticleNumber: 'manufacturerArticleNumber', WebshopArticle: 'webshopArticle', Active: 'active',
};

/** Stores Article fields (already read) on an item. @param {Item} item @param {Record<string, unknown>} fields */
function setArticleFields(item, fields) {
	const properties = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (item));
	for (const [name, value] of Object.entries(fields)) {
		if (Object.hasOwn(ITEM_PROPERTY, name)) properties[ITEM_PROPERTY[name]] = value;
		else item.article[name] = value;
	}
}

/** Every writable Article field of an item, in the schema's order. @param {Item} item @returns {Record<string, unknown>} */
const articleFieldsOf = (item) =>
	Object.fromEntries(Object.keys(ARTICLE).map((name) => [name, Object.hasOwn(ITEM_PROPERTY, name) ? item[ITEM_PROPERTY[name]] : item.article[name]]));

/**
 * A new item with every Article field at its default.
 * @param {string} itemId @param {number} now sandbox time, ms @returns {Item}
 */
function newItem(itemId, now) {
	const item = /** @type {Item} */ ({ article: {}, modifiedAt: now });
	setArticleFields(item, { ...defaults(ARTICLE), ArticleNumber: itemId });
	return item;
}

module.exports = { ARTICLE, ARTICLE_UNSET, ARTICLE_LIST_UNSET, READ_ONLY, setArticleFields, articleFieldsOf, newItem };
