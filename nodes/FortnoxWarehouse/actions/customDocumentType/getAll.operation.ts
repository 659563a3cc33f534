import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { warehouseList } from '../../../shared/warehouse/request';
import { CUSTOM_DOCUMENT_TYPES } from '../../../shared/kinds';

export const option = { name: 'Get Many', action: 'Get many custom document types' };

export const description: INodeProperties[] = returnAllOrLimit();

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await warehouseList(this, { path: CUSTOM_DOCUMENT_TYPES.path, itemIndex: i }, listScopeOf(this, i)));
}
