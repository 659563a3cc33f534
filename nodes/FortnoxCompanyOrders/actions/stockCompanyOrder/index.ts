import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as deny from './deny.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getByOrganizationNumber from './getByOrganizationNumber.operation';
import * as getDocument from './getDocument.operation';
import * as getDocumentTypes from './getDocumentTypes.operation';
import * as uploadDocument from './uploadDocument.operation';

export { deny, get, getAll, getByOrganizationNumber, getDocument, getDocumentTypes, uploadDocument };

export const description: INodeProperties[] = [
	operationPicker('stockCompanyOrder', [
		{ name: 'Deny', value: 'deny', action: 'Deny a stock company order', description: 'Deny the order on behalf of the bank' },
		{ name: 'Get', value: 'get', action: 'Get a stock company order' },
		{
			name: 'Get by Organization Number',
			value: 'getByOrganizationNumber',
			action: 'Get stock company orders by organization number',
			description: "Find the orders of a company by its organization number",
		},
		{ name: 'Get Document', value: 'getDocument', action: 'Download a stock company order document', description: 'Download a document of the order as a file' },
		{
			name: 'Get Document Types',
			value: 'getDocumentTypes',
			action: 'Get the document types of a stock company order',
			description: 'List the documents available for the order now',
		},
		{ name: 'Get Many', value: 'getAll', action: 'Get many stock company orders', description: 'List the orders where your bank was chosen' },
		{ name: 'Upload Document', value: 'uploadDocument', action: 'Upload a stock company order document', description: 'Upload a liquidity certificate' },
	], 'getAll'),
	...getAll.description,
	...getByOrganizationNumber.description,
	...get.description,
	...deny.description,
	...getDocumentTypes.description,
	...uploadDocument.description,
	...getDocument.description,
];
