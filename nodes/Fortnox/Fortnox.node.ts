import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, credentialVersions, concurrencyProperty, nodeCredentials } from '../shared/descriptions';
import * as account from './actions/account';
import * as apiRequest from './actions/apiRequest';
import * as inbox from './actions/inbox';
import * as label from './actions/label';
import { listSearch, loadOptions } from './methods';
import { router } from './router';

export class Fortnox implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox',
		name: 'fortnox',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['transform'],
		...credentialVersions,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: 'Work with Fortnox labels, the chart of accounts and the archive inbox, or send any Fortnox API request',
		defaults: { name: 'Fortnox' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: [
			...authenticationProperties,
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [
					{ name: 'Account', value: 'account' },
					{ name: 'API Request', value: 'apiRequest' },
					{ name: 'Inbox', value: 'inbox' },
					{ name: 'Label', value: 'label' },
				],
				default: 'label',
			},
			...label.description,
			...account.description,
			...inbox.description,
			...apiRequest.description,
			concurrencyProperty,
		],
	};

	methods = { loadOptions, listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
