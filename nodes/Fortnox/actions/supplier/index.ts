import type { INodeProperties } from 'n8n-workflow';

import { registerOperationPicker } from '../../shared/registerOperations';
import * as create from './create.operation';
import { SUPPLIERS } from './fields';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';
import * as upsert from './upsert.operation';

export { create, get, getAll, update, upsert };

/** Suppliers have no Delete here: Fortnox's API offers none. */
export const description: INodeProperties[] = [
	registerOperationPicker(SUPPLIERS, ['create', 'get', 'getAll', 'update', 'upsert']),
	...getAll.description,
	...get.description,
	...create.description,
	...update.description,
	...upsert.description,
];
