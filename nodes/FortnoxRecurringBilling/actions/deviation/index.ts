import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as getAll from './getAll.operation';

export { get, getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['deviation'] } },
		options: [
			{ name: 'Get', value: 'get', action: 'Get a deviation', description: 'Get one deviation with its rows and accrual override' },
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many deviations',
				description: 'List the deviations of a recurring contract',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...get.description,
];
