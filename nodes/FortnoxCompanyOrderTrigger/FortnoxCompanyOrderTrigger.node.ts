import type { IHookFunctions, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperties, credentialVersions, nodeCredentials, optionsCollection } from '../shared/descriptions';
import { checkExists, create, remove } from './registration';
import { receive } from './receive';
import { DEFAULT_SIGNATURE_HEADER } from './signature';

export class FortnoxCompanyOrderTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Fortnox Company Order Trigger',
		name: 'fortnoxCompanyOrderTrigger',
		icon: { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' },
		group: ['trigger'],
		...credentialVersions,
		subtitle: '={{($parameter["events"] || []).join(", ") || "All order events"}}',
		description: 'Starts the workflow when a company-formation order of the bank process changes',
		defaults: { name: 'Fortnox Company Order Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
		properties: [
			{
				displayName:
					'On activation this trigger registers its URL as a Fortnox webhook with a fresh secret and verifies the signature of every callback; unsigned or tampered calls are refused. Fortnox allows 10 webhooks per company.',
				name: 'notice',
				type: 'notice',
				default: '',
			},
			...authenticationProperties,
			{
				displayName: 'Events',
				name: 'events',
				type: 'multiOptions',
				options: [
					{ name: 'Order Accepted', value: 'ORDER_ACCEPTED' },
					{ name: 'Order Deleted', value: 'ORDER_DELETED' },
					{ name: 'Order Updated', value: 'ORDER_UPDATED' },
				],
				default: [],
				description: 'Start only for these events; none selected means every event',
			},
			{
				displayName: 'Order Types',
				name: 'orderTypes',
				type: 'multiOptions',
				options: [
					{ name: 'Start Company Order', value: 'START_COMPANY_ORDER' },
					{ name: 'Stock Company Order', value: 'STOCK_COMPANY_ORDER' },
				],
				default: [],
				description: 'Start only for these kinds of order; none selected means both',
			},
			optionsCollection([
					{
						displayName: 'Allow Insecure URL',
						name: 'allowInsecureUrl',
						type: 'boolean',
						default: false,
						description: 'Whether to register an http webhook URL (Fortnox calls only https otherwise); for tests only',
					},
					{
						displayName: 'Fetch Full Order',
						name: 'fetchOrder',
						type: 'boolean',
						default: false,
						description: 'Whether to read the whole order before starting, output as "order" (one API call per event)',
					},
					{
						displayName: 'Signature Header',
						name: 'signatureHeader',
						type: 'string',
						default: DEFAULT_SIGNATURE_HEADER,
						description: 'The request header that carries sha256=HEX-DIGEST',
					},
				]),
		],
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await checkExists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await create.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await remove.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return await receive.call(this);
	}
}
