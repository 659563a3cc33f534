import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { CUSTOM_DOCUMENT_TYPES } from '../../../shared/kinds';
import { FieldValidator } from '../../../shared/validation';
import { checkTypeName } from '../../shared/checks';

export const TYPES_PATH = CUSTOM_DOCUMENT_TYPES.path;

/** A custom document type from the list of the company's types, or by name. */
export const customTypeLocator = (description: string): INodeProperties => ({
	displayName: 'Document Type',
	name: 'type',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description,
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchCustomDocumentTypes', searchable: true },
		},
		{ displayName: 'By Name', name: 'name', type: 'string', placeholder: 'e.g. WEBSHOP' },
	],
});

export function readType(this: IExecuteFunctions, i: number): string {
	const value = this.getNodeParameter('type', i, '', { extractValue: true }) as string;
	return checkTypeName(new FieldValidator(this.getNode(), i), 'Document Type', value);
}
