import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { paymentNumber, paymentPath, PAYMENTS, readPaymentNumber } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['invoicePayment'], operation: ['bookkeep'] } }, [paymentNumber]);

/** Books the payment: the invoice's balance drops by its amount, and at 0 the invoice is fully paid. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const body = await fortnoxApiRequest(this, { method: 'PUT', path: paymentPath(readPaymentNumber.call(this, i), 'bookkeep'), itemIndex: i });
	return toItems(body[PAYMENTS.wrap] as IDataObject);
}
