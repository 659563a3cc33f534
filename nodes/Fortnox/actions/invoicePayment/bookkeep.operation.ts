import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { paymentNumber, paymentPath, PAYMENTS, readPaymentNumber } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['invoicePayment'], operation: ['bookkeep'] } }, [paymentNumber]);

/** Books the payment: the invoice's balance drops by its amount, and at 0 the invoice is fully paid. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const path = paymentPath(readPaymentNumber.call(this, i), 'bookkeep');
	// Fortnox's OpenAPI gives this PUT a body (an InvoicePayment): an empty one books the payment as it stands.
	// Not repeated after a lost answer: a repeat of a booking that worked is refused as already booked.
	const body = await fortnoxApiRequest(this, { method: 'PUT', path, body: { [PAYMENTS.wrap]: {} }, idempotent: false, itemIndex: i });
	return toItems(body[PAYMENTS.wrap] as IDataObject);
}
