import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { MANUAL_DOCUMENTS } from '../../../shared/kinds';
import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { itemFilter, listQuery } from '../../../shared/warehouse/list-filters';
import { warehouseList } from '../../../shared/warehouse/request';

export const MANUAL_DOCUMENTS_PATH = MANUAL_DOCUMENTS.path;

const STATES = ['all', 'unreleased', 'released', 'voided'] as const;
const TYPES = ['all', 'inbound', 'outbound', 'stocktransfer'] as const;

export const option = {
	name: 'Get Many',
	action: 'Get many manual documents',
	description: 'List manual inbound and outbound documents and stock transfers',
};

export const description: INodeProperties[] = [
	...returnAllOrLimit(),
	fieldCollection('filters', [
		itemFilter('Only documents with a row of this item'),
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
];

/** Manual inbound and outbound documents (and stock transfers) in one list; each names its kind in `type`. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const qs = listQuery.call(this, i, { state: { label: 'State', values: STATES }, type: { label: 'Type', values: TYPES } });
	return toItems(await warehouseList(this, { path: MANUAL_DOCUMENTS_PATH, qs, itemIndex: i }, listScopeOf(this, i)));
}
