import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { kronor } from '../../../shared/money';
import { toItems } from '../../../shared/router';
import { FieldValidator } from '../../../shared/validation';
import { financeRequest, invoiceLocator, readInvoiceNumber } from './fields';

export const option = { name: 'Report Payment', action: 'Report a payment of a Fortnox Finans invoice', description: 'Report capital the customer paid you directly' };

export const description: INodeProperties[] = [
	invoiceLocator,
	{ displayName: 'Payment Amount', name: 'paymentAmount', type: 'number', typeOptions: { numberPrecision: 2, minValue: 0 }, default: 0, required: true, description: 'The capital the customer paid you directly, in SEK' },
	{ displayName: 'Bookkeep Payment in Fortnox', name: 'bookkeepPaymentInFortnox', type: 'boolean', default: true, description: 'Whether Fortnox books the payment' },
	{ displayName: 'Payment Method Code', name: 'paymentMethodCode', type: 'string', default: '', placeholder: 'e.g. BG', description: 'The mode of payment, e.g. BG or PG; needed when Fortnox books the payment' },
	{ displayName: 'Payment Method Account', name: 'paymentMethodAccount', type: 'number', default: 1930, description: 'The account the payment is booked on, e.g. 1930; needed when Fortnox books the payment' },
	{ displayName: 'Client Takes Fees', name: 'clientTakesFees', type: 'boolean', default: false, description: "Whether you pay the customer's fees instead of the customer" },
	{ displayName: 'Report to Finance', name: 'reportToFinance', type: 'boolean', default: true, description: 'Whether Fortnox Finans deducts the amount from the invoice' },
];

/**
 * Fortnox: a customer "has paid some or all of the capital … directly to the client": the amount is
 * above 0 and at most the capital left (CurrentCapitalBalance, read first); the mode of payment and
 * its account are needed when Fortnox books it. Sent once: a repeat would report the payment twice.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const number = readInvoiceNumber.call(this, i);
	const amount = Number(this.getNodeParameter('paymentAmount', i));
	const bookkeep = this.getNodeParameter('bookkeepPaymentInFortnox', i) as boolean;
	const code = String(this.getNodeParameter('paymentMethodCode', i, '')).trim();
	const account = Number(this.getNodeParameter('paymentMethodAccount', i, 0));
	if (!(amount > 0)) check.fail('Payment Amount', `${amount} is not above 0`, 'report the capital paid, more than 0');
	if (bookkeep) {
		check.required('Payment Method Code', code);
		check.range('Payment Method Account', account, 1000, 9999);
	}
	const current = await financeRequest.call(this, i, { method: 'GET', number });
	const capital = Number(current.CurrentCapitalBalance ?? 0);
	if (Math.round(amount * 100) > Math.round(capital * 100)) {
		check.fail('Payment Amount', `${kronor(Math.round(amount * 100))} is more than the capital left (${kronor(Math.round(capital * 100))})`, 'a reported payment pays some or all of the capital');
	}
	const body = {
		PaymentAmount: amount,
		PaymentMethodCode: code,
		PaymentMethodAccount: account,
		ClientTakesFees: this.getNodeParameter('clientTakesFees', i) as boolean,
		BookkeepPaymentInFortnox: bookkeep,
		ReportToFinance: this.getNodeParameter('reportToFinance', i) as boolean,
	};
	return toItems(await financeRequest.call(this, i, { method: 'PUT', number, action: 'report-payment', body }));
}
