import type { INodeProperties } from 'n8n-workflow';

import { registerOperationPicker } from '../../shared/registerOperations';
import * as create from './create.operation';
import * as deleteRecord from './delete.operation';
import { PROJECTS } from './fields';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export { create, deleteRecord as delete, get, getAll, update };

export const description: INodeProperties[] = [
	registerOperationPicker(PROJECTS, ['create', 'delete', 'get', 'getAll', 'update']),
	...getAll.description,
	...get.description,
	...create.description,
	...update.description,
	...deleteRecord.description,
];
