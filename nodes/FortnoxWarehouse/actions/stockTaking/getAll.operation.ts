import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { itemFilter, listQuery } from '../../../shared/warehouse/list-filters';
import { warehouseList } from '../../../shared/warehouse/request';
import { STOCK_TAKINGS_PATH } from './fields';

const STATES = ['all', 'planning', 'started', 'completed', 'voided'] as const;

export const option = { name: 'Get Many', action: 'Get many stock takings', description: 'List stock takings by state and item' };

export const description: INodeProperties[] = [
	...returnAllOrLimit(),
	fieldCollection('filters', [
		itemFilter('Only stock takings with a row of this item'),
		{
			displayName: 'State',
			name: 'state',
			type: 'options',
			options: [
				{ name: 'All', value: 'all' },
				{ name: 'Completed', value: 'completed', description: 'Released: the stock was corrected to the counts' },
				{ name: 'Planning', value: 'planning', description: 'Rows are being chosen' },
				{ name: 'Started', value: 'started', description: 'Counting is under way' },
				{ name: 'Voided', value: 'voided' },
			],
			default: 'all',
		},
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const qs = listQuery.call(this, i, { state: { label: 'State', values: STATES } });
	return toItems(await warehouseList(this, { path: STOCK_TAKINGS_PATH, qs, itemIndex: i }, listScopeOf(this, i)));
}
