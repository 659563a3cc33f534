import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { readStockPoint, stockPointLocator } from '../../../shared/warehouse/locators';
import { segment, warehouseList } from '../../../shared/warehouse/request';
import { STOCK_POINTS_PATH } from './fields';

export const option = { name: 'Get Stock Locations', action: 'Get the locations of a stock point', description: 'List the locations of a stock point' };

export const description: INodeProperties[] = [
	stockPointLocator({ byCode: true, description: 'The stock point whose locations to list' }),
	...returnAllOrLimit(),
	fieldCollection('filters', [
		{
			displayName: 'Search',
			name: 'q',
			type: 'string',
			default: '',
			placeholder: 'e.g. A1',
			description: 'Only locations whose code or name contains this text',
		},
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const path = `${STOCK_POINTS_PATH}/${segment(readStockPoint.call(this, i))}/stocklocations`;
	const qs = filters.q ? { q: String(filters.q).trim() } : {};
	return toItems(await warehouseList(this, { path, qs, itemIndex: i }, listScopeOf(this, i)));
}
