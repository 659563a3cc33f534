import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { actOnDocument, forceProperty } from '../../shared/documentActions';
import { documentPath, documentProperties } from './fields';
import type { CustomDocumentKind } from './kinds';

/** Void undoes a released document's stock changes; the document and its transactions stay. */
export function voidCustomDocument(kind: CustomDocumentKind) {
	async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
		const path = documentPath.call(this, i, kind);
		const force = kind.voidForce && (this.getNodeParameter('force', i, false) as boolean);
		return toItems(await actOnDocument.call(this, i, path, 'void', force ? { force } : undefined));
	}
	return {
		description: updateDisplayOptions({ show: { resource: [kind.resource], operation: ['void'] } }, [
			...documentProperties(kind, 'void'),
			...(kind.voidForce ? [forceProperty] : []),
		]),
		execute,
	};
}
