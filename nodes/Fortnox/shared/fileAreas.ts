import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { FileAreaKind } from '../../shared/kinds';
import { ARCHIVE as ARCHIVE_AREA, INBOX as INBOX_AREA } from '../../shared/kinds';
import { FieldValidator } from '../../shared/validation';

/** A file area of Fortnox's Arkivplats as the node shows it: its resource, picker and an example path. */
export interface FileArea extends FileAreaKind {
	resource: 'inbox' | 'archive';
	/** The picker's list-search method. */
	searchListMethod: string;
	/** A folder path as an example. */
	pathExample: string;
}

export const INBOX: FileArea = { ...INBOX_AREA, resource: 'inbox', searchListMethod: 'searchInboxFolders', pathExample: 'inbox_s/2026' };

export const ARCHIVE: FileArea = { ...ARCHIVE_AREA, resource: 'archive', searchListMethod: 'searchArchiveFolders', pathExample: 'Avtal/2026' };

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

export function folderLocator(area: FileArea, displayName: string, description: string): INodeProperties {
	return {
		displayName,
		name: 'folder',
		type: 'resourceLocator',
		default: { mode: 'list', value: 'root' },
		required: true,
		description,
		modes: [
			{ displayName: 'From List', name: 'list', type: 'list', typeOptions: { searchListMethod: area.searchListMethod, searchable: true } },
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
