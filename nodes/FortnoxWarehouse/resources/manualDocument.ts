import type { Resource } from '../../shared/operations/resource';
import * as getAll from '../actions/manualDocument/getAll.operation';

/** Manual inbound and outbound documents and stock transfers, listed together. */
export const manualDocument: Resource = {
	value: 'manualDocument',
	displayName: 'Manual Document',
	default: 'getAll',
	operations: { getAll },
};
