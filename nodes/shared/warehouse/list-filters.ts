import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { FieldValidator } from '../validation';

/** The Item filter of the warehouse's document lists: `what` says which documents it keeps. */
export const itemFilter = (what: string): INodeProperties => ({
	displayName: 'Item Name or ID',
	name: 'itemId',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getItems' },
	default: '',
	description: `${what}. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
});

/** The Supplier filter of the purchase lists (a supplier number): `what` says which documents it keeps. */
export const supplierFilter = (what: string): INodeProperties => ({
	displayName: 'Supplier Name or ID',
	name: 'supplierNumber',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getSuppliers' },
	default: '',
	description: `${what}. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
});

/** A list filter given as an array from the picker, or as comma-separated text from an expression. */
export function commaList(value: unknown): string | undefined {
	const values = (Array.isArray(value) ? value : String(value ?? '').split(','))
		.map((entry) => String(entry).trim())
		.filter(Boolean);
	return values.length ? values.join(',') : undefined;
}

/** The named filters that were given, trimmed, in the order of `names`; empty ones are left out. */
export function givenFilters(filters: IDataObject, names: readonly string[]): IDataObject {
	const qs: IDataObject = {};
	for (const name of names) {
		const value = String(filters[name] ?? '').trim();
		if (value) qs[name] = value;
	}
	return qs;
}

/**
 * The query of a document list from its Filters: the item, and each enum filter checked against
 * its values (they may come from expressions). Empty filters are left out.
 */
export function listQuery(this: IExecuteFunctions, i: number, enums: Record<string, { label: string; values: readonly string[] }>): IDataObject {
	const check = new FieldValidator(this.getNode(), i);
	const qs = givenFilters(this.getNodeParameter('filters', i, {}) as IDataObject, [...Object.keys(enums), 'itemId']);
	for (const [name, { label, values }] of Object.entries(enums)) {
		if (qs[name] !== undefined) check.oneOf(label, qs[name] as string, values);
	}
	return qs;
}
