// @ts-check
'use strict';

/**
 * An invoice marked warehouse ready is an outbound delivery (Fortnox Lager: "all changes to stock
 * balance is done via either outbound delivery (e.g. Customer Order, Customer invoice) … or inbound
 * delivery"): each row of a stock article leaves stock by its DeliveredQuantity, in one posting of
 * the warehouse ledger dated the InvoiceDate (source kind `invoice`), taken from the row's
 * StockPointCode (else the first active stock point) location by location, as much as each holds.
 * More than the stock point holds is refused, as a manual outbound delivery's release is. A credit
 * invoice's negative quantities come back in, at the stock point's first location. Cancelling the
 * invoice reverses the posting.
 */

const { badRequest } = require('../errors');
const { findStockPoint } = require('../warehouse/stock-points');
const { postMovements, reverseMovements, balance, sum } = require('../warehouse/ledger');
const { articleFacts } = require('./articles');
const { SALES_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./documents').Doc} Doc */
/** @typedef {{ itemId: string, stockPointId: string, stockLocationId: string, quantity: number }} Line */

/** @param {Doc} doc */
const sourceOf = (doc) => ({ kind: 'invoice', id: doc.head.DocumentNumber });

/**
 * The ledger lines of an invoice's stock rows (+ into stock, − out of it).
 * @param {Tenant} tenant @param {Doc} doc @returns {Line[]}
 */
function stockLines(tenant, doc) {
	const ws = tenant.warehouse;
	/** @type {Map<string, number>} what each ledger has left while rows take from it */
	const left = new Map();
	/** @type {Line[]} */
	const lines = [];
	for (const row of doc.rows) {
		const quantity = row.DeliveredQuantity;
		if (!articleFacts(tenant, row.ArticleNumber)?.stockGoods || quantity === 0) continue;
		const sp = row.StockPointCode ? findStockPoint(ws, row.StockPointCode) : ws.stockPoints.find((p) => p.active);
		if (!sp || sp.stockLocations.length === 0) {
			throw badRequest(SALES_CODES.STOCK_POINT_UNKNOWN, `Article ${row.ArticleNumber}: no stock point with a stock location to deliver from.`);
		}
		const place = (/** @type {string} */ stockLocationId) => ({ itemId: row.ArticleNumber, stockPointId: sp.id, stockLocationId });
		if (quantity < 0) {
			lines.push({ ...place(sp.stockLocations[0].id), quantity: -quantity });
			continue;
		}
		let wanted = quantity;
		for (const location of sp.stockLocations) {
			const key = `${row.ArticleNumber}|${location.id}`;
			const available = left.get(key) ?? balance(ws, place(location.id)).inStock;
			const taken = Math.min(wanted, Math.max(0, available));
			if (taken === 0) continue;
			lines.push({ ...place(location.id), quantity: -taken });
			left.set(key, sum([available, -taken]));
			wanted = sum([wanted, -taken]);
			if (wanted === 0) break;
		}
		if (wanted > 0) {
			throw badRequest(SALES_CODES.INSUFFICIENT_STOCK,
				`Article ${row.ArticleNumber}: ${quantity} to deliver but only ${sum([quantity, -wanted])} more in stock at stock point ${sp.code}.`);
		}
	}
	return lines;
}

/** Posts the invoice's delivery. @param {Tenant} tenant @param {Doc} doc */
function deliver(tenant, doc) {
	if (!tenant.warehouse.settings.enabled) throw badRequest(SALES_CODES.WAREHOUSE_OFF, 'The Warehouse (Lager) module is not activated for this company.');
	postMovements(tenant.warehouse, sourceOf(doc), doc.head.InvoiceDate, stockLines(tenant, doc));
}

/** Takes back the delivery of a cancelled invoice (nothing when there was none). @param {Tenant} tenant @param {Doc} doc @param {string} date */
const undeliver = (tenant, doc, date) => reverseMovements(tenant.warehouse, sourceOf(doc), date);

module.exports = { deliver, undeliver };
