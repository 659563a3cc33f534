import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument } from '../../shared/documentActions';
import { documentLocator, readDocumentPath } from './fields';
import type { ManualKind } from './kinds';

export function releaseDocument(kind: ManualKind) {
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const path = readDocumentPath.call(this, i, kind);
		return toItems(await actOnDocument.call(this, i, path, 'release'));
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['release'] } }, [
			{
				...documentLocator(`The ${kind.noun} to release`),
				hint: `Release locks and bookkeeps the document and ${kind.releaseEffect}. Its date must not be in the future nor in a locked period. Afterwards only its note can change.`,
			},
		]),
		execute,
	};
}
