import type { INodeProperties } from 'n8n-workflow';

import * as get from './get.operation';
import * as release from './release.operation';
import * as save from './save.operation';
import * as voidDocument from './void.operation';

export { get, release, save, voidDocument as void };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['customInboundDocument'] } },
		options: [
			{ name: 'Get', value: 'get', action: 'Get a custom inbound document' },
			{
				name: 'Release',
				value: 'release',
				action: 'Release a custom inbound document',
				description: 'Lock the document and book its goods into stock',
			},
			{
				name: 'Save',
				value: 'save',
				action: 'Save a custom inbound document',
				description: 'Create or replace a document that brings goods in, under your own type and ID',
			},
			{
				name: 'Void',
				value: 'void',
				action: 'Void a custom inbound document',
				description: 'Cancel the document and take its goods back out of stock',
			},
		],
		default: 'get',
	},
	...get.description,
	...save.description,
	...release.description,
	...voidDocument.description,
];
