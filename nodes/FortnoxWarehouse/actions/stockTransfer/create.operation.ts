import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { STOCK_TRANSFERS } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { readRows, rowsProperties, stockTransferRows } from '../../../shared/warehouse/rows';
import { headFields, headProperties } from './fields';

export const option = { name: 'Create', action: 'Create a stock transfer', description: 'Create an unreleased stock transfer; Fortnox assigns its ID' };

export const description: INodeProperties[] = [...rowsProperties(stockTransferRows), fieldCollection('additionalFields', headProperties)];

/** Each row is checked (item, requested quantity ≥ 0.01, both stock points as IDs) before anything is sent; nothing moves until Release. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const head = headFields(check, this.getNodeParameter('additionalFields', i, {}) as IDataObject);
	const rows = readRows.call(this, i, stockTransferRows);
	return toItems(await warehouseRequest(this, { method: 'POST', path: STOCK_TRANSFERS.path, body: { ...head, rows }, itemIndex: i }));
}
