// @ts-check
'use strict';

/**
 * What a sales row takes from an article (the warehouse's items are the company's articles,
 * served as /3/articles; article-fields.js): Description, Unit, SalesPrice, VAT, SalesAccount,
 * its PurchasePrice (for the contribution) and StockGoods (warehouseready).
 */

const { articleFieldsOf } = require('../warehouse/article-fields');

/** @typedef {{ description: string, unit: string, stockGoods: boolean, purchasePrice: number, salesPrice: number,
 *              vat: number, salesAccount: number | undefined }} ArticleFacts */

/**
 * @param {import('../tenants').Tenant} tenant @param {string} number ArticleNumber
 * @returns {ArticleFacts | undefined}
 */
function articleFacts(tenant, number) {
	const item = tenant.warehouse.items.find((i) => i.itemId === number);
	if (!item) return undefined;
	const a = articleFieldsOf(item);
	/** @param {unknown} v */
	const amount = (v) => (typeof v === 'number' ? v : 0);
	return {
		description: String(a.Description), unit: String(a.Unit), stockGoods: a.StockGoods === true, purchasePrice: amount(a.PurchasePrice),
		salesPrice: amount(a.SalesPrice), vat: amount(a.VAT), salesAccount: typeof a.SalesAccount === 'number' ? a.SalesAccount : undefined,
	};
}

module.exports = { articleFacts };
