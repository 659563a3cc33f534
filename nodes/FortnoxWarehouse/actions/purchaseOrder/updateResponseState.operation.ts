import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { purchaseOrderLocator } from '../../shared/locators';
import { warehouseRequest } from '../../shared/request';
import { purchaseOrderPath, responseStateBody, responseStateProperty } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['purchaseOrder'], operation: ['updateResponseState'] } }, [
	purchaseOrderLocator("The purchase order the supplier's answer is about"),
	responseStateProperty,
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const path = purchaseOrderPath.call(this, i);
	const body = responseStateBody.call(this, i, check);
	return toItems(await warehouseRequest(this, { method: 'PUT', path: `${path}/response`, body, itemIndex: i }));
}
