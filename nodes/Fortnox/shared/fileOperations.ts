import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { operationPicker } from '../../shared/operations/picker';
import { binaryFormData, fileNameFromDisposition } from '../../shared/binary';
import { binaryPropertyName, optionsCollection, outputBinaryPropertyName } from '../../shared/descriptions';
import { toItems } from '../../shared/router';
import { fortnoxApiRequest, fortnoxRequest } from '../../shared/transport';
import { FieldValidator } from '../../shared/validation';
import type { FileArea } from './fileAreas';
import { areaTarget, fileOrFolderLocator, folderLocator, readLocation } from './fileAreas';
import type { Operation } from './registerOperations';

const show = (area: FileArea, operation: string, properties: Parameters<typeof updateDisplayOptions>[1]) =>
	updateDisplayOptions({ show: { resource: [area.resource], operation: [operation] } }, properties);

export const getFolderOperation = (area: FileArea): Operation => ({
	description: show(area, 'getFolder', [
		folderLocator(area, 'Folder', `The folder to list: the root${area.predefined.length > 1 ? ', a predefined folder' : ''} or a sub-folder`),
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
	]),
	async execute(i) {
		const location = readLocation.call(this, 'folder', 'Folder', i);
		const { output } = this.getNodeParameter('options', i, {}) as IDataObject;
		const body = await fortnoxApiRequest(this, { method: 'GET', ...areaTarget(area, location), itemIndex: i });
		const folder = typeof body === 'object' && body !== null ? (body.Folder as IDataObject | undefined) : undefined;
		if (!folder) {
			return new FieldValidator(this.getNode(), i).fail('Folder', `"${location.value}" is a file`, 'use the Download operation for files');
		}
		return output === 'files' ? toItems((folder.Files as IDataObject[] | undefined) ?? []) : toItems(folder);
	},
});

export const downloadOperation = (area: FileArea): Operation => ({
	description: show(area, 'download', [
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
		optionsCollection([{ displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Name for the output file, when Fortnox does not send one' }]),
	]),
	async execute(i) {
		const check = new FieldValidator(this.getNode(), i);
		const fileId = check.required('File ID', (this.getNodeParameter('fileId', i) as string).trim());
		const binaryProperty = this.getNodeParameter('binaryPropertyName', i) as string;
		const { fileName } = this.getNodeParameter('options', i, {}) as IDataObject;
		const response = await fortnoxRequest<Buffer>(this, { method: 'GET', path: `${area.path}/${encodeURIComponent(fileId)}`, binary: true, itemIndex: i });
		const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
		if (contentType.includes('application/json')) check.fail('File ID', `"${fileId}" is a folder`, 'use Get Folder to list a folder');
		const name = (fileName as string | undefined) || fileNameFromDisposition(response.headers['content-disposition']) || fileId;
		const binary = await this.helpers.prepareBinaryData(Buffer.from(response.body), name, contentType.split(';')[0]);
		return [{ json: { Id: fileId, Name: name, Size: response.body.length }, binary: { [binaryProperty]: binary } }];
	},
});

export const uploadOperation = (area: FileArea): Operation => ({
	description: show(area, 'upload', [
		folderLocator(
			area,
			'Destination Folder',
			`The folder to upload into. By path, missing sub-folders${area.predefined.length > 1 ? ' below a predefined folder' : ''} are created.`,
		),
		binaryPropertyName(`The file to upload to the ${area.noun}`),
		optionsCollection([
			{ displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Name to store the file under; defaults to the name of the binary file' },
		]),
	]),
	async execute(i) {
		const location = readLocation.call(this, 'folder', 'Destination Folder', i);
		const { fileName } = this.getNodeParameter('options', i, {}) as IDataObject;
		const form = await binaryFormData.call(this, i, this.getNodeParameter('binaryPropertyName', i) as string, {
			fileField: 'file',
			fileName: fileName as string | undefined,
		});
		const body = await fortnoxApiRequest(this, {
			method: 'POST',
			path: area.path,
			qs: location.mode === 'path' ? { path: location.value } : { folderid: location.value },
			body: form,
			itemIndex: i,
		});
		return toItems(body.File as IDataObject);
	},
});

export const deleteOperation = (area: FileArea): Operation => ({
	description: show(area, 'delete', [fileOrFolderLocator(area)]),
	async execute(i) {
		const location = readLocation.call(this, 'target', 'File or Folder', i);
		await fortnoxApiRequest(this, { method: 'DELETE', ...areaTarget(area, location), itemIndex: i });
		return toItems({ deleted: true, [location.mode === 'path' ? 'Path' : 'Id']: location.value });
	},
});

/** The Operation picker of a file area. */
export const fileOperationPicker = (area: FileArea): INodeProperties => operationPicker(area.resource, [
	{ name: 'Delete', value: 'delete', action: `Delete a file or folder in the ${area.noun}`, description: 'Delete a file, or a folder with its content' },
	{ name: 'Download', value: 'download', action: `Download a file from the ${area.noun}`, description: 'Download a file as binary data' },
	{ name: 'Get Folder', value: 'getFolder', action: `Get a folder of the ${area.noun}`, description: 'List the files and sub-folders of a folder' },
	{ name: 'Upload', value: 'upload', action: `Upload a file to the ${area.noun}`, description: 'Upload binary data as a file' },
], 'getFolder');
