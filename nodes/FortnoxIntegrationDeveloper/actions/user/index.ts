import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as getAll from './getAll.operation';

export { getAll };

export const description: INodeProperties[] = [
	operationPicker('user', [
		{
			name: 'Get Many',
			value: 'getAll',
			action: 'Get many users',
			description: 'List the users of an integration in one customer company',
		},
	], 'getAll'),
	...getAll.description,
];
