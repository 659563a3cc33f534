import type { INodeProperties } from 'n8n-workflow';

import { documentOperationPicker } from '../../shared/documentOperations';
import { ORDERS } from '../../shared/documents';
import * as cancel from './cancel.operation';
import * as create from './create.operation';
import * as createInvoice from './createInvoice.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as markSent from './markSent.operation';
import * as preview from './preview.operation';
import * as print from './print.operation';
import * as sendEmail from './sendEmail.operation';
import * as update from './update.operation';

export { cancel, create, createInvoice, get, getAll, markSent, preview, print, sendEmail, update };

export const description: INodeProperties[] = [
	documentOperationPicker(ORDERS, [
		{ name: 'Cancel', value: 'cancel', action: 'Cancel an order', description: 'Cancel an order that is not yet invoiced' },
		{ name: 'Create Invoice', value: 'createInvoice', action: 'Create an invoice from an order', description: 'Make an invoice of the order, linked to it' },
		{ name: 'Update', value: 'update', action: 'Update an order', description: 'Change the order or its rows' },
	]),
	...[getAll, get, create, update, cancel, createInvoice, sendEmail, markSent, print, preview].flatMap((operation) => operation.description),
];
