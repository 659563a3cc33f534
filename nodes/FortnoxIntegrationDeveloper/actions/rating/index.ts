import type { INodeProperties } from 'n8n-workflow';

import * as getAll from './getAll.operation';
import * as respond from './respond.operation';

export { getAll, respond };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['rating'] } },
		options: [
			{ name: 'Get Many', value: 'getAll', action: 'Get many ratings', description: 'List the ratings of your integrations' },
			{ name: 'Respond', value: 'respond', action: 'Respond to a rating', description: 'Answer a rating publicly' },
		],
		default: 'getAll',
	},
	...getAll.description,
	...respond.description,
];
