import type { INodeProperties } from 'n8n-workflow';

import { documentOperationPicker } from '../../shared/documentOperations';
import { INVOICES } from '../../shared/documents';
import * as bookkeep from './bookkeep.operation';
import * as cancel from './cancel.operation';
import * as create from './create.operation';
import * as credit from './credit.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as markSent from './markSent.operation';
import * as preview from './preview.operation';
import * as print from './print.operation';
import * as printReminder from './printReminder.operation';
import * as sendEInvoice from './sendEInvoice.operation';
import * as sendEmail from './sendEmail.operation';
import * as sendEPrint from './sendEPrint.operation';
import * as update from './update.operation';
import * as warehouseReady from './warehouseReady.operation';

export { bookkeep, cancel, create, credit, get, getAll, markSent, preview, print, printReminder, sendEInvoice, sendEmail, sendEPrint, update, warehouseReady };

export const description: INodeProperties[] = [
	documentOperationPicker(INVOICES, [
		{ name: 'Bookkeep', value: 'bookkeep', action: 'Bookkeep an invoice', description: 'Book the invoice; after that it can be paid but no longer changed or cancelled' },
		{ name: 'Cancel', value: 'cancel', action: 'Cancel an invoice', description: 'Cancel an invoice that is not booked' },
		{ name: 'Credit', value: 'credit', action: 'Credit an invoice', description: 'Make a credit invoice that cancels a booked invoice' },
		{ name: 'Print Reminder', value: 'printReminder', action: 'Print a payment reminder', description: 'Get a payment reminder of an overdue invoice as a PDF' },
		{ name: 'Send by E-Invoice', value: 'sendEInvoice', action: 'Send an invoice as an e invoice', description: 'Send the invoice as an e-invoice' },
		{ name: 'Send by E-Print', value: 'sendEPrint', action: 'Send an invoice by post', description: 'Have Fortnox print and post the invoice' },
		{ name: 'Update', value: 'update', action: 'Update an invoice', description: 'Change an invoice that is not booked' },
		{ name: 'Warehouse Ready', value: 'warehouseReady', action: 'Mark an invoice warehouse ready', description: 'Let its stock articles leave the warehouse' },
	]),
	...[getAll, get, create, update, bookkeep, cancel, credit, sendEmail, sendEInvoice, sendEPrint, markSent, print, preview, printReminder, warehouseReady].flatMap(
		(operation) => operation.description,
	),
];
