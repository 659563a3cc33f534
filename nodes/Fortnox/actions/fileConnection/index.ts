import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as create from './create.operation';
import * as deleteConnection from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export { create, deleteConnection as delete, get, getAll };

export const description: INodeProperties[] = [
	operationPicker('fileConnection', [
		{
			name: 'Create',
			value: 'create',
			action: 'Connect a file',
			description: 'Connect a file of the inbox or archive to a supplier invoice, voucher or article; an inbox file moves to the archive',
		},
		{ name: 'Delete', value: 'delete', action: 'Remove a file connection', description: 'Remove the connection of a file to its record' },
		{ name: 'Get', value: 'get', action: 'Get a file connection', description: 'Get the connection of one file' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many file connections', description: 'List the files connected to supplier invoices, vouchers or articles' },
	], 'create'),
	...getAll.description,
	...get.description,
	...create.description,
	...deleteConnection.description,
];
