import type { INodeProperties } from 'n8n-workflow';

import { manualInbound } from '../manualDeliveries/kinds';
import { operationProperty } from '../manualDeliveries/operations';
import * as create from './create.operation';
import * as get from './get.operation';
import * as release from './release.operation';
import * as update from './update.operation';
import * as updateNote from './updateNote.operation';
import * as voidDocument from './void.operation';

export { create, get, release, update, updateNote, voidDocument as void };

export const description: INodeProperties[] = [
	operationProperty(manualInbound),
	...create.description,
	...get.description,
	...update.description,
	...updateNote.description,
	...release.description,
	...voidDocument.description,
];
