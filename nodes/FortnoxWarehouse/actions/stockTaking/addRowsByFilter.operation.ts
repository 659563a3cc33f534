import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { readNumberedId } from '../../../shared/warehouse/locators';
import { readStockTakingPath, stockTakingLocator } from './fields';
import { changeRows } from './rowChange';
import { readRowFilters, rowFilters } from './rowFilters';

export const option = {
	name: 'Add Rows by Filter',
	action: 'Add rows to a stock taking by filter',
	description: 'Add every item place the filters match, e.g. all of one stock point',
};

export const description: INodeProperties[] = [
	stockTakingLocator('The stock taking to add rows to'),
	rowFilters('addRowsByFilter'),
];

/** Adds every candidate row the filters match and says how many it added. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = `${readStockTakingPath.call(this, i)}/addrows`;
	const qs = readRowFilters.call(this, i, 'addRowsByFilter');
	// Rows the stock taking already has are no candidates, so repeating adds nothing twice.
	const rowsAdded = await changeRows.call(this, i, { method: 'POST', path, qs, idempotent: true });
	return toItems({ stockTakingId: readNumberedId.call(this, i, 'Stock Taking'), rowsAdded });
}
