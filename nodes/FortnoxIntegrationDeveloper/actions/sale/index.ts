import type { INodeProperties } from 'n8n-workflow';

import * as getAll from './getAll.operation';

export { getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['sale'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many sales',
				description: 'List the order and cancellation events of an integration',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
];
