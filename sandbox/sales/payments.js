// @ts-check
'use strict';

/**
 * Invoice payments (fortnox_InvoicePayment):
 *   GET    /3/invoicepayments                   own order PaymentDate, then Number; `invoicenumber` (whole number,
 *                                               equal), `lastmodified`, `sortby=paymentdate`; classic paging
 *   GET    /3/invoicepayments/{Number}
 *   POST   /3/invoicepayments                   → 201; InvoiceNumber and Amount required
 *   PUT    /3/invoicepayments/{Number}          the fields given replace theirs; an unbooked payment only
 *   PUT    /3/invoicepayments/{Number}/bookkeep Booked, a voucher in series C (its rows: bookings.js); the invoice's Balance drops
 *                                               (the OpenAPI names a body here; the sandbox ignores it)
 *   DELETE /3/invoicepayments/{Number}          204; an unbooked payment only
 * The invoice must exist, be booked and not cancelled. Number: ascending from 1, a given free one is
 * taken. PaymentDate defaults to today, ModeOfPaymentAccount to 1930; Currency and the rate come from
 * the invoice; AmountCurrency (the amount in the invoice's currency) defaults to Amount × unit / rate.
 * Booking lowers the invoice's Balance by AmountCurrency plus the WriteOffs' amounts, which may not go
 * past 0 (400); at 0 the invoice is fully paid, FinalPayDate = PaymentDate.
 */

const { badRequest } = require('../errors');
const { registerPaymentRoutes } = require('../classic/payment-routes');
const { equalsInteger } = require('../classic/list-query');
const { readFields, applyFields, defaults, text, number, integer, date, required } = require('../classic/fields');
const { keepNumber } = require('../classic/records');
const { KINDS } = require('./kinds');
const { assignNumber, documentsOf, documentName } = require('./documents');
const { readList, checkRowReferences } = require('./checks');
const { settle } = require('./invoices');
const { voucher } = require('./vouchers');
const { paymentRows } = require('./bookings');
const { round } = require('./values');
const { stockholmDate } = require('../dates');
const { SALES_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {{ head: Record<string, any>, modifiedAt: number }} Payment  SandboxInvoicePayment (types.d.ts), typed loosely here */

/** @type {import('../classic/fields').Schema} */
const PAYMENT = {
	Amount: required(number()), AmountCurrency: number(), CurrencyRate: number(), CurrencyUnit: number(), InvoiceNumber: required(integer()),
	ModeOfPayment: text(), ModeOfPaymentAccount: integer(1000, 9999, 1930), Number: text(), PaymentDate: date,
};
/** @type {import('../classic/fields').Schema} */
const WRITE_OFF = {
	AccountNumber: required(integer(1000, 9999)), Amount: required(number()), CostCenter: text(), Currency: text(3), Description: text(),
	Project: text(), TransactionInformation: text(),
};
/** What a payment shows beyond its writable fields. */
const SHOWS = {
	Booked: false, Currency: 'SEK', ExternalInvoiceReference1: '', ExternalInvoiceReference2: '', InvoiceCustomerName: '', InvoiceCustomerNumber: '',
	InvoiceDueDate: '', InvoiceOCR: '', InvoiceTotal: '', Source: 'direct', VoucherNumber: null, VoucherSeries: '', VoucherYear: null,
};
const COMPUTED = ['@url', 'WriteOffExist', ...Object.keys(SHOWS)];
const LIST_FIELDS = ['Amount', 'Booked', 'Currency', 'CurrencyRate', 'CurrencyUnit', 'InvoiceNumber', 'Number', 'PaymentDate', 'Source'];

/** @type {import('../classic/list-query').ListSpec<Payment>} */
const LIST = {
	match: { invoicenumber: equalsInteger('invoicenumber', (p) => p.head.InvoiceNumber) },
	modifiedAt: (p) => p.modifiedAt,
	sortBy: { paymentdate: (p) => p.head.PaymentDate },
};

/** The invoice a payment pays: it must exist, be booked and not cancelled. @param {Tenant} tenant @param {number} number */
function payableInvoice(tenant, number) {
	const invoice = documentsOf(tenant, KINDS.invoice).find((d) => d.head.DocumentNumber === String(number));
	if (!invoice) throw badRequest(SALES_CODES.INVOICE_NOT_FOUND, `Invoice ${number} does not exist.`);
	if (!invoice.head.Booked || invoice.head.Cancelled) {
		throw badRequest(SALES_CODES.NOT_BOOKED, `${documentName(KINDS.invoice, invoice)} is not booked${invoice.head.Cancelled ? ' (cancelled)' : ''}: it cannot be paid.`);
	}
	return invoice;
}

/**
 * Creates (no `payment`) or updates a payment from the object inside {"InvoicePayment": …}.
 * @param {Tenant} tenant @param {Record<string, unknown>} input @param {number} now @param {Payment} [payment]
 * @returns {Payment}
 */
function writePayment(tenant, input, now, payment) {
	const { WriteOffs: rawWriteOffs, ...rest } = input;
	const fields = readFields(rest, PAYMENT, { readOnly: COMPUTED, creating: !payment });
	if (payment) keepNumber(fields, 'Number', payment.head.Number);
	/** @type {Record<string, any>} */
	const head = structuredClone(payment ? payment.head : { ...defaults(PAYMENT), ...SHOWS, WriteOffs: [] });
	const invoiceBefore = head.InvoiceNumber;
	applyFields(head, PAYMENT, fields);
	if (rawWriteOffs !== undefined) {
		head.WriteOffs = readList(rawWriteOffs, 'WriteOffs', (item) => {
			const writeOff = { ...defaults(WRITE_OFF), ...readFields(item, WRITE_OFF, { creating: true }) };
			checkRowReferences(tenant, writeOff); // its CostCenter and Project, as a row's
			return writeOff;
		});
	}
	const invoice = payableInvoice(tenant, head.InvoiceNumber);
	if (head.InvoiceNumber !== invoiceBefore) {
		const i = invoice.head;
		Object.assign(head, {
			Currency: i.Currency, ExternalInvoiceReference1: i.ExternalInvoiceReference1, ExternalInvoiceReference2: i.ExternalInvoiceReference2,
			InvoiceCustomerName: i.CustomerName, InvoiceCustomerNumber: i.CustomerNumber, InvoiceDueDate: i.DueDate, InvoiceOCR: i.OCR,
			InvoiceTotal: String(i.Total),
			...('CurrencyRate' in fields ? {} : { CurrencyRate: i.CurrencyRate }), ...('CurrencyUnit' in fields ? {} : { CurrencyUnit: i.CurrencyUnit }),
		});
	}
	const amountChanged = ['Amount', 'CurrencyRate', 'CurrencyUnit'].some((f) => f in fields) || head.InvoiceNumber !== invoiceBefore;
	if (amountChanged && !('AmountCurrency' in fields)) head.AmountCurrency = round((head.Amount * head.CurrencyUnit) / head.CurrencyRate);
	if (head.PaymentDate === '') head.PaymentDate = stockholmDate(now);
	if (payment) return Object.assign(payment, { head, modifiedAt: now });
	/** @type {Payment[]} */
	const payments = tenant.sales.payments;
	const taken = (/** @type {string} */ n) => payments.some((p) => p.head.Number === n);
	head.Number = assignNumber(fields.Number, taken, tenant.sales.next, 'payments', 'Invoice payment');
	const created = { head, modifiedAt: now };
	payments.push(created);
	return created;
}

/** Books a payment: the invoice's Balance drops, never past 0. @param {Tenant} tenant @param {Payment} payment @param {number} now */
function bookPayment(tenant, payment, now) {
	const { head } = payment;
	const invoice = payableInvoice(tenant, head.InvoiceNumber);
	const amount = round(head.AmountCurrency + head.WriteOffs.reduce((/** @type {number} */ s, /** @type {{ Amount: number }} */ w) => s + w.Amount, 0));
	const balance = invoice.head.Balance;
	if (Math.sign(amount) !== Math.sign(balance) || Math.abs(amount) > Math.abs(balance)) {
		throw badRequest(SALES_CODES.PAYMENT_EXCEEDS_BALANCE, `Payment ${head.Number} of ${amount} does not fit the balance ${balance} of invoice ${head.InvoiceNumber}.`);
	}
	Object.assign(head, { Booked: true, ...voucher(tenant, 'C', head.PaymentDate, { now, referenceNumber: String(head.Number), rows: paymentRows(tenant, head) }) });
	payment.modifiedAt = now;
	settle(invoice, amount, head.PaymentDate, now);
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerInvoicePaymentRoutes(r, state) {
	registerPaymentRoutes(r, state, {
		base: '/3/invoicepayments',
		wrap: 'InvoicePayment',
		listWrap: 'InvoicePayments',
		noun: 'Invoice payment',
		payments: (tenant) => tenant.sales.payments,
		fieldsOf: (p) => p.head,
		listFields: LIST_FIELDS,
		list: LIST,
		codes: { notFound: SALES_CODES.PAYMENT_NOT_FOUND, booked: SALES_CODES.PAYMENT_BOOKED },
		write: writePayment,
		book: bookPayment,
	});
}

/** For the demo seed: a payment made and booked as by POST and PUT …/bookkeep. @param {Tenant} tenant @param {Record<string, unknown>} input @param {number} now */
const addBookedPayment = (tenant, input, now) => bookPayment(tenant, writePayment(tenant, input, now), now);

module.exports = { registerInvoicePaymentRoutes, addBookedPayment };
