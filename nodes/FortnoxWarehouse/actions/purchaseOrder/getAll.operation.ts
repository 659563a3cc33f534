import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { warehouseList } from '../../../shared/warehouse/request';
import { listFilterProperties, listQuery, PURCHASE_ORDERS_PATH } from './fields';

export const option = { name: 'Get Many', action: 'Get many purchase orders', description: 'List purchase orders' };

export const description: INodeProperties[] = [
	...returnAllOrLimit(),
	fieldCollection('filters', listFilterProperties),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const qs = listQuery(new FieldValidator(this.getNode(), i), this.getNodeParameter('filters', i, {}) as IDataObject);
	return toItems(await warehouseList(this, { path: PURCHASE_ORDERS_PATH, qs, itemIndex: i }, listScopeOf(this, i)));
}
