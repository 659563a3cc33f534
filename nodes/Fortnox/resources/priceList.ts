import { PRICE_LISTS } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Price lists: a new one needs its Code; Fortnox's OpenAPI has no delete and declares no filter on their list. */
export const priceList = registerResource(
	{ kind: PRICE_LISTS, value: 'priceList', schema: 'PriceList', requiredField: 'Description', numberRequired: true },
	{ displayName: 'Price List', filters: [], canDelete: false },
);
