import type { ListFilter } from '../../shared/listFilters';
import { lastModifiedFilter } from '../../shared/listFilters';
import type { MatchKey } from '../../shared/records';
import { SUPPLIERS as KIND } from '../../../shared/kinds';
import type { RegisterResource } from '../../shared/registerOperations';

export const SUPPLIERS: RegisterResource = {
	resource: 'supplier',
	...KIND,
	searchListMethod: 'searchSuppliers',
	schema: 'Supplier',
	requiredField: 'Name',
};

/**
 * The keys a Create or Update finds a supplier by. Fortnox's OpenAPI declares no search on
 * /3/suppliers, so the register is read whole and compared here.
 */
export const SUPPLIER_KEYS: Record<string, MatchKey & { description?: string }> = {
	organisationNumber: {
		field: 'OrganisationNumber',
		label: 'Organisation Number',
		description: 'With or without its dash',
		// 556677-8899 and 5566778899 are the same company.
		normalise: (value) => value.replace(/[^0-9A-Za-z]/g, ''),
	},
	supplierNumber: { field: 'SupplierNumber', label: 'Supplier Number', normalise: (value) => value.trim() },
};

/** GET /3/suppliers declares no query parameters; Fortnox's global lastmodified applies to every register. */
export const SUPPLIER_FILTERS: ListFilter[] = [lastModifiedFilter];
