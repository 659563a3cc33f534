import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as complete from './complete.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as release from './release.operation';
import * as update from './update.operation';
import * as updatePartial from './updatePartial.operation';
import * as voidGoods from './void.operation';

export { complete, create, get, getAll, release, update, updatePartial, voidGoods as void };

export const description: INodeProperties[] = [
	operationPicker('incomingGoods', [
		{ name: 'Complete', value: 'complete', action: 'Complete an incoming goods document', description: 'Finalize the bookkeeping of released goods; no more supplier invoices can be matched' },
		{ name: 'Create', value: 'create', action: 'Create an incoming goods document', description: "Register goods that arrived, e.g. the rest of a purchase order; stock rises on Release" },
		{ name: 'Get', value: 'get', action: 'Get an incoming goods document', description: 'Get incoming goods with their rows' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many incoming goods documents', description: 'List incoming goods' },
		{ name: 'Release', value: 'release', action: 'Release an incoming goods document', description: 'Lock and bookkeep the goods: stock rises and the purchase order shows them received' },
		{ name: 'Update', value: 'update', action: 'Update an incoming goods document', description: 'Change unreleased goods; fields and rows left alone stay as they are' },
		{ name: 'Update Partial', value: 'updatePartial', action: 'Update some fields of an incoming goods document', description: 'Change note, delivery note or supplier name, released goods too' },
		{ name: 'Void', value: 'void', action: 'Void an incoming goods document', description: 'Cancel goods not yet completed nor matched to a supplier invoice' },
	], 'getAll'),
	...getAll.description,
	...get.description,
	...create.description,
	...update.description,
	...updatePartial.description,
	...release.description,
	...complete.description,
	...voidGoods.description,
];
