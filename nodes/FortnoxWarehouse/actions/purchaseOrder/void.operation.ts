import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actThenRead } from '../../shared/documentActions';
import { purchaseOrderLocator } from '../../shared/locators';
import { purchaseOrderPath } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['purchaseOrder'], operation: ['void'] } }, [
	{ ...purchaseOrderLocator('The purchase order to void'), hint: 'A voided order is kept, marked Voided, and no more goods are expected on it' },
]);

/** Fortnox answers with no body; the output is the order as it now stands (voided). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = purchaseOrderPath.call(this, i);
	return toItems(await actThenRead.call(this, i, `${path}/void`, path));
}
