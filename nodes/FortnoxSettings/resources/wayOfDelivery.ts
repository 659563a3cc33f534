import { WAYS_OF_DELIVERY } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Ways of delivery (post, pickup): Fortnox's OpenAPI requires only the code, of up to 50 characters. */
export const wayOfDelivery = registerResource(
	{ kind: WAYS_OF_DELIVERY, value: 'wayOfDelivery', schema: 'WayOfDelivery', numberRequired: true },
	{ displayName: 'Way of Delivery', filters: [] },
);
