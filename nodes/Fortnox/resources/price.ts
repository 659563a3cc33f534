import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/price/create.operation';
import * as deletePrice from '../actions/price/delete.operation';
import * as get from '../actions/price/get.operation';
import * as getAll from '../actions/price/getAll.operation';
import * as getForArticle from '../actions/price/getForArticle.operation';
import * as update from '../actions/price/update.operation';

/** An article's prices in a price list, one per quantity step (FromQuantity); the pickers are the price lists' and articles'. */
export const price: Resource = {
	displayName: 'Price',
	value: 'price',
	default: 'getForArticle',
	operations: { getAll, getForArticle, get, create, update, delete: deletePrice },
};
