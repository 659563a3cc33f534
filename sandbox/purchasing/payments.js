// @ts-check
'use strict';

/**
 * Supplier invoice payments (fortnox_SupplierInvoicePayment, fortnox_SupplierInvoicePaymentListItem):
 *   GET    /3/supplierinvoicepayments                   ascending by PaymentDate, then Number; the OpenAPI names no
 *                                                       parameters of its own: `lastmodified`, `sortorder`, paging
 *   GET    /3/supplierinvoicepayments/{Number}
 *   POST   /3/supplierinvoicepayments                   → 201; InvoiceNumber (the invoice's GivenNumber) required
 *   PUT    /3/supplierinvoicepayments/{Number}          the fields given replace theirs; an unbooked payment only
 *   PUT    /3/supplierinvoicepayments/{Number}/bookkeep Booked, a voucher in series E (Fortnox's series for supplier
 *                                                       payments); the invoice's Balance drops
 *   DELETE /3/supplierinvoicepayments/{Number}          204; an unbooked payment only
 * The invoice must exist and not be cancelled; booking needs it booked. Number: ascending from 1.
 * Currency and the rate come from the invoice; Amount (SEK) defaults to the invoice's Balance in SEK,
 * AmountCurrency (the invoice's currency) to Amount × unit / rate; PaymentDate to today. Booking
 * lowers the Balance by AmountCurrency plus the WriteOffs' amounts, never past 0 (400); at 0 the
 * invoice is fully paid (filter=fullypaid), FinalPayDate = PaymentDate.
 * The voucher: debit 2440 (supplier debt) with Amount plus write-offs, credit 1930 (bank) with Amount,
 * credit each write-off's account with its amount.
 */

const { badRequest } = require('../errors');
const { registerPaymentRoutes } = require('../classic/payment-routes');
const { readFields, applyFields, defaults, text, number, integer, date, required } = require('../classic/fields');
const { keepNumber } = require('../classic/records');
const { readList, checkRowReferences } = require('../sales/checks');
const { voucher, signedRow } = require('../sales/vouchers');
const { round } = require('../sales/values');
const { stockholmDate } = require('../dates');
const { settle } = require('./invoice-actions');
const { PURCHASING_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./types').SandboxSupplierInvoicePayment} Payment */

/** @type {import('../classic/fields').Schema} */
const PAYMENT = {
	Amount: number(), AmountCurrency: number(), CurrencyRate: number(), CurrencyUnit: number(), Information: text(),
	InvoiceNumber: required(text()), ModeOfPayment: text(), Number: integer(1), PaymentDate: date,
};
/** @type {import('../classic/fields').Schema} */
const WRITE_OFF = {
	AccountNumber: required(integer(1000, 9999)), Amount: required(number()), CostCenter: text(), Currency: text(3, 3), Description: text(),
	Project: text(), TransactionInformation: text(),
};
/** What a payment shows beyond its writable fields. */
const SHOWS = {
	Booked: false, Currency: 'SEK', InvoiceDueDate: '', InvoiceOCR: '', InvoiceSupplierName: '', InvoiceSupplierNumber: '', InvoiceTotal: '',
	Source: 'manual', VoucherNumber: null, VoucherSeries: '', VoucherYear: null,
};
const COMPUTED = ['@url', ...Object.keys(SHOWS)];
const LIST_FIELDS = ['Amount', 'Booked', 'Currency', 'CurrencyRate', 'CurrencyUnit', 'InvoiceNumber', 'Number', 'PaymentDate', 'Source'];
const SUPPLIER_DEBT = 2440;
const BANK = 1930;

/** @type {import('../classic/list-query').ListSpec<Payment>} */
const LIST = { modifiedAt: (p) => p.modifiedAt };

/** The invoice a payment pays: it must exist and not be cancelled. @param {Tenant} tenant @param {string} number */
function payableInvoice(tenant, number) {
	const invoice = tenant.purchasing.supplierInvoices.find((i) => i.GivenNumber === number);
	if (!invoice) throw badRequest(PURCHASING_CODES.INVOICE_NOT_FOUND, `Supplier invoice ${number} does not exist.`);
	if (invoice.Cancelled) throw badRequest(PURCHASING_CODES.CANCELLED, `Supplier invoice ${number} is cancelled: it cannot be paid.`);
	return invoice;
}

/**
 * Creates (no `payment`) or updates a payment from the object inside {"SupplierInvoicePayment": …}.
 * @param {Tenant} tenant @param {Record<string, unknown>} input @param {number} now @param {Payment} [payment]
 * @returns {Payment}
 */
function writePayment(tenant, input, now, payment) {
	const { WriteOffs: rawWriteOffs, ...rest } = input;
	const fields = readFields(rest, PAYMENT, { readOnly: COMPUTED, creating: !payment });
	if (payment && 'Number' in fields && fields.Number !== payment.Number) keepNumber(fields, 'Number', String(payment.Number));
	/** @type {Record<string, any>} */
	const head = structuredClone(payment ?? { ...defaults(PAYMENT), ...SHOWS, WriteOffs: [] });
	const invoiceBefore = head.InvoiceNumber;
	applyFields(head, PAYMENT, fields);
	if (rawWriteOffs !== undefined) {
		head.WriteOffs = readList(rawWriteOffs, 'WriteOffs', (item) => {
			const writeOff = { ...defaults(WRITE_OFF), ...readFields(item, WRITE_OFF, { creating: true }) };
			checkRowReferences(tenant, writeOff);
			return writeOff;
		});
	}
	const invoice = payableInvoice(tenant, head.InvoiceNumber);
	const invoiceChanged = head.InvoiceNumber !== invoiceBefore;
	if (invoiceChanged) {
		Object.assign(head, {
			Currency: invoice.Currency, InvoiceDueDate: invoice.DueDate, InvoiceOCR: invoice.OCR, InvoiceSupplierName: invoice.SupplierName,
			InvoiceSupplierNumber: invoice.SupplierNumber, InvoiceTotal: String(invoice.Total),
			...('CurrencyRate' in fields ? {} : { CurrencyRate: invoice.CurrencyRate }), ...('CurrencyUnit' in fields ? {} : { CurrencyUnit: invoice.CurrencyUnit }),
		});
	}
	if (head.Amount === null) head.Amount = round((invoice.Balance * head.CurrencyRate) / head.CurrencyUnit);
	const amountChanged = ['Amount', 'CurrencyRate', 'CurrencyUnit'].some((f) => f in fields) || invoiceChanged;
	if ((amountChanged || head.AmountCurrency === null) && !('AmountCurrency' in fields)) {
		head.AmountCurrency = round((head.Amount * head.CurrencyUnit) / head.CurrencyRate);
	}
	if (head.PaymentDate === '') head.PaymentDate = stockholmDate(now);
	if (payment) return Object.assign(payment, head, { modifiedAt: now });
	const { payments, next } = tenant.purchasing;
	const taken = (/** @type {number} */ n) => payments.some((p) => p.Number === n);
	if (fields.Number != null && taken(Number(fields.Number))) {
		throw badRequest(PURCHASING_CODES.NUMBER_IN_USE, `Supplier invoice payment ${String(fields.Number)} already exists.`);
	}
	let number = /** @type {number | null} */ (fields.Number ?? null);
	while (number === null || taken(number)) number = next.payments++;
	const created = /** @type {Payment} */ ({ ...head, Number: number, modifiedAt: now });
	payments.push(created);
	return created;
}

/** Books a payment: a voucher in series E; the invoice's Balance drops, never past 0. @param {Tenant} tenant @param {Payment} payment @param {number} now */
function bookPayment(tenant, payment, now) {
	const invoice = payableInvoice(tenant, payment.InvoiceNumber);
	if (!invoice.Booked) throw badRequest(PURCHASING_CODES.NOT_BOOKED, `Supplier invoice ${invoice.GivenNumber} is not booked: its payments cannot be booked.`);
	const writeOffs = /** @type {Array<{ AccountNumber: number, Amount: number }>} */ (payment.WriteOffs);
	const writtenOff = round(writeOffs.reduce((s, w) => s + w.Amount, 0));
	const amount = round(payment.AmountCurrency + writtenOff);
	const balance = invoice.Balance;
	if (Math.sign(amount) !== Math.sign(balance) || Math.abs(amount) > Math.abs(balance)) {
		throw badRequest(PURCHASING_CODES.PAYMENT_EXCEEDS_BALANCE, `Payment ${payment.Number} of ${amount} does not fit the balance ${balance} of supplier invoice ${invoice.GivenNumber}.`);
	}
	const made = voucher(tenant, 'E', payment.PaymentDate, {
		description: `Utbetalning leverantörsfaktura ${invoice.GivenNumber}, ${String(invoice.SupplierName)}`,
		rows: [signedRow(SUPPLIER_DEBT, payment.Amount + writtenOff), signedRow(BANK, -payment.Amount), ...writeOffs.map((w) => signedRow(w.AccountNumber, -w.Amount))],
		referenceType: 'SUPPLIERPAYMENT',
		referenceNumber: String(payment.Number),
		now,
	});
	Object.assign(payment, { Booked: true, ...made, modifiedAt: now });
	settle(invoice, amount, payment.PaymentDate, now);
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerSupplierPaymentRoutes(r, state) {
	registerPaymentRoutes(r, state, {
		base: '/3/supplierinvoicepayments',
		wrap: 'SupplierInvoicePayment',
		listWrap: 'SupplierInvoicePayments',
		noun: 'Supplier invoice payment',
		payments: (tenant) => tenant.purchasing.payments,
		fieldsOf: (p) => p,
		listFields: LIST_FIELDS,
		list: LIST,
		codes: { notFound: PURCHASING_CODES.PAYMENT_NOT_FOUND, booked: PURCHASING_CODES.PAYMENT_BOOKED },
		write: writePayment,
		book: bookPayment,
	});
}

module.exports = { registerSupplierPaymentRoutes, writePayment, bookPayment };
