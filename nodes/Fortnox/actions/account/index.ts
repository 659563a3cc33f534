import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export { create, get, getAll, update };

export const description: INodeProperties[] = [
	operationPicker('account', [
		{ name: 'Create', value: 'create', action: 'Create an account', description: 'Add an account to the chart of accounts' },
		{ name: 'Get', value: 'get', action: 'Get an account', description: 'Get one account with its balances' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many accounts', description: 'List the chart of accounts' },
		{ name: 'Update', value: 'update', action: 'Update an account', description: 'Change fields of an account' },
	], 'getAll'),
	...getAll.description,
	...get.description,
	...create.description,
	...update.description,
];
