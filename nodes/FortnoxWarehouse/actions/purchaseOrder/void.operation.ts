import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actThenRead } from '../../../shared/warehouse/document-actions';
import { purchaseOrderLocator } from '../../../shared/warehouse/locators';
import { purchaseOrderPath } from './fields';

export const option = { name: 'Void', action: 'Void a purchase order', description: 'Cancel an order; it is kept, marked Voided' };

export const description: INodeProperties[] = [
	{ ...purchaseOrderLocator('The purchase order to void'), hint: 'A voided order is kept, marked Voided, and no more goods are expected on it' },
];

/** Fortnox answers with no body; the output is the order as it now stands (voided). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = purchaseOrderPath.call(this, i);
	return toItems(await actThenRead.call(this, i, `${path}/void`, path));
}
