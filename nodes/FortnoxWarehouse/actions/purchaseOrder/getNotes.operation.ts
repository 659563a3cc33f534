import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { purchaseOrderLocator } from '../../shared/locators';
import { warehouseRequest } from '../../shared/request';
import { purchaseOrderPath } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['purchaseOrder'], operation: ['getNotes'] } }, [
	purchaseOrderLocator('The purchase order whose row notes to list'),
]);

/** One item per note on the order's rows ({note, purchaseOrderId, purchaseOrderRowId, rowNum}). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = purchaseOrderPath.call(this, i);
	return toItems(await warehouseRequest(this, { method: 'GET', path: `${path}/notes`, itemIndex: i }));
}
