import type { ILoadOptionsFunctions, INodeListSearchResult, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import type { OperationExecute, OperationSettle, ResourceMap } from '../router';
import { effectOf, withEffect } from './effects';

/** An operation of a resource: its entry in the Operation picker, its parameters and what it does for item `i`. */
export interface Operation {
	option: { name: string; action: string; description?: string };
	description: INodeProperties[];
	execute: OperationExecute;
	/** Whether items run one at a time: an operation that reads a record and writes it back whole. */
	sequential?: boolean;
	/** Once after every item: what the operation does for the whole batch. */
	settle?: OperationSettle;
}

export type ListSearchMethod = (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) => Promise<INodeListSearchResult>;
export type LoadOptionsMethod = (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>;

/** The pickers of a node, by the method names its parameters (and so saved workflows) hold. */
export interface Pickers {
	listSearch?: Record<string, ListSearchMethod>;
	loadOptions?: Record<string, LoadOptionsMethod>;
}

/** A resource of a node: its value and name in the Resource picker, its operations, and the pickers they use. */
export interface Resource extends Pickers {
	value: string;
	displayName: string;
	/** The operation the Operation picker starts on. */
	default: string;
	operations: Record<string, Operation>;
}

/** The one Operation picker: a resource's operations in the order of their names, as n8n's editor lists choices. */
function operationPicker(resource: string, options: INodePropertyOptions[], defaultOperation: string): INodeProperties {
	return {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource] } },
		options: options.map((option) => withEffect(resource, option)).sort((a, b) => a.name.localeCompare(b.name)),
		default: defaultOperation,
	};
}

/**
 * Preview, on every operation of `resource` that writes (API Request whatever its method: a GET
 * may act, as /email does, and one that only reads answers as ever). Last among the operation's
 * parameters; off by default, so saved workflows send as before.
 */
function previewOption(resource: string, operations: string[]): INodeProperties[] {
	const writing = operations.filter((operation) => effectOf(resource, operation) !== undefined);
	if (writing.length === 0) return [];
	return [
		{
			displayName: 'Preview Without Sending',
			name: 'preview',
			type: 'boolean',
			default: false,
			displayOptions: { show: { resource: [resource], operation: writing } },
			description:
				'Whether to run every check and the reads this operation needs, then output the request it would send (method, path and body; for an update also the record as it is now and the fields that would change) instead of sending it. Nothing is written to Fortnox, whatever the credential may do.',
		},
	];
}

/**
 * A node's parameters for its resources: the Resource picker, then each resource's Operation
 * picker and its operations' parameters, each shown for its resource and operation.
 */
export function resourceProperties(resources: Resource[], defaultResource: string): INodeProperties[] {
	const picker: INodeProperties = {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: resources.map(({ displayName, value }) => ({ name: displayName, value })).sort((a, b) => a.name.localeCompare(b.name)),
		default: '',
	};
	return [
		// The n8n linter wants a literal default where the picker is written; each node names its own.
		{ ...picker, default: defaultResource },
		...resources.flatMap(({ value: resource, operations, default: first }) => [
			operationPicker(resource, Object.entries(operations).map(([value, { option }]) => ({ ...option, value })), first),
			...Object.entries(operations).flatMap(([operation, { description }]) => updateDisplayOptions({ show: { resource: [resource], operation: [operation] } }, description)),
			...previewOption(resource, Object.keys(operations)),
		]),
	];
}

/** The router's map: each resource's operations by their values. */
export const routesOf = (resources: Resource[]): ResourceMap => Object.fromEntries(resources.map(({ value, operations }) => [value, operations]));

/** The node's pickers: every resource's, and `more` that no one resource owns. */
export function pickersOf(resources: Resource[], more: Pickers = {}): Required<Pickers> {
	const all = [...resources, more];
	return {
		listSearch: Object.assign({}, ...all.map((part) => part.listSearch ?? {})) as Record<string, ListSearchMethod>,
		loadOptions: Object.assign({}, ...all.map((part) => part.loadOptions ?? {})) as Record<string, LoadOptionsMethod>,
	};
}
