import type { Resource } from '../../shared/operations/resource';
import * as get from '../actions/deviation/get.operation';
import * as getAll from '../actions/deviation/getAll.operation';

/** Deviations of a recurring contract: changes to one of its invoices. */
export const deviation: Resource = {
	value: 'deviation',
	displayName: 'Deviation',
	default: 'getAll',
	operations: { get, getAll },
};
