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
				description: 'In stock, available and reserved quantity of each item (article number) at each stock point',
			},
		],
		default: 'get',
	},
	...get.description,
];
