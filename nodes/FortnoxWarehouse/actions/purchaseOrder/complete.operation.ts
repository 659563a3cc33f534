import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actThenRead } from '../../shared/documentActions';
import { purchaseOrderLocator } from '../../shared/locators';
import { purchaseOrderPath } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['purchaseOrder'], operation: ['complete'] } }, [
	{
		...purchaseOrderLocator('The purchase order to complete by hand'),
		hint: 'The order is treated as fully received: what remains of it is no longer expected. Stock does not change.',
	},
]);

/** Fortnox answers with no body; the output is the order as it now stands (manually completed). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = purchaseOrderPath.call(this, i);
	return toItems(await actThenRead.call(this, i, `${path}/complete`, path));
}
