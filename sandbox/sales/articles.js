// @ts-check
'use strict';

/**
 * What a sales row takes from an article (the warehouse's items are the company's articles,
 * served as /3/articles; article-fields.js): Description, Unit, SalesPrice, VAT, SalesAccount,
 * its PurchasePrice (for the contribution), StockGoods (warehouseready) and Housework with its
 * HouseworkType (house work, house-work.js).
 */

const { articleFieldsOf } = require('../warehouse/article-fields');

/** @typedef {{ description: string, unit: string, stockGoods: boolean, purchasePrice: number, salesPrice: number,
 *              vat: number, salesAccount: number | undefined, houseWorkType: string | null }} ArticleFacts */

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
		// An article that is house work; EMPTYHOUSEWORK names none.
		houseWorkType: a.Housework === true && typeof a.HouseworkType === 'string' && a.HouseworkType !== 'EMPTYHOUSEWORK' ? a.HouseworkType : null,
	};
}

module.exports = { articleFacts };
