import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/invoiceRequest/create.operation';
import * as get from '../actions/invoiceRequest/get.operation';
import * as getAll from '../actions/invoiceRequest/getAll.operation';

/** Requests to invoice recurring contracts now, handled by Fortnox at once (SYNC) or later (ASYNC). */
export const invoiceRequest: Resource = {
	value: 'invoiceRequest',
	displayName: 'Invoice Request',
	default: 'create',
	operations: { create, get, getAll },
};
