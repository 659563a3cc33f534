// @ts-check
'use strict';

/**
 * The routes of a ledger's payments, which Fortnox serves alike for customer invoice payments
 * (/3/invoicepayments) and supplier invoice payments (/3/supplierinvoicepayments):
 *   GET    {base}                  ascending by PaymentDate, then Number; the ledger's list filters, paging
 *   GET    {base}/{Number}
 *   POST   {base}                  → 201
 *   PUT    {base}/{Number}         an unbooked payment only
 *   PUT    {base}/{Number}/bookkeep
 *   DELETE {base}/{Number}         204; an unbooked payment only
 * What a payment holds, how it is written and booked, is the ledger's (sales/payments.js,
 * purchasing/payments.js).
 */

const { badRequest, notFound } = require('../errors');
const { json, noContent } = require('../http');
const { listPage } = require('./list-query');
const { unwrap } = require('./validate');

/** @typedef {import('../tenants').Tenant} Tenant */

/**
 * @template P
 * @typedef {object} PaymentLedger
 * @property {string} base        e.g. /3/invoicepayments
 * @property {string} wrap        wrapper of one payment, e.g. InvoicePayment
 * @property {string} listWrap    wrapper of the list, e.g. InvoicePayments
 * @property {string} noun        in messages, e.g. "Invoice payment"
 * @property {(tenant: Tenant) => P[]} payments
 * @property {(payment: P) => Record<string, any>} fieldsOf  Fortnox's fields of a stored payment
 * @property {string[]} listFields  the list item's fields
 * @property {import('./list-query').ListSpec<P>} list
 * @property {{ notFound: number, booked: number }} codes
 * @property {(tenant: Tenant, input: Record<string, unknown>, now: number, payment?: P) => P} write  creates, or updates `payment`
 * @property {(tenant: Tenant, payment: P, now: number) => void} book
 */

/**
 * @template P
 * @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state @param {PaymentLedger<P>} ledger
 */
function registerPaymentRoutes(r, state, ledger) {
	const { base, fieldsOf } = ledger;
	/** @param {P} p */
	const url = (p) => `${state.url}${base}/${fieldsOf(p).Number}`;
	/** @param {P} p @param {number} [status] */
	const reply = (p, status) => {
		const { modifiedAt: _modifiedAt, ...shown } = fieldsOf(p);
		return json({ [ledger.wrap]: { '@url': url(p), ...shown } }, status);
	};
	/** @param {any} ctx @returns {P} */
	const find = (ctx) => {
		const payment = ledger.payments(ctx.tenant).find((p) => String(fieldsOf(p).Number) === ctx.params.number);
		if (!payment) throw notFound(ledger.codes.notFound, `${ledger.noun} ${ctx.params.number} not found.`);
		return payment;
	};
	/** @param {any} ctx @param {string} action */
	const unbooked = (ctx, action) => {
		const payment = find(ctx);
		if (fieldsOf(payment).Booked) throw badRequest(ledger.codes.booked, `${ledger.noun} ${fieldsOf(payment).Number} is booked and cannot be ${action}.`);
		return payment;
	};

	r.get(base, (/** @type {any} */ ctx) => {
		const ordered = [...ledger.payments(ctx.tenant)].sort((a, b) => {
			const [x, y] = [fieldsOf(a), fieldsOf(b)];
			return x.PaymentDate.localeCompare(y.PaymentDate) || Number(x.Number) - Number(y.Number);
		});
		const { meta, items } = listPage(ordered, ctx.query, ledger.list);
		const listItem = (/** @type {P} */ p) => {
			const fields = fieldsOf(p);
			return { '@url': url(p), ...Object.fromEntries(ledger.listFields.map((f) => [f, fields[f]])), WriteOffExist: fields.WriteOffs.length > 0 };
		};
		return json({ [ledger.listWrap]: items.map(listItem), MetaInformation: meta });
	});

	r.get(`${base}/:number`, (/** @type {any} */ ctx) => reply(find(ctx)));

	r.post(base, async (/** @type {any} */ ctx) => reply(ledger.write(ctx.tenant, unwrap(await ctx.json(), ledger.wrap), state.clock.now()), 201));

	r.put(`${base}/:number`, async (/** @type {any} */ ctx) => {
		const payment = unbooked(ctx, 'updated');
		return reply(ledger.write(ctx.tenant, unwrap(await ctx.json(), ledger.wrap), state.clock.now(), payment));
	});

	r.put(`${base}/:number/bookkeep`, (/** @type {any} */ ctx) => {
		const payment = unbooked(ctx, 'booked again');
		ledger.book(ctx.tenant, payment, state.clock.now());
		return reply(payment);
	});

	r.delete(`${base}/:number`, (/** @type {any} */ ctx) => {
		const payment = unbooked(ctx, 'deleted');
		const payments = ledger.payments(ctx.tenant);
		payments.splice(payments.indexOf(payment), 1);
		return noContent();
	});
}

module.exports = { registerPaymentRoutes };
