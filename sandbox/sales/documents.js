// @ts-check
'use strict';

/**
 * What invoices, orders and offers share: numbering, the customer's defaults, reading a body
 * (POST and PUT alike: the fields given replace theirs, EmailInformation and EDIInformation one
 * level down), dates, the states that lock a document, and rendering.
 * - DocumentNumber: per kind and tenant, ascending from 1; a given one is taken if free (else 400),
 *   and the series skips numbers in use. Invoices get an OCR made from it unless one is given.
 * - The customer (CustomerNumber required, must exist) gives CustomerName, addresses, phones,
 *   references, Currency, TermsOfPayment, TermsOfDelivery, WayOfDelivery, PriceList, CostCenter,
 *   Project, OrganisationNumber, the e-mail addresses of the kind (EmailInvoice, EmailOrder or
 *   EmailOffer and their CC/BCC, else Email) and, for invoices, its GLNs; the body wins. A PUT
 *   naming another customer takes the new customer's.
 * - Dates: the document date defaults to today (Stockholm, sandbox clock); an invoice's DueDate
 *   to InvoiceDate + the days of its TermsOfPayment (Fortnox's terms are named by their days:
 *   "30" = 30 days; another code counts 30; no terms: "30"); an offer's ExpireDate to OfferDate + 30.
 * - Currency other than SEK: CurrencyRate and CurrencyUnit default to the currency register's
 *   SellRate and Unit.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { readFields, applyFields } = require('../classic/fields');
const { keepNumber } = require('../classic/records');
const { readRows } = require('./rows');
const { applyTotals } = require('./totals');
const { checkHeadReferences, readLabels } = require('./checks');
const { checkHouseWork } = require('./house-work');
const { ocr, quantityText, amountText } = require('./values');
const { addDays, stockholmDate } = require('../dates');
const { SALES_CODES } = require('./errors');
const { unsetAsNull } = require('../unset');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('../tenants').Customer} Customer */
/** @typedef {import('./kinds').Kind} Kind */
/**
 * A document as the sales code handles it: Fortnox's head fields by Fortnox's names, rows apart
 * (quantities as numbers); typed loosely here, as `SandboxSalesDocument` for tests (types.d.ts).
 * @typedef {{ head: Record<string, any>, rows: Array<Record<string, any>>, modifiedAt: number }} Doc
 */

/** Head fields a document takes from its customer, where the customer has a value. */
const FROM_CUSTOMER = [
	'Address1', 'Address2', 'ZipCode', 'City', 'Country', 'Phone1', 'Phone2', 'DeliveryName', 'DeliveryAddress1', 'DeliveryAddress2',
	'DeliveryZipCode', 'DeliveryCity', 'DeliveryCountry', 'Currency', 'TermsOfPayment', 'TermsOfDelivery', 'WayOfDelivery', 'PriceList',
	'YourReference', 'OurReference', 'CostCenter', 'Project', 'OrganisationNumber',
];
/** Row fields that are numbers but strings in Fortnox's JSON: quantities, and contributions with two decimals. */
const QUANTITY_TEXT = ['DeliveredQuantity', 'OrderedQuantity', 'Quantity', 'ReservedQuantity'];
const AMOUNT_TEXT = ['ContributionPercent', 'ContributionValue'];
/** @param {string} field @param {any} value */
const rowValue = (field, value) => (QUANTITY_TEXT.includes(field) ? quantityText(value) : AMOUNT_TEXT.includes(field) ? amountText(value) : value);
const DEFAULT_TERMS = '30';
const OFFER_DAYS = 30;

/** @param {unknown} v */
const textOf = (v) => (typeof v === 'string' ? v : '');

/** @param {Tenant} tenant @param {string} number */
function customerOf(tenant, number) {
	const customer = tenant.customers.find((c) => c.CustomerNumber === number);
	if (!customer) throw badRequest(SALES_CODES.CUSTOMER_UNKNOWN, `Customer ${number} does not exist (/3/customers).`);
	return customer;
}

/** @param {Kind} kind @param {Record<string, any>} head @param {Customer} customer */
function applyCustomer(kind, head, customer) {
	head.CustomerName = customer.Name;
	for (const field of FROM_CUSTOMER) if (textOf(customer[field]) !== '' && Object.hasOwn(kind.start, field)) head[field] = customer[field];
	head.EmailInformation = {
		...head.EmailInformation,
		EmailAddressTo: textOf(customer[kind.mailField]) || textOf(customer.Email),
		EmailAddressCC: textOf(customer[`${kind.mailField}CC`]),
		EmailAddressBCC: textOf(customer[`${kind.mailField}BCC`]),
	};
	if (kind.name === 'invoice') {
		head.EDIInformation = { ...head.EDIInformation, EDIGlobalLocationNumber: textOf(customer.GLN), EDIGlobalLocationNumberDelivery: textOf(customer.GLNDelivery) };
	}
}

/**
 * A number for a new record: the given one if free, else the series' next free one.
 * @param {unknown} given @param {(n: string) => boolean} taken @param {Record<string, number>} next @param {string} series
 * @param {string} what the record, for messages
 */
function assignNumber(given, taken, next, series, what) {
	if (given !== undefined && given !== '') {
		if (!/^\d+$/.test(String(given))) throw badRequest(CODES.NOT_NUMERIC, `${what} number must be a whole number (${String(given)}).`);
		const number = String(Number(given));
		if (taken(number)) throw badRequest(SALES_CODES.NUMBER_IN_USE, `${what} ${number} already exists.`);
		return number;
	}
	let number;
	do number = String(next[series]++);
	while (taken(number));
	return number;
}

/** @param {string} code */
const termsDays = (code) => (/^\d+$/.test(code) ? Number(code) : Number(DEFAULT_TERMS));

/**
 * The defaults that follow from other fields: terms, the currency's rate, the dates.
 * @param {Tenant} tenant @param {Kind} kind @param {Record<string, any>} head the new head
 * @param {Record<string, unknown>} fields given @param {Doc | undefined} doc before @param {number} now
 */
function applyDefaults(tenant, kind, head, fields, doc, now) {
	const before = doc ? doc.head : kind.start;
	if (head.TermsOfPayment === '') head.TermsOfPayment = DEFAULT_TERMS;
	const currency = tenant.currencies.find((c) => c.Code === head.Currency);
	if (currency && head.Currency !== before.Currency && !('CurrencyRate' in fields)) {
		Object.assign(head, { CurrencyRate: currency.SellRate ?? 1, CurrencyUnit: currency.Unit ?? 1 });
	}
	if (head[kind.date] === '') head[kind.date] = stockholmDate(now);
	const termsChanged = !doc || 'InvoiceDate' in fields || head.TermsOfPayment !== before.TermsOfPayment;
	if (kind.name === 'invoice' && !fields.DueDate && (head.DueDate === '' || termsChanged)) {
		head.DueDate = addDays(head.InvoiceDate, termsDays(head.TermsOfPayment));
	}
	if (kind.name === 'offer' && head.ExpireDate === '') head.ExpireDate = addDays(head.OfferDate, OFFER_DAYS);
}

/**
 * Creates (no `doc`) or updates a document from the object inside its wrapper; nothing changes
 * when the body is refused.
 * @param {Tenant} tenant @param {Kind} kind @param {Record<string, unknown>} input @param {number} now sandbox time, ms
 * @param {Doc} [doc]
 * @returns {Doc}
 */
function writeDocument(tenant, kind, input, now, doc) {
	const { [kind.rows]: rawRows, Labels: rawLabels, ...rest } = input;
	const fields = readFields(rest, kind.head, { readOnly: kind.computed, creating: !doc });
	// "0" is how Fortnox answers an unset reference: sent back, it names none.
	if (fields.CreditInvoiceReference === '0') fields.CreditInvoiceReference = '';
	checkHeadReferences(tenant, fields);
	/** @type {Record<string, any>} */
	const head = structuredClone(doc ? doc.head : kind.start);
	if (doc) keepNumber(fields, 'DocumentNumber', head.DocumentNumber);
	const customerNumber = String(fields.CustomerNumber ?? head.CustomerNumber);
	if (customerNumber !== head.CustomerNumber) applyCustomer(kind, head, customerOf(tenant, customerNumber));
	applyFields(head, kind.head, fields);
	if (rawLabels !== undefined) head.Labels = readLabels(tenant, rawLabels);
	applyDefaults(tenant, kind, head, fields, doc, now);
	const rows = rawRows === undefined ? (doc?.rows ?? []) : readRows(tenant, kind, rawRows, head.PriceList, doc?.rows);
	checkHouseWork(kind, head, rows);
	const list = documentsOf(tenant, kind);
	if (!doc) {
		const taken = (/** @type {string} */ n) => list.some((d) => d.head.DocumentNumber === n);
		head.DocumentNumber = assignNumber(fields.DocumentNumber, taken, tenant.sales.next, kind.collection, kind.single);
	}
	if (kind.name === 'invoice' && head.OCR === '') head.OCR = ocr(head.DocumentNumber);
	const result = { head, rows, modifiedAt: now };
	applyTotals(tenant, kind, result);
	// Only unbooked invoices are written, and they owe their whole total.
	if (kind.name === 'invoice') head.Balance = head.Total;
	if (doc) return Object.assign(doc, result);
	list.push(result);
	return result;
}

/** The tenant's documents of a kind. @param {Tenant} tenant @param {Kind} kind @returns {Doc[]} */
const documentsOf = (tenant, kind) => tenant.sales[kind.collection];

/** @param {Tenant} tenant @param {Kind} kind @param {string} number */
function findDocument(tenant, kind, number) {
	const doc = documentsOf(tenant, kind).find((d) => d.head.DocumentNumber === number);
	if (!doc) throw notFound(kind.notFoundCode, kind.notFoundText ?? `${kind.single} ${number} not found.`);
	return doc;
}

/** @param {Kind} kind @param {Doc} doc */
const documentName = (kind, doc) => `${kind.single} ${doc.head.DocumentNumber}`;

/**
 * Refuses to change (`action`: "updated", "cancelled") a cancelled document, a booked invoice,
 * an order or offer already turned into the next document, a warehouse-ready invoice's content.
 * @param {Kind} kind @param {Doc} doc @param {string} action
 */
function checkOpen(kind, doc, action) {
	const { head } = doc;
	checkNotCancelled(kind, doc, action);
	if (head.Booked) throw badRequest(SALES_CODES.BOOKED, `${documentName(kind, doc)} is booked and cannot be ${action}; credit it instead.`);
	const next = head.InvoiceReference ? `invoice ${head.InvoiceReference}` : kind.name === 'offer' && head.OrderReference ? `order ${head.OrderReference}` : '';
	if (next) throw badRequest(SALES_CODES.CONVERTED, `${documentName(kind, doc)} has become ${next} and cannot be ${action}.`);
	if (head.WarehouseReady && action === 'updated') {
		throw badRequest(SALES_CODES.WAREHOUSE_READY, `${documentName(kind, doc)} is warehouse ready: its content is locked.`);
	}
}

/** @param {Kind} kind @param {Doc} doc @param {string} action */
function checkNotCancelled(kind, doc, action) {
	if (doc.head.Cancelled) throw badRequest(SALES_CODES.CANCELLED, `${documentName(kind, doc)} is cancelled and cannot be ${action}.`);
}

/** The print template a document of each kind shows while it names none: the kind's standard one (settings.js). */
const PRINT_TEMPLATES = { invoice: 'fa_standard', order: 'or_standard', offer: 'of_standard' };
const REFERENCES = ['OfferReference', 'OrderReference', 'InvoiceReference', 'CreditInvoiceReference'];

/**
 * The e-mail subject and body a document is sent with while its EmailInformation gives none ({no}: its number).
 * @param {Kind} kind
 */
const emailDefaults = (kind) => ({ EmailSubject: `${kind.title} {no}`, EmailBody: `${kind.title} {no} bifogas.` });

/**
 * The head as the real Fortnox shows it (recorded on invoices and orders; an offer as an order; a
 * contract was not recorded): an unset reference "0", ContractReference the number 0, and where
 * unset the print template, the outbound date (the document date) and the e-mail text it is sent
 * with; an invoice's EDIStatus "". The stored head keeps "" and null.
 * @param {Kind} kind @param {Record<string, any>} head
 */
function shownHead(kind, head) {
	const template = PRINT_TEMPLATES[/** @type {'invoice' | 'order' | 'offer'} */ (kind.name)];
	if (!template) return head;
	/** @type {Record<string, any>} */
	const shown = { ...head, PrintTemplate: head.PrintTemplate || template };
	if ('OutboundDate' in kind.head) shown.OutboundDate = head.OutboundDate || head[kind.date];
	for (const key of REFERENCES) if (key in shown && !shown[key]) shown[key] = '0';
	if ('ContractReference' in shown && shown.ContractReference == null) shown.ContractReference = 0;
	const email = emailDefaults(kind);
	shown.EmailInformation = { ...head.EmailInformation, EmailSubject: head.EmailInformation.EmailSubject || email.EmailSubject, EmailBody: head.EmailInformation.EmailBody || email.EmailBody };
	if (kind.name === 'invoice') shown.EDIInformation = { ...head.EDIInformation, EDIStatus: '' };
	return shown;
}

/** The document as Fortnox shows it. @param {string} url @param {Kind} kind @param {Doc} doc */
function renderDocument(url, kind, doc) {
	const number = doc.head.DocumentNumber;
	return unsetAsNull({
		'@url': `${url}/3/${kind.collection}/${number}`,
		'@urlTaxReductionList': `${url}/3/taxreductions?filter=${kind.collection}&referencenumber=${number}`,
		...shownHead(kind, doc.head),
		// Recorded: null on a document without house work, and on house-work orders whose rows reduce nothing (price 0).
		TaxReduction: doc.head.HouseWork && doc.head.TaxReduction !== 0 ? doc.head.TaxReduction : null,
		[kind.rows]: doc.rows.map((row) => Object.fromEntries(Object.entries(row).map(([f, v]) => [f, rowValue(f, v)]))),
	}, kind.unset);
}

/**
 * The list item (fortnox_…ListItem); CurrencyRate as a string ("1"), as the real invoice list sends it (recorded).
 * @param {string} url @param {Kind} kind @param {Doc} doc
 */
const listItem = (url, kind, doc) => unsetAsNull({
	'@url': `${url}/3/${kind.collection}/${doc.head.DocumentNumber}`,
	...Object.fromEntries(kind.listFields.map((f) => [f, f === 'CurrencyRate' ? String(doc.head[f]) : doc.head[f]])),
}, kind.listUnset);

module.exports = {
	writeDocument, documentsOf, findDocument, checkOpen, checkNotCancelled, documentName, renderDocument, listItem, assignNumber, textOf, emailDefaults,
};
