import { createOperation } from '../../shared/registerOperations';
import { PROJECTS } from './fields';

export const { description, execute } = createOperation(PROJECTS);
