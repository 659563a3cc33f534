import { updateOperation } from '../../shared/registerOperations';
import { PROJECTS } from './fields';

export const { description, execute } = updateOperation(PROJECTS);
