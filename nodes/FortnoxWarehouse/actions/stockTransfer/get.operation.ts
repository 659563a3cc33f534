import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { transferLocator, transferPath } from './fields';

export const option = { name: 'Get', action: 'Get a stock transfer', description: 'Get a stock transfer with its rows' };

export const description: INodeProperties[] = [transferLocator('The stock transfer to get, with its rows')];

/** The transfer as it stands: its rows' requested quantities, and once released, what moved. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await warehouseRequest(this, { method: 'GET', path: transferPath.call(this, i), itemIndex: i }));
}
