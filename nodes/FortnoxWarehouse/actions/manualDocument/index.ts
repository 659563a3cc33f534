import type { INodeProperties } from 'n8n-workflow';

import * as getAll from './getAll.operation';

export { getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['manualDocument'] } },
		options: [
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many manual documents',
				description: 'List manual inbound and outbound documents and stock transfers',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
];
