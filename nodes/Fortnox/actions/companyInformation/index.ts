import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as get from './get.operation';

export { get };

export const description: INodeProperties[] = [
	operationPicker('companyInformation', [{ name: 'Get', value: 'get', action: 'Get the company information', description: 'Get the name, organisation number and addresses of the company' }], 'get'),
];
