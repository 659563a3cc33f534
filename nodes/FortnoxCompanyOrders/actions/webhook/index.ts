import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as create from './create.operation';
import * as deleteWebhook from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as test from './test.operation';
import * as update from './update.operation';

export { create, deleteWebhook as delete, get, getAll, test, update };

export const description: INodeProperties[] = [
	operationPicker('webhook', [
		{ name: 'Create', value: 'create', action: 'Create a webhook', description: 'Register a URL for order events (at most 10)' },
		{ name: 'Delete', value: 'delete', action: 'Delete a webhook' },
		{ name: 'Get', value: 'get', action: 'Get a webhook' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many webhooks', description: 'List the registered webhooks' },
		{ name: 'Test', value: 'test', action: 'Test a webhook', description: 'Make Fortnox send a test callback with dummy data' },
		{ name: 'Update', value: 'update', action: 'Update a webhook', description: 'Change the URL or rotate the secret' },
	], 'getAll'),
	...getAll.description,
	...create.description,
	...get.description,
	...update.description,
	...deleteWebhook.description,
	...test.description,
];
