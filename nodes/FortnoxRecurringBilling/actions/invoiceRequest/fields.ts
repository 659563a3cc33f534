import type { IDataObject, INodeProperties } from 'n8n-workflow';

export const INVOICE_REQUEST_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'];

export const recurringIdsProperty: INodeProperties = {
	displayName: 'Recurring IDs',
	name: 'recurringIds',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10, 7b1d…',
};

export const outputOption: INodeProperties = {
	displayName: 'Output',
	name: 'output',
	type: 'options',
	options: [
		{ name: 'Invoice Request', value: 'request', description: 'One item: the request with its items' },
		{
			name: 'One Item per Recurring',
			value: 'items',
			description: "One item for each recurring of the request, with the request's ID and status",
		},
	],
	default: 'request',
};

/** The request as one item, or its items (one per recurring, carrying the invoice numbers) as items. */
export function requestOutput(request: IDataObject, output: unknown): IDataObject[] {
	if (output !== 'items') return [request];
	return ((request.items as IDataObject[] | undefined) ?? []).map((item) => ({
		invoice_request_id: request.id,
		invoice_request_status: request.status,
		...item,
	}));
}
