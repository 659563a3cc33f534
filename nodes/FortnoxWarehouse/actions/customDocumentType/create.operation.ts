import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { checkTypeName } from '../../../shared/warehouse/checks';
import { segment, warehouseRequest } from '../../../shared/warehouse/request';
import { CUSTOM_DOCUMENT_TYPES } from '../../../shared/kinds';

const CATEGORIES = ['INBOUND', 'OUTBOUND'] as const;

export const option = { name: 'Create', action: 'Create a custom document type', description: 'Register a type name for your own inbound or outbound documents' };

export const description: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'referenceType',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. WEBSHOP',
		description:
			'1 to 25 letters, digits, underscores or dashes; stored in upper case. Names of Fortnox\'s own documents (e.g. ORDER, INVOICE, STOCKTAKING) are reserved.',
	},
	{
		displayName: 'Category',
		name: 'category',
		type: 'options',
		options: [
			{ name: 'Inbound', value: 'INBOUND', description: 'Documents of this type bring goods in' },
			{ name: 'Outbound', value: 'OUTBOUND', description: 'Documents of this type take goods out' },
		],
		default: 'INBOUND',
	},
];

/** Fortnox answers with a number only; the output is the type as Fortnox now has it. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const referenceType = checkTypeName(check, 'Name', this.getNodeParameter('referenceType', i) as string);
	const category = this.getNodeParameter('category', i) as string;
	check.oneOf('Category', category, CATEGORIES);
	await warehouseRequest(this, { method: 'POST', path: CUSTOM_DOCUMENT_TYPES.path, body: { category, referenceType }, itemIndex: i });
	return toItems(await warehouseRequest(this, { method: 'GET', path: `${CUSTOM_DOCUMENT_TYPES.path}/${segment(referenceType)}`, itemIndex: i }));
}
