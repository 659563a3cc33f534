import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { purchaseOrderLocator, readPurchaseOrderId } from '../../../shared/warehouse/locators';
import { segment, warehouseRequest } from '../../../shared/warehouse/request';
import { PURCHASE_ORDERS_PATH } from './fields';

export const option = { name: 'Complete Dropship', action: 'Complete a dropship purchase order', description: "Complete an order delivered straight to a customer; says whether the customer's order was released" };

export const description: INodeProperties[] = [
	{
		...purchaseOrderLocator('The dropship purchase order to complete'),
		hint: "Completes an order the supplier delivers straight to your customer. The output says whether the customer's order it belongs to was released with it.",
	},
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readPurchaseOrderId.call(this, i);
	const answer = await warehouseRequest(this, { method: 'PUT', path: `${PURCHASE_ORDERS_PATH}/${segment(id)}/dropshipcomplete`, itemIndex: i });
	return toItems({ id, releasedParentOrder: answer?.releasedParentOrder === true });
}
