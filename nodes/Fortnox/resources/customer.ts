import { CUSTOMERS } from '../../shared/kinds';
import { activeFilter, lastModifiedFilter, search, sortFilters } from '../../shared/operations/list-filters';
import type { Register } from '../../shared/operations/register';
import { registerResource } from '../../shared/operations/register';
import { upsertRecord } from '../../shared/operations/upsert';

const register: Register = {
	kind: CUSTOMERS,
	value: 'customer',
	schema: 'Customer',
	listSchema: 'CustomerListItem',
	requiredField: 'Name',
	// The list names the phone number Phone, the record Phone1: a customer has one of the two.
	output: { simplified: ['CustomerNumber', 'Name', 'OrganisationNumber', 'Email', 'Phone', 'Phone1', 'City', 'Type', 'Currency', 'Active', 'ZipCode'], schemas: ['Customer', 'CustomerListItem'] },
};

/** Customers: Fortnox numbers a new one unless a Customer Number is given; Create or Update finds one by number, e-mail or organisation number. */
export const customer = registerResource(register, {
	displayName: 'Customer',
	// GET /3/customers' query parameters, as Fortnox's OpenAPI documents them.
	filters: [
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
	],
	more: {
		upsert: upsertRecord(
			register,
			{
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
			},
			'email',
		),
	},
});
