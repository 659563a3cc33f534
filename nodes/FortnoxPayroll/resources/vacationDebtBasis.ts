import type { Resource } from '../../shared/operations/resource';
import * as get from '../actions/vacationDebtBasis/get.operation';

/** The vacation debt basis (semesterlöneskuld) of a month: each employee's saved and earned days and their value. */
export const vacationDebtBasis: Resource = {
	displayName: 'Vacation Debt Basis',
	value: 'vacationDebtBasis',
	default: 'get',
	operations: { get },
};
