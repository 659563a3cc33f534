import type { Resource } from '../../shared/operations/resource';
import * as get from '../actions/companyInformation/get.operation';

/** The company the credential works for. */
export const companyInformation: Resource = { value: 'companyInformation', displayName: 'Company Information', default: 'get', operations: { get } };
