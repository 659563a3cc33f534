import type { INodeProperties } from 'n8n-workflow';

import { documentOperationPicker } from '../../shared/documentOperations';
import { OFFERS } from '../../shared/documents';
import * as cancel from './cancel.operation';
import * as create from './create.operation';
import * as createInvoice from './createInvoice.operation';
import * as createOrder from './createOrder.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as markSent from './markSent.operation';
import * as preview from './preview.operation';
import * as print from './print.operation';
import * as sendEmail from './sendEmail.operation';
import * as update from './update.operation';

export { cancel, create, createInvoice, createOrder, get, getAll, markSent, preview, print, sendEmail, update };

export const description: INodeProperties[] = [
	documentOperationPicker(OFFERS, [
		{ name: 'Cancel', value: 'cancel', action: 'Cancel an offer', description: 'Cancel an offer that is not yet ordered' },
		{ name: 'Create Invoice', value: 'createInvoice', action: 'Create an invoice from an offer', description: 'Make an invoice of the offer, linked to it' },
		{ name: 'Create Order', value: 'createOrder', action: 'Create an order from an offer', description: 'Make an order of the offer, linked to it' },
		{ name: 'Update', value: 'update', action: 'Update an offer', description: 'Change the offer or its rows' },
	]),
	...[getAll, get, create, update, cancel, createOrder, createInvoice, sendEmail, markSent, print, preview].flatMap((operation) => operation.description),
];
