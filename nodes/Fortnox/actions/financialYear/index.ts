import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export { create, get, getAll };

export const description: INodeProperties[] = [
	operationPicker('financialYear', [
		{ name: 'Create', value: 'create', action: 'Create a financial year', description: 'Add a financial year after the last one' },
		{ name: 'Get', value: 'get', action: 'Get a financial year', description: 'Get one financial year by its ID' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many financial years', description: 'List the financial years, or find the one a date lies in' },
	], 'getAll'),
	...getAll.description,
	...get.description,
	...create.description,
];
