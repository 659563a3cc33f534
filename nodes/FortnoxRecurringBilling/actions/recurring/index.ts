import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as patch from './patch.operation';
import * as update from './update.operation';

export { create, get, getAll, patch, update };

export const description: INodeProperties[] = [
	operationPicker('recurring', [
		{ name: 'Create', value: 'create', action: 'Create a recurring contract', description: 'Create a contract; it starts ACTIVE' },
		{ name: 'Get', value: 'get', action: 'Get a recurring contract', description: 'Get a contract with its ETag' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many recurring contracts', description: 'List contracts with filters' },
		{
			name: 'Patch',
			value: 'patch',
			action: 'Patch a recurring contract',
			description: 'Change some fields (JSON Patch), or activate or deactivate a contract',
		},
		{ name: 'Update', value: 'update', action: 'Update a recurring contract', description: 'Replace the whole contract' },
	], 'getAll'),
	...getAll.description,
	...get.description,
	...create.description,
	...update.description,
	...patch.description,
];
