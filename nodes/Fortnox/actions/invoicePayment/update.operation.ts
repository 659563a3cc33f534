import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { checkedFields, schemaProperties } from '../../shared/fields';
import { paymentNumber, paymentPath, PAYMENTS, readPaymentNumber } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['invoicePayment'], operation: ['update'] } }, [
	paymentNumber,
	fieldCollection('updateFields', schemaProperties('InvoicePayment', { omit: ['InvoiceNumber'] })),
]);

/** Changes a payment that is not booked; Fortnox refuses a booked one. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const number = readPaymentNumber.call(this, i);
	const body = checkedFields(check, 'InvoicePayment', this.getNodeParameter('updateFields', i, {}) as IDataObject);
	if (Object.keys(body).length === 0) check.fail('Update Fields', 'are empty', 'add at least one field to change');
	const answer = await fortnoxApiRequest(this, { method: 'PUT', path: paymentPath(number), body: { [PAYMENTS.wrap]: body }, itemIndex: i });
	return toItems(answer[PAYMENTS.wrap] as IDataObject);
}
