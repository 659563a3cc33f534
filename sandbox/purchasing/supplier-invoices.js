// @ts-check
'use strict';

/**
 * Supplier invoices (fortnox_SupplierInvoice, fortnox_SupplierInvoiceListItem):
 *   GET  /3/supplierinvoices                 {"SupplierInvoices":[…], "MetaInformation":{…}}, ascending by GivenNumber;
 *                                            `filter` (the OpenAPI's seven), `lastmodified`, `sortorder`, paging
 *   GET  /3/supplierinvoices/{GivenNumber}
 *   POST /3/supplierinvoices                 → 201; SupplierNumber required (a supplier)
 *   PUT  /3/supplierinvoices/{GivenNumber}   the fields given replace theirs; an unbooked, uncancelled invoice only
 * The actions are in invoice-actions.js. GivenNumber: a string of digits from 1 per company (a given
 * free one is taken). From the supplier: SupplierName, Currency (else SEK); CurrencyRate is the
 * currency's BuyRate unless given; InvoiceDate defaults to today, DueDate to InvoiceDate plus the
 * supplier's terms of payment in days (else 30). Rows, Total and VAT: invoice-rows.js. Balance is the
 * Total until booked payments (payments.js) or a booked credit invoice lower it.
 * State: tenant.purchasing.supplierInvoices (types.d.ts); every change sets modifiedAt (`lastmodified`).
 */

const { badRequest, notFound } = require('../errors');
const { json } = require('../http');
const { listPage } = require('../classic/list-query');
const { unwrap } = require('../classic/validate');
const { readFields, applyFields, defaults } = require('../classic/fields');
const { keepNumber } = require('../classic/records');
const { checkReferences } = require('../classic/registers');
const { assignNumber } = require('../sales/documents');
const { addDays, stockholmDate } = require('../dates');
const { INVOICE, SHOWS, READ_ONLY, AS_TEXT, LIST_FIELDS } = require('./invoice-fields');
const { readRows, completeRows } = require('./invoice-rows');
const { namedSupplier } = require('./suppliers');
const { PURCHASING_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./types').SandboxSupplierInvoice} Invoice */

const DEFAULT_TERMS_DAYS = 30;

/** Not cancelled, something left to pay. @param {Invoice} i */
const unpaid = (i) => !i.Cancelled && i.Balance !== 0;

/**
 * The list's `filter` values (the OpenAPI's): cancelled; fullypaid (not cancelled, booked, Balance 0);
 * unpaid (not cancelled, Balance ≠ 0); unpaidoverdue (unpaid, DueDate before today); unbooked (neither
 * booked nor cancelled); pendingpayment (unpaid, approved for payment); authorizepending (unpaid,
 * awaiting approval for payment).
 * @param {string} today YYYY-MM-DD, Stockholm
 * @returns {import('../classic/list-query').ListSpec<Invoice>}
 */
const listSpec = (today) => ({
	filters: {
		cancelled: (i) => i.Cancelled,
		fullypaid: (i) => !i.Cancelled && i.Booked && i.Balance === 0,
		unpaid,
		unpaidoverdue: (i) => unpaid(i) && i.DueDate < today,
		unbooked: (i) => !i.Booked && !i.Cancelled,
		pendingpayment: (i) => unpaid(i) && i.PaymentPending,
		authorizepending: (i) => unpaid(i) && !i.approvedPayment,
	},
	modifiedAt: (i) => i.modifiedAt,
});

/** @param {string} code a terms-of-payment code: its days when it is a number */
const termsDays = (code) => (/^\d+$/.test(code) ? Number(code) : DEFAULT_TERMS_DAYS);

/**
 * Creates (no `invoice`) or updates an invoice from the object inside {"SupplierInvoice": …};
 * nothing changes when the body is refused.
 * @param {Tenant} tenant @param {Record<string, unknown>} input @param {number} now sandbox time, ms @param {Invoice} [invoice]
 * @returns {Invoice}
 */
function writeInvoice(tenant, input, now, invoice) {
	const { SupplierInvoiceRows: rawRows, ...rest } = input;
	const fields = readFields(rest, INVOICE, { readOnly: READ_ONLY, creating: !invoice });
	if (invoice) keepNumber(fields, 'GivenNumber', invoice.GivenNumber);
	checkReferences(tenant, fields, { Currency: 'currencies', CostCenter: 'costCenters', Project: 'projects' });
	/** @type {Record<string, any>} */
	const head = structuredClone(invoice ?? { ...defaults(INVOICE), ...SHOWS, SupplierInvoiceRows: [], approvedBookkeep: false, approvedPayment: false });
	const before = { Currency: head.Currency };
	applyFields(head, INVOICE, fields);
	const supplier = namedSupplier(tenant.purchasing, head.SupplierNumber);
	if (!invoice || 'SupplierNumber' in fields) head.SupplierName = supplier.Name;
	if (head.Currency === '') head.Currency = supplier.Currency || 'SEK';
	if (head.Currency !== before.Currency && !('CurrencyRate' in fields)) {
		const currency = tenant.currencies.find((c) => c.Code === head.Currency);
		head.CurrencyRate = currency?.BuyRate ?? 1;
		if (!('CurrencyUnit' in fields)) head.CurrencyUnit = currency?.Unit ?? 1;
	}
	head.CurrencyRate ??= 1;
	head.CurrencyUnit ??= 1;
	if (head.InvoiceDate === '') head.InvoiceDate = stockholmDate(now);
	if (head.DueDate === '' || (!fields.DueDate && 'InvoiceDate' in fields)) {
		head.DueDate = addDays(head.InvoiceDate, termsDays(String(supplier.TermsOfPayment)));
	}
	const amountsGiven = fields.Total != null || fields.VAT != null;
	if (!invoice || rawRows !== undefined || amountsGiven) {
		const given = rawRows !== undefined
			? readRows(rawRows)
			: head.SupplierInvoiceRows.filter((/** @type {Record<string, unknown>} */ r) => r.Code !== 'TOT' && r.Code !== 'VAT');
		const amounts = rawRows !== undefined ? { Total: fields.Total ?? undefined, VAT: fields.VAT ?? undefined } : { Total: head.Total, VAT: head.VAT };
		const { rows, Total, VAT } = completeRows(tenant, head, given, /** @type {{ Total?: number, VAT?: number }} */ (amounts));
		Object.assign(head, { SupplierInvoiceRows: rows, Total, VAT, Balance: Total });
	}
	if (invoice) return Object.assign(invoice, head, { modifiedAt: now });
	const invoices = tenant.purchasing.supplierInvoices;
	const taken = (/** @type {string} */ n) => invoices.some((i) => i.GivenNumber === n);
	head.GivenNumber = assignNumber(fields.GivenNumber, taken, tenant.purchasing.next, 'supplierInvoices', 'Supplier invoice');
	const created = /** @type {Invoice} */ ({ ...head, modifiedAt: now });
	invoices.push(created);
	return created;
}

/** The invoice of a GivenNumber (a 404 when there is none). @param {Tenant} tenant @param {string} number */
function findInvoice(tenant, number) {
	const invoice = tenant.purchasing.supplierInvoices.find((i) => i.GivenNumber === number);
	if (!invoice) throw notFound(PURCHASING_CODES.INVOICE_NOT_FOUND, `Supplier invoice ${number} not found.`);
	return invoice;
}

/** An invoice that may still change: neither booked nor cancelled. @param {Invoice} invoice @param {string} action */
function checkUnbooked(invoice, action) {
	if (invoice.Cancelled) throw badRequest(PURCHASING_CODES.CANCELLED, `Supplier invoice ${invoice.GivenNumber} is cancelled and cannot be ${action}.`);
	if (invoice.Booked) throw badRequest(PURCHASING_CODES.BOOKED, `Supplier invoice ${invoice.GivenNumber} is booked and cannot be ${action}.`);
}

/** @param {string} url the sandbox's */
function renderers(url) {
	/** @param {Invoice} i */
	const address = (i) => `${url}/3/supplierinvoices/${i.GivenNumber}`;
	/** @param {Record<string, unknown>} shown */
	const textAmounts = (shown) => {
		for (const f of AS_TEXT) if (f in shown) shown[f] = shown[f] === null ? '' : String(shown[f]);
		return shown;
	};
	/** @param {Invoice} i */
	const full = (i) => {
		const { approvedBookkeep: _b, approvedPayment: _p, AuthorizerName: _a, modifiedAt: _m, ...shown } = i;
		return textAmounts({ '@url': address(i), ...structuredClone(shown) });
	};
	/** @param {Invoice} i */
	const listItem = (i) => textAmounts({
		'@url': address(i), ...Object.fromEntries(LIST_FIELDS.map((f) => [f, structuredClone(i[f])])), Cancel: i.Cancelled, AuthorizerName: i.AuthorizerName ?? '',
	});
	return { full, listItem };
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerSupplierInvoiceRoutes(r, state) {
	const base = '/3/supplierinvoices';
	const show = () => renderers(state.url);

	r.get(base, (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const { meta, items } = listPage(tenant.purchasing.supplierInvoices, ctx.query, listSpec(stockholmDate(state.clock.now())));
		return json({ SupplierInvoices: items.map(show().listItem), MetaInformation: meta });
	});

	r.get(`${base}/:number`, (/** @type {any} */ ctx) => json({ SupplierInvoice: show().full(findInvoice(ctx.tenant, ctx.params.number)) }));

	r.post(base, async (/** @type {any} */ ctx) =>
		json({ SupplierInvoice: show().full(writeInvoice(ctx.tenant, unwrap(await ctx.json(), 'SupplierInvoice'), state.clock.now())) }, 201));

	r.put(`${base}/:number`, async (/** @type {any} */ ctx) => {
		const invoice = findInvoice(ctx.tenant, ctx.params.number);
		checkUnbooked(invoice, 'updated');
		return json({ SupplierInvoice: show().full(writeInvoice(ctx.tenant, unwrap(await ctx.json(), 'SupplierInvoice'), state.clock.now(), invoice)) });
	});
}

module.exports = { writeInvoice, findInvoice, checkUnbooked, renderers, registerSupplierInvoiceRoutes };
