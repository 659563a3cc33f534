import { CURRENCIES } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Currencies and their rates: a new one needs its code (EUR) and description; the company's own (SEK) cannot be deleted. */
export const currency = registerResource(
	{ kind: CURRENCIES, value: 'currency', schema: 'Currency', requiredField: 'Description', numberRequired: true },
	{ displayName: 'Currency', filters: [] },
);
