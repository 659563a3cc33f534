import type { INodeProperties } from 'n8n-workflow';

/** An operation as the Operation picker lists it. */
export interface OperationOption {
	name: string;
	value: string;
	action: string;
	description?: string;
}

/** The Operation picker of a resource: its operations in the order of their names, as n8n's editor lists choices. */
export function operationPicker(resource: string, options: OperationOption[], defaultOperation: string): INodeProperties {
	return {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource] } },
		options: [...options].sort((a, b) => a.name.localeCompare(b.name)),
		default: defaultOperation,
	};
}
