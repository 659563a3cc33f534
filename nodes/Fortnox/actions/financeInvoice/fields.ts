import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { FINANCE_INVOICES, INVOICES } from '../../../shared/kinds';
import { recordPath } from '../../../shared/kinds';
import { recordLocator } from '../../../shared/operations/pickers';
import type { Operation } from '../../../shared/operations/resource';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

/** The invoice, which numbers its Fortnox Finans record too. */
export const invoiceLocator: INodeProperties = recordLocator(INVOICES, {
	name: 'invoiceNumber',
	displayName: 'Invoice',
	description: 'The invoice sent with Fortnox Finans, by its invoice number',
});

/** The invoice number item `i` names, checked: Fortnox numbers invoices 1, 2, 3 … */
export function readInvoiceNumber(this: IExecuteFunctions, i: number): string {
	const check = new FieldValidator(this.getNode(), i);
	const number = String(this.getNodeParameter('invoiceNumber', i, '', { extractValue: true }) ?? '').trim();
	check.required('Invoice', number);
	check.pattern('Invoice Number', number, /^[1-9]\d*$/, 'an invoice number is a whole number from 1');
	return number;
}

/** A request about one Fortnox Finans invoice (`action`: pause, stop …); the answer's record. */
export async function financeRequest(
	this: IExecuteFunctions,
	i: number,
	{ method, number, action, body }: { method: 'GET' | 'PUT'; number: string; action?: string; body?: IDataObject },
): Promise<IDataObject> {
	const path = `${recordPath(FINANCE_INVOICES, number)}${action ? `/${action}` : ''}`;
	// An action changes the collection for good (a payment, fees, a stop): never repeated after a lost answer.
	const answer = await fortnoxApiRequest(this, { method, path, itemIndex: i, ...(body ? { body: { [FINANCE_INVOICES.single]: body } } : {}), ...(method === 'PUT' ? { idempotent: false } : {}) });
	return answer[FINANCE_INVOICES.single] as IDataObject;
}

/** An action without a body (unpause, stop, take-fees): Fortnox answers the record as it now stands. */
export const financeAction = (option: Operation['option'], action: string): Operation => ({
	option,
	description: [invoiceLocator],
	async execute(i) {
		return toItems(await financeRequest.call(this, i, { method: 'PUT', number: readInvoiceNumber.call(this, i), action }));
	},
});
