import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { FieldValidator } from '../../shared/validation';

/** The Item filter of the warehouse's document lists: `what` says which documents it keeps. */
export const itemFilter = (what: string): INodeProperties => ({
	displayName: 'Item Name or ID',
	name: 'itemId',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getItems' },
	default: '',
	description: `${what}. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
});

/**
 * The query of a document list from its Filters: the item, and each enum filter checked against
 * its values (they may come from expressions). Empty filters are left out.
 */
export function listQuery(this: IExecuteFunctions, i: number, enums: Record<string, { label: string; values: readonly string[] }>): IDataObject {
	const check = new FieldValidator(this.getNode(), i);
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs: IDataObject = {};
	for (const name of [...Object.keys(enums), 'itemId']) {
		const value = String(filters[name] ?? '').trim();
		if (!value) continue;
		if (enums[name]) check.oneOf(enums[name].label, value, enums[name].values);
		qs[name] = value;
	}
	return qs;
}
