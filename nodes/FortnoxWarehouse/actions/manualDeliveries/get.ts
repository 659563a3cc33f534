import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { warehouseRequest } from '../../shared/request';
import { documentLocator, readDocumentPath } from './fields';
import type { ManualKind } from './kinds';

export function getDocument(kind: ManualKind) {
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const path = readDocumentPath.call(this, i, kind);
		return toItems(await warehouseRequest(this, { method: 'GET', path, itemIndex: i }));
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['get'] } }, [
			documentLocator(`The ${kind.noun} to get, with its rows`),
		]),
		execute,
	};
}
