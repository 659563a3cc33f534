import type { RegisterResource } from '../../shared/registerOperations';

/** Cost centers: Fortnox gives them no number, a new one needs its Code. */
export const COST_CENTERS: RegisterResource = {
	resource: 'costCenter',
	list: 'costCenter',
	wrap: 'CostCenter',
	noun: 'cost center',
	searchListMethod: 'searchCostCenters',
	schema: 'CostCenter',
	numberField: 'Code',
	requiredField: 'Description',
	numberRequired: true,
};
