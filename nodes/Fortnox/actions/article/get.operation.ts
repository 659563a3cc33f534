import { getOperation } from '../../shared/registerOperations';
import { ARTICLES } from './fields';

export const { description, execute } = getOperation(ARTICLES);
