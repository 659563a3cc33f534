import { deleteOperation } from '../../shared/registerOperations';
import { ARTICLES } from './fields';

export const { description, execute } = deleteOperation(ARTICLES);
