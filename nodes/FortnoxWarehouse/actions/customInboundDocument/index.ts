import type { INodeProperties } from 'n8n-workflow';

import { customInbound } from '../customDocument/kinds';
import { operationProperty } from '../customDocument/operation';
import * as get from './get.operation';
import * as release from './release.operation';
import * as save from './save.operation';
import * as voidDocument from './void.operation';

export { get, release, save, voidDocument as void };

export const description: INodeProperties[] = [
	operationProperty(customInbound, {
		release: 'Lock the document and book its goods into stock',
		save: 'Create or replace a document that brings goods in, under your own type and ID',
		void: 'Cancel the document and take its goods back out of stock',
	}),
	...get.description,
	...save.description,
	...release.description,
	...voidDocument.description,
];
