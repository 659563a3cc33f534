import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';

export { get };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['companyInformation'] } },
		options: [{ name: 'Get', value: 'get', action: 'Get the company information', description: 'Get the name, organisation number and addresses of the company' }],
		default: 'get',
	},
];
