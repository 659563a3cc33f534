import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { PURCHASE_ORDERS } from '../kinds';
import { FieldValidator } from '../validation';
import { checkNumericId } from './checks';

type LocatorMode = NonNullable<INodeProperties['modes']>[number];

/** A resource locator that starts empty on a searchable list; `modes` are the other ways to name the record. */
function searchableLocator(options: {
	displayName: string;
	name: string;
	required: boolean;
	description?: string;
	searchListMethod: string;
	modes: LocatorMode[];
}): INodeProperties {
	return {
		displayName: options.displayName,
		name: options.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required,
		description: options.description,
		modes: [{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: options.searchListMethod, searchable: true } }, ...options.modes],
	};
}

/** A stock point chosen from the list, by ID or (where the route takes it) by code. */
export function stockPointLocator(options: { byCode: boolean; description?: string }): INodeProperties {
	return searchableLocator({
		displayName: 'Stock Point',
		name: 'stockPointId',
		required: true,
		description: options.description,
		searchListMethod: 'searchStockPoints',
		modes: [
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. 3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10',
				validation: [
					{
						type: 'regex',
						properties: {
							regex: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
							errorMessage: 'A stock point ID is a UUID',
						},
					},
				],
			},
			...(options.byCode
				? [{ displayName: 'By Code', name: 'code', type: 'string' as const, placeholder: 'e.g. MAIN' }]
				: []),
		],
	});
}

/** The chosen stock point: a UUID, or a code where the locator offers codes. */
export function readStockPoint(this: IExecuteFunctions, i: number): string {
	const check = new FieldValidator(this.getNode(), i);
	const locator = this.getNodeParameter('stockPointId', i) as { mode: string; value: string };
	const value = check.required('Stock Point', String(locator.value ?? '').trim());
	if (locator.mode === 'code') check.lengthBetween('Stock Point code', value, 1, 10);
	else check.uuid('Stock Point', value);
	return value;
}

/** A document Fortnox numbers itself (an int64 ID), chosen from a searchable list or by ID. */
export function numberedDocumentLocator(options: {
	displayName: string;
	searchListMethod: string;
	description: string;
}): INodeProperties {
	return searchableLocator({
		...options,
		name: 'id',
		required: true,
		modes: [
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. 17',
				validation: [
					{ type: 'regex', properties: { regex: '^[1-9][0-9]{0,18}$', errorMessage: `The ID of a ${options.displayName.toLowerCase()} is a whole number` } },
				],
			},
		],
	});
}

/** The ID the numbered-document locator holds, checked (a positive int64). */
export function readNumberedId(this: IExecuteFunctions, i: number, field: string): number {
	const value = this.getNodeParameter('id', i, '', { extractValue: true }) as string | number;
	return checkNumericId(new FieldValidator(this.getNode(), i), field, value);
}

/** A supplier chosen from the company's suppliers, or by its supplier number. */
export function supplierLocator(options: { required: boolean; description: string }): INodeProperties {
	return searchableLocator({
		...options,
		displayName: 'Supplier',
		name: 'supplier',
		searchListMethod: 'searchSuppliers',
		modes: [{ displayName: 'By Number', name: 'id', type: 'string', placeholder: 'e.g. 201' }],
	});
}

/** The chosen supplier number (at most 1024 characters, as purchase orders and incoming goods keep it); undefined when none. */
export function readSupplier(this: IExecuteFunctions, i: number, required: boolean): string | undefined {
	const check = new FieldValidator(this.getNode(), i);
	const value = String(this.getNodeParameter('supplier', i, '', { extractValue: true }) ?? '').trim();
	if (required) check.required('Supplier', value);
	check.maxLength('Supplier', value, 1024);
	return value || undefined;
}

export const PURCHASE_ORDERS_PATH = PURCHASE_ORDERS.path;

/** A purchase order from the company's open ones, or by its ID. */
export const purchaseOrderLocator = (description: string, name = 'id'): INodeProperties => ({
	...numberedDocumentLocator({ displayName: 'Purchase Order', searchListMethod: 'searchPurchaseOrders', description }),
	name,
});

/** The chosen purchase order's ID, checked (a positive int64). */
export function readPurchaseOrderId(this: IExecuteFunctions, i: number, name = 'id'): number {
	const value = this.getNodeParameter(name, i, '', { extractValue: true }) as string | number;
	return checkNumericId(new FieldValidator(this.getNode(), i), 'Purchase Order', value);
}

/** The stock point of a document's head: every row that names none is there. */
export const stockPointProperty: INodeProperties = {
	displayName: 'Stock Point Name or ID',
	name: 'stockPoint',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getStockPoints' },
	default: '',
	description:
		'The stock point of every row that names none. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	hint: 'An expression may also give the stock point code, e.g. MAIN',
};
