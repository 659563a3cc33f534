import type { Resource } from '../../shared/operations/resource';
import * as get from '../actions/stockBalance/get.operation';

/** Stock of each item at each stock point and location. */
export const stockBalance: Resource = {
	value: 'stockBalance',
	displayName: 'Stock Balance',
	default: 'get',
	operations: { get },
};
