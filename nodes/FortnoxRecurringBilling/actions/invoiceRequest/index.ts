import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export { create, get, getAll };

export const description: INodeProperties[] = [
	operationPicker('invoiceRequest', [
		{
			name: 'Create',
			value: 'create',
			action: 'Create an invoice request',
			description: 'Invoice recurring contracts now, SYNC or ASYNC',
		},
		{ name: 'Get', value: 'get', action: 'Get an invoice request', description: 'Get a request with its status and invoice numbers' },
		{
			name: 'Get Many',
			value: 'getAll',
			action: 'Get many invoice requests',
			description: 'List the requests of some recurring contracts',
		},
	], 'create'),
	...create.description,
	...getAll.description,
	...get.description,
];
