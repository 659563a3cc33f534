import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { warehouseList } from '../../../shared/warehouse/request';
import { readStockTakingPath, stockTakingLocator } from './fields';
import { readRowFilters, rowFilters } from './rowFilters';

export const option = {
	name: 'Get Candidate Rows',
	action: 'Get candidate rows of a stock taking',
	description: 'List the item places that could still be added',
};

export const description: INodeProperties[] = [
	stockTakingLocator('The stock taking to find rows for'),
	...returnAllOrLimit(),
	rowFilters('getCandidateRows'),
];

/** The places (item, stock point, stock location) that could be added: the ones the stock taking has are left out. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = `${readStockTakingPath.call(this, i)}/candidates`;
	const qs = readRowFilters.call(this, i, 'getCandidateRows');
	return toItems(await warehouseList(this, { path, qs, itemIndex: i }, listScopeOf(this, i)));
}
