import type { Resource } from '../../shared/operations/resource';
import * as send from '../actions/apiRequest/send.operation';

/** Any request of Fortnox's classic API, through the node's credential, limiter and retries. */
export const apiRequest: Resource = { value: 'apiRequest', displayName: 'API Request', default: 'send', operations: { send } };
