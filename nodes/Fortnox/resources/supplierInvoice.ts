import { documentAction, getDocument, getDocuments } from '../../shared/operations/documents';
import { documentSearch, searchMethodOf } from '../../shared/operations/pickers';
import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/supplierInvoice/create.operation';
import {
	APPROVE_BOOKKEEP_RULES,
	APPROVE_PAYMENT_RULES,
	BOOKKEEP_RULES,
	CANCEL_RULES,
	CREDIT_RULES,
	SUPPLIER_INVOICE,
	SUPPLIER_INVOICE_FILTERS,
} from '../actions/supplierInvoice/fields';
import * as update from '../actions/supplierInvoice/update.operation';

const bookkeep = documentAction(
	SUPPLIER_INVOICE,
	{ name: 'Bookkeep', action: 'Bookkeep a supplier invoice', description: 'Book the invoice without the approval flow; after that it can be paid but no longer changed or cancelled' },
	{ method: 'PUT', action: 'bookkeep', once: true, rules: BOOKKEEP_RULES },
);

/** Supplier invoices, numbered by Fortnox (GivenNumber); each action is refused first where the invoice as it stands breaks Fortnox's rule for it, and sent once. */
export const supplierInvoice: Resource = {
	displayName: 'Supplier Invoice',
	value: 'supplierInvoice',
	default: 'create',
	operations: {
		getAll: { ...getDocuments(SUPPLIER_INVOICE, SUPPLIER_INVOICE_FILTERS), option: { name: 'Get Many', action: 'Get many supplier invoices', description: 'List supplier invoices by status, dates and changes' } },
		get: getDocument(SUPPLIER_INVOICE),
		create,
		update,
		// The approval books the invoice.
		approveBookkeep: documentAction(
			SUPPLIER_INVOICE,
			{
				name: 'Approve Bookkeeping',
				action: 'Approve the bookkeeping of a supplier invoice',
				description: "Approve the invoice's bookkeeping in Fortnox's approval flow; Fortnox then books it",
			},
			{ method: 'PUT', action: 'approvalbookkeep', once: true, rules: APPROVE_BOOKKEEP_RULES },
		),
		bookkeep: {
			...bookkeep,
			description: bookkeep.description.map((property) => ({
				...property,
				hint: 'Fortnox books an unbooked, uncancelled supplier invoice whose rows balance, once. Where the company approves supplier invoices, use Approve Bookkeeping instead: the approval books it.',
			})),
		},
		approvePayment: documentAction(
			SUPPLIER_INVOICE,
			{ name: 'Approve Payment', action: 'Approve a supplier invoice for payment', description: "Approve the invoice for payment (Fortnox's approval flow)" },
			{ method: 'PUT', action: 'approvalpayment', once: true, rules: APPROVE_PAYMENT_RULES },
		),
		// Only an unbooked one; a booked one is credited instead.
		cancel: documentAction(
			SUPPLIER_INVOICE,
			{ name: 'Cancel', action: 'Cancel a supplier invoice', description: 'Cancel a supplier invoice that is not booked' },
			{ method: 'PUT', action: 'cancel', once: true, rules: CANCEL_RULES },
		),
		// Fortnox refers to the credit in the original's CreditReference and answers with the original; the output is the credit invoice.
		credit: documentAction(
			SUPPLIER_INVOICE,
			{ name: 'Credit', action: 'Credit a supplier invoice', description: 'Make a credit invoice that cancels a booked supplier invoice' },
			{ method: 'PUT', action: 'credit', once: true, rules: CREDIT_RULES, creditReference: 'CreditReference' },
		),
	},
	listSearch: { [searchMethodOf(SUPPLIER_INVOICE)]: documentSearch(SUPPLIER_INVOICE) },
};
