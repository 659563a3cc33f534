// @ts-check
'use strict';

/**
 * Offers: the shared document routes (routes.js) and
 *   PUT /3/offers/{DocumentNumber}/createorder     an order of the offer (convert.js),
 *       OfferReference = the offer; the offer's OrderReference names it; answers the order
 *   PUT /3/offers/{DocumentNumber}/createinvoice   likewise an invoice (OfferReference; the offer's
 *       InvoiceReference); answers {"Invoice": …} (the OpenAPI names fortnox_Order_Wrap, but "the created invoice")
 * An offer becomes one order or one invoice; after that, or when cancelled, it is locked (400).
 */

const { KINDS } = require('./kinds');
const { registerDocumentRoutes } = require('./routes');
const { checkOpen } = require('./documents');
const { convert } = require('./convert');
const { documentList } = require('./list-params');

/** @typedef {import('./documents').Doc} Doc */

const KIND = KINDS.offer;

/** @param {Doc} d */
const converted = (d) => d.head.OrderReference !== '' || d.head.InvoiceReference !== '';

/**
 * GET /3/offers: Fortnox's OpenAPI's query parameters; its sortby keys are camelCase there
 * (customerName, id, transactionDate, total). Filters: cancelled; ordercreated (an order made from
 * it); ordernotcreated (not cancelled, nothing made from it); expired (ExpireDate before today, not
 * cancelled, nothing made from it); completed / notcompleted (its NotCompleted, not cancelled).
 * @param {import('../tenants').Tenant} tenant @param {string} today
 * @returns {import('../classic/list-query').ListSpec<Doc>}
 */
function offerList(tenant, today) {
	const common = documentList(KIND, tenant.labels);
	/** @param {Doc} d */
	const open = (d) => !d.head.Cancelled && !converted(d);
	return {
		...common,
		filters: {
			cancelled: (d) => d.head.Cancelled,
			expired: (d) => open(d) && d.head.ExpireDate < today,
			completed: (d) => !d.head.Cancelled && !d.head.NotCompleted,
			notcompleted: (d) => !d.head.Cancelled && d.head.NotCompleted,
			ordercreated: (d) => d.head.OrderReference !== '',
			ordernotcreated: open,
		},
		sortBy: {
			customerName: (d) => d.head.CustomerName, id: (d) => d.head.DocumentNumber, transactionDate: (d) => d.head.OfferDate, total: (d) => d.head.Total,
		},
	};
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerOfferRoutes(r, state) {
	const { find, reply, now } = registerDocumentRoutes(r, state, KIND, offerList);

	for (const [action, to, reference] of /** @type {const} */ ([['createorder', 'order', 'OrderReference'], ['createinvoice', 'invoice', 'InvoiceReference']])) {
		r.put(`/3/offers/:number/${action}`, (/** @type {any} */ ctx) => {
			const offer = find(ctx);
			checkOpen(KIND, offer, `turned into an ${to}`);
			const made = convert(ctx.tenant, KIND, offer, KINDS[to], now());
			made.head.OfferReference = offer.head.DocumentNumber;
			offer.head[reference] = made.head.DocumentNumber;
			offer.modifiedAt = now();
			return reply(KINDS[to], made);
		});
	}
}

module.exports = { registerOfferRoutes };
