// @ts-check
'use strict';

/**
 * The actions on a supplier invoice (PUT, no body; each answers {"SupplierInvoice":{…}}):
 *   …/bookkeep          Booked; a voucher in series D (Fortnox's series for supplier invoices) of the
 *                       invoice's rows; not when booked or cancelled
 *   …/cancel            Cancelled; an unbooked invoice only (a booked one is credited instead)
 *   …/credit            a new credit invoice (Credit true, CreditReference = the original, rows and amounts
 *                       negated, unbooked) of a booked, uncancelled, uncredited invoice that is no credit
 *                       itself; the original's CreditReference names it (the OpenAPI: "The created credit
 *                       invoice will be referenced in the property CreditReference"); answers the original
 *   …/approvalbookkeep  approves the accounting and books the invoice as …/bookkeep does (Fortnox books a
 *                       supplier invoice when its approval is final); refused when booked or cancelled
 *   …/approvalpayment   approves the payment: PaymentPending (filter=pendingpayment), AuthorizerName; refused
 *                       when cancelled, already approved or with nothing left to pay
 * Booking a credit invoice settles it and its original against each other as far as their balances go.
 */

const { badRequest } = require('../errors');
const { json } = require('../http');
const { voucher } = require('../sales/vouchers');
const { round } = require('../sales/values');
const { findInvoice, checkUnbooked, renderers } = require('./supplier-invoices');
const { PURCHASING_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./types').SandboxSupplierInvoice} Invoice */

/** The balance drops by `amount`; at 0 the invoice is fully paid. @param {Invoice} invoice @param {number} amount @param {string} date @param {number} now */
function settle(invoice, amount, date, now) {
	invoice.Balance = round(invoice.Balance - amount);
	if (invoice.Balance === 0) Object.assign(invoice, { FinalPayDate: date, PaymentPending: false });
	invoice.modifiedAt = now;
}

/** PUT …/bookkeep. @param {Tenant} tenant @param {Invoice} invoice @param {number} now */
function bookInvoice(tenant, invoice, now) {
	checkUnbooked(invoice, 'booked');
	const made = voucher(tenant, 'D', String(invoice.InvoiceDate), {
		description: `Leverantörsfaktura ${invoice.GivenNumber}, ${String(invoice.SupplierName)}`,
		rows: invoice.SupplierInvoiceRows.map((r) => ({ Account: Number(r.Account), Debit: Number(r.Debit), Credit: Number(r.Credit) })),
		referenceType: 'SUPPLIERINVOICE',
		referenceNumber: invoice.GivenNumber,
		now,
	});
	Object.assign(invoice, {
		Booked: true, ...made,
		Vouchers: [{ Number: made.VoucherNumber, Series: made.VoucherSeries, Year: made.VoucherYear, ReferenceType: 'SUPPLIERINVOICE' }],
		modifiedAt: now,
	});
	if (!invoice.Credit) return;
	const original = tenant.purchasing.supplierInvoices.find((i) => i.GivenNumber === String(invoice.CreditReference));
	const amount = original?.Booked && !original.Cancelled ? Math.min(original.Balance, -invoice.Balance) : 0;
	if (!original || amount <= 0) return;
	settle(original, amount, String(invoice.InvoiceDate), now);
	settle(invoice, -amount, String(invoice.InvoiceDate), now);
}

/** PUT …/credit: the credit invoice made. @param {Tenant} tenant @param {Invoice} original @param {number} now */
function creditInvoice(tenant, original, now) {
	const name = `Supplier invoice ${original.GivenNumber}`;
	if (original.Cancelled) throw badRequest(PURCHASING_CODES.CANCELLED, `${name} is cancelled and cannot be credited.`);
	if (!original.Booked) throw badRequest(PURCHASING_CODES.NOT_BOOKED, `${name} is not booked: cancel it instead of crediting it.`);
	if (original.Credit) throw badRequest(PURCHASING_CODES.IS_CREDIT, `${name} is a credit invoice and cannot be credited.`);
	if (original.CreditReference) throw badRequest(PURCHASING_CODES.CREDITED, `${name} is already credited by supplier invoice ${original.CreditReference}.`);
	const invoices = tenant.purchasing.supplierInvoices;
	const { next } = tenant.purchasing;
	/** @type {string} */
	let number;
	do number = String(next.supplierInvoices++);
	while (invoices.some((i) => i.GivenNumber === number));
	/** @param {number} n */
	const negate = (n) => round(-n);
	const credit = /** @type {Invoice} */ ({
		...structuredClone(original),
		GivenNumber: number, Credit: true, CreditReference: Number(original.GivenNumber),
		Total: negate(original.Total), VAT: negate(original.VAT), Balance: negate(original.Total),
		AdministrationFee: negate(Number(original.AdministrationFee)), Freight: negate(Number(original.Freight)),
		RoundOffValue: negate(Number(original.RoundOffValue)),
		SupplierInvoiceRows: original.SupplierInvoiceRows.map((r) => ({
			...r, Debit: r.Credit, Credit: r.Debit, DebitCurrency: r.CreditCurrency, CreditCurrency: r.DebitCurrency, Total: negate(Number(r.Total)),
		})),
		Booked: false, FinalPayDate: '', PaymentPending: false, VoucherNumber: null, VoucherSeries: '', VoucherYear: null, Vouchers: [],
		approvedBookkeep: false, approvedPayment: false, AuthorizerName: '', modifiedAt: now,
	});
	invoices.push(credit);
	Object.assign(original, { CreditReference: Number(number), modifiedAt: now });
	return credit;
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerInvoiceActionRoutes(r, state) {
	/** @param {string} action @param {(tenant: Tenant, invoice: Invoice, now: number) => void} act */
	const action = (action, act) =>
		r.put(`/3/supplierinvoices/:number/${action}`, (/** @type {any} */ ctx) => {
			const invoice = findInvoice(ctx.tenant, ctx.params.number);
			act(ctx.tenant, invoice, state.clock.now());
			return json({ SupplierInvoice: renderers(state.url).full(invoice) });
		});

	action('bookkeep', bookInvoice);
	action('cancel', (_tenant, invoice, now) => {
		checkUnbooked(invoice, 'cancelled');
		Object.assign(invoice, { Cancelled: true, PaymentPending: false, modifiedAt: now });
	});
	action('credit', (tenant, invoice, now) => void creditInvoice(tenant, invoice, now));
	action('approvalbookkeep', (tenant, invoice, now) => {
		bookInvoice(tenant, invoice, now);
		invoice.approvedBookkeep = true;
	});
	action('approvalpayment', (tenant, invoice, now) => {
		const name = `Supplier invoice ${invoice.GivenNumber}`;
		if (invoice.Cancelled) throw badRequest(PURCHASING_CODES.CANCELLED, `${name} is cancelled: there is no payment to approve.`);
		if (invoice.approvedPayment) throw badRequest(PURCHASING_CODES.APPROVED, `${name} is already approved for payment.`);
		if (invoice.Balance === 0) throw badRequest(PURCHASING_CODES.NOTHING_TO_PAY, `${name} has nothing left to pay.`);
		Object.assign(invoice, { approvedPayment: true, PaymentPending: true, AuthorizerName: tenant.name, modifiedAt: now });
	});
}

module.exports = { registerInvoiceActionRoutes, bookInvoice, settle };
