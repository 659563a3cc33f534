import type { INodeProperties } from 'n8n-workflow';

import * as deleteEntry from './delete.operation';
import * as download from './download.operation';
import * as getFolder from './getFolder.operation';
import * as upload from './upload.operation';

export { deleteEntry as delete, download, getFolder, upload };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['inbox'] } },
		options: [
			{ name: 'Delete', value: 'delete', action: 'Delete a file or folder', description: 'Delete a file, or a folder with its content' },
			{ name: 'Download', value: 'download', action: 'Download a file', description: 'Download a file as binary data' },
			{ name: 'Get Folder', value: 'getFolder', action: 'Get a folder', description: 'List the files and sub-folders of a folder' },
			{ name: 'Upload', value: 'upload', action: 'Upload a file', description: 'Upload binary data as a file' },
		],
		default: 'getFolder',
	},
	...getFolder.description,
	...download.description,
	...upload.description,
	...deleteEntry.description,
];
