import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { FieldValidator } from '../../../shared/validation';
import { checkCustomDocumentId } from '../../shared/checks';
import { segment } from '../../shared/request';
import { customTypeLocator, readType } from '../customDocumentType/fields';
import type { CustomDocumentKind } from './kinds';

/** Document Type and Document ID: together they name a custom document. */
export function documentProperties(kind: CustomDocumentKind, action: string): INodeProperties[] {
	return [
		customTypeLocator(`The type of the ${kind.noun} to ${action}`),
		{
			displayName: 'Document ID',
			name: 'id',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. 100045',
			description: 'Your own number for the document, 1 to 25 digits; unique within its type',
		},
	];
}

/** The path of the document the item names, after checking its type and ID. */
export function documentPath(this: IExecuteFunctions, i: number, kind: CustomDocumentKind): string {
	const type = readType.call(this, i);
	const id = checkCustomDocumentId(new FieldValidator(this.getNode(), i), 'Document ID', this.getNodeParameter('id', i) as string);
	return `${kind.path}/${segment(type)}/${segment(id)}`;
}
