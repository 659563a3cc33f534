// @ts-check
'use strict';

/**
 * Invoices: the shared document routes (routes.js) and
 *   PUT /3/invoices/{DocumentNumber}/bookkeep        Booked, a voucher in series B (its rows: bookings.js); a cancelled or booked one → 400
 *   PUT /3/invoices/{DocumentNumber}/credit          a credit invoice of the booked original (rows, Freight and
 *       AdministrationFee negated; CreditInvoiceReference = the original, Credit "true"); the original's
 *       CreditInvoiceReference names it; answers the original
 *   GET /3/invoices/{DocumentNumber}/einvoice        needs a GLN (EDIInformation, else the customer's); Sent
 *   GET /3/invoices/{DocumentNumber}/eprint          Sent
 *   GET /3/invoices/{DocumentNumber}/printreminder   a booked, unpaid, overdue invoice: the reminder PDF; Reminders + 1, LastRemindDate
 *   PUT /3/invoices/{DocumentNumber}/warehouseready  the delivery out of stock (warehouse-ready.js), once
 * Balance: the Total until booked; payments (payments.js) and a booked credit invoice lower it;
 * FinalPayDate is the date it reached 0. Booking a credit invoice settles what it can of its
 * original's Balance (both move toward 0).
 */

const { badRequest } = require('../errors');
const { KINDS } = require('./kinds');
const { registerDocumentRoutes, pdfReply } = require('./routes');
const { documentsOf, checkNotCancelled, documentName, textOf } = require('./documents');
const { convert } = require('./convert');
const { documentList, equalsText, flag, dateBound, anyRow, invalid } = require('./list-params');
const { deliver, undeliver } = require('./warehouse-ready');
const { voucher } = require('./vouchers');
const { invoiceRows } = require('./bookings');
const { round } = require('./values');
const { stockholmDate } = require('../dates');
const { SALES_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./documents').Doc} Doc */

const KIND = KINDS.invoice;

/** @param {Doc} d */
const unpaid = (d) => d.head.Booked && !d.head.Cancelled && d.head.Balance !== 0;

/**
 * accountnumberfrom / accountnumberto: invoices with a row whose account lies in the range (the
 * two make one range; either alone is open on the other side).
 * @param {(name: string) => string | undefined} query @returns {import('./list-params').Match}
 */
const accountRange = (query) => () => {
	/** @param {string} name @param {number} open */
	const bound = (name, open) => {
		const value = query(name) || undefined;
		if (value === undefined) return open;
		if (!/^\d+$/.test(value)) throw invalid(name, value, 'an account number');
		return Number(value);
	};
	const from = bound('accountnumberfrom', 0);
	const to = bound('accountnumberto', Infinity);
	return (d) => d.rows.some((row) => row.AccountNumber >= from && row.AccountNumber <= to);
};

/**
 * GET /3/invoices: every query parameter of Fortnox's OpenAPI. Filters: cancelled; unbooked (not
 * booked, not cancelled); unpaid (booked, not cancelled, Balance ≠ 0); unpaidoverdue (unpaid and
 * DueDate before today); fullypaid (booked, not cancelled, Balance 0).
 * @param {Tenant} tenant @param {string} today @param {(name: string) => string | undefined} query
 * @returns {import('../classic/list-query').ListSpec<Doc>}
 */
function invoiceList(tenant, today, query) {
	const common = documentList(KIND, tenant.labels);
	const range = accountRange(query);
	return {
		...common,
		search: {
			...common.search, externalinvoicereference1: (d) => d.head.ExternalInvoiceReference1, externalinvoicereference2: (d) => d.head.ExternalInvoiceReference2,
			ocr: (d) => d.head.OCR, yourordernumber: (d) => d.head.YourOrderNumber,
		},
		match: {
			...common.match, currency: equalsText((d) => d.head.Currency), invoicetype: equalsText((d) => d.head.InvoiceType),
			credit: flag('credit', (d) => d.head.Credit === 'true'),
			fromfinalpaydate: dateBound('fromfinalpaydate', 'from', (d) => d.head.FinalPayDate),
			tofinalpaydate: dateBound('tofinalpaydate', 'to', (d) => d.head.FinalPayDate),
			articlenumber: anyRow('ArticleNumber'), articledescription: anyRow('Description'), accountnumberfrom: range, accountnumberto: range,
		},
		filters: {
			cancelled: (d) => d.head.Cancelled,
			fullypaid: (d) => d.head.Booked && !d.head.Cancelled && d.head.Balance === 0,
			unpaid,
			unpaidoverdue: (d) => unpaid(d) && d.head.DueDate < today,
			unbooked: (d) => !d.head.Booked && !d.head.Cancelled,
		},
		sortBy: {
			customername: (d) => d.head.CustomerName, customernumber: (d) => d.head.CustomerNumber, documentnumber: (d) => d.head.DocumentNumber,
			invoicedate: (d) => d.head.InvoiceDate, ocr: (d) => d.head.OCR, total: (d) => d.head.Total,
		},
	};
}

/**
 * Lowers an invoice's Balance by what was paid or settled; at 0 it is fully paid on `date`.
 * @param {Doc} doc @param {number} amount @param {string} date @param {number} now
 */
function settle(doc, amount, date, now) {
	doc.head.Balance = round(doc.head.Balance - amount);
	if (doc.head.Balance === 0) doc.head.FinalPayDate = date;
	doc.modifiedAt = now;
}

/** A booked credit invoice and its original settle each other as far as they can. @param {Tenant} tenant @param {Doc} credit @param {number} now */
function settleCredit(tenant, credit, now) {
	const original = documentsOf(tenant, KIND).find((d) => d.head.DocumentNumber === credit.head.CreditInvoiceReference);
	if (!original?.head.Booked) return;
	const amount = Math.min(original.head.Balance, -credit.head.Balance);
	if (amount <= 0) return;
	settle(original, amount, credit.head.InvoiceDate, now);
	settle(credit, -amount, credit.head.InvoiceDate, now);
}

/** PUT …/bookkeep. @param {Tenant} tenant @param {Doc} doc @param {number} now */
function bookInvoice(tenant, doc, now) {
	checkNotCancelled(KIND, doc, 'booked');
	if (doc.head.Booked) throw badRequest(SALES_CODES.BOOKED, `${documentName(KIND, doc)} is already booked.`);
	const made = voucher(tenant, 'B', doc.head.InvoiceDate, { now, referenceNumber: String(doc.head.DocumentNumber), rows: invoiceRows(tenant, doc) });
	Object.assign(doc.head, { Booked: true, ...made });
	doc.modifiedAt = now;
	if (doc.head.Credit === 'true') settleCredit(tenant, doc, now);
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerInvoiceRoutes(r, state) {
	const { find, reply, markSent, now } = registerDocumentRoutes(r, state, KIND, invoiceList, {
		onCancel: (tenant, doc, time) => undeliver(tenant, doc, stockholmDate(time)),
	});
	const base = '/3/invoices/:number';

	r.put(`${base}/bookkeep`, (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		bookInvoice(ctx.tenant, doc, now());
		return reply(KIND, doc);
	});

	r.put(`${base}/credit`, (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		const { head } = doc;
		checkNotCancelled(KIND, doc, 'credited');
		if (!head.Booked) throw badRequest(SALES_CODES.NOT_BOOKED, `${documentName(KIND, doc)} is not booked: cancel it instead of crediting it.`);
		if (head.Credit === 'true') throw badRequest(SALES_CODES.CREDITED, `${documentName(KIND, doc)} is a credit invoice and cannot be credited.`);
		if (head.CreditInvoiceReference) throw badRequest(SALES_CODES.CREDITED, `${documentName(KIND, doc)} is already credited by invoice ${head.CreditInvoiceReference}.`);
		const credit = convert(ctx.tenant, KIND, doc, KIND, now(), -1);
		Object.assign(credit.head, { CreditInvoiceReference: head.DocumentNumber, Credit: 'true' });
		head.CreditInvoiceReference = credit.head.DocumentNumber;
		doc.modifiedAt = now();
		return reply(KIND, doc);
	});

	r.get(`${base}/einvoice`, (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkNotCancelled(KIND, doc, 'sent');
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const customer = tenant.customers.find((c) => c.CustomerNumber === doc.head.CustomerNumber);
		if (!doc.head.EDIInformation.EDIGlobalLocationNumber && !textOf(customer?.GLN)) {
			throw badRequest(SALES_CODES.NO_GLN, `${documentName(KIND, doc)} cannot go as an e-invoice: no GLN (EDIInformation.EDIGlobalLocationNumber or the customer's GLN).`);
		}
		markSent(doc);
		return reply(KIND, doc);
	});

	r.get(`${base}/eprint`, (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkNotCancelled(KIND, doc, 'sent');
		markSent(doc);
		return reply(KIND, doc);
	});

	r.get(`${base}/printreminder`, (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		const { head } = doc;
		const today = stockholmDate(now());
		if (!head.Booked) throw badRequest(SALES_CODES.NOT_BOOKED, `${documentName(KIND, doc)} is not booked; only booked invoices get reminders.`);
		if (head.Balance === 0) throw badRequest(SALES_CODES.NO_REMINDER, `${documentName(KIND, doc)} is fully paid.`);
		if (head.DueDate >= today) throw badRequest(SALES_CODES.NO_REMINDER, `${documentName(KIND, doc)} is not overdue (due ${head.DueDate}).`);
		Object.assign(head, { Reminders: head.Reminders + 1, LastRemindDate: today });
		doc.modifiedAt = now();
		return pdfReply(KIND, doc, 'Påminnelse');
	});

	r.put(`${base}/warehouseready`, (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkNotCancelled(KIND, doc, 'made warehouse ready');
		if (doc.head.WarehouseReady) throw badRequest(SALES_CODES.WAREHOUSE_READY, `${documentName(KIND, doc)} is already warehouse ready.`);
		deliver(ctx.tenant, doc);
		doc.head.WarehouseReady = true;
		doc.modifiedAt = now();
		return reply(KIND, doc);
	});
}

module.exports = { registerInvoiceRoutes, bookInvoice, settle };
