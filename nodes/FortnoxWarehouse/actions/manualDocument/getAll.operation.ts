import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { warehouseList } from '../../shared/request';

export const MANUAL_DOCUMENTS_PATH = '/deliveries-v1';

const STATES = ['all', 'unreleased', 'released', 'voided'] as const;
const TYPES = ['all', 'inbound', 'outbound', 'stocktransfer'] as const;

export const description = updateDisplayOptions({ show: { resource: ['manualDocument'], operation: ['getAll'] } }, [
	...returnAllOrLimit(),
	fieldCollection('filters', [
		{
			displayName: 'Item Name or ID',
			name: 'itemId',
			type: 'options',
			typeOptions: { loadOptionsMethod: 'getItems' },
			default: '',
			description:
				'Only documents with a row of this item. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		{
			displayName: 'State',
			name: 'state',
			type: 'options',
			options: [
				{ name: 'All', value: 'all' },
				{ name: 'Released', value: 'released', description: 'Locked and bookkept: their stock has moved' },
				{ name: 'Unreleased', value: 'unreleased', description: 'Still open to change' },
				{ name: 'Voided', value: 'voided', description: 'Their stock movement undone' },
			],
			default: 'all',
		},
		{
			displayName: 'Type',
			name: 'type',
			type: 'options',
			options: [
				{ name: 'All', value: 'all' },
				{ name: 'Inbound', value: 'inbound', description: 'Manual inbound documents (goods in)' },
				{ name: 'Outbound', value: 'outbound', description: 'Manual outbound documents (goods out)' },
				{ name: 'Stock Transfer', value: 'stocktransfer', description: 'Moves between stock points' },
			],
			default: 'all',
		},
	]),
]);

/** Manual inbound and outbound documents (and stock transfers) in one list; each names its kind in `type`. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	check.oneOf('State', filters.state as string | undefined, STATES);
	check.oneOf('Type', filters.type as string | undefined, TYPES);
	const qs: IDataObject = {};
	for (const name of ['state', 'type', 'itemId']) {
		const value = String(filters[name] ?? '').trim();
		if (value) qs[name] = value;
	}
	return toItems(await warehouseList(this, { path: MANUAL_DOCUMENTS_PATH, qs, itemIndex: i }, listScopeOf(this, i)));
}
