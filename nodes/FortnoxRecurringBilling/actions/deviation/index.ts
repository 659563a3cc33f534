import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export { get, getAll };

export const description: INodeProperties[] = [
	operationPicker('deviation', [
		{ name: 'Get', value: 'get', action: 'Get a deviation', description: 'Get one deviation with its rows and accrual override' },
		{
			name: 'Get Many',
			value: 'getAll',
			action: 'Get many deviations',
			description: 'List the deviations of a recurring contract',
		},
	], 'getAll'),
	...getAll.description,
	...get.description,
];
