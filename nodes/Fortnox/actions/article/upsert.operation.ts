import { upsertOperation } from '../../shared/registerOperations';
import { ARTICLE_KEYS, ARTICLES } from './fields';

export const { description, execute } = upsertOperation(ARTICLES, ARTICLE_KEYS, 'articleNumber');
