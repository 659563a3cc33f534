import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { paymentNumber, paymentPath, PAYMENTS, readPaymentNumber } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['invoicePayment'], operation: ['get'] } }, [paymentNumber]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const body = await fortnoxApiRequest(this, { method: 'GET', path: paymentPath(readPaymentNumber.call(this, i)), itemIndex: i });
	return toItems(body[PAYMENTS.wrap] as IDataObject);
}
