import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { FortnoxRequest } from '../../../shared/transport';
import { warehouseRequest, warehouseResponse } from '../../../shared/warehouse/request';
import { readStockTakingPath, STOCK_TAKING_EXPLANATIONS } from './fields';

async function rowsHeld(this: IExecuteFunctions, i: number): Promise<number> {
	const stockTaking = await warehouseRequest<IDataObject>(this, { method: 'GET', path: readStockTakingPath.call(this, i), itemIndex: i });
	return Array.isArray(stockTaking.rows) ? stockTaking.rows.length : 0;
}

/**
 * Adds or removes rows by filter and says how many rows changed. Fortnox answers with a count,
 * but when the answer of a first attempt was lost the repeat counts only what was left to do
 * (0 after an add that had worked): then the count is what the stock taking holds now against
 * what it held before.
 */
export async function changeRows(this: IExecuteFunctions, i: number, request: Pick<FortnoxRequest, 'method' | 'path' | 'qs' | 'idempotent'>): Promise<number> {
	const before = await rowsHeld.call(this, i);
	const { body, afterLostAnswer } = await warehouseResponse<number>(this, { ...request, explain: STOCK_TAKING_EXPLANATIONS, itemIndex: i });
	if (!afterLostAnswer) return Number(body);
	const held = await rowsHeld.call(this, i);
	return request.method === 'DELETE' ? before - held : held - before;
}
