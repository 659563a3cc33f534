import type { INodeProperties } from 'n8n-workflow';

import { registerOperationPicker } from '../../shared/registerOperations';
import * as create from './create.operation';
import * as deleteArticle from './delete.operation';
import { ARTICLES } from './fields';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';
import * as upsert from './upsert.operation';

export { create, deleteArticle as delete, get, getAll, update, upsert };

export const description: INodeProperties[] = [
	registerOperationPicker(ARTICLES),
	...getAll.description,
	...get.description,
	...create.description,
	...update.description,
	...upsert.description,
	...deleteArticle.description,
];
