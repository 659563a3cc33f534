import { ARTICLE_URL_CONNECTIONS } from '../../shared/kinds';
import { registerResource } from '../../shared/operations/register';

/** Article URL connections: a link from an article to a web page, numbered by Fortnox. Fortnox's OpenAPI declares no filter on their list. */
export const articleUrlConnection = registerResource(
	{ kind: ARTICLE_URL_CONNECTIONS, value: 'articleUrlConnection', schema: 'ArticleUrlConnection', requiredField: ['ArticleNumber', 'URLConnection'] },
	{ displayName: 'Article URL Connection', filters: [] },
);
