// @ts-check
'use strict';

/**
 * Document rows, shared by invoices, orders and offers:
 * - a row naming an ArticleNumber takes the article's Description, Unit, VAT and SalesAccount for
 *   what it does not give itself, and an article that is house work its HouseworkType (HouseWork
 *   true) unless the row says HouseWork; an unknown article is a 400;
 * - a row without a Price takes the article's price in the document's PriceList (the customer's
 *   unless the document names one) at the step its quantity reaches (FromQuantity), as Fortnox
 *   does; without a price there the article's SalesPrice (sandbox reading);
 * - VAT is a Swedish rate (25, 12, 6 or 0; 25 when neither row nor article gives one);
 *   AccountNumber defaults to the BAS sales account of the rate (3001, 3002, 3003, 3004);
 *   quantities to 0 (sandbox choice), an order row's DeliveredQuantity to its OrderedQuantity;
 * - Price and the quantities are stored rounded to two decimals, half away from zero (recorded:
 *   Price and DeliveredQuantity 1.123 → 1.12, 1.125 → 1.13; the other quantities alike);
 * - PUT, as Fortnox's OpenAPI describes it: without RowIds the body's rows update the document's
 *   rows in order (a row keeps what it does not give; rows beyond the body go); with RowIds a row
 *   with one updates that row, one without is new, rows not named go. Every save gives every row a
 *   new RowId ("new RowIds are generated for all rows every time").
 */

const { badRequest } = require('../errors');
const { readFields, defaults, pick } = require('../classic/fields');
const { articleFacts } = require('./articles');
const { priceFor } = require('../classic/prices');
const { readList, checkRowReferences } = require('./checks');
const { SALES_CODES } = require('./errors');
const { round } = require('./values');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./kinds').Kind} Kind */
/** @typedef {Record<string, any>} Row */

const VAT_RATES = [25, 12, 6, 0];
/** BAS: Försäljning inom Sverige 25 %, 12 %, 6 % moms; momsfri. @type {Record<number, number>} */
const SALES_ACCOUNTS = { 25: 3001, 12: 3002, 6: 3003, 0: 3004 };
/** What a row takes from its article: a row that changes article takes the new one's. */
const FROM_ARTICLE = ['Description', 'Price', 'Unit', 'VAT', 'AccountNumber'];
/** Row fields Fortnox keeps to two decimals. */
const TWO_DECIMALS = ['Price', 'DeliveredQuantity', 'OrderedQuantity', 'Quantity'];

/** @param {Row} fields read fields @returns {Row} */
const rounded = (fields) => {
	for (const f of TWO_DECIMALS) if (typeof fields[f] === 'number') fields[f] = round(fields[f]);
	return fields;
};

/**
 * The rows of a body. `previous`: the document's rows when it is updated (PUT rules), else absent.
 * @param {Tenant} tenant @param {Kind} kind @param {unknown} raw @param {string} priceList the document's
 * @param {Row[]} [previous]
 * @returns {Row[]}
 */
function readRows(tenant, kind, raw, priceList, previous) {
	/** @type {Row[]} */
	const given = readList(raw, kind.rows, (item) => rounded(readFields(item, kind.row, { readOnly: kind.rowComputed, creating: false })));
	const byRowId = previous !== undefined && given.some((r) => r.RowId != null);
	return given.map(({ RowId, ...fields }, i) => {
		let old = byRowId ? undefined : previous?.[i];
		if (byRowId && RowId != null) {
			old = previous?.find((r) => r.RowId === RowId);
			if (!old) throw badRequest(SALES_CODES.ROW_UNKNOWN, `${kind.rows}[${i}]: RowId ${RowId} is not a row of this ${kind.name}.`);
		}
		return resolveRow(tenant, kind, fields, old, { label: `${kind.rows}[${i}]`, priceList });
	});
}

/**
 * A row with every field: what it keeps of `old`, what it was given, the article's defaults.
 * @param {Tenant} tenant @param {Kind} kind @param {Row} fields @param {Row | undefined} old
 * @param {{ label: string, priceList: string }} document the row's label in messages, the document's price list
 * @returns {Row}
 */
function resolveRow(tenant, kind, fields, old, { label, priceList }) {
	/** @type {Row} */
	const kept = old ? pick(old, kind.row) : {};
	if (old && fields.ArticleNumber !== undefined && fields.ArticleNumber !== old.ArticleNumber) for (const f of FROM_ARTICLE) delete kept[f];
	const row = { ...kept, ...fields };
	const article = row.ArticleNumber ? articleFacts(tenant, row.ArticleNumber) : undefined;
	if (row.ArticleNumber && !article) throw badRequest(SALES_CODES.ARTICLE_UNKNOWN, `${label}: article ${row.ArticleNumber} does not exist (/3/articles).`);
	const VAT = row.VAT ?? article?.vat ?? 25;
	if (!VAT_RATES.includes(VAT)) throw badRequest(SALES_CODES.VAT_NOT_ALLOWED, `${label}: VAT ${VAT} is not a Swedish VAT rate (${VAT_RATES.join(', ')}).`);
	const quantity = row[kind.quantity] ?? 0;
	/** @type {Row} */
	const resolved = {
		...defaults(kind.row), ...row,
		Description: row.Description ?? article?.description ?? '',
		Price: row.Price ?? (article && (priceFor(tenant, priceList, row.ArticleNumber, quantity) ?? article.salesPrice)) ?? 0,
		Unit: row.Unit ?? article?.unit ?? '',
		VAT,
		AccountNumber: row.AccountNumber ?? article?.salesAccount ?? SALES_ACCOUNTS[VAT],
		[kind.quantity]: quantity,
		RowId: tenant.sales.next.rowId++,
	};
	if (row.HouseWork === undefined && article?.houseWorkType) Object.assign(resolved, { HouseWork: true, HouseWorkType: row.HouseWorkType ?? article.houseWorkType });
	if (kind.name === 'order') {
		resolved.DeliveredQuantity = fields.DeliveredQuantity ?? (fields.OrderedQuantity !== undefined || !old ? quantity : kept.DeliveredQuantity);
	}
	checkRowReferences(tenant, resolved);
	return resolved;
}

module.exports = { readRows, SALES_ACCOUNTS };
