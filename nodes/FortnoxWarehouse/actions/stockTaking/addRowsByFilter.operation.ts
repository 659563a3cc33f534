import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { readNumberedId } from '../../shared/locators';
import { readStockTakingPath, stockTakingLocator } from './fields';
import { changeRows } from './rowChange';
import { readRowFilters, rowFilters } from './rowFilters';

export const description = updateDisplayOptions({ show: { resource: ['stockTaking'], operation: ['addRowsByFilter'] } }, [
	stockTakingLocator('The stock taking to add rows to'),
	rowFilters('addRowsByFilter'),
]);

/** Adds every candidate row the filters match and says how many it added. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = `${readStockTakingPath.call(this, i)}/addrows`;
	const qs = readRowFilters.call(this, i, 'addRowsByFilter');
	// Rows the stock taking already has are no candidates, so repeating adds nothing twice.
	const rowsAdded = await changeRows.call(this, i, { method: 'POST', path, qs, idempotent: true });
	return toItems({ stockTakingId: readNumberedId.call(this, i, 'Stock Taking'), rowsAdded });
}
