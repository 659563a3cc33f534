import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { warehouseList } from '../../../shared/warehouse/request';
import { readStockTakingPath, stockTakingLocator } from './fields';
import { readRowFilters, rowFilters } from './rowFilters';

export const option = {
	name: 'Get Rows',
	action: 'Get the rows of a stock taking',
	description: 'List the rows with stock and counted quantity, e.g. only the deviations',
};

export const description: INodeProperties[] = [
	stockTakingLocator('The stock taking whose rows to get'),
	...returnAllOrLimit(),
	rowFilters('getRows'),
];

/** One output item per row, with the stock Fortnox holds and the counted quantity (empty until counted). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = `${readStockTakingPath.call(this, i)}/rows`;
	const qs = readRowFilters.call(this, i, 'getRows');
	return toItems(await warehouseList(this, { path, qs, itemIndex: i }, listScopeOf(this, i)));
}
