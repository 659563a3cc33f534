import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as getAll from './getAll.operation';

export { getAll };

export const description: INodeProperties[] = [
	operationPicker('sale', [
		{
			name: 'Get Many',
			value: 'getAll',
			action: 'Get many sales',
			description: 'List the order and cancellation events of an integration',
		},
	], 'getAll'),
	...getAll.description,
];
