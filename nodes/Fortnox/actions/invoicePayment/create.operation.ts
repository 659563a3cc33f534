import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { INVOICES, documentLocator, readDocumentNumber } from '../../shared/documents';
import { describeField } from '../../shared/fieldDescriptions';
import { checkedFields, schemaProperties } from '../../shared/fields';
import { PAYMENTS } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['invoicePayment'], operation: ['create'] } }, [
	{ ...documentLocator(INVOICES), description: 'The booked invoice the customer paid' },
	{ displayName: 'Amount', name: 'amount', type: 'number', required: true, typeOptions: { numberPrecision: 2 }, default: 0, description: describeField('InvoicePayment', 'Amount') },
	{ displayName: 'Payment Date', name: 'paymentDate', type: 'dateTime', required: true, default: '', description: describeField('InvoicePayment', 'PaymentDate') },
	fieldCollection('additionalFields', schemaProperties('InvoicePayment', { omit: ['InvoiceNumber', 'Amount', 'PaymentDate'] })),
]);

/**
 * Registers a payment of a booked invoice; booking it (Bookkeep) lowers the invoice's balance. A
 * create that gets no answer is not sent again: no payment twice.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const values = {
		...(this.getNodeParameter('additionalFields', i, {}) as IDataObject),
		InvoiceNumber: Number(readDocumentNumber.call(this, i, INVOICES)),
		Amount: this.getNodeParameter('amount', i),
		PaymentDate: this.getNodeParameter('paymentDate', i),
	};
	const body = checkedFields(check, 'InvoicePayment', values);
	check.required('Payment Date', body.PaymentDate);
	if (body.Amount === 0) check.fail('Amount', 'is 0', 'a payment has an amount');
	const answer = await fortnoxApiRequest(this, { method: 'POST', path: PAYMENTS.path, body: { [PAYMENTS.wrap]: body }, itemIndex: i });
	return toItems(answer[PAYMENTS.wrap] as IDataObject);
}
