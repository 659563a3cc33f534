import { TERMS_OF_DELIVERY } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Terms of delivery (FVD, EXW): a code of up to 20 characters and a description. Fortnox's API deletes none. */
export const termsOfDelivery = registerResource(
	{ kind: TERMS_OF_DELIVERY, value: 'termsOfDelivery', schema: 'TermsOfDelivery', requiredField: 'Description', numberRequired: true },
	{ displayName: 'Terms of Delivery', filters: [], canDelete: false },
);
