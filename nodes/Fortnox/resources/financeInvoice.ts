import { toItems } from '../../shared/router';
import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/financeInvoice/create.operation';
import { financeAction, financeRequest, invoiceLocator, readInvoiceNumber } from '../actions/financeInvoice/fields';
import * as pause from '../actions/financeInvoice/pause.operation';
import * as reportPayment from '../actions/financeInvoice/reportPayment.operation';

/** Invoices handed to Fortnox Finans (noxfinansinvoices): their status and balance, and what the client may do while Fortnox Finans collects. */
export const financeInvoice: Resource = {
	displayName: 'Finance Invoice',
	value: 'financeInvoice',
	default: 'get',
	operations: {
		get: {
			option: { name: 'Get', action: 'Get a Fortnox Finans invoice', description: 'Get the status and balance of an invoice sent with Fortnox Finans' },
			description: [invoiceLocator],
			async execute(i) {
				return toItems(await financeRequest.call(this, i, { method: 'GET', number: readInvoiceNumber.call(this, i) }));
			},
		},
		create,
		pause,
		// A manual pause ends at once; Fortnox refuses to end one the system set.
		unpause: financeAction({ name: 'Unpause', action: 'Unpause a Fortnox Finans invoice', description: 'End a pause you set: reminders start again' }, 'unpause'),
		stop: financeAction({ name: 'Stop', action: 'Stop a Fortnox Finans invoice', description: 'Take the invoice out of Fortnox Finans: you handle it yourself from now' }, 'stop'),
		reportPayment,
		takeFees: financeAction({ name: 'Take Fees', action: 'Take the fees of a Fortnox Finans invoice', description: 'Pay the fees added to the invoice (e.g. reminder fees) instead of the customer' }, 'take-fees'),
	},
};
