import type { ListFilter } from '../../shared/listFilters';
import { activeFilter, lastModifiedFilter, search, sortFilters } from '../../shared/listFilters';
import type { MatchKey } from '../../shared/records';
import { ARTICLES as KIND } from '../../../shared/kinds';
import type { RegisterResource } from '../../shared/registerOperations';

export const ARTICLES: RegisterResource = {
	resource: 'article',
	...KIND,
	searchListMethod: 'searchArticles',
	schema: 'Article',
	requiredField: 'Description',
};

/** The keys a Create or Update finds an article by. */
export const ARTICLE_KEYS: Record<string, MatchKey & { description?: string }> = {
	articleNumber: { field: 'ArticleNumber', search: 'articlenumber', label: 'Article Number', normalise: (value) => value.trim() },
	ean: { field: 'EAN', search: 'ean', label: 'EAN', description: 'The barcode number (EAN/GTIN), digits only', normalise: (value) => value.replace(/\s/g, '') },
};

/** GET /3/articles' query parameters, as Fortnox's OpenAPI documents them. */
export const ARTICLE_FILTERS: ListFilter[] = [
	activeFilter('article'),
	search('articlenumber', 'Article Number', 'article number'),
	search('description', 'Description', 'description'),
	search('ean', 'EAN', 'EAN'),
	search('suppliernumber', 'Supplier Number', 'supplier number'),
	search('manufacturer', 'Manufacturer', 'manufacturer'),
	search('manufacturerarticlenumber', 'Manufacturer Article Number', "manufacturer's article number"),
	search('webshop', 'Webshop', 'webshop flag'),
	lastModifiedFilter,
	...sortFilters([
		{ name: 'Article Number', value: 'articlenumber' },
		{ name: 'Quantity in Stock', value: 'quantityinstock' },
		{ name: 'Reserved Quantity', value: 'reservedquantity' },
		{ name: 'Stock Value', value: 'stockvalue' },
	]),
];
