import { CUSTOMER_REFERENCES } from '../../shared/kinds';
import { searchMethodOf } from '../../shared/operations/pickers';
import { registerResource } from '../../shared/operations/register';
import type { Resource } from '../../shared/operations/resource';
import * as getAll from '../actions/customerReference/getAll.operation';

const references = registerResource(
	{ kind: CUSTOMER_REFERENCES, value: 'customerReference', schema: 'CustomerReferenceRow', requiredField: ['CustomerNumber', 'Reference'] },
	{ displayName: 'Customer Reference', filters: [], more: { getAll } },
);

/** A customer's references (the people who order for it), numbered by Fortnox. Their list is one answer, not pages: Get Many and the picker read it whole. */
export const customerReference: Resource = { ...references, listSearch: { [searchMethodOf(CUSTOMER_REFERENCES)]: getAll.searchReferences } };
