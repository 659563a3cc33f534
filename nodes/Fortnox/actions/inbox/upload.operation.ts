import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { binaryFormData } from '../../../shared/binary';
import { binaryPropertyName, optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { folderLocator, readLocation } from './location';

export const description = updateDisplayOptions({ show: { resource: ['inbox'], operation: ['upload'] } }, [
	folderLocator(
		'Destination Folder',
		'The folder to upload into. By path, missing sub-folders below a predefined folder are created.',
	),
	binaryPropertyName('The file to upload to the inbox'),
	optionsCollection([
		{
			displayName: 'File Name',
			name: 'fileName',
			type: 'string',
			default: '',
			description: 'Name to store the file under; defaults to the name of the binary file',
		},
	]),
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const location = readLocation.call(this, 'folder', 'Destination Folder', i);
	const { fileName } = this.getNodeParameter('options', i, {}) as IDataObject;
	const form = await binaryFormData.call(this, i, this.getNodeParameter('binaryPropertyName', i) as string, {
		fileField: 'file',
		fileName: fileName as string | undefined,
	});
	const body = await fortnoxApiRequest(this, {
		method: 'POST',
		path: '/3/inbox',
		qs: location.mode === 'path' ? { path: location.value } : { folderid: location.value },
		body: form,
		itemIndex: i,
	});
	return toItems(body.File as IDataObject);
}
