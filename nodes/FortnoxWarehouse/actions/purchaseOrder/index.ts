import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as complete from './complete.operation';
import * as completeDropship from './completeDropship.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getCsv from './getCsv.operation';
import * as getMatchedDocuments from './getMatchedDocuments.operation';
import * as getNotes from './getNotes.operation';
import * as send from './send.operation';
import * as sendMany from './sendMany.operation';
import * as update from './update.operation';
import * as updatePartial from './updatePartial.operation';
import * as updateResponseState from './updateResponseState.operation';
import * as updateResponseStates from './updateResponseStates.operation';
import * as voidOrder from './void.operation';

export {
	complete,
	completeDropship,
	create,
	get,
	getAll,
	getCsv,
	getMatchedDocuments,
	getNotes,
	send,
	sendMany,
	update,
	updatePartial,
	updateResponseState,
	updateResponseStates,
	voidOrder as void,
};

export const description: INodeProperties[] = [
	operationPicker('purchaseOrder', [
		{ name: 'Complete', value: 'complete', action: 'Complete a purchase order', description: 'Treat the order as fully received; what remains is no longer expected' },
		{ name: 'Complete Dropship', value: 'completeDropship', action: 'Complete a dropship purchase order', description: "Complete an order delivered straight to a customer; says whether the customer's order was released" },
		{ name: 'Create', value: 'create', action: 'Create a purchase order', description: 'Create a purchase order to a supplier, with its rows' },
		{ name: 'Get', value: 'get', action: 'Get a purchase order', description: 'Get a purchase order with its rows and received quantities' },
		{ name: 'Get CSV', value: 'getCsv', action: 'Get purchase orders as a CSV file', description: 'Get the list of purchase orders as a CSV file' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many purchase orders', description: 'List purchase orders' },
		{ name: 'Get Matched Documents', value: 'getMatchedDocuments', action: 'Get the documents matched to a purchase order', description: 'List the incoming goods and invoices linked to an order' },
		{ name: 'Get Notes', value: 'getNotes', action: 'Get the notes of a purchase order', description: "List the notes on an order's rows" },
		{ name: 'Send', value: 'send', action: 'Send a purchase order by email', description: 'E-mail the order to the supplier with your own text; it becomes Sent' },
		{ name: 'Send Many', value: 'sendMany', action: 'Send purchase orders by email', description: "E-mail several orders to their suppliers with the company's default text" },
		{ name: 'Update', value: 'update', action: 'Update a purchase order', description: 'Change an order; fields and rows left alone stay as they are' },
		{ name: 'Update Partial', value: 'updatePartial', action: 'Update some fields of a purchase order', description: 'Change delivery date, internal reference, message, note or supplier name only' },
		{ name: 'Update Response State', value: 'updateResponseState', action: 'Set the response state of a purchase order', description: "Record the supplier's answer to an order" },
		{ name: 'Update Response States', value: 'updateResponseStates', action: 'Set the response state of several purchase orders', description: "Record the supplier's answer to several orders at once" },
		{ name: 'Void', value: 'void', action: 'Void a purchase order', description: 'Cancel an order; it is kept, marked Voided' },
	], 'getAll'),
	...getAll.description,
	...getCsv.description,
	...get.description,
	...create.description,
	...update.description,
	...updatePartial.description,
	...updateResponseState.description,
	...updateResponseStates.description,
	...send.description,
	...sendMany.description,
	...complete.description,
	...completeDropship.description,
	...getMatchedDocuments.description,
	...getNotes.description,
	...voidOrder.description,
];
