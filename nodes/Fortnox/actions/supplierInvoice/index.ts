import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as approveBookkeep from './approveBookkeep.operation';
import * as approvePayment from './approvePayment.operation';
import * as bookkeep from './bookkeep.operation';
import * as cancel from './cancel.operation';
import * as create from './create.operation';
import * as credit from './credit.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export { approveBookkeep, approvePayment, bookkeep, cancel, create, credit, get, getAll, update };

export const description: INodeProperties[] = [
	operationPicker('supplierInvoice', [
		{
			name: 'Approve Bookkeeping',
			value: 'approveBookkeep',
			action: 'Approve the bookkeeping of a supplier invoice',
			description: "Approve the invoice's bookkeeping in Fortnox's approval flow; Fortnox then books it",
		},
		{ name: 'Approve Payment', value: 'approvePayment', action: 'Approve a supplier invoice for payment', description: 'Approve the invoice for payment (Fortnox\'s approval flow)' },
		{
			name: 'Bookkeep',
			value: 'bookkeep',
			action: 'Bookkeep a supplier invoice',
			description: 'Book the invoice without the approval flow; after that it can be paid but no longer changed or cancelled',
		},
		{ name: 'Cancel', value: 'cancel', action: 'Cancel a supplier invoice', description: 'Cancel a supplier invoice that is not booked' },
		{ name: 'Create', value: 'create', action: 'Create a supplier invoice', description: 'Register a supplier\'s invoice with its bookkeeping rows' },
		{ name: 'Credit', value: 'credit', action: 'Credit a supplier invoice', description: 'Make a credit invoice that cancels a booked supplier invoice' },
		{ name: 'Get', value: 'get', action: 'Get a supplier invoice', description: 'Get one supplier invoice with its rows' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many supplier invoices', description: 'List supplier invoices by status, dates and changes' },
		{ name: 'Update', value: 'update', action: 'Update a supplier invoice', description: 'Change a supplier invoice that is not booked' },
	], 'create'),
	...[getAll, get, create, update, approveBookkeep, bookkeep, approvePayment, cancel, credit].flatMap((operation) => operation.description),
];
