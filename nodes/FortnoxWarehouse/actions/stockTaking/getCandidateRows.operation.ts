import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { warehouseList } from '../../shared/request';
import { readStockTakingPath, stockTakingLocator } from './fields';
import { readRowFilters, rowFilters } from './rowFilters';

export const description = updateDisplayOptions({ show: { resource: ['stockTaking'], operation: ['getCandidateRows'] } }, [
	stockTakingLocator('The stock taking to find rows for'),
	...returnAllOrLimit(),
	rowFilters('getCandidateRows'),
]);

/** The places (item, stock point, stock location) that could be added: the ones the stock taking has are left out. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = `${readStockTakingPath.call(this, i)}/candidates`;
	const qs = readRowFilters.call(this, i, 'getCandidateRows');
	return toItems(await warehouseList(this, { path, qs, itemIndex: i }, listScopeOf(this, i)));
}
