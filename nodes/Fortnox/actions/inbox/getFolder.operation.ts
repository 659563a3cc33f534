import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { folderLocator, inboxTarget, readLocation } from './location';

export const description = updateDisplayOptions({ show: { resource: ['inbox'], operation: ['getFolder'] } }, [
	folderLocator('Folder', 'The folder to list: the root, a predefined folder or a sub-folder'),
	optionsCollection([
		{
			displayName: 'Output',
			name: 'output',
			type: 'options',
			default: 'folder',
			options: [
				{ name: 'Folder', value: 'folder', description: 'One item: the folder with its files and sub-folders' },
				{ name: 'One Item per File', value: 'files', description: 'One item for each file in the folder' },
			],
		},
	]),
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const location = readLocation.call(this, 'folder', 'Folder', i);
	const { output } = this.getNodeParameter('options', i, {}) as IDataObject;
	const target = inboxTarget(location);
	const body = await fortnoxApiRequest(this, { method: 'GET', ...target, itemIndex: i });
	const folder = typeof body === 'object' && body !== null ? (body.Folder as IDataObject | undefined) : undefined;
	if (!folder) {
		return new FieldValidator(this.getNode(), i).fail('Folder', `"${location.value}" is a file`, 'use the Download operation for files');
	}
	return output === 'files' ? toItems((folder.Files as IDataObject[] | undefined) ?? []) : toItems(folder);
}
