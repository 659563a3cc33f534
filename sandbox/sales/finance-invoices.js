// @ts-check
'use strict';

/**
 * Fortnox Finans invoices (/3/noxfinansinvoices), as Fortnox's OpenAPI describes them
 * (fortnox_CreatePayload, fortnox_PausePayload, fortnox_ReportPaymentPayload, fortnox_InvoiceResponse):
 *   POST ''                      → 201; the invoice must exist, be in SEK ("currently only accepting invoices in SEK")
 *                                and not be sent already; SendMethod EMAIL | LETTER | EINVOICE | NONE, Service
 *                                LEDGERBASE | REMINDER. Status UNKNOWN for the first sandbox minute (Fortnox: "1 min
 *                                to several hours"), then OPEN, with its OCR number and PDF link
 *   GET  /{Number}               status and balance
 *   PUT  /{Number}/pause         only OPEN; PausedUntilDate from today to 60 days ahead → PAUSED until then
 *   PUT  /{Number}/unpause       only PAUSED → OPEN
 *   PUT  /{Number}/stop          OPEN or PAUSED → STOPPED (out of the process for good)
 *   PUT  /{Number}/report-payment  OPEN or PAUSED; PaymentAmount above 0 and at most the capital left; the capital
 *                                drops by it, at 0 the status is PAID; PaymentMethodCode and Account needed when
 *                                BookkeepPaymentInFortnox
 *   PUT  /{Number}/take-fees     the client pays the fees: a reminder fee of 60 SEK is added once an OPEN invoice's
 *                                DueDate has passed (sandbox reading); no fees → 400
 */

const { badRequest, notFound } = require('../errors');
const { json } = require('../http');
const { unwrap } = require('../classic/validate');
const { findDocument } = require('./documents');
const { KINDS } = require('./kinds');
const { round } = require('./values');
const { isDate, stockholmDate: dateOf, addDays } = require('../dates');
const { SALES_CODES } = require('./errors');

/** @typedef {import('./types').SandboxFinanceInvoice} FinanceInvoice */
/** @typedef {import('../tenants').Tenant} Tenant */

const SEND_METHODS = ['EMAIL', 'LETTER', 'EINVOICE', 'NONE'];
const SERVICES = { LEDGERBASE: 'Service Full', REMINDER: 'Reminder Service' };
const REMINDER_FEE = 60;
const MINUTE = 60_000;
const MAX_PAUSE_DAYS = 60;

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerFinanceInvoiceRoutes(r, state) {
	const base = '/3/noxfinansinvoices';
	const now = () => state.clock.now();
	/** The status as time has it: UNKNOWN for the first minute, then the record's. @param {FinanceInvoice} f */
	const statusOf = (f) => (now() < f.createdAt + MINUTE ? 'UNKNOWN' : f.status);
	/** @param {Tenant} tenant @param {FinanceInvoice} f */
	const feesOf = (tenant, f) => {
		const invoice = findDocument(tenant, KINDS.invoice, f.number);
		return statusOf(f) === 'OPEN' && invoice.head.DueDate < dateOf(now()) && !f.feesTaken ? REMINDER_FEE : 0;
	};
	/** @param {Tenant} tenant @param {FinanceInvoice} f */
	const render = (tenant, f) => {
		const status = statusOf(f);
		const known = status !== 'UNKNOWN';
		const invoice = findDocument(tenant, KINDS.invoice, f.number);
		const balance = round(f.capital + feesOf(tenant, f));
		return {
			'@url': `${state.url}${base}/${f.number}`,
			BalanceIncludeFees: balance, BalanceIncludeFeesCurrency: balance, CurrentCapitalBalance: f.capital, CurrentCapitalBalanceCurrency: f.capital,
			InvoiceDocumentURL: known ? `${state.url}/noxfinans/documents/${f.number}.pdf` : '', InvoiceNumber: Number(f.number),
			NextEvent: status === 'PAUSED' ? 'PAUSE_END' : status === 'OPEN' ? 'REMINDER' : '', NextEventDate: status === 'PAUSED' ? f.pausedUntil : status === 'OPEN' ? addDays(String(invoice.head.DueDate), 10) : '',
			OCRNumber: known ? String(invoice.head.OCR) : '', Service: f.service, ServiceName: SERVICES[f.service], Status: status,
		};
	};
	/** @param {any} ctx @returns {FinanceInvoice} */
	const find = (ctx) => {
		const found = ctx.tenant.sales.financeInvoices.find((/** @type {FinanceInvoice} */ f) => f.number === ctx.params.number);
		if (!found) throw notFound(SALES_CODES.FINANCE_INVOICE_NOT_FOUND, `Invoice ${ctx.params.number} is not sent with Fortnox Finans.`);
		return found;
	};
	/** @param {FinanceInvoice} f @param {string[]} allowed @param {string} action */
	const requireStatus = (f, allowed, action) => {
		const status = statusOf(f);
		if (!allowed.includes(status)) throw badRequest(SALES_CODES.FINANCE_STATUS, `Invoice ${f.number} has the status ${status} and cannot be ${action} (${allowed.join(' or ')} only).`);
	};
	/** @param {any} ctx @param {FinanceInvoice} f */
	const reply = (ctx, f, status = 200) => json({ NoxFinansInvoice: render(ctx.tenant, f) }, status);

	r.post(base, async (/** @type {any} */ ctx) => {
		const body = unwrap(await ctx.json(), 'NoxFinansInvoice');
		const number = String(body.InvoiceNumber ?? '');
		const invoice = findDocument(ctx.tenant, KINDS.invoice, number);
		if (!SEND_METHODS.includes(String(body.SendMethod))) throw badRequest(SALES_CODES.FINANCE_INPUT, `SendMethod must be one of ${SEND_METHODS.join(', ')} (${String(body.SendMethod)}).`);
		if (!Object.hasOwn(SERVICES, String(body.Service))) throw badRequest(SALES_CODES.FINANCE_INPUT, `Service must be LEDGERBASE or REMINDER (${String(body.Service)}).`);
		if (invoice.head.Currency !== 'SEK') throw badRequest(SALES_CODES.FINANCE_INPUT, `Invoice ${number} is in ${String(invoice.head.Currency)}: Fortnox Finans accepts invoices in SEK only.`);
		if (ctx.tenant.sales.financeInvoices.some((/** @type {FinanceInvoice} */ f) => f.number === number)) throw badRequest(SALES_CODES.FINANCE_INPUT, `Invoice ${number} is already sent with Fortnox Finans.`);
		/** @type {FinanceInvoice} */
		const f = {
			number, service: /** @type {'LEDGERBASE' | 'REMINDER'} */ (body.Service), sendMethod: String(body.SendMethod), status: 'OPEN', createdAt: now(),
			capital: Number(invoice.head.Balance), pausedUntil: '', feesTaken: false, payments: [],
		};
		ctx.tenant.sales.financeInvoices.push(f);
		return reply(ctx, f, 201);
	});

	r.get(`${base}/:number`, (/** @type {any} */ ctx) => reply(ctx, find(ctx)));

	r.put(`${base}/:number/pause`, async (/** @type {any} */ ctx) => {
		const f = find(ctx);
		requireStatus(f, ['OPEN'], 'paused');
		const until = String(unwrap(await ctx.json(), 'NoxFinansInvoice').PausedUntilDate ?? '');
		const today = dateOf(now());
		if (!isDate(until) || until < today || until > addDays(today, MAX_PAUSE_DAYS)) {
			throw badRequest(SALES_CODES.FINANCE_INPUT, `PausedUntilDate must be a date from ${today} to ${addDays(today, MAX_PAUSE_DAYS)} (${until || 'none'}).`);
		}
		Object.assign(f, { status: 'PAUSED', pausedUntil: until });
		return reply(ctx, f);
	});

	r.put(`${base}/:number/unpause`, (/** @type {any} */ ctx) => {
		const f = find(ctx);
		requireStatus(f, ['PAUSED'], 'unpaused');
		Object.assign(f, { status: 'OPEN', pausedUntil: '' });
		return reply(ctx, f);
	});

	r.put(`${base}/:number/stop`, (/** @type {any} */ ctx) => {
		const f = find(ctx);
		requireStatus(f, ['OPEN', 'PAUSED'], 'stopped');
		Object.assign(f, { status: 'STOPPED', pausedUntil: '' });
		return reply(ctx, f);
	});

	r.put(`${base}/:number/report-payment`, async (/** @type {any} */ ctx) => {
		const f = find(ctx);
		requireStatus(f, ['OPEN', 'PAUSED'], 'paid');
		const body = unwrap(await ctx.json(), 'NoxFinansInvoice');
		const amount = Number(body.PaymentAmount);
		if (!(amount > 0) || round(amount) > f.capital) throw badRequest(SALES_CODES.FINANCE_INPUT, `PaymentAmount must be above 0 and at most the capital left, ${f.capital.toFixed(2)} (${String(body.PaymentAmount)}).`);
		if (body.BookkeepPaymentInFortnox === true && (!body.PaymentMethodCode || !Number.isInteger(body.PaymentMethodAccount))) {
			throw badRequest(SALES_CODES.FINANCE_INPUT, 'PaymentMethodCode and PaymentMethodAccount are needed when BookkeepPaymentInFortnox is true.');
		}
		f.capital = round(f.capital - amount);
		f.payments.push({ amount, at: dateOf(now()), bookkept: body.BookkeepPaymentInFortnox === true, clientTakesFees: body.ClientTakesFees === true });
		if (f.capital === 0) f.status = 'PAID';
		return reply(ctx, f);
	});

	r.put(`${base}/:number/take-fees`, (/** @type {any} */ ctx) => {
		const f = find(ctx);
		if (feesOf(ctx.tenant, f) === 0) throw badRequest(SALES_CODES.FINANCE_STATUS, `Invoice ${f.number} has no fees to take.`);
		f.feesTaken = true;
		return reply(ctx, f);
	});
}

module.exports = { registerFinanceInvoiceRoutes };
