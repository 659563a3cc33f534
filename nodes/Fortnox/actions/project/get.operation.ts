import { getOperation } from '../../shared/registerOperations';
import { PROJECTS } from './fields';

export const { description, execute } = getOperation(PROJECTS);
