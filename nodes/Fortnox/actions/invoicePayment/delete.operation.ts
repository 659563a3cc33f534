import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxRequest } from '../../../shared/transport';
import { paymentNumber, paymentPath, readPaymentNumber } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['invoicePayment'], operation: ['delete'] } }, [paymentNumber]);

/** Removes a payment that is not booked; Fortnox refuses a booked one. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const number = readPaymentNumber.call(this, i);
	await fortnoxRequest(this, { method: 'DELETE', path: paymentPath(number), itemIndex: i });
	return toItems({ Number: number, deleted: true });
}
