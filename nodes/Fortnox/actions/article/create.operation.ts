import { createOperation } from '../../shared/registerOperations';
import { ARTICLES } from './fields';

export const { description, execute } = createOperation(ARTICLES);
