import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getDocument from './getDocument.operation';
import * as getDocumentTypes from './getDocumentTypes.operation';
import * as update from './update.operation';
import * as uploadDocument from './uploadDocument.operation';

export { get, getAll, getDocument, getDocumentTypes, update, uploadDocument };

export const description: INodeProperties[] = [
	operationPicker('startCompanyOrder', [
		{ name: 'Get', value: 'get', action: 'Get a start company order' },
		{ name: 'Get Document', value: 'getDocument', action: 'Download a start company order document', description: 'Download a document of the order as a file' },
		{
			name: 'Get Document Types',
			value: 'getDocumentTypes',
			action: 'Get the document types of a start company order',
			description: 'List the documents available for the order now',
		},
		{ name: 'Get Many', value: 'getAll', action: 'Get many start company orders', description: 'List the orders where your bank was chosen' },
		{
			name: 'Update',
			value: 'update',
			action: 'Update a start company order',
			description: 'Deny or cancel the order, or record when the share capital arrived',
		},
		{ name: 'Upload Document', value: 'uploadDocument', action: 'Upload a start company order document', description: 'Upload a bank certificate' },
	], 'getAll'),
	...getAll.description,
	...get.description,
	...update.description,
	...getDocumentTypes.description,
	...uploadDocument.description,
	...getDocument.description,
];
