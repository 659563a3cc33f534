import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { warehouseList } from '../../shared/request';
import { PRODUCTION_ORDERS_PATH } from './fields';

const STATES = ['all', 'incomplete', 'delayed', 'completed', 'voided'] as const;

export const description = updateDisplayOptions({ show: { resource: ['productionOrder'], operation: ['getAll'] } }, [
	...returnAllOrLimit(),
	fieldCollection('filters', [
		{
			displayName: 'Item Name or ID',
			name: 'itemId',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getItems' },
			default: '',
			description:
				'Only orders that produce this item. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
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
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	new FieldValidator(this.getNode(), i).oneOf('State', filters.state as string | undefined, STATES);
	const qs: IDataObject = {};
	for (const name of ['state', 'itemId']) {
		const value = String(filters[name] ?? '').trim();
		if (value) qs[name] = value;
	}
	return toItems(await warehouseList(this, { path: PRODUCTION_ORDERS_PATH, qs, itemIndex: i }, listScopeOf(this, i)));
}
