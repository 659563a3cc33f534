import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as getAll from './getAll.operation';

export { getAll };

export const description: INodeProperties[] = [
	operationPicker('manualDocument', [
		{
			name: 'Get Many',
			value: 'getAll',
			action: 'Get many manual documents',
			description: 'List manual inbound and outbound documents and stock transfers',
		},
	], 'getAll'),
	...getAll.description,
];
