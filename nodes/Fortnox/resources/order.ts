import { ORDERS } from '../../shared/kinds';
import { salesRows } from '../../shared/operations/document-rows';
import type { DocumentKind } from '../../shared/operations/documents';
import { documentAction, salesDocumentResource } from '../../shared/operations/documents';
import { documentFilters } from '../../shared/operations/list-filters';

const ORDER: DocumentKind = {
	...ORDERS,
	schema: 'Order',
	rows: salesRows('OrderRow', 'OrderRows', 'OrderedQuantity', 'order row'),
	numberLabel: 'Order Number',
	output: {
		simplified: ['DocumentNumber', 'CustomerNumber', 'CustomerName', 'OrderDate', 'DeliveryDate', 'Total', 'Currency', 'Sent', 'Cancelled', 'InvoiceReference'],
		schemas: ['Order'],
	},
};

/** Orders: changed until invoiced; Create Invoice makes the invoice of one. */
export const order = salesDocumentResource(ORDER, {
	displayName: 'Order',
	value: 'order',
	// GET /3/orders' query parameters, as Fortnox's OpenAPI documents them.
	filters: documentFilters({
		noun: 'order',
		dateField: 'order date',
		statuses: [
			{ name: 'Cancelled', value: 'cancelled', description: 'Orders that were cancelled' },
			{ name: 'Expired', value: 'expired', description: 'Orders not invoiced whose delivery date has passed' },
			{ name: 'Invoice Created', value: 'invoicecreated', description: 'Orders that became an invoice' },
			{ name: 'Invoice Not Created', value: 'invoicenotcreated', description: 'Orders not yet invoiced' },
		],
		more: ['externalinvoicereference1', 'externalinvoicereference2', 'ordertype'],
		sortKeys: [
			{ name: 'Customer Name', value: 'customername' },
			{ name: 'Customer Number', value: 'customernumber' },
			{ name: 'Document Number', value: 'documentnumber' },
			{ name: 'Order Date', value: 'orderdate' },
			{ name: 'Total', value: 'total' },
		],
	}),
	update: 'Change the order or its rows',
	more: {
		// For good: a repeat after a lost answer met "is cancelled and cannot be cancelled" and reported a failure for a cancel that worked.
		cancel: documentAction(ORDER, { name: 'Cancel', action: 'Cancel an order', description: 'Cancel an order that is not yet invoiced' }, { method: 'PUT', action: 'cancel', once: true }),
		// The invoice is linked to the order both ways; it makes a document, so it is sent once.
		createInvoice: documentAction(
			ORDER,
			{ name: 'Create Invoice', action: 'Create an invoice from an order', description: 'Make an invoice of the order, linked to it' },
			{ method: 'PUT', action: 'createinvoice', wrap: 'Invoice', once: true },
		),
	},
});
