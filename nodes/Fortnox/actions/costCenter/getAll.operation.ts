import { getAllOperation } from '../../shared/registerOperations';
import { COST_CENTERS } from './fields';

/** Fortnox's OpenAPI declares no filter on this list. */
export const { description, execute } = getAllOperation(COST_CENTERS, []);
