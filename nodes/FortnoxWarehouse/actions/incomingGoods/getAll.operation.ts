import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { fieldCollection, returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { givenFilters, itemFilter, supplierFilter } from '../../../shared/warehouse/list-filters';
import { warehouseList } from '../../../shared/warehouse/request';
import { INCOMING_GOODS_PATH } from './fields';

/** Released, Completed, Voided: "Any" sends nothing; Yes keeps only matching documents, No only the others. */
const STATES = [
	['released', 'Released', 'stock has risen'],
	['completed', 'Completed', 'bookkeeping finalized'],
	['voided', 'Voided', 'cancelled'],
] as const;

const stateFilter = ([name, displayName, meaning]: (typeof STATES)[number]): INodeProperties => ({
	displayName,
	name,
	type: 'options',
	options: [
		{ name: 'Any', value: 'any' },
		{ name: 'Yes', value: 'true', description: `Only documents that are ${displayName.toLowerCase()} (${meaning})` },
		{ name: 'No', value: 'false', description: `Only documents that are not ${displayName.toLowerCase()}` },
	],
	default: 'any',
});

const filters: INodeProperties[] = [
	...STATES.map(stateFilter),
	{ displayName: 'Delivery Note', name: 'deliveryNote', type: 'string', default: '', description: 'Only documents whose delivery note ID contains this text (any case)' },
	itemFilter('Only documents with a row of this item'),
	{ displayName: 'Note', name: 'note', type: 'string', default: '', description: 'Only documents whose note contains this text (any case)' },
	{ displayName: 'Search', name: 'q', type: 'string', default: '', description: 'Only documents whose ID or delivery note ID contains this text' },
	supplierFilter('Only goods from this supplier'),
];

export const option = { name: 'Get Many', action: 'Get many incoming goods documents', description: 'List incoming goods' };

export const description: INodeProperties[] = [
	...returnAllOrLimit(),
	fieldCollection('filters', filters.sort((a, b) => a.displayName.localeCompare(b.displayName))),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs: IDataObject = {};
	for (const [name, displayName] of STATES) {
		const value = String(filters[name] ?? 'any');
		check.oneOf(displayName, value, ['any', 'true', 'false']);
		if (value !== 'any') qs[name] = value === 'true';
	}
	Object.assign(qs, givenFilters(filters, ['supplierNumber', 'itemId', 'note', 'deliveryNote', 'q']));
	return toItems(await warehouseList(this, { path: INCOMING_GOODS_PATH, qs, itemIndex: i }, listScopeOf(this, i)));
}
