import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { orderLocator, orderPath, readOrderId } from '../../../shared/operations/company-orders';
import { stockCompanyOrder } from '../../../shared/kinds/bank-process';

export const option = { name: 'Deny', action: 'Deny a stock company order', description: 'Deny the order on behalf of the bank' };

export const description: INodeProperties[] = [
	{ ...orderLocator(stockCompanyOrder), hint: 'The bank denies the order; Fortnox sets its status to DENIED_BY_BANK' },
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const orderId = readOrderId.call(this, i);
	const order = await fortnoxApiRequest<IDataObject>(this, {
		method: 'PATCH',
		path: orderPath(stockCompanyOrder, orderId),
		headers: { 'Content-Type': 'application/json-patch+json' },
		body: { status: 'DENIED' },
		// Denying twice leaves the order denied: safe to repeat after a dropped answer.
		idempotent: true,
		itemIndex: i,
	});
	return toItems(order);
}
