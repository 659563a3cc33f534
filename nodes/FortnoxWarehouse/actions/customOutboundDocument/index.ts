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
		displayOptions: { show: { resource: ['customOutboundDocument'] } },
		options: [
			{ name: 'Get', value: 'get', action: 'Get a custom outbound document' },
			{
				name: 'Release',
				value: 'release',
				action: 'Release a custom outbound document',
				description: 'Lock the document and book its stock changes; a delivery takes the goods out',
			},
			{
				name: 'Save',
				value: 'save',
				action: 'Save a custom outbound document',
				description: 'Create or replace a document that registers, reserves or delivers goods, under your own type and ID',
			},
			{
				name: 'Void',
				value: 'void',
				action: 'Void a custom outbound document',
				description: 'Cancel the document and undo its stock changes',
			},
		],
		default: 'get',
	},
	...get.description,
	...save.description,
	...release.description,
	...voidDocument.description,
];
