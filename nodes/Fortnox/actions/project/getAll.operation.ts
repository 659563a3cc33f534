import { getAllOperation } from '../../shared/registerOperations';
import { PROJECTS } from './fields';

/** Fortnox's OpenAPI declares no filter on this list. */
export const { description, execute } = getAllOperation(PROJECTS, []);
