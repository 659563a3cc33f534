import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as get from './get.operation';

export { get };

export const description: INodeProperties[] = [
	operationPicker('stockBalance', [
		{
			name: 'Get',
			value: 'get',
			action: 'Get the stock balance',
			description: 'In stock, available and reserved quantity of each item (article number) at each stock point',
		},
	], 'get'),
	...get.description,
];
