import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/recurring/create.operation';
import * as get from '../actions/recurring/get.operation';
import * as getAll from '../actions/recurring/getAll.operation';
import * as patch from '../actions/recurring/patch.operation';
import * as update from '../actions/recurring/update.operation';

/** Recurring contracts; Update and Patch send the ETag of the version read, so Fortnox refuses them over an edit made meanwhile. */
export const recurring: Resource = {
	value: 'recurring',
	displayName: 'Recurring Contract',
	default: 'getAll',
	operations: { create, get, getAll, patch, update },
};
