import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { segment, warehouseRequest } from '../../shared/request';
import { customTypeLocator, readType, TYPES_PATH } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['customDocumentType'], operation: ['get'] } }, [
	customTypeLocator('The document type to get'),
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const type = readType.call(this, i);
	return toItems(await warehouseRequest(this, { method: 'GET', path: `${TYPES_PATH}/${segment(type)}`, itemIndex: i }));
}
