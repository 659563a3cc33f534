import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as getAll from './getAll.operation';
import * as respond from './respond.operation';

export { getAll, respond };

export const description: INodeProperties[] = [
	operationPicker('rating', [
		{ name: 'Get Many', value: 'getAll', action: 'Get many ratings', description: 'List the ratings of your integrations' },
		{ name: 'Respond', value: 'respond', action: 'Respond to a rating', description: 'Answer a rating publicly' },
	], 'getAll'),
	...getAll.description,
	...respond.description,
];
