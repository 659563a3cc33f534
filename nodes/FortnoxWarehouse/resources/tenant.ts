import type { Resource } from '../../shared/operations/resource';
import * as get from '../actions/tenant/get.operation';

/** The company as the warehouse knows it: its tenant ID and whether the warehouse is activated. */
export const tenant: Resource = { value: 'tenant', displayName: 'Tenant', default: 'get', operations: { get } };
