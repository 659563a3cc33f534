import type { INodeProperties } from 'n8n-workflow';

import * as getAll from './getAll.operation';

export { getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['user'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many users',
				description: 'List the users of an integration in one customer company',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
];
