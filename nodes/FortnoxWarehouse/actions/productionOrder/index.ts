import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getPackageItems from './getPackageItems.operation';
import * as release from './release.operation';
import * as update from './update.operation';
import * as updateNote from './updateNote.operation';
import * as voidOrder from './void.operation';

export { create, get, getAll, getPackageItems, release, update, updateNote, voidOrder as void };

export const description: INodeProperties[] = [
	operationPicker('productionOrder', [
		{
			name: 'Create',
			value: 'create',
			action: 'Create a production order',
			description: 'Plan producing an item from its package items; Reserved state reserves them at once',
		},
		{ name: 'Get', value: 'get', action: 'Get a production order', description: 'Get a production order with its package items' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many production orders', description: 'List production orders by state and item' },
		{
			name: 'Get Package Items',
			value: 'getPackageItems',
			action: 'Get the package items of an item',
			description: "List what producing an item takes (its bill of materials), for a quantity or an order's quantity",
		},
		{
			name: 'Release',
			value: 'release',
			action: 'Release a production order',
			description: 'Lock and bookkeep the order: the package items leave stock and the produced item comes in',
		},
		{
			name: 'Update',
			value: 'update',
			action: 'Update a production order',
			description: 'Change an order not yet released; fields left alone stay as they are',
		},
		{
			name: 'Update Note',
			value: 'updateNote',
			action: 'Update the note of a production order',
			description: 'Change the note, the one thing that can still change after release',
		},
		{
			name: 'Void',
			value: 'void',
			action: 'Void a production order',
			description: 'Undo the stock movements of the order; the order itself is kept, marked voided',
		},
	], 'get'),
	...create.description,
	...get.description,
	...getAll.description,
	...getPackageItems.description,
	...update.description,
	...updateNote.description,
	...release.description,
	...voidOrder.description,
];
