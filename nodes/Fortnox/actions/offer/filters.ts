import type { ListFilter } from '../../shared/listFilters';
import { documentFilters } from '../../shared/listFilters';

/** GET /3/offers' query parameters, as Fortnox's OpenAPI documents them. */
export const OFFER_FILTERS: ListFilter[] = documentFilters({
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
});
