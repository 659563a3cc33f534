import { SUPPLIERS } from '../../shared/kinds';
import { lastModifiedFilter } from '../../shared/operations/list-filters';
import type { Register } from '../../shared/operations/register';
import { registerResource } from '../../shared/operations/register';
import { upsertRecord } from '../../shared/operations/upsert';

const register: Register = {
	kind: SUPPLIERS,
	value: 'supplier',
	schema: 'Supplier',
	listSchema: 'SupplierListItem',
	requiredField: 'Name',
	// The list names the phone number Phone, the record Phone1: a supplier has one of the two.
	output: { simplified: ['SupplierNumber', 'Name', 'OrganisationNumber', 'Email', 'Phone', 'Phone1', 'City', 'Currency', 'TermsOfPayment', 'Active', 'BG'], schemas: ['Supplier', 'SupplierListItem'] },
};

/** Suppliers: Fortnox gives a new one the next supplier number unless one is given. Fortnox's API deletes none. */
export const supplier = registerResource(register, {
	displayName: 'Supplier',
	// GET /3/suppliers declares no query parameters; Fortnox's global lastmodified applies to every register.
	filters: [lastModifiedFilter],
	canDelete: false,
	more: {
		// Fortnox's OpenAPI declares no search on /3/suppliers, so Create or Update reads the register whole and compares here.
		upsert: upsertRecord(
			register,
			{
				organisationNumber: {
					field: 'OrganisationNumber',
					label: 'Organisation Number',
					description: 'With or without its dash',
					// 556677-8899 and 5566778899 are the same company.
					normalise: (value) => value.replace(/[^0-9A-Za-z]/g, ''),
				},
				supplierNumber: { field: 'SupplierNumber', label: 'Supplier Number', normalise: (value) => value.trim() },
			},
			'organisationNumber',
		),
	},
});
