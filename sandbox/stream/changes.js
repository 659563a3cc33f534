// @ts-check
'use strict';

/**
 * Which changes made through the API become events on Fortnox's topics: a successful write to a
 * route below names the topic, the event type and the record it is about. Types as Fortnox and
 * three independent clients name them (reference/service-routes.md); where they name none for a
 * register, the same `<record>-created-v1` / `<record>-updated-v1` shape.
 */

/** @typedef {{ topic: string, type: string, entityId: string, extra?: Record<string, unknown> }} Change */
/** @typedef {(params: Record<string, string>, answer: any) => Change | undefined} ChangeOf */

/** @param {string} topic @param {string} type @param {(params: Record<string, string>, answer: any) => unknown} id @returns {ChangeOf} */
const change = (topic, type, id) => (params, answer) => {
	const entityId = id(params, answer);
	return entityId === undefined || entityId === null ? undefined : { topic, type, entityId: String(entityId) };
};

/** A record made (its number in the answer) and changed (its number in the path). @param {string} path @param {string} topic @param {string} record @param {string} wrapper @param {string} number */
const register = (path, topic, record, wrapper, number, updated = `${record}-updated-v1`) => ({
	[`POST ${path}`]: change(topic, `${record}-created-v1`, (_p, answer) => answer?.[wrapper]?.[number]),
	[`PUT ${path}/:id`]: change(topic, updated, (params) => params.id),
});

/** `METHOD pattern` (the pattern as the route was registered, parameters renamed `:id`) → the change. @type {Record<string, ChangeOf>} */
const CHANGES = {
	...register('/3/customers', 'customers', 'customer', 'Customer', 'CustomerNumber', 'customer-updated-v2'),
	...register('/3/articles', 'articles', 'article', 'Article', 'ArticleNumber'),
	...register('/3/invoices', 'invoices', 'invoice', 'Invoice', 'DocumentNumber'),
	'PUT /3/invoices/:id/bookkeep': change('invoices', 'invoice-bookkeep-v1', (params) => params.id),
	'PUT /3/invoices/:id/cancel': change('invoices', 'invoice-cancel-v1', (params) => params.id),
	'PUT /3/invoicepayments/:id/bookkeep': change('invoices', 'invoicepayment-bookkeep-v1', (params) => params.id),
	...register('/3/orders', 'orders', 'order', 'Order', 'DocumentNumber'),
	...register('/3/offers', 'offers', 'offer', 'Offer', 'DocumentNumber'),
	...register('/3/suppliers', 'suppliers', 'supplier', 'Supplier', 'SupplierNumber'),
	...register('/3/supplierinvoices', 'supplier-invoices', 'supplier-invoice', 'SupplierInvoice', 'GivenNumber'),
	'PUT /3/supplierinvoices/:id/bookkeep': change('supplier-invoices', 'supplier-invoice-bookkeep-v1', (params) => params.id),
	// An approval of the accounting books the invoice.
	'PUT /3/supplierinvoices/:id/approvalbookkeep': change('supplier-invoices', 'supplier-invoice-bookkeep-v1', (params) => params.id),
	...register('/3/projects', 'projects', 'project', 'Project', 'ProjectNumber'),
	...register('/3/costcenters', 'costcenters', 'costcenter', 'CostCenter', 'Code'),
	...register('/3/currencies', 'currencies', 'currency', 'Currency', 'Code'),
	...register('/3/termsofpayments', 'termsofpayments', 'termsofpayment', 'TermsOfPayment', 'Code'),
	...register('/3/termsofdeliveries', 'termsofdeliveries', 'termsofdelivery', 'TermsOfDelivery', 'Code'),
	...register('/3/wayofdeliveries', 'wayofdeliveries', 'wayofdelivery', 'WayOfDelivery', 'Code'),
	// A voucher's event carries its year, series and number besides the entity id.
	'POST /3/vouchers': (_params, answer) => {
		const voucher = answer?.Voucher;
		if (!voucher) return undefined;
		return {
			topic: 'vouchers',
			type: 'voucher-created-v1',
			entityId: String(voucher.VoucherNumber),
			extra: { year: voucher.Year, series: voucher.VoucherSeries, id: voucher.VoucherNumber },
		};
	},
};

/**
 * The change a successful write made, if it is one the topics carry.
 * @param {string} method @param {string[]} segments the route's pattern @param {Record<string, string>} params @param {unknown} answer its JSON
 * @returns {Change | undefined}
 */
function changeOf(method, segments, params, answer) {
	const names = segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1));
	const pattern = `/${segments.map((s) => (s.startsWith(':') ? ':id' : s)).join('/')}`;
	const of = CHANGES[`${method} ${pattern}`];
	return of?.({ id: params[names[0]] }, answer);
}

/**
 * What the warehouse holds per item, as a mark that moves with every stock movement and reservation:
 * taken before a write and compared after it, it tells the items whose stock balance changed
 * (Fortnox's only warehouse event, `warehouse-stockbalance-changed-v1`).
 * @param {any} tenant @returns {Map<string, number>}
 */
function stockMarks(tenant) {
	/** @type {Map<string, number>} */
	const marks = new Map();
	for (const ledger of tenant.warehouse?.ledgers?.values() ?? []) {
		marks.set(ledger.itemId, (marks.get(ledger.itemId) ?? 0) + ledger.movements.length + ledger.reservations.length);
	}
	return marks;
}

/** The stock balance changes between two marks. @param {Map<string, number>} before @param {Map<string, number>} after @returns {Change[]} */
const stockChanges = (before, after) =>
	[...after]
		.filter(([itemId, mark]) => before.get(itemId) !== mark)
		.map(([itemId]) => ({ topic: 'warehouse-stockbalances', type: 'warehouse-stockbalance-changed-v1', entityId: itemId }));

module.exports = { changeOf, stockMarks, stockChanges };
