import { ARTICLES } from '../../shared/kinds';
import { activeFilter, lastModifiedFilter, search, sortFilters } from '../../shared/operations/list-filters';
import type { Register } from '../../shared/operations/register';
import { registerResource } from '../../shared/operations/register';
import { upsertRecord } from '../../shared/operations/upsert';

const register: Register = {
	kind: ARTICLES,
	value: 'article',
	schema: 'Article',
	listSchema: 'ArticleListItem',
	requiredField: 'Description',
	output: {
		simplified: ['ArticleNumber', 'Description', 'Unit', 'SalesPrice', 'PurchasePrice', 'VAT', 'QuantityInStock', 'DisposableQuantity', 'StockGoods', 'Active'],
		schemas: ['Article', 'ArticleListItem'],
	},
};

/** Articles: Fortnox numbers a new one unless an Article Number is given; Create or Update finds one by number or EAN. */
export const article = registerResource(register, {
	displayName: 'Article',
	// GET /3/articles' query parameters, as Fortnox's OpenAPI documents them.
	filters: [
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
	],
	more: {
		upsert: upsertRecord(
			register,
			{
				articleNumber: { field: 'ArticleNumber', search: 'articlenumber', label: 'Article Number', normalise: (value) => value.trim() },
				ean: { field: 'EAN', search: 'ean', label: 'EAN', description: 'The barcode number (EAN/GTIN), digits only', normalise: (value) => value.replace(/\s/g, '') },
			},
			'articleNumber',
		),
	},
});
