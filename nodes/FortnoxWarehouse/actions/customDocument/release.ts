import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument } from '../../shared/documentActions';
import { documentPath, documentProperties } from './fields';
import type { CustomDocumentKind } from './kinds';

export function releaseCustomDocument(kind: CustomDocumentKind) {
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		return toItems(await actOnDocument.call(this, i, documentPath.call(this, i, kind), 'release'));
	}
	return {
		description: updateDisplayOptions(
			{ show: { resource: [kind.resource], operation: ['release'] } },
			documentProperties(kind, 'release'),
		),
		execute,
	};
}
