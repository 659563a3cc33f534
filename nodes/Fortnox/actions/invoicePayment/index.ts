import type { INodeProperties } from 'n8n-workflow';

import * as bookkeep from './bookkeep.operation';
import * as create from './create.operation';
import * as deletePayment from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export { bookkeep, create, deletePayment as delete, get, getAll, update };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['invoicePayment'] } },
		options: [
			{ name: 'Bookkeep', value: 'bookkeep', action: 'Bookkeep an invoice payment', description: "Book the payment: the invoice's balance drops by its amount" },
			{ name: 'Create', value: 'create', action: 'Create an invoice payment', description: 'Register a payment of a booked invoice' },
			{ name: 'Delete', value: 'delete', action: 'Delete an invoice payment', description: 'Remove a payment that is not booked' },
			{ name: 'Get', value: 'get', action: 'Get an invoice payment', description: 'Get one payment' },
			{ name: 'Get Many', value: 'getAll', action: 'Get many invoice payments', description: 'List payments, of one invoice or all' },
			{ name: 'Update', value: 'update', action: 'Update an invoice payment', description: 'Change a payment that is not booked' },
		],
		default: 'create',
	},
	...[getAll, get, create, update, bookkeep, deletePayment].flatMap((operation) => operation.description),
];
