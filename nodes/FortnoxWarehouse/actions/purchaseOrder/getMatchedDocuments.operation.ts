import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { purchaseOrderLocator } from '../../shared/locators';
import { warehouseRequest } from '../../shared/request';
import { purchaseOrderPath } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['purchaseOrder'], operation: ['getMatchedDocuments'] } }, [
	purchaseOrderLocator('The purchase order whose incoming goods and invoices to list'),
]);

/** One item per linked document ({id, type}); none when nothing is linked yet. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = purchaseOrderPath.call(this, i);
	return toItems(await warehouseRequest(this, { method: 'GET', path: `${path}/matches`, itemIndex: i }));
}
