import { COST_CENTERS } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Cost centers: Fortnox gives them no number, a new one needs its Code. Fortnox's OpenAPI declares no filter on their list. */
export const costCenter = registerResource(
	{ kind: COST_CENTERS, value: 'costCenter', schema: 'CostCenter', requiredField: 'Description', numberRequired: true },
	{ displayName: 'Cost Center', filters: [] },
);
