import type { INodeProperties } from 'n8n-workflow';

import { paymentOperationPicker } from '../../shared/payments';
import * as bookkeep from './bookkeep.operation';
import * as create from './create.operation';
import * as deletePayment from './delete.operation';
import { PAYMENTS } from './fields';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export { bookkeep, create, deletePayment as delete, get, getAll, update };

export const description: INodeProperties[] = [
	paymentOperationPicker(PAYMENTS, 'invoice payment', 'a booked invoice'),
	...[getAll, get, create, update, bookkeep, deletePayment].flatMap((operation) => operation.description),
];
