import type { Resource } from '../shared/operations/resource';
import { deviation } from './resources/deviation';
import { invoiceRequest } from './resources/invoiceRequest';
import { recurring } from './resources/recurring';

/** The Recurring Billing node's resources: the one list its description and router are built from. */
export const RESOURCES: Resource[] = [
	recurring,
	deviation,
	invoiceRequest,
];
