import { INVOICES } from '../../shared/kinds';
import { salesRows } from '../../shared/operations/document-rows';
import type { DocumentKind } from '../../shared/operations/documents';
import { documentAction, documentPdf, salesDocumentResource } from '../../shared/operations/documents';
import { INVOICE_FILTERS } from '../actions/invoice/filters';

export const INVOICE: DocumentKind = {
	...INVOICES,
	schema: 'Invoice',
	rows: salesRows('InvoiceRow', 'InvoiceRows', 'DeliveredQuantity', 'invoice row'),
	numberLabel: 'Invoice Number',
	output: {
		simplified: ['DocumentNumber', 'CustomerNumber', 'CustomerName', 'InvoiceDate', 'DueDate', 'Total', 'Balance', 'Booked', 'Cancelled', 'Sent'],
		schemas: ['Invoice'],
	},
};

/** Invoices. Fortnox refuses to change a booked or cancelled invoice; a booked one is credited instead. */
export const invoice = salesDocumentResource(INVOICE, {
	displayName: 'Invoice',
	value: 'invoice',
	filters: INVOICE_FILTERS,
	update: 'Change an invoice that is not booked',
	more: {
		// Booked, it gets a voucher, can no longer be changed or cancelled, and can be paid.
		bookkeep: documentAction(
			INVOICE,
			{ name: 'Bookkeep', action: 'Bookkeep an invoice', description: 'Book the invoice; after that it can be paid but no longer changed or cancelled' },
			{ method: 'PUT', action: 'bookkeep', once: true },
		),
		cancel: documentAction(INVOICE, { name: 'Cancel', action: 'Cancel an invoice', description: 'Cancel an invoice that is not booked' }, { method: 'PUT', action: 'cancel', once: true }),
		// A credit invoice of a booked invoice: its rows negated, referring to the original (CreditInvoiceReference).
		// Fortnox answers with the original; the output is the credit invoice. It makes a document: sent once.
		credit: documentAction(
			INVOICE,
			{ name: 'Credit', action: 'Credit an invoice', description: 'Make a credit invoice that cancels a booked invoice' },
			{ method: 'PUT', action: 'credit', once: true, creditReference: 'CreditInvoiceReference' },
		),
		// The customer needs a GLN or an e-invoice address; Fortnox marks the invoice sent.
		sendEInvoice: documentAction(
			INVOICE,
			{ name: 'Send by E-Invoice', action: 'Send an invoice as an e invoice', description: 'Send the invoice as an e-invoice' },
			{ method: 'GET', action: 'einvoice', once: true },
		),
		// Fortnox prints the invoice and posts it to the customer's address; it marks it sent.
		sendEPrint: documentAction(
			INVOICE,
			{ name: 'Send by E-Print', action: 'Send an invoice by post', description: 'Have Fortnox print and post the invoice' },
			{ method: 'GET', action: 'eprint', once: true },
		),
		printReminder: documentPdf(
			INVOICE,
			{ name: 'Print Reminder', action: 'Print a payment reminder', description: 'Get a payment reminder of an overdue invoice as a PDF' },
			'printreminder',
		),
		// Its stock articles leave stock like an outbound delivery.
		warehouseReady: documentAction(
			INVOICE,
			{ name: 'Warehouse Ready', action: 'Mark an invoice warehouse ready', description: 'Let its stock articles leave the warehouse' },
			{ method: 'PUT', action: 'warehouseready', once: true },
		),
	},
});
