import type { Resource } from '../../shared/operations/resource';
import * as getAll from '../actions/rating/getAll.operation';
import * as respond from '../actions/rating/respond.operation';

/** Ratings of your integrations, and your public answers to them. */
export const rating: Resource = {
	value: 'rating',
	displayName: 'Rating',
	default: 'getAll',
	operations: { getAll, respond },
};
