import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { warehouseList } from '../../../shared/warehouse/request';
import { checkState, stateFilter, STOCK_POINTS_PATH } from './fields';

export const option = { name: 'Get Many', action: 'Get many stock points', description: 'List stock points, without their locations' };

export const description: INodeProperties[] = [
	...returnAllOrLimit(),
	fieldCollection('filters', [
		{
			displayName: 'Search',
			name: 'q',
			type: 'string',
			default: '',
			placeholder: 'e.g. lager',
			description: 'Only stock points whose code or name contains this text',
		},
		stateFilter('ACTIVE'),
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	checkState(new FieldValidator(this.getNode(), i), filters.state as string | undefined);
	const qs: IDataObject = {};
	if (filters.q) qs.q = String(filters.q).trim();
	if (filters.state) qs.state = filters.state;
	return toItems(await warehouseList(this, { path: STOCK_POINTS_PATH, qs, itemIndex: i }, listScopeOf(this, i)));
}
