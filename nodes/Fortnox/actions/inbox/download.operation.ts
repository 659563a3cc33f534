import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fileNameFromDisposition } from '../../../shared/binary';
import { optionsCollection, outputBinaryPropertyName } from '../../../shared/descriptions';
import { fortnoxRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

export const description = updateDisplayOptions({ show: { resource: ['inbox'], operation: ['download'] } }, [
	{
		displayName: 'File ID',
		name: 'fileId',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 5f0c1c2e-8f3a-4d5e-9b1a-2c3d4e5f6a7b',
		description: 'The ID of the file, as listed by Get Folder',
	},
	outputBinaryPropertyName,
	optionsCollection([
		{
			displayName: 'File Name',
			name: 'fileName',
			type: 'string',
			default: '',
			description: 'Name for the output file, when Fortnox does not send one',
		},
	]),
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const fileId = check.required('File ID', (this.getNodeParameter('fileId', i) as string).trim());
	const binaryPropertyName = this.getNodeParameter('binaryPropertyName', i) as string;
	const { fileName } = this.getNodeParameter('options', i, {}) as IDataObject;

	const response = await fortnoxRequest<Buffer>(this, {
		method: 'GET',
		path: `/3/inbox/${encodeURIComponent(fileId)}`,
		binary: true,
		itemIndex: i,
	});
	const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
	if (contentType.includes('application/json')) {
		check.fail('File ID', `"${fileId}" is a folder`, 'use Get Folder to list a folder');
	}
	const name =
		(fileName as string | undefined) ||
		fileNameFromDisposition(response.headers['content-disposition']) ||
		fileId;
	const binary = await this.helpers.prepareBinaryData(Buffer.from(response.body), name, contentType.split(';')[0]);
	return [{ json: { Id: fileId, Name: name, Size: response.body.length }, binary: { [binaryPropertyName]: binary } }];
}
