import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { warehouseRequest } from '../../shared/request';
import { documentPath, documentProperties } from './fields';
import type { CustomDocumentKind } from './kinds';

export function getCustomDocument(kind: CustomDocumentKind) {
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const path = documentPath.call(this, i, kind);
		return toItems(await warehouseRequest(this, { method: 'GET', path, itemIndex: i }));
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['get'] } }, documentProperties(kind, 'get')),
		execute,
	};
}
