import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { readNumberedId } from '../../../shared/warehouse/locators';
import { readStockTakingPath, stockTakingLocator } from './fields';
import { changeRows } from './rowChange';
import { readRowFilters, rowFilters } from './rowFilters';

export const option = {
	name: 'Delete Rows by Filter',
	action: 'Delete rows of a stock taking by filter',
	description: 'Remove every row the filters match',
};

export const description: INodeProperties[] = [
	{ ...stockTakingLocator('The stock taking to remove rows from'), hint: 'With no filter, every row is removed' },
	rowFilters('deleteRowsByFilter'),
];

/** Removes every row the filters match and says how many it removed; `deleted` as every Delete says it, even where no row matched. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = `${readStockTakingPath.call(this, i)}/rows`;
	const qs = readRowFilters.call(this, i, 'deleteRowsByFilter');
	const rowsDeleted = await changeRows.call(this, i, { method: 'DELETE', path, qs });
	return toItems({ stockTakingId: readNumberedId.call(this, i, 'Stock Taking'), rowsDeleted, deleted: true });
}
