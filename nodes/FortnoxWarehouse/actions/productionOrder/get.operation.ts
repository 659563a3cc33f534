import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { warehouseRequest } from '../../shared/request';
import { orderLocator, orderPath, readOrderId } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['productionOrder'], operation: ['get'] } }, [
	orderLocator('The production order to get, with its package items'),
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = orderPath(readOrderId.call(this, i));
	return toItems(await warehouseRequest(this, { method: 'GET', path, itemIndex: i }));
}
