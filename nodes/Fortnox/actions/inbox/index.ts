import type { INodeProperties } from 'n8n-workflow';

import { INBOX } from '../../shared/fileAreas';
import { fileOperationPicker } from '../../shared/fileOperations';
import * as deleteEntry from './delete.operation';
import * as download from './download.operation';
import * as getFolder from './getFolder.operation';
import * as upload from './upload.operation';

export { deleteEntry as delete, download, getFolder, upload };

export const description: INodeProperties[] = [
	fileOperationPicker(INBOX),
	...getFolder.description,
	...download.description,
	...upload.description,
	...deleteEntry.description,
];
