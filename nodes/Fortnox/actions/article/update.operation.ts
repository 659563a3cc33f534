import { updateOperation } from '../../shared/registerOperations';
import { ARTICLES } from './fields';

export const { description, execute } = updateOperation(ARTICLES);
