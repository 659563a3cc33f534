import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actThenRead } from '../../../shared/warehouse/document-actions';
import { purchaseOrderLocator } from '../../../shared/warehouse/locators';
import { purchaseOrderPath } from './fields';

export const option = { name: 'Complete', action: 'Complete a purchase order', description: 'Treat the order as fully received; what remains is no longer expected' };

export const description: INodeProperties[] = [
	{
		...purchaseOrderLocator('The purchase order to complete by hand'),
		hint: 'The order is treated as fully received: what remains of it is no longer expected. Stock does not change.',
	},
];

/** Fortnox answers with no body; the output is the order as it now stands (manually completed). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = purchaseOrderPath.call(this, i);
	return toItems(await actThenRead.call(this, i, `${path}/complete`, path));
}
