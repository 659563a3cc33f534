import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';

export { get };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['stockBalance'] } },
		options: [
			{
				name: 'Get',
				value: 'get',
				action: 'Get the stock balance',
				description: 'In stock and available quantities per item and stock point',
			},
		],
		default: 'get',
	},
	...get.description,
];
