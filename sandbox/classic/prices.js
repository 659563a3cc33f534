// @ts-check
'use strict';

/**
 * Prices (fortnox_Price): an article's price in a price list, one per quantity step. A price is
 * named by its price list, article and FromQuantity (the smallest quantity it applies from; 0, the
 * first step, when a POST names none). The price list and the article must exist; a step is unique.
 *   GET    /3/prices                                      {"Prices":[…], "MetaInformation"} by list, article, step
 *   GET    /3/prices/sublist/{PriceList}/{ArticleNumber}  {"Prices":[…]}: the article's steps in the list, slim
 *                                                         (fortnox_PriceListItem: no Percent, no Date)
 *   GET    /3/prices/{PriceList}/{ArticleNumber}[/{FromQuantity}]  {"Price":{…}}; without the step, the first one
 *   POST   /3/prices                                      201; a step that exists → 400
 *   PUT    /3/prices/{PriceList}/{ArticleNumber}[/{FromQuantity}]  Price and Percent change; the three keys stay
 *   DELETE /3/prices/{PriceList}/{ArticleNumber}/{FromQuantity}    204
 * `Date` is the day the price was last set (read-only). A sales row without a Price takes its
 * document's price list's price for its quantity (priceFor; sales/rows.js).
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json, noContent } = require('../http');
const { stockholmDate } = require('../dates');
const { listPage } = require('./list-query');
const { unwrap } = require('./validate');
const { readFields, applyFields, text, number, required } = require('./fields');
const { keepNumber } = require('./records');
const { checkReference } = require('./registers');

/** @typedef {{ PriceList: string, ArticleNumber: string, FromQuantity: number, Price: number, Percent: number, Date: string, modifiedAt: number }} Price */

/** @type {import('./fields').Schema} */
const SCHEMA = { ArticleNumber: required(text()), FromQuantity: number(0), Percent: number(0), Price: number(0), PriceList: required(text()) };
const READ_ONLY = ['@url', 'Date'];
/** @type {import('./list-query').ListSpec<Price>} */
const LIST = { modifiedAt: (p) => p.modifiedAt };
const COLLATOR = new Intl.Collator('sv', { numeric: true });

/** @param {Price} a @param {Price} b */
const byKeys = (a, b) => COLLATOR.compare(a.PriceList, b.PriceList) || COLLATOR.compare(a.ArticleNumber, b.ArticleNumber) || a.FromQuantity - b.FromQuantity;

/**
 * An article's price in a price list for a quantity: the step with the highest FromQuantity not
 * above it; none when the list has no step that low.
 * @param {{ prices: Price[] }} tenant @param {string} priceList @param {string} article @param {number} quantity
 * @returns {number | undefined}
 */
function priceFor(tenant, priceList, article, quantity) {
	/** @type {Price | undefined} */
	let step;
	for (const p of tenant.prices) {
		if (p.PriceList === priceList && p.ArticleNumber === article && p.FromQuantity <= quantity && (!step || p.FromQuantity > step.FromQuantity)) step = p;
	}
	return step?.Price;
}

/** A quantity step as the path names it. @param {string} raw */
function stepOf(raw) {
	const step = Number(raw);
	if (raw.trim() === '' || !Number.isFinite(step)) throw badRequest(CODES.INVALID_IDENTIFIER, `FromQuantity must be a number (${raw}).`);
	return step;
}

/**
 * @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state
 */
function registerPriceRoutes(r, state) {
	/** @param {Price} p */
	const url = (p) => `${state.url}/3/prices/${encodeURIComponent(p.PriceList)}/${encodeURIComponent(p.ArticleNumber)}/${p.FromQuantity}`;
	/** @param {Price} p */
	const full = (p) => ({ '@url': url(p), ArticleNumber: p.ArticleNumber, Date: p.Date, FromQuantity: p.FromQuantity, Percent: p.Percent, Price: p.Price, PriceList: p.PriceList });
	/** @param {Price} p */
	const slim = (p) => ({ '@url': url(p), ArticleNumber: p.ArticleNumber, FromQuantity: p.FromQuantity, Price: p.Price, PriceList: p.PriceList });
	/** @param {any} ctx @returns {Price[]} */
	const prices = (ctx) => ctx.tenant.prices;
	/** The steps of an article in a list, the first step first. @param {any} ctx */
	const stepsOf = (ctx) => prices(ctx).filter((p) => p.PriceList === ctx.params.list && p.ArticleNumber === ctx.params.article).sort(byKeys);
	/** @param {any} ctx */
	const find = (ctx) => {
		const steps = stepsOf(ctx);
		const step = ctx.params.step === undefined ? undefined : stepOf(ctx.params.step);
		const price = step === undefined ? steps[0] : steps.find((p) => p.FromQuantity === step);
		if (!price) {
			const which = `${ctx.params.list}/${ctx.params.article}${step === undefined ? '' : ` from quantity ${step}`}`;
			throw notFound(CODES.PRICE_NOT_FOUND, `Price not found: ${which}`);
		}
		return price;
	};

	r.get('/3/prices', (/** @type {any} */ ctx) => {
		const { meta, items } = listPage([...prices(ctx)].sort(byKeys), ctx.query, LIST);
		return json({ Prices: items.map(slim), MetaInformation: meta });
	});
	r.get('/3/prices/sublist/:list/:article', (/** @type {any} */ ctx) => {
		checkReference(ctx.tenant, 'priceLists', 'PriceList', ctx.params.list);
		return json({ Prices: stepsOf(ctx).map(slim) });
	});
	r.get('/3/prices/:list/:article', (/** @type {any} */ ctx) => json({ Price: full(find(ctx)) }));
	r.get('/3/prices/:list/:article/:step', (/** @type {any} */ ctx) => json({ Price: full(find(ctx)) }));

	r.post('/3/prices', async (/** @type {any} */ ctx) => {
		const fields = readFields(unwrap(await ctx.json(), 'Price'), SCHEMA, { readOnly: READ_ONLY, creating: true });
		const price = /** @type {Price} */ ({ FromQuantity: 0, Percent: 0, Price: 0, ...fields });
		if (price.FromQuantity < 0) throw badRequest(CODES.OUT_OF_RANGE, `FromQuantity must be 0 or more (${price.FromQuantity}).`);
		checkReference(ctx.tenant, 'priceLists', 'PriceList', price.PriceList);
		if (!ctx.tenant.warehouse.items.some((/** @type {{ itemId: string }} */ i) => i.itemId === price.ArticleNumber)) {
			throw badRequest(CODES.REFERENCE_UNKNOWN, `ArticleNumber ${price.ArticleNumber} does not exist (/3/articles).`);
		}
		const same = prices(ctx).find((p) => p.PriceList === price.PriceList && p.ArticleNumber === price.ArticleNumber && p.FromQuantity === price.FromQuantity);
		if (same) throw badRequest(CODES.RECORD_EXISTS, `A price of article ${price.ArticleNumber} in price list ${price.PriceList} from quantity ${price.FromQuantity} already exists.`);
		const now = state.clock.now();
		Object.assign(price, { Date: stockholmDate(now), modifiedAt: now });
		prices(ctx).push(price);
		return json({ Price: full(price) }, 201);
	});

	const update = async (/** @type {any} */ ctx) => {
		const price = find(ctx);
		const fields = readFields(unwrap(await ctx.json(), 'Price'), SCHEMA, { readOnly: READ_ONLY, creating: false });
		keepNumber(fields, 'PriceList', price.PriceList);
		keepNumber(fields, 'ArticleNumber', price.ArticleNumber);
		if ('FromQuantity' in fields && fields.FromQuantity !== price.FromQuantity) {
			throw badRequest(CODES.NUMBER_CHANGE, `FromQuantity cannot be changed (${price.FromQuantity} → ${String(fields.FromQuantity)}).`);
		}
		const now = state.clock.now();
		Object.assign(applyFields(price, SCHEMA, fields), { Date: stockholmDate(now), modifiedAt: now });
		return json({ Price: full(price) });
	};
	r.put('/3/prices/:list/:article', update);
	r.put('/3/prices/:list/:article/:step', update);

	r.delete('/3/prices/:list/:article/:step', (/** @type {any} */ ctx) => {
		const price = find(ctx);
		prices(ctx).splice(prices(ctx).indexOf(price), 1);
		return noContent();
	});
}

module.exports = { registerPriceRoutes, priceFor };
