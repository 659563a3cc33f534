// @ts-check
'use strict';

/**
 * A document's amounts, shared by invoices, orders and offers (sandbox reading where Fortnox does
 * not say how):
 * - row Total = quantity × Price less the discount (PERCENT of it, or an AMOUNT off the row),
 *   rounded to öre, in the document's price mode: with VATIncluded the prices include VAT;
 * - VAT per rate: the rate's rows summed (VAT excluded) × the rate, rounded; Freight and
 *   AdministrationFee are amounts without VAT and carry 25 %;
 * - Gross = the rows without VAT; Net = Gross + Freight + AdministrationFee;
 *   Total = Net + TotalVAT, rounded to whole kronor for SEK (Fortnox's öresavrundning) with the
 *   difference in RoundOff; other currencies keep öre; TotalToPay = Total less the tax reduction of
 *   house work (house-work.js);
 * - contribution (täckningsbidrag) = rows without VAT less quantity × the article's purchase price.
 */

const { round } = require('./values');
const { articleFacts } = require('./articles');
const { applyTaxReduction } = require('./house-work');

/** @typedef {import('./kinds').Kind} Kind */
/** @typedef {import('./documents').Doc} Doc */

const FEE_VAT = 25;

/** What a row total at a VAT rate is divided by to leave VAT out. @param {Record<string, any>} head @param {number} vat */
const vatFactor = (head, vat) => (head.VATIncluded ? 1 + vat / 100 : 1);

/**
 * The rows' amounts without VAT and their VAT, per VAT rate (row totals set).
 * @param {Record<string, any>} head @param {Array<Record<string, any>>} rows
 * @returns {Map<number, { net: number, vat: number }>}
 */
function vatByRate(head, rows) {
	/** @type {Map<number, number>} VAT rate → its rows' amounts, in the price mode */
	const amounts = new Map();
	for (const row of rows) amounts.set(row.VAT, (amounts.get(row.VAT) ?? 0) + row.Total);
	return new Map([...amounts].map(([rate, amount]) => {
		const net = amount / vatFactor(head, rate);
		return [rate, { net, vat: round(head.VATIncluded ? amount - net : (net * rate) / 100) }];
	}));
}

/** Sets the computed amounts of the rows and the head. @param {import('../tenants').Tenant} tenant @param {Kind} kind @param {Doc} doc */
function applyTotals(tenant, kind, doc) {
	const { head, rows } = doc;
	/** @param {number} vat */
	const factor = (vat) => vatFactor(head, vat);
	let cost = 0;
	for (const row of rows) {
		const quantity = row[kind.quantity];
		const before = quantity * row.Price;
		row.Total = round(row.DiscountType === 'AMOUNT' ? before - row.Discount : before * (1 - row.Discount / 100));
		const net = row.Total / factor(row.VAT);
		const unitCost = articleFacts(tenant, row.ArticleNumber)?.purchasePrice ?? 0;
		// Cost: the unit cost, the article's purchase price (the key is recorded on invoice and order rows, its value is not).
		if (kind.name === 'invoice' || kind.name === 'order') row.Cost = unitCost;
		const rowCost = quantity * unitCost;
		row.ContributionValue = round(net - rowCost);
		row.ContributionPercent = net === 0 ? 0 : round(((net - rowCost) / net) * 100);
		if (kind.name === 'invoice') Object.assign(row, { PriceExcludingVAT: round(row.Price / factor(row.VAT)), TotalExcludingVAT: round(net) });
		if (kind.name === 'order') row.ReservedQuantity = 0; // the sandbox's orders reserve no stock
		cost += rowCost;
	}
	let gross = 0;
	let vat = 0;
	for (const amounts of vatByRate(head, rows).values()) {
		gross += amounts.net;
		vat += amounts.vat;
	}
	head.Gross = round(gross);
	head.FreightVAT = round((head.Freight * FEE_VAT) / 100);
	head.AdministrationFeeVAT = round((head.AdministrationFee * FEE_VAT) / 100);
	head.Net = round(gross + head.Freight + head.AdministrationFee);
	head.TotalVAT = round(vat + head.FreightVAT + head.AdministrationFeeVAT);
	const exact = round(head.Net + head.TotalVAT);
	head.Total = head.Currency === 'SEK' ? round(exact, 0) : exact;
	head.RoundOff = round(head.Total - exact);
	applyTaxReduction(head, rows, (rate) => (head.VATIncluded ? 1 : 1 + rate / 100));
	head.ContributionValue = round(gross - cost);
	head.ContributionPercent = gross === 0 ? 0 : round(((gross - cost) / gross) * 100);
	head.HouseWork = rows.some((r) => r.HouseWork === true);
}

module.exports = { applyTotals, vatByRate, FEE_VAT };
