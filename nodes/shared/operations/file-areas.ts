import type { IDataObject, IExecuteFunctions, ILoadOptionsFunctions, INodeListSearchResult, INodeProperties } from 'n8n-workflow';

import { binaryFormData, fileNameFromDisposition } from '../binary';
import { binaryPropertyName, optionsCollection, outputBinaryPropertyName } from '../descriptions';
import type { FileAreaKind } from '../kinds';
import { toItems } from '../router';
import { fortnoxApiRequest, fortnoxRequest } from '../transport';
import { FieldValidator } from '../validation';
import type { Operation, Resource } from './resource';

/** A file area of Fortnox's Arkivplats as a resource shows it: with a folder path as an example. */
export interface FileArea extends FileAreaKind {
	pathExample: string;
}

/** The folder picker's list-search method, as saved workflows name it: searchInboxFolders. */
const searchMethodOf = (area: FileArea) => `search${area.noun.charAt(0).toUpperCase()}${area.noun.slice(1)}Folders`;

/** Where a folder or file sits in an area: by Fortnox id, or by folder path. */
export interface FileLocation {
	mode: 'id' | 'path';
	value: string;
}

const idMode = (placeholder: string) => ({ displayName: 'By ID', name: 'id', type: 'string' as const, placeholder });

const pathMode = (placeholder: string) => ({
	displayName: 'By Path',
	name: 'path',
	type: 'string' as const,
	placeholder: `e.g. ${placeholder}`,
	hint: 'Folder names from the root, separated by slashes',
});

/** A file of the inbox or archive, by the ID Get Folder or Upload gives it: what a file connection names. */
export const fileIdProperty: INodeProperties = {
	displayName: 'File ID',
	name: 'fileId',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. 70309094-9176-45b8-9eb7-881cca53b266',
	description: 'The ID of the file, as Get Folder or Upload of the inbox or archive gives it',
};

export function folderLocator(area: FileArea, displayName: string, description: string): INodeProperties {
	return {
		displayName,
		name: 'folder',
		type: 'resourceLocator',
		default: { mode: 'list', value: 'root' },
		required: true,
		description,
		modes: [
			{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: searchMethodOf(area), searchable: true } },
			idMode(`e.g. ${area.predefined[1]?.id ?? 'root'}`),
			pathMode(area.pathExample),
		],
	};
}

export const fileOrFolderLocator = (area: FileArea): INodeProperties => ({
	displayName: 'File or Folder',
	name: 'target',
	type: 'resourceLocator',
	default: { mode: 'id', value: '' },
	required: true,
	description: 'The file or folder to delete; a folder is deleted with everything in it',
	modes: [idMode('e.g. 5f0c1c2e-…'), pathMode(`${area.pathExample}/invoice.pdf`)],
});

/** Reads a locator parameter; list picks are ids. Paths lose surrounding slashes. */
export function readLocation(this: IExecuteFunctions, name: string, field: string, i: number): FileLocation {
	const locator = this.getNodeParameter(name, i) as IDataObject;
	const mode = locator.mode === 'path' ? 'path' : 'id';
	const raw = String(locator.value ?? '').trim();
	const value = mode === 'path' ? raw.replace(/^\/+|\/+$/g, '') : raw;
	new FieldValidator(this.getNode(), i).required(field, value);
	return { mode, value };
}

/** The request that addresses `location`: `{area}/{id}` or `{area}?path=`. */
export function areaTarget(area: FileArea, location: FileLocation): { path: string; qs: IDataObject } {
	if (location.mode === 'path') return { path: area.path, qs: { path: location.value } };
	if (location.value === 'root') return { path: area.path, qs: {} };
	return { path: `${area.path}/${encodeURIComponent(location.value)}`, qs: {} };
}

export const getFolder = (area: FileArea): Operation => ({
	option: { name: 'Get Folder', action: `Get a folder of the ${area.noun}`, description: 'List the files and sub-folders of a folder' },
	description: [
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
	],
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

export const download = (area: FileArea): Operation => ({
	option: { name: 'Download', action: `Download a file from the ${area.noun}`, description: 'Download a file as binary data' },
	description: [
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
	],
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

export const upload = (area: FileArea): Operation => ({
	option: { name: 'Upload', action: `Upload a file to the ${area.noun}`, description: 'Upload binary data as a file' },
	description: [
		folderLocator(
			area,
			'Destination Folder',
			`The folder to upload into. By path, missing sub-folders${area.predefined.length > 1 ? ' below a predefined folder' : ''} are created.`,
		),
		binaryPropertyName(`The file to upload to the ${area.noun}`),
		optionsCollection([
			{ displayName: 'File Name', name: 'fileName', type: 'string', default: '', description: 'Name to store the file under; defaults to the name of the binary file' },
		]),
	],
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

export const deleteEntry = (area: FileArea): Operation => ({
	option: { name: 'Delete', action: `Delete a file or folder in the ${area.noun}`, description: 'Delete a file, or a folder with its content' },
	description: [fileOrFolderLocator(area)],
	async execute(i) {
		const location = readLocation.call(this, 'target', 'File or Folder', i);
		await fortnoxApiRequest(this, { method: 'DELETE', ...areaTarget(area, location), itemIndex: i });
		return toItems({ deleted: true, [location.mode === 'path' ? 'Path' : 'Id']: location.value });
	},
});


/** An area's root and its folders, the predefined ones named. */
const searchFolders = (area: FileArea) =>
	async function (this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
		const body = await fortnoxApiRequest(this, { method: 'GET', path: area.path });
		const root = (body.Folder as IDataObject | undefined) ?? {};
		const known = new Map(area.predefined.map((folder) => [folder.id, folder.name]));
		const results = [{ name: known.get('root') as string, value: 'root' }];
		for (const folder of (root.Folders as IDataObject[] | undefined) ?? []) {
			const id = String(folder.Id);
			const name = String(folder.Name);
			results.push({ name: known.has(id) ? `${name} (${known.get(id)})` : name, value: id });
		}
		const wanted = filter?.toLowerCase();
		return { results: wanted ? results.filter((result) => [result.name, result.value].some((text) => text.toLowerCase().includes(wanted))) : results };
	};

/** A file area resource: its folders listed, files downloaded and uploaded, files and folders deleted. */
export const fileAreaResource = (area: FileArea, { displayName, value }: { displayName: string; value: string }): Resource => ({
	displayName,
	value,
	default: 'getFolder',
	operations: { getFolder: getFolder(area), download: download(area), upload: upload(area), delete: deleteEntry(area) },
	listSearch: { [searchMethodOf(area)]: searchFolders(area) },
});
