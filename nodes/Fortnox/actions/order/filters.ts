import type { ListFilter } from '../../shared/listFilters';
import { documentFilters } from '../../shared/listFilters';

/** GET /3/orders' query parameters, as Fortnox's OpenAPI documents them. */
export const ORDER_FILTERS: ListFilter[] = documentFilters({
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
});
