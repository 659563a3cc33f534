import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { warehouseList } from '../../shared/request';
import { STOCK_TAKINGS_PATH } from './fields';

const STATES = ['all', 'planning', 'started', 'completed', 'voided'] as const;

export const description = updateDisplayOptions({ show: { resource: ['stockTaking'], operation: ['getAll'] } }, [
	...returnAllOrLimit(),
	fieldCollection('filters', [
		{
			displayName: 'Item Name or ID',
			name: 'itemId',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getItems' },
			default: '',
			description:
				'Only stock takings with a row of this item. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
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
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	new FieldValidator(this.getNode(), i).oneOf('State', filters.state as string | undefined, STATES);
	const qs: IDataObject = {};
	for (const name of ['state', 'itemId']) {
		const value = String(filters[name] ?? '').trim();
		if (value) qs[name] = value;
	}
	return toItems(await warehouseList(this, { path: STOCK_TAKINGS_PATH, qs, itemIndex: i }, listScopeOf(this, i)));
}
