import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { EVERY_RECORD } from '../../../shared/transport';
import { warehouseList, warehouseRequest } from '../../../shared/warehouse/request';
import { readRows, rowsProperties, stockTakingNewRows } from '../../../shared/warehouse/rows';
import { readStockTakingPath, STOCK_TAKING_EXPLANATIONS, stockTakingLocator } from './fields';

export const option = { name: 'Add Rows', action: 'Add rows to a stock taking', description: 'Add the given item places to count' };

export const description: INodeProperties[] = [
	stockTakingLocator('The stock taking to add rows to'),
	...rowsProperties(stockTakingNewRows),
];

/** Fortnox answers with no body; the output is the stock taking's rows of the items sent, as they now are. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = `${readStockTakingPath.call(this, i)}/rows`;
	const rows = readRows.call(this, i, stockTakingNewRows);
	// A row the stock taking already has is left as it is, so sending the rows again changes nothing.
	await warehouseRequest(this, { method: 'POST', path, body: rows, idempotent: true, explain: STOCK_TAKING_EXPLANATIONS, itemIndex: i });
	const itemIds = [...new Set(rows.map((row) => String(row.itemId)))];
	return toItems(await warehouseList(this, { path, qs: { itemIds }, itemIndex: i }, EVERY_RECORD));
}
