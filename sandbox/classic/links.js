// @ts-check
'use strict';

/**
 * Small records that link one record to a person or a URL, as Fortnox's OpenAPI describes them;
 * each numbered by an Id of its own (one series per kind, from 1):
 *   /3/customerreferences            fortnox_CustomerReference_CustomerReferenceRow: CustomerNumber (an existing
 *                                    customer) and Reference, both required. GET '' answers every row in one
 *                                    object, {"CustomerReference": {"CustomerReferenceRows": [...]}}, `customer`
 *                                    keeps one customer's; GET/POST/PUT of one answer {"CustomerReferenceRow": …}
 *                                    (the OpenAPI names the list's and the customer's wrappers there, and says the
 *                                    row is returned; the sandbox returns the row); DELETE → 204
 *   /3/articleurlconnections         fortnox_ArticleUrlConnection: ArticleNumber (an existing article) and
 *                                    URLConnection (an http(s) URL), both required; the list is a classic page
 *   /3/supplierinvoiceexternalurlconnections  fortnox_SupplierInvoiceExternalURLConnectionUpdate, sent without a
 *                                    wrapper: SupplierInvoiceNumber (an existing supplier invoice) and ExternalURLConnection;
 *                                    answered in {"SupplierInvoiceExternalURLConnection": …} with Url, which stays ''
 *                                    ("initially inactive") until a file is connected to the supplier invoice
 *                                    (/3/supplierinvoicefileconnections); no list
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json, noContent } = require('../http');
const { listPage } = require('./list-query');
const { unwrap } = require('./validate');
const { readFields, applyFields, text, integer, required } = require('./fields');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {{ Id: number, fields: Record<string, unknown>, modifiedAt: number }} Link */
/** @typedef {{ customerReferences: Link[], articleUrls: Link[], supplierInvoiceUrls: Link[], next: Record<string, number> }} LinksState */

/** @returns {LinksState} */
const createLinksState = () => ({ customerReferences: [], articleUrls: [], supplierInvoiceUrls: [], next: { customerReferences: 1, articleUrls: 1, supplierInvoiceUrls: 1 } });

const URL_PATTERN = /^https?:\/\/\S+$/;

/**
 * @typedef {object} LinkKind
 * @property {string} path @property {string} one the wrapper of one @property {boolean} wrappedRequest
 * @property {'customerReferences' | 'articleUrls' | 'supplierInvoiceUrls'} state
 * @property {import('./fields').Schema} schema
 * @property {(tenant: Tenant, fields: Record<string, unknown>) => void} check the references of a body
 * @property {(tenant: Tenant, link: Link) => Record<string, unknown>} [shows] what it shows beyond its fields
 */

/** @param {boolean} ok @param {string} message */
const refuse = (ok, message) => {
	if (!ok) throw badRequest(CODES.REFERENCE_UNKNOWN, message);
};

/** @type {LinkKind[]} */
const KINDS = [
	{
		path: '/3/customerreferences', one: 'CustomerReferenceRow', wrappedRequest: true, state: 'customerReferences',
		schema: { CustomerNumber: required(text()), Reference: required(text()) },
		check: (tenant, f) => refuse(f.CustomerNumber === undefined || tenant.customers.some((c) => c.CustomerNumber === f.CustomerNumber), `Customer ${String(f.CustomerNumber)} does not exist.`),
	},
	{
		path: '/3/articleurlconnections', one: 'ArticleUrlConnection', wrappedRequest: true, state: 'articleUrls',
		schema: { ArticleNumber: required(text()), URLConnection: required(text()) },
		check: (tenant, f) => {
			refuse(f.ArticleNumber === undefined || tenant.warehouse.items.some((item) => item.itemId === String(f.ArticleNumber)), `Article ${String(f.ArticleNumber)} does not exist.`);
			refuse(f.URLConnection === undefined || URL_PATTERN.test(String(f.URLConnection)), `URLConnection is not an http(s) URL (${String(f.URLConnection)}).`);
		},
	},
	{
		path: '/3/supplierinvoiceexternalurlconnections', one: 'SupplierInvoiceExternalURLConnection', wrappedRequest: false, state: 'supplierInvoiceUrls',
		schema: { ExternalURLConnection: required(text()), SupplierInvoiceNumber: required(integer()) },
		check: (tenant, f) => {
			refuse(
				f.SupplierInvoiceNumber === undefined || tenant.purchasing.supplierInvoices.some((s) => String(s.GivenNumber) === String(f.SupplierInvoiceNumber)),
				`Supplier invoice ${String(f.SupplierInvoiceNumber)} does not exist.`,
			);
			refuse(f.ExternalURLConnection === undefined || URL_PATTERN.test(String(f.ExternalURLConnection)), `ExternalURLConnection is not an http(s) URL (${String(f.ExternalURLConnection)}).`);
		},
		shows: (tenant, link) => ({
			Url: tenant.bookkeeping.connections.supplierInvoices.some((c) => String(c.SupplierInvoiceNumber) === String(link.fields.SupplierInvoiceNumber)) ? link.fields.ExternalURLConnection : '',
		}),
	},
];

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerLinkRoutes(r, state) {
	for (const kind of KINDS) {
		/** @param {Tenant} tenant */
		const all = (tenant) => tenant.links[kind.state];
		/** @param {Tenant} tenant @param {Link} link */
		const render = (tenant, link) => ({
			...(kind.wrappedRequest ? { '@url': `${state.url}${kind.path}/${link.Id}` } : {}), Id: link.Id, ...link.fields, ...(kind.shows?.(tenant, link) ?? {}),
		});
		/** @param {any} ctx @returns {Link} */
		const find = (ctx) => {
			const link = all(ctx.tenant).find((l) => String(l.Id) === ctx.params.id);
			if (!link) throw notFound(CODES.LINK_NOT_FOUND, `${kind.one} ${ctx.params.id} not found.`);
			return link;
		};
		/** @param {any} ctx */
		const bodyOf = async (ctx) => {
			const body = await ctx.json();
			return kind.wrappedRequest ? unwrap(body, kind.one) : body;
		};

		r.get(kind.path, (/** @type {any} */ ctx) => {
			if (kind.state === 'customerReferences') {
				const customer = ctx.query('customer');
				const rows = all(ctx.tenant).filter((l) => !customer || l.fields.CustomerNumber === customer);
				return json({ CustomerReference: { CustomerReferenceRows: rows.map((l) => render(ctx.tenant, l)) } });
			}
			if (kind.state === 'supplierInvoiceUrls') throw notFound(CODES.LINK_NOT_FOUND, 'There is no list of supplier invoice URL connections.');
			const { meta, items } = listPage(all(ctx.tenant), ctx.query, { modifiedAt: (l) => l.modifiedAt });
			return json({ ArticleUrlConnections: items.map((l) => render(ctx.tenant, l)), MetaInformation: meta });
		});

		r.get(`${kind.path}/:id`, (/** @type {any} */ ctx) => json({ [kind.one]: render(ctx.tenant, find(ctx)) }));

		r.post(kind.path, async (/** @type {any} */ ctx) => {
			const fields = readFields(await bodyOf(ctx), kind.schema, { readOnly: ['@url', 'Id', 'Url'], creating: true });
			kind.check(ctx.tenant, fields);
			/** @type {Link} */
			const link = { Id: ctx.tenant.links.next[kind.state]++, fields, modifiedAt: state.clock.now() };
			all(ctx.tenant).push(link);
			return json({ [kind.one]: render(ctx.tenant, link) }, 201);
		});

		r.put(`${kind.path}/:id`, async (/** @type {any} */ ctx) => {
			const link = find(ctx);
			const fields = readFields(await bodyOf(ctx), kind.schema, { readOnly: ['@url', 'Id', 'Url'], creating: false });
			kind.check(ctx.tenant, fields);
			applyFields(link.fields, kind.schema, fields);
			link.modifiedAt = state.clock.now();
			return json({ [kind.one]: render(ctx.tenant, link) });
		});

		r.delete(`${kind.path}/:id`, (/** @type {any} */ ctx) => {
			const link = find(ctx);
			all(ctx.tenant).splice(all(ctx.tenant).indexOf(link), 1);
			return noContent();
		});
	}
}

module.exports = { registerLinkRoutes, createLinksState };
