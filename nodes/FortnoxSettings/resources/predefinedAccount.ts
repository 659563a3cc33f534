import { PREDEFINED_ACCOUNTS } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** The accounts Fortnox books to by default, by its own names (INVOICE_VAT, ROUNDING …): they can only be pointed at another account. */
export const predefinedAccount = registerResource(
	{ kind: PREDEFINED_ACCOUNTS, value: 'predefinedAccount', schema: 'PredefinedAccount' },
	{ displayName: 'Predefined Account', filters: [], canCreate: false, canDelete: false },
);
