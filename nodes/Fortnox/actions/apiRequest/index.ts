import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as send from './send.operation';

export { send };

export const description: INodeProperties[] = [
	operationPicker('apiRequest', [
		{
			name: 'Send',
			value: 'send',
			action: 'Send an API request',
			description: 'Call any Fortnox endpoint the other operations do not cover, through the same rate limit, retries and errors',
		},
	], 'send'),
	...send.description,
];
