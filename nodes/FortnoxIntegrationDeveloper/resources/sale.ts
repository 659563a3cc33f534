import type { Resource } from '../../shared/operations/resource';
import * as getAll from '../actions/sale/getAll.operation';

/** Sales of your integrations. */
export const sale: Resource = {
	value: 'sale',
	displayName: 'Sale',
	default: 'getAll',
	operations: { getAll },
};
