import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, credentialVersions, concurrencyProperty, nodeCredentials } from '../shared/descriptions';
import * as startCompanyOrder from './actions/startCompanyOrder';
import * as stockCompanyOrder from './actions/stockCompanyOrder';
import * as webhook from './actions/webhook';
import { listSearch } from './methods';
import { router } from './router';

export class FortnoxCompanyOrders implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox Company Orders',
		name: 'fortnoxCompanyOrders',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['transform'],
		...credentialVersions,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: "Work with the company-formation orders of Fortnox's bank process and their webhooks",
		defaults: { name: 'Fortnox Company Orders' },
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
					{ name: 'Start Company Order', value: 'startCompanyOrder' },
					{ name: 'Stock Company Order', value: 'stockCompanyOrder' },
					{ name: 'Webhook', value: 'webhook' },
				],
				default: 'stockCompanyOrder',
			},
			...stockCompanyOrder.description,
			...startCompanyOrder.description,
			...webhook.description,
			concurrencyProperty,
		],
	};

	methods = { listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
