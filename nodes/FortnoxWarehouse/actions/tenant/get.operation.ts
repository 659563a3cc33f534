import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { WAREHOUSE_TENANT } from '../../../shared/kinds';
import { toItems } from '../../../shared/router';
import { warehouseRequest } from '../../../shared/warehouse/request';

export const option = { name: 'Get', action: 'Get the warehouse tenant', description: 'Find out whether the warehouse is activated for the company' };

export const description: INodeProperties[] = [];

/** Answers for a company without the warehouse too (activated false), where every other warehouse route is refused. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await warehouseRequest(this, { method: 'GET', path: WAREHOUSE_TENANT.path, itemIndex: i }));
}
