import { COST_CENTERS as KIND } from '../../../shared/kinds';
import type { RegisterResource } from '../../shared/registerOperations';

/** Cost centers: Fortnox gives them no number, a new one needs its Code. */
export const COST_CENTERS: RegisterResource = {
	resource: 'costCenter',
	...KIND,
	searchListMethod: 'searchCostCenters',
	schema: 'CostCenter',
	requiredField: 'Description',
	numberRequired: true,
};
