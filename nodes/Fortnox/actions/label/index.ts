import type { INodeProperties } from 'n8n-workflow';

import { operationPicker } from '../../../shared/operations/picker';
import * as create from './create.operation';
import * as deleteLabel from './delete.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export { create, deleteLabel as delete, getAll, update };

export const description: INodeProperties[] = [
	operationPicker('label', [
		{ name: 'Create', value: 'create', action: 'Create a label', description: 'Add a label to the label register' },
		{ name: 'Delete', value: 'delete', action: 'Delete a label', description: 'Delete a label and its links to documents' },
		{ name: 'Get Many', value: 'getAll', action: 'Get many labels', description: 'List the label register' },
		{ name: 'Update', value: 'update', action: 'Update a label', description: "Change a label's description" },
	], 'getAll'),
	...getAll.description,
	...create.description,
	...update.description,
	...deleteLabel.description,
];
