import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { readNumberedId } from '../../shared/locators';
import { readStockTakingPath, stockTakingLocator } from './fields';
import { changeRows } from './rowChange';
import { readRowFilters, rowFilters } from './rowFilters';

export const description = updateDisplayOptions({ show: { resource: ['stockTaking'], operation: ['deleteRowsByFilter'] } }, [
	{ ...stockTakingLocator('The stock taking to remove rows from'), hint: 'With no filter, every row is removed' },
	rowFilters('deleteRowsByFilter'),
]);

/** Removes every row the filters match and says how many it removed. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = `${readStockTakingPath.call(this, i)}/rows`;
	const qs = readRowFilters.call(this, i, 'deleteRowsByFilter');
	const rowsDeleted = await changeRows.call(this, i, { method: 'DELETE', path, qs });
	return toItems({ stockTakingId: readNumberedId.call(this, i, 'Stock Taking'), rowsDeleted });
}
