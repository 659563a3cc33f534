import type { INodeProperties } from 'n8n-workflow';

import * as send from './send.operation';

export { send };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['apiRequest'] } },
		options: [
			{
				name: 'Send',
				value: 'send',
				action: 'Send an API request',
				description: 'Call any Fortnox endpoint the other operations do not cover, through the same rate limit, retries and errors',
			},
		],
		default: 'send',
	},
	...send.description,
];
