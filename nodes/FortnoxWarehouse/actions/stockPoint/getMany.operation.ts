import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { warehouseRequest } from '../../../shared/warehouse/request';
import { checkState, stateFilter, STOCK_POINTS_PATH } from './fields';

export const option = { name: 'Get by IDs', action: 'Get several stock points', description: 'Get several stock points by their IDs' };

export const description: INodeProperties[] = [
	{
		displayName: 'Stock Point IDs',
		name: 'ids',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10, 8a1d…',
		description: 'IDs (UUIDs) of the stock points to get, separated by commas',
	},
	stateFilter('ALL'),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const ids = String(this.getNodeParameter('ids', i))
		.split(',')
		.map((id) => id.trim())
		.filter(Boolean);
	if (ids.length === 0) check.fail('Stock Point IDs', 'are missing', 'give at least one stock point ID');
	ids.forEach((id) => check.uuid('Stock Point IDs', id));
	const state = this.getNodeParameter('state', i) as string;
	checkState(check, state);
	const body = await warehouseRequest<IDataObject[]>(this, {
		method: 'GET',
		path: `${STOCK_POINTS_PATH}/multi`,
		qs: { ids: ids.join(','), state },
		itemIndex: i,
	});
	return toItems(body);
}
