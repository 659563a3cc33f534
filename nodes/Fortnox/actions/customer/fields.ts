import type { MatchKey } from '../../shared/records';
import { CUSTOMERS as KIND } from '../../../shared/kinds';
import type { RegisterResource } from '../../shared/registerOperations';
import type { ListFilter } from '../../shared/listFilters';
import { activeFilter, lastModifiedFilter, search, sortFilters } from '../../shared/listFilters';

export const CUSTOMERS: RegisterResource = {
	resource: 'customer',
	...KIND,
	searchListMethod: 'searchCustomers',
	schema: 'Customer',
	requiredField: 'Name',
};

/** The keys a Create or Update finds a customer by. */
export const CUSTOMER_KEYS: Record<string, MatchKey & { description?: string }> = {
	customerNumber: { field: 'CustomerNumber', search: 'customernumber', label: 'Customer Number', normalise: (value) => value.trim() },
	email: { field: 'Email', search: 'email', label: 'Email', description: "The customer's e-mail address, ignoring case", normalise: (value) => value.trim().toLowerCase() },
	organisationNumber: {
		field: 'OrganisationNumber',
		search: 'organisationnumber',
		label: 'Organisation Number',
		description: 'With or without its dash',
		// 556677-8899 and 5566778899 are the same company; Fortnox's search finds both by the first six digits.
		normalise: (value) => value.replace(/[^0-9A-Za-z]/g, ''),
		searchTerm: (normalised) => normalised.slice(0, 6),
	},
};

/** GET /3/customers' query parameters, as Fortnox's OpenAPI documents them. */
export const CUSTOMER_FILTERS: ListFilter[] = [
	activeFilter('customer'),
	search('customernumber', 'Customer Number', 'customer number'),
	search('name', 'Name', 'name'),
	search('email', 'Email', 'e-mail address'),
	search('organisationnumber', 'Organisation Number', 'organisation number'),
	search('phone', 'Phone', 'phone number'),
	search('city', 'City', 'city'),
	search('zipcode', 'Zip Code', 'zip code'),
	search('gln', 'GLN', 'GLN (global location number)'),
	search('glndelivery', 'GLN Delivery', 'delivery GLN'),
	lastModifiedFilter,
	...sortFilters([
		{ name: 'Customer Number', value: 'customernumber' },
		{ name: 'Name', value: 'name' },
	]),
];
