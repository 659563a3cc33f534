import type { Resource } from '../../shared/operations/resource';
import * as get from '../actions/sie/get.operation';

/** SIE files (SIE 4B), the Swedish format for moving books between systems, per financial year. */
export const sie: Resource = { value: 'sie', displayName: 'SIE', default: 'get', operations: { get } };
