// @ts-check
'use strict';

/**
 * The routes invoices, orders and offers share, under /3/{invoices|orders|offers}:
 *   GET  ''                        the list: own order by DocumentNumber, the kind's query (its ListSpec), classic paging
 *   GET  /{DocumentNumber}         the document
 *   POST ''                        → 201
 *   PUT  /{DocumentNumber}         refused when locked (documents.js checkOpen)
 *   PUT  /{DocumentNumber}/cancel  refused when locked; an invoice's Balance becomes 0
 *   GET  /{DocumentNumber}/email   mails the PDF (needs an address) → the document, Sent
 *   GET  /{DocumentNumber}/print   the PDF, Sent;  GET …/preview: the PDF, nothing changes
 *   PUT  /{DocumentNumber}/externalprint  marks it sent without a PDF
 * A cancelled document is not sent (email, print, externalprint and the invoice's other ways).
 * The kind's own routes (invoices.js, orders.js, offers.js) use what `registerDocumentRoutes` returns.
 */

const { badRequest } = require('../errors');
const { json } = require('../http');
const { pdf } = require('../pdf');
const { contentDisposition } = require('../classic/inbox');
const { listPage } = require('../classic/list-query');
const { unwrap, unwrapUpdate } = require('../classic/validate');
const { writeDocument, documentsOf, findDocument, checkOpen, checkNotCancelled, documentName, renderDocument, listItem, textOf, emailDefaults } = require('./documents');
const { stockholmDate } = require('../dates');
const { SALES_CODES } = require('./errors');
const { includedOnSend } = require('../fileattachments');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./kinds').Kind} Kind */
/** @typedef {import('./documents').Doc} Doc */
/** @typedef {{ url: string, clock: { now(): number } }} State */
/** @typedef {import('../classic/list-query').ListSpec<Doc>} ListSpec */

const EMAIL = /^[^\s@,;]+@[^\s@,;]+$/;
/** The file attachments' entity type of each kind. @type {Record<string, string>} */
const ENTITY_TYPES = { invoice: 'F', order: 'O', offer: 'OF' };

/** A PDF reply naming the document. @param {Kind} kind @param {Doc} doc @param {string} [title] */
function pdfReply(kind, doc, title = kind.title) {
	const { head } = doc;
	const file = pdf(`${title} ${head.DocumentNumber}.pdf`, `${title} ${head.DocumentNumber} - ${head.CustomerName} - ${head.Total.toFixed(2)} ${head.Currency}`);
	return { status: 200, headers: { 'Content-Type': file.contentType, 'Content-Disposition': contentDisposition(file.name) }, body: file.bytes };
}

/**
 * Records the e-mail of a document: to EmailInformation.EmailAddressTo, else the customer's
 * address for the kind, else its Email; `{no}` and `{name}` in subject and body become the document
 * number and customer name; the document's file attachments included on send go with it (their file
 * names in `includedOnSend`). No address, or not an address → 400.
 * @param {Tenant} tenant @param {Kind} kind @param {Doc} doc @param {number} now
 */
function sendMail(tenant, kind, doc, now) {
	const { head } = doc;
	const info = head.EmailInformation;
	const customer = tenant.customers.find((c) => c.CustomerNumber === head.CustomerNumber);
	/** @type {string} */
	const to = info.EmailAddressTo || textOf(customer?.[kind.mailField]) || textOf(customer?.Email);
	if (!to.split(',').every((address) => EMAIL.test(address.trim()))) {
		throw badRequest(SALES_CODES.NO_EMAIL_ADDRESS,
			`${documentName(kind, doc)} has no e-mail address to send to (${to || 'none'}): set EmailInformation.EmailAddressTo or the customer's ${kind.mailField} or Email.`);
	}
	/** @param {string} text */
	const fill = (text) => text.replaceAll('{no}', head.DocumentNumber).replaceAll('{name}', head.CustomerName);
	tenant.sales.mails.push({
		kind: kind.name, documentNumber: head.DocumentNumber, to, cc: info.EmailAddressCC, bcc: info.EmailAddressBCC, from: info.EmailAddressFrom,
		subject: fill(info.EmailSubject || emailDefaults(kind).EmailSubject), body: fill(info.EmailBody || emailDefaults(kind).EmailBody), attachment: `${kind.title} ${head.DocumentNumber}.pdf`,
		includedOnSend: includedOnSend(tenant, ENTITY_TYPES[kind.name], head.DocumentNumber).map(({ name }) => name),
		at: new Date(now).toISOString(),
	});
}

/**
 * @param {any} r the classic route group @param {State} state @param {Kind} kind
 * @param {(tenant: Tenant, today: string, query: (name: string) => string | undefined) => ListSpec} listSpec the kind's query;
 *   today: YYYY-MM-DD in Stockholm by the sandbox clock
 * @param {{ onCancel?: (tenant: Tenant, doc: Doc, now: number) => void }} [hooks]
 */
function registerDocumentRoutes(r, state, kind, listSpec, hooks = {}) {
	const base = `/3/${kind.collection}`;
	const now = () => state.clock.now();
	/** @param {any} ctx @returns {Doc} */
	const find = (ctx) => findDocument(ctx.tenant, kind, ctx.params.number);
	/** @param {Kind} k @param {Doc} doc @param {number} [status] */
	const reply = (k, doc, status) => json({ [k.single]: renderDocument(state.url, k, doc) }, status);
	/** @param {Doc} doc */
	const markSent = (doc) => {
		doc.head.Sent = true;
		doc.modifiedAt = now();
	};

	r.get(base, (/** @type {any} */ ctx) => {
		const byNumber = [...documentsOf(ctx.tenant, kind)].sort((a, b) => Number(a.head.DocumentNumber) - Number(b.head.DocumentNumber));
		const { meta, items } = listPage(byNumber, ctx.query, listSpec(ctx.tenant, stockholmDate(now()), ctx.query));
		return json({ [kind.plural]: items.map((d) => listItem(state.url, kind, d)), MetaInformation: meta });
	});

	r.get(`${base}/:number`, (/** @type {any} */ ctx) => reply(kind, find(ctx)));

	r.post(base, async (/** @type {any} */ ctx) => reply(kind, writeDocument(ctx.tenant, kind, unwrap(await ctx.json(), kind.single), now()), 201));

	r.put(`${base}/:number`, async (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkOpen(kind, doc, 'updated');
		return reply(kind, writeDocument(ctx.tenant, kind, unwrapUpdate(await ctx.json(), kind.single), now(), doc));
	});

	r.put(`${base}/:number/cancel`, (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkOpen(kind, doc, 'cancelled');
		hooks.onCancel?.(ctx.tenant, doc, now());
		Object.assign(doc.head, { Cancelled: true }, kind.name === 'invoice' ? { Balance: 0 } : {});
		doc.modifiedAt = now();
		return reply(kind, doc);
	});

	r.get(`${base}/:number/email`, (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkNotCancelled(kind, doc, 'sent');
		sendMail(ctx.tenant, kind, doc, now());
		markSent(doc);
		return reply(kind, doc);
	});

	r.get(`${base}/:number/print`, (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkNotCancelled(kind, doc, 'sent');
		markSent(doc);
		return pdfReply(kind, doc);
	});

	r.get(`${base}/:number/preview`, (/** @type {any} */ ctx) => pdfReply(kind, find(ctx)));

	r.put(`${base}/:number/externalprint`, (/** @type {any} */ ctx) => {
		const doc = find(ctx);
		checkNotCancelled(kind, doc, 'sent');
		markSent(doc);
		return reply(kind, doc);
	});

	return { find, reply, markSent, now };
}

module.exports = { registerDocumentRoutes, pdfReply };
