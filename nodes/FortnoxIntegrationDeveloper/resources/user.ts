import type { Resource } from '../../shared/operations/resource';
import * as getAll from '../actions/user/getAll.operation';

/** The users of your integration in one tenant. */
export const user: Resource = {
	value: 'user',
	displayName: 'User',
	default: 'getAll',
	operations: { getAll },
};
