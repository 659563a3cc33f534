import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { concurrencyProperty } from '../shared/descriptions';
import { resourceProperties } from '../shared/operations/resource';
import { RESOURCES } from './resources';
import { router } from './router';

export class FortnoxIntegrationDeveloper implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox Integration Developer',
		name: 'fortnoxIntegrationDeveloper',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Read the ratings, sales and users of your published Fortnox integrations',
		defaults: { name: 'Fortnox Integration Developer' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		// Fortnox's partner API takes only OAuth2 tokens: no access-token credential here.
		credentials: [{ name: 'fortnoxOAuth2Api', required: true }],
		properties: [
			{
				displayName:
					'The partner API needs an OAuth2 credential whose scope includes "developerapi", for a Fortnox developer account with a published integration',
				name: 'developerApiNotice',
				type: 'notice',
				default: '',
			},
			{
				displayName: 'Authentication',
				name: 'authentication',
				type: 'options',
				options: [{ name: 'OAuth2', value: 'oAuth2' }],
				default: 'oAuth2',
			},
			...resourceProperties(RESOURCES, 'rating'),
			concurrencyProperty,
		],
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this, this.continueOnFail());
	}
}
