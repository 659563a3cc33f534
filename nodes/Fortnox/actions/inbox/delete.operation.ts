import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { fileOrFolderLocator, inboxTarget, readLocation } from './location';

export const description = updateDisplayOptions({ show: { resource: ['inbox'], operation: ['delete'] } }, [
	fileOrFolderLocator,
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const location = readLocation.call(this, 'target', 'File or Folder', i);
	await fortnoxApiRequest(this, { method: 'DELETE', ...inboxTarget(location), itemIndex: i });
	return toItems({ deleted: true, [location.mode === 'path' ? 'Path' : 'Id']: location.value });
}
