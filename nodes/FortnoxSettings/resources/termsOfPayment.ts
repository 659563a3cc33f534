import { TERMS_OF_PAYMENT } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Terms of payment (30, 10 dagar netto): a code of up to 25 characters and a description; Fortnox refuses to delete one a customer uses. */
export const termsOfPayment = registerResource(
	{ kind: TERMS_OF_PAYMENT, value: 'termsOfPayment', schema: 'TermsOfPayment', requiredField: 'Description', numberRequired: true },
	{ displayName: 'Terms of Payment', filters: [] },
);
