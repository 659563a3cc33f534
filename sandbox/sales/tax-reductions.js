// @ts-check
'use strict';

/**
 * Tax reductions (ROT, RUT and green technology applications) on /3/taxreductions, as Fortnox's
 * OpenAPI describes them (fortnox_TaxReduction, _TaxReductionListItem; the POST's description):
 *   GET    ''      the list by Id: `filter` invoices, orders or offers; `referencenumber` (the
 *                  documents' @urlTaxReductionList names it); classic paging
 *   GET    /{Id}   one application
 *   POST   ''      → 201
 *   PUT    /{Id}   the fields given; ReferenceDocumentType and ReferenceNumber stay
 *   DELETE /{Id}   → 204
 * An application is for the buyer of house work on one document (ReferenceDocumentType +
 * ReferenceNumber), which must have a TaxReductionType other than none: the application's type is
 * the document's. Fortnox's refusals: a SocialSecurityNumber already applying on the document
 * (2000600); AskedAmount not a whole number (2004217) or below 1 (2004218); for green technology
 * TaxReductionAmounts missing (2004263), a WorkType not green (2004209), a type twice (2004262),
 * and AskedAmount is their sum. Sandbox choices (Skatteverket's rules; how Fortnox refuses them
 * is not known): the document's customer is a private person, not Type COMPANY (2009238: a
 * document's house work for a company customer is taken, as recorded for orders in 2023, so the
 * refusal is the application's); a personnummer must be one, a real date (a samordningsnummer's day plus 60, an
 * organisation number's month 20 or more is none) and its Luhn digit (2009229); a ROT application
 * names the property (PropertyDesignation) or the housing cooperative
 * (ResidenceAssociationOrganisationNumber) (2009239); one application asks at most a buyer's
 * yearly cap, YEARLY_CAPS (2009245: the buyer's other applications are the node's to count); the
 * applications of a document together ask at most its TaxReduction (2009228); a
 * document that does not exist or has no tax-reduction type is 2009227. ApprovedAmount 0,
 * RequestSent false and no voucher until Skatteverket answers, which the sandbox never does.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json, noContent } = require('../http');
const { readFields, applyFields, defaults, text, oneOf, number, required } = require('../classic/fields');
const { listPage } = require('../classic/list-query');
const { unwrap } = require('../classic/validate');
const { KINDS } = require('./kinds');
const { GREEN_WORK_TYPES } = require('./house-work');
const { luhn } = require('./values');
const { SALES_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {Record<string, any>} Application */

/** Fortnox's codes, from the OpenAPI's description of POST /3/taxreductions. */
const FORTNOX_CODES = Object.freeze({ SSN_IN_USE: 2000600, ASKED_NOT_INTEGER: 2004217, ASKED_NEGATIVE: 2004218, WORK_TYPE: 2004209, AMOUNTS_TWICE: 2004262, AMOUNTS_MISSING: 2004263 });

/** Skatteverket's most per person and year, kronor: ROT alone, ROT and RUT together (2026). */
const YEARLY_CAPS = Object.freeze({ rot: 50_000, rotAndRut: 75_000 });

/** @type {import('../classic/fields').Schema} */
const SCHEMA = {
	AskedAmount: number(), BilledAmount: number(), CustomerName: required(text(undefined, 1)), PropertyDesignation: text(),
	ReferenceDocumentType: required(oneOf(['OFFER', 'ORDER', 'INVOICE'])), ReferenceNumber: required(text()),
	ResidenceAssociationOrganisationNumber: text(), SocialSecurityNumber: required(text(13, 10)),
};
const READ_ONLY = ['@url', 'ApprovedAmount', 'Id', 'RequestSent', 'VoucherNumber', 'VoucherSeries', 'VoucherYear'];
/** ReferenceDocumentType → the documents' kind. @type {Record<string, import('./kinds').Kind>} */
const KIND_OF = { INVOICE: KINDS.invoice, ORDER: KINDS.order, OFFER: KINDS.offer };
const FILTERS = { invoices: 'INVOICE', orders: 'ORDER', offers: 'OFFER' };

/** The document an application is for, with its tax-reduction type. @param {Tenant} tenant @param {Application} a */
function documentOf(tenant, a) {
	const kind = KIND_OF[a.ReferenceDocumentType];
	const doc = tenant.sales[kind.collection].find((d) => d.head.DocumentNumber === String(a.ReferenceNumber).trim());
	if (!doc) throw badRequest(SALES_CODES.TAX_REDUCTION_DOCUMENT, `${kind.single} ${a.ReferenceNumber} does not exist (ReferenceNumber).`);
	if ((doc.head.TaxReductionType ?? 'none') === 'none') {
		throw badRequest(SALES_CODES.TAX_REDUCTION_DOCUMENT, `${kind.single} ${a.ReferenceNumber} has no TaxReductionType: set rot, rut or green on it first.`);
	}
	return doc;
}

/** TaxReductionAmounts of a green application. @param {unknown} raw */
function readAmounts(raw) {
	if (!Array.isArray(raw)) throw badRequest(FORTNOX_CODES.AMOUNTS_MISSING, 'TaxReductionAmounts is required for a green technology application: an array of {WorkType, AskedAmount}.');
	return raw.map((item, i) => {
		if (typeof item !== 'object' || item === null) throw badRequest(CODES.NOT_OBJECT, `TaxReductionAmounts[${i}] must be an object.`);
		if (!GREEN_WORK_TYPES.includes(item.WorkType)) throw badRequest(FORTNOX_CODES.WORK_TYPE, `TaxReductionAmounts[${i}].WorkType ${String(item.WorkType)} is not a green technology work type (${GREEN_WORK_TYPES.join(', ')}).`);
		if (raw.slice(0, i).some((earlier) => earlier.WorkType === item.WorkType)) throw badRequest(FORTNOX_CODES.AMOUNTS_TWICE, `TaxReductionAmounts names ${item.WorkType} twice.`);
		return { WorkType: item.WorkType, AskedAmount: askedAmount(item.AskedAmount, `TaxReductionAmounts[${i}].AskedAmount`) };
	});
}

/** @param {unknown} value @param {string} name */
function askedAmount(value, name) {
	if (typeof value !== 'number' || !Number.isInteger(value)) throw badRequest(FORTNOX_CODES.ASKED_NOT_INTEGER, `${name} must be a whole number of kronor (${String(value)}).`);
	if (value < 1) throw badRequest(FORTNOX_CODES.ASKED_NEGATIVE, `${name} must be positive (${value}).`);
	return value;
}

/** The ten digits of an identity number. @param {unknown} number */
const tenDigits = (number) => String(number).replace(/\D/g, '').slice(-10);

/** A personnummer or samordningsnummer: a month, a day (plus 60) and the Luhn digit. @param {string} number */
function checkPersonnummer(number) {
	const ssn = /^(\d{2})?(\d{6})[-+]?(\d{4})$/.exec(number.trim());
	const ten = ssn ? ssn[2] + ssn[3] : '';
	const month = Number(ten.slice(2, 4));
	const day = Number(ten.slice(4, 6)) % 60;
	if (!ssn || month < 1 || month > 12 || day < 1 || day > 31 || luhn(ten.slice(0, 9)) !== ten[9]) {
		const what = month >= 20 ? ' (an organisation number)' : '';
		throw badRequest(SALES_CODES.PERSONNUMMER_INVALID, `SocialSecurityNumber ${number} is not a valid personnummer${what}.`);
	}
}

/** One application within Skatteverket's yearly caps per buyer. @param {Application} a @param {import('./documents').Doc} doc */
function checkYearlyCap(a, doc) {
	const type = doc.head.TaxReductionType;
	const cap = type === 'rot' ? YEARLY_CAPS.rot : type === 'rut' ? YEARLY_CAPS.rotAndRut : Infinity;
	if (a.AskedAmount > cap) {
		throw badRequest(SALES_CODES.TAX_REDUCTION_YEARLY_CAP, `AskedAmount ${a.AskedAmount} kr: one person gets at most ${YEARLY_CAPS.rot} kr of ROT and ${YEARLY_CAPS.rotAndRut} kr of ROT and RUT together a year.`);
	}
}

/**
 * The application after `fields` (and `rawAmounts`, when given) apply: checked against its document
 * and the document's other applications; nothing is stored here.
 * @param {Tenant} tenant @param {Application} a @param {unknown} rawAmounts
 */
function checkApplication(tenant, a, rawAmounts) {
	const doc = documentOf(tenant, a);
	const customer = tenant.customers.find((c) => c.CustomerNumber === doc.head.CustomerNumber);
	if (customer?.Type === 'COMPANY') {
		throw badRequest(SALES_CODES.TAX_REDUCTION_COMPANY, `Customer ${customer.CustomerNumber} is a company (Type COMPANY): a tax reduction is for a private person who bought the work.`);
	}
	checkPersonnummer(a.SocialSecurityNumber);
	if (doc.head.TaxReductionType === 'rot' && !String(a.PropertyDesignation).trim() && !String(a.ResidenceAssociationOrganisationNumber).trim()) {
		throw badRequest(SALES_CODES.ROT_WITHOUT_PROPERTY, 'A ROT application names the property: PropertyDesignation, or the housing cooperative\'s ResidenceAssociationOrganisationNumber.');
	}
	if (doc.head.TaxReductionType === 'green') {
		if (rawAmounts !== undefined || a.TaxReductionAmounts.length === 0) a.TaxReductionAmounts = readAmounts(rawAmounts);
		a.AskedAmount = a.TaxReductionAmounts.reduce((/** @type {number} */ sum, /** @type {Application} */ x) => sum + x.AskedAmount, 0);
	} else {
		askedAmount(a.AskedAmount, 'AskedAmount');
	}
	const others = tenant.sales.taxReductions.filter((o) => o.Id !== a.Id && o.ReferenceDocumentType === a.ReferenceDocumentType && o.ReferenceNumber === a.ReferenceNumber);
	if (others.some((o) => tenDigits(o.SocialSecurityNumber) === tenDigits(a.SocialSecurityNumber))) {
		throw badRequest(FORTNOX_CODES.SSN_IN_USE, `The social security number ${a.SocialSecurityNumber} already applies on this document.`);
	}
	checkYearlyCap(a, doc);
	const asked = others.reduce((sum, o) => sum + Number(o.AskedAmount), a.AskedAmount);
	const reduction = Number(doc.head.TaxReduction);
	if (asked > reduction) {
		throw badRequest(SALES_CODES.TAX_REDUCTION_OVER, `The applications ask ${asked} kr; the document's tax reduction is ${reduction} kr.`);
	}
}

/** @param {string} url @param {Application} a */
const render = (url, a) => ({ '@url': `${url}/3/taxreductions/${a.Id}`, ...a, TaxReductionAmounts: a.TaxReductionAmounts.map((/** @type {object} */ x) => ({ ...x })) });

/** @param {string} url @param {Application} a */
const listItem = (url, a) => ({
	'@url': `${url}/3/taxreductions/${a.Id}`, ApprovedAmount: a.ApprovedAmount, CustomerName: a.CustomerName, Id: a.Id,
	ReferenceDocumentType: a.ReferenceDocumentType, ReferenceNumber: Number(a.ReferenceNumber), SocialSecurityNumber: a.SocialSecurityNumber,
});

/** @param {any} r the classic route group @param {{ url: string }} state */
function registerTaxReductionRoutes(r, state) {
	/** @param {any} ctx @returns {Application} */
	const find = (ctx) => {
		if (!/^\d+$/.test(ctx.params.id)) throw badRequest(CODES.INVALID_IDENTIFIER, `A valid identifier was not provided: ${ctx.params.id}`);
		const found = ctx.tenant.sales.taxReductions.find((/** @type {Application} */ a) => a.Id === Number(ctx.params.id));
		if (!found) throw notFound(SALES_CODES.TAX_REDUCTION_NOT_FOUND, `Tax reduction ${ctx.params.id} not found.`);
		return found;
	};
	/** @param {Record<string, unknown>} body */
	const split = (body) => {
		const { TaxReductionAmounts, ...rest } = body;
		return { amounts: TaxReductionAmounts, rest };
	};

	r.get('/3/taxreductions', (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const byType = (/** @type {string} */ type) => (/** @type {Application} */ a) => a.ReferenceDocumentType === type;
		const { meta, items } = listPage(tenant.sales.taxReductions, ctx.query, {
			filters: Object.fromEntries(Object.entries(FILTERS).map(([filter, type]) => [filter, byType(type)])),
			match: { referencenumber: (value) => (a) => a.ReferenceNumber === value },
		});
		return json({ TaxReductions: items.map((a) => listItem(state.url, a)), MetaInformation: meta });
	});

	r.get('/3/taxreductions/:id', (/** @type {any} */ ctx) => json({ TaxReduction: render(state.url, find(ctx)) }));

	r.post('/3/taxreductions', async (/** @type {any} */ ctx) => {
		/** @type {Tenant} */
		const tenant = ctx.tenant;
		const { amounts, rest } = split(unwrap(await ctx.json(), 'TaxReduction'));
		const fields = readFields(rest, SCHEMA, { readOnly: READ_ONLY, creating: true });
		/** @type {Application} */
		const a = { ...applyFields(defaults(SCHEMA), SCHEMA, fields), ApprovedAmount: 0, Id: 0, RequestSent: false, TaxReductionAmounts: [], VoucherNumber: null, VoucherSeries: null, VoucherYear: null };
		checkApplication(tenant, a, amounts);
		a.Id = tenant.sales.next.taxReductions++;
		tenant.sales.taxReductions.push(a);
		return json({ TaxReduction: render(state.url, a) }, 201);
	});

	r.put('/3/taxreductions/:id', async (/** @type {any} */ ctx) => {
		const current = find(ctx);
		const { amounts, rest } = split(unwrap(await ctx.json(), 'TaxReduction'));
		const fields = readFields(rest, SCHEMA, { readOnly: READ_ONLY, creating: false });
		for (const field of ['ReferenceDocumentType', 'ReferenceNumber']) {
			if (field in fields && fields[field] !== current[field]) throw badRequest(CODES.INVALID_PARAMETER, `${field} of a tax reduction cannot change; delete it and apply on the other document.`);
		}
		const next = applyFields(structuredClone(current), SCHEMA, fields);
		checkApplication(ctx.tenant, next, amounts);
		Object.assign(current, next);
		return json({ TaxReduction: render(state.url, current) });
	});

	r.delete('/3/taxreductions/:id', (/** @type {any} */ ctx) => {
		const found = find(ctx);
		const list = ctx.tenant.sales.taxReductions;
		list.splice(list.indexOf(found), 1);
		return noContent();
	});
}

module.exports = { registerTaxReductionRoutes };
