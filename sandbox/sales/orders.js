// @ts-check
'use strict';

/**
 * Orders: the shared document routes (routes.js) and
 *   PUT /3/orders/{DocumentNumber}/createinvoice   an invoice of the order (convert.js: its
 *       rows with their DeliveredQuantity), OrderReference = the order; the order's InvoiceReference
 *       names it and locks the order; answers the invoice. A cancelled or invoiced order → 400.
 * The sandbox's orders reserve no stock (DeliveryState is kept as given; ReservedQuantity is 0).
 */

const { KINDS } = require('./kinds');
const { registerDocumentRoutes } = require('./routes');
const { checkOpen } = require('./documents');
const { convert } = require('./convert');
const { documentList, equalsText } = require('./list-params');

/** @typedef {import('./documents').Doc} Doc */

const KIND = KINDS.order;

/** @param {Doc} d */
const open = (d) => !d.head.Cancelled && !d.head.InvoiceReference;

/**
 * GET /3/orders: Fortnox's OpenAPI's query parameters. Filters: cancelled; invoicecreated;
 * invoicenotcreated (not cancelled, not invoiced); expired (not invoiced, not cancelled, DeliveryDate
 * before today: the sandbox's reading).
 * @param {import('../tenants').Tenant} tenant @param {string} today
 * @returns {import('../classic/list-query').ListSpec<Doc>}
 */
function orderList(tenant, today) {
	const common = documentList(KIND, tenant.labels);
	return {
		...common,
		search: { ...common.search, externalinvoicereference1: (d) => d.head.ExternalInvoiceReference1, externalinvoicereference2: (d) => d.head.ExternalInvoiceReference2 },
		match: { ...common.match, ordertype: equalsText((d) => d.head.OrderType) },
		filters: {
			cancelled: (d) => d.head.Cancelled,
			expired: (d) => open(d) && d.head.DeliveryDate !== '' && d.head.DeliveryDate < today,
			invoicecreated: (d) => d.head.InvoiceReference !== '',
			invoicenotcreated: open,
		},
		sortBy: {
			customername: (d) => d.head.CustomerName, customernumber: (d) => d.head.CustomerNumber, orderdate: (d) => d.head.OrderDate,
			documentnumber: (d) => d.head.DocumentNumber, total: (d) => d.head.Total,
		},
	};
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerOrderRoutes(r, state) {
	const { find, reply, now } = registerDocumentRoutes(r, state, KIND, orderList);

	r.put('/3/orders/:number/createinvoice', (/** @type {any} */ ctx) => {
		const order = find(ctx);
		checkOpen(KIND, order, 'invoiced');
		const invoice = convert(ctx.tenant, KIND, order, KINDS.invoice, now());
		invoice.head.OrderReference = order.head.DocumentNumber;
		order.head.InvoiceReference = invoice.head.DocumentNumber;
		order.modifiedAt = now();
		return reply(KINDS.invoice, invoice);
	});
}

module.exports = { registerOrderRoutes };
