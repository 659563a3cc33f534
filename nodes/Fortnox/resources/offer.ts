import { OFFERS } from '../../shared/kinds';
import { salesRows } from '../../shared/operations/document-rows';
import type { DocumentKind } from '../../shared/operations/documents';
import { documentAction, salesDocumentResource } from '../../shared/operations/documents';
import { documentFilters } from '../../shared/operations/list-filters';

const OFFER: DocumentKind = {
	...OFFERS,
	schema: 'Offer',
	rows: salesRows('OfferRow', 'OfferRows', 'Quantity', 'offer row'),
	numberLabel: 'Offer Number',
	output: {
		simplified: ['DocumentNumber', 'CustomerNumber', 'CustomerName', 'OfferDate', 'ExpireDate', 'Total', 'Currency', 'Sent', 'Cancelled', 'OrderReference'],
		schemas: ['Offer'],
	},
};

/** Offers: an offer becomes an order or an invoice, linked to it both ways. */
export const offer = salesDocumentResource(OFFER, {
	displayName: 'Offer',
	value: 'offer',
	// GET /3/offers' query parameters, as Fortnox's OpenAPI documents them.
	filters: documentFilters({
		noun: 'offer',
		dateField: 'offer date',
		statuses: [
			{ name: 'Cancelled', value: 'cancelled', description: 'Offers that were cancelled' },
			{ name: 'Completed', value: 'completed', description: 'Offers marked completed' },
			{ name: 'Expired', value: 'expired', description: 'Offers whose expiry date has passed' },
			{ name: 'Not Completed', value: 'notcompleted', description: 'Offers not marked completed' },
			{ name: 'Order Created', value: 'ordercreated', description: 'Offers that became an order' },
			{ name: 'Order Not Created', value: 'ordernotcreated', description: 'Offers not yet ordered' },
		],
		more: [],
		sortKeys: [
			{ name: 'Customer Name', value: 'customerName' },
			{ name: 'ID', value: 'id' },
			{ name: 'Total', value: 'total' },
			{ name: 'Transaction Date', value: 'transactionDate' },
		],
	}),
	update: 'Change the offer or its rows',
	more: {
		// For good: a repeat after a lost answer met "is cancelled and cannot be cancelled" and reported a failure for a cancel that worked.
		cancel: documentAction(OFFER, { name: 'Cancel', action: 'Cancel an offer', description: 'Cancel an offer that is not yet ordered' }, { method: 'PUT', action: 'cancel', once: true }),
		// Each makes a document linked to the offer both ways, so each is sent once.
		createInvoice: documentAction(
			OFFER,
			{ name: 'Create Invoice', action: 'Create an invoice from an offer', description: 'Make an invoice of the offer, linked to it' },
			{ method: 'PUT', action: 'createinvoice', wrap: 'Invoice', once: true },
		),
		createOrder: documentAction(
			OFFER,
			{ name: 'Create Order', action: 'Create an order from an offer', description: 'Make an order of the offer, linked to it' },
			{ method: 'PUT', action: 'createorder', wrap: 'Order', once: true },
		),
	},
});
