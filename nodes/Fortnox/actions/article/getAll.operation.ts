import { getAllOperation } from '../../shared/registerOperations';
import { ARTICLE_FILTERS, ARTICLES } from './fields';

export const { description, execute } = getAllOperation(ARTICLES, ARTICLE_FILTERS);
