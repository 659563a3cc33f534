import type { Resource } from '../shared/operations/resource';
import { startCompanyOrder } from './resources/startCompanyOrder';
import { stockCompanyOrder } from './resources/stockCompanyOrder';
import { webhook } from './resources/webhook';

/** The Company Orders node's resources: the one list its description, router and pickers are built from. */
export const RESOURCES: Resource[] = [
	startCompanyOrder,
	stockCompanyOrder,
	webhook,
];
