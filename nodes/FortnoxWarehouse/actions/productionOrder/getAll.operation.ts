import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { itemFilter, listQuery } from '../../../shared/warehouse/list-filters';
import { warehouseList } from '../../../shared/warehouse/request';
import { PRODUCTION_ORDERS_PATH } from './fields';

const STATES = ['all', 'incomplete', 'delayed', 'completed', 'voided'] as const;

export const option = { name: 'Get Many', action: 'Get many production orders', description: 'List production orders by state and item' };

export const description: INodeProperties[] = [
	...returnAllOrLimit(),
	fieldCollection('filters', [
		itemFilter('Only orders that produce this item'),
		{
			displayName: 'State',
			name: 'state',
			type: 'options',
			options: [
				{ name: 'All', value: 'all' },
				{ name: 'Completed', value: 'completed', description: 'Released: the produced item is in stock' },
				{ name: 'Delayed', value: 'delayed', description: 'Not released although their start date has passed' },
				{ name: 'Incomplete', value: 'incomplete', description: 'Not yet released nor voided' },
				{ name: 'Voided', value: 'voided' },
			],
			default: 'incomplete',
			description: 'Without this filter Fortnox lists the incomplete orders',
		},
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const qs = listQuery.call(this, i, { state: { label: 'State', values: STATES } });
	return toItems(await warehouseList(this, { path: PRODUCTION_ORDERS_PATH, qs, itemIndex: i }, listScopeOf(this, i)));
}
