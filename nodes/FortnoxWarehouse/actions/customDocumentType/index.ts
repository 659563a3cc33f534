import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export { create, get, getAll };

export const description: INodeProperties[] = [
	operationPicker('customDocumentType', [
		{ name: 'Create', value: 'create', action: 'Create a custom document type', description: 'Register a type name for your own inbound or outbound documents' },
		{ name: 'Get', value: 'get', action: 'Get a custom document type' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many custom document types' },
	], 'getAll'),
	...getAll.description,
	...get.description,
	...create.description,
];
