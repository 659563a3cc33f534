import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { ARTICLES, PRICE_LISTS, PRICES } from '../../../shared/kinds';
import { recordLocator } from '../../../shared/operations/pickers';
import { readNumber } from '../../../shared/operations/register';
import { FieldValidator } from '../../../shared/validation';

export const priceListLocator = recordLocator(PRICE_LISTS, { name: 'priceList', displayName: 'Price List', description: 'The price list, by its code' });
export const articleLocator = recordLocator(ARTICLES, { name: 'article', displayName: 'Article', description: 'The article, by its article number' });

/** The quantity step a price applies from, required (Create, Delete). */
export const fromQuantityProperty: INodeProperties = {
	displayName: 'From Quantity',
	name: 'fromQuantity',
	type: 'string',
	required: true,
	default: '0',
	placeholder: 'e.g. 10',
	description: 'The quantity step the price applies from: 0 is the first price, 10 the price for 10 or more',
};

/** The quantity step where it may be left out (Get, Update): empty names the article's first price in the list. */
export const optionalFromQuantityProperty: INodeProperties = {
	...fromQuantityProperty,
	required: false,
	default: '',
	description: "The quantity step the price applies from; empty: the article's first price in the list (its lowest step)",
};

/** A quantity step as typed: a number of 0 or more ("2,5" is 2.5). */
export function quantityStep(check: FieldValidator, value: unknown): number {
	const step = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
	if (String(value).trim() === '' || !Number.isFinite(step)) check.fail('From Quantity', `"${String(value)}" is not a number`, 'write a quantity such as 0 or 10');
	if (step < 0) check.fail('From Quantity', `${step} is negative`, 'a quantity step is 0 or more');
	return step;
}

/** Which price an item names: its list, article and, where given, step, checked; and that price's path. */
export function readPriceKey(this: IExecuteFunctions, i: number): { check: FieldValidator; key: IDataObject; path: string } {
	const check = new FieldValidator(this.getNode(), i);
	const priceList = readNumber.call(this, check, i, 'priceList', 'Price List');
	const article = readNumber.call(this, check, i, 'article', 'Article');
	const typed = String(this.getNodeParameter('fromQuantity', i, '') ?? '').trim();
	const step = typed === '' ? undefined : quantityStep(check, typed);
	const path = `${PRICES.path}/${encodeURIComponent(priceList)}/${encodeURIComponent(article)}${step === undefined ? '' : `/${step}`}`;
	return { check, key: { PriceList: priceList, ArticleNumber: article, ...(step === undefined ? {} : { FromQuantity: step }) }, path };
}
