import type { INodeProperties } from 'n8n-workflow';

import { customOutbound } from '../customDocument/kinds';
import { operationProperty } from '../customDocument/operation';
import * as get from './get.operation';
import * as release from './release.operation';
import * as save from './save.operation';
import * as voidDocument from './void.operation';

export { get, release, save, voidDocument as void };

export const description: INodeProperties[] = [
	operationProperty(customOutbound, {
		release: 'Lock the document and book its stock changes; a delivery takes the goods out',
		save: 'Create or replace a document that registers, reserves or delivers goods, under your own type and ID',
		void: 'Cancel the document and undo its stock changes',
	}),
	...get.description,
	...save.description,
	...release.description,
	...voidDocument.description,
];
