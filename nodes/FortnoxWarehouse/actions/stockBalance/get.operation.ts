import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { STOCK_BALANCE } from '../../../shared/kinds';
import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { commaList } from '../../../shared/warehouse/list-filters';
import { warehouseList } from '../../../shared/warehouse/request';

export const STOCK_BALANCE_PATH = STOCK_BALANCE.path;

export const option = {
	name: 'Get',
	action: 'Get the stock balance',
	description: 'In stock, available and reserved quantity of each item (article number) at each stock point',
};

export const description: INodeProperties[] = [
	...returnAllOrLimit(),
	fieldCollection('filters', [
		{
			displayName: 'Item Names or IDs',
			name: 'itemIds',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getItems' },
			default: [],
			description:
				'Only these items, by article number (Fortnox\'s itemIds). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: 'Stock Point Names or Codes',
			name: 'stockPointCodes',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getStockPointCodes' },
			default: [],
			description:
				'Only these stock points, by code (Fortnox\'s stockPointCodes). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			hint: 'Stock points are named by their codes here, e.g. MAIN, STORE',
		},
	]),
];

/** In stock and available per item and stock point; the difference is what is reserved. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs: IDataObject = {};
	const itemIds = commaList(filters.itemIds);
	const stockPointCodes = commaList(filters.stockPointCodes);
	if (itemIds) qs.itemIds = itemIds;
	if (stockPointCodes) qs.stockPointCodes = stockPointCodes;
	const records = await warehouseList(this, { path: STOCK_BALANCE_PATH, qs, itemIndex: i }, listScopeOf(this, i));
	return toItems(
		records.map((record) => ({
			...record,
			reservedStock: Number(record.inStock ?? 0) - Number(record.availableStock ?? 0),
		})),
	);
}
