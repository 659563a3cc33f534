import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { FieldValidator } from '../../../shared/validation';

/** Where a folder or file sits in the archive inbox: by Fortnox id, or by folder path. */
export interface InboxLocation {
	mode: 'id' | 'path';
	value: string;
}

/** The root and Fortnox's nine static inbox folders. */
export const PREDEFINED_FOLDERS = [
	{ id: 'root', name: 'Inbox (root)' },
	{ id: 'inbox_s', name: 'Supplier Invoices' },
	{ id: 'inbox_v', name: 'Vouchers' },
	{ id: 'inbox_kf', name: 'Customer Invoices' },
	{ id: 'inbox_o', name: 'Orders' },
	{ id: 'inbox_of', name: 'Offers' },
	{ id: 'inbox_a', name: 'Asset Register' },
	{ id: 'inbox_d', name: 'Daily Takings' },
	{ id: 'inbox_b', name: 'Bank Files' },
	{ id: 'inbox_l', name: 'Payroll Files' },
];

const idMode = {
	displayName: 'By ID',
	name: 'id',
	type: 'string' as const,
	placeholder: 'e.g. inbox_s',
};

const pathMode = {
	displayName: 'By Path',
	name: 'path',
	type: 'string' as const,
	placeholder: 'e.g. inbox_s/2026',
	hint: 'Folder names from the root, separated by slashes',
};

export function folderLocator(displayName: string, description: string): INodeProperties {
	return {
		displayName,
		name: 'folder',
		type: 'resourceLocator',
		default: { mode: 'list', value: 'root' },
		required: true,
		description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchInboxFolders', searchable: true },
			},
			idMode,
			pathMode,
		],
	};
}

export const fileOrFolderLocator: INodeProperties = {
	displayName: 'File or Folder',
	name: 'target',
	type: 'resourceLocator',
	default: { mode: 'id', value: '' },
	required: true,
	description: 'The file or folder to delete; a folder is deleted with everything in it',
	modes: [
		{ ...idMode, placeholder: 'e.g. 5f0c1c2e-…' },
		{ ...pathMode, placeholder: 'e.g. inbox_s/2026/invoice.pdf' },
	],
};

/** Reads a locator parameter; list picks are ids. Paths lose surrounding slashes. */
export function readLocation(this: IExecuteFunctions, name: string, field: string, i: number): InboxLocation {
	const locator = this.getNodeParameter(name, i) as IDataObject;
	const mode = locator.mode === 'path' ? 'path' : 'id';
	const raw = String(locator.value ?? '').trim();
	const value = mode === 'path' ? raw.replace(/^\/+|\/+$/g, '') : raw;
	new FieldValidator(this.getNode(), i).required(field, value);
	return { mode, value };
}

/** The request that addresses `location`: `/3/inbox/{id}` or `/3/inbox?path=`. */
export function inboxTarget(location: InboxLocation): { path: string; qs: IDataObject } {
	if (location.mode === 'path') return { path: '/3/inbox', qs: { path: location.value } };
	if (location.value === 'root') return { path: '/3/inbox', qs: {} };
	return { path: `/3/inbox/${encodeURIComponent(location.value)}`, qs: {} };
}
