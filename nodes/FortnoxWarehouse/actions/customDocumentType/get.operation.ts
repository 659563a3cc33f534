import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { segment, warehouseRequest } from '../../../shared/warehouse/request';
import { CUSTOM_DOCUMENT_TYPES } from '../../../shared/kinds';
import { customTypeLocator, readType } from '../../../shared/operations/custom-documents';

export const option = { name: 'Get', action: 'Get a custom document type' };

export const description: INodeProperties[] = [
	customTypeLocator('The document type to get'),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const type = readType.call(this, i);
	return toItems(await warehouseRequest(this, { method: 'GET', path: `${CUSTOM_DOCUMENT_TYPES.path}/${segment(type)}`, itemIndex: i }));
}
