import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { warehouseRequest } from '../../shared/request';
import { readStockTakingPath, stockTakingLocator } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['stockTaking'], operation: ['get'] } }, [
	stockTakingLocator('The stock taking to get'),
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(await warehouseRequest(this, { method: 'GET', path: readStockTakingPath.call(this, i), itemIndex: i }));
}
