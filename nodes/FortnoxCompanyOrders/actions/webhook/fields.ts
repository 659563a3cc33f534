import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { FieldValidator } from '../../../shared/validation';

export const webhookLocator: INodeProperties = {
	displayName: 'Webhook',
	name: 'webhookId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchWebhooks', searchable: true },
		},
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
						errorMessage: 'A webhook ID is a UUID',
					},
				},
			],
		},
	],
};

export function readWebhookId(this: IExecuteFunctions, i: number): string {
	const value = String(this.getNodeParameter('webhookId', i, '', { extractValue: true }) ?? '').trim();
	const check = new FieldValidator(this.getNode(), i);
	check.required('Webhook', value);
	check.uuid('Webhook', value);
	return value;
}
