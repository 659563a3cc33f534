import { deleteOperation } from '../../shared/registerOperations';
import { PROJECTS } from './fields';

export const { description, execute } = deleteOperation(PROJECTS);
