import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxRequest } from '../../../shared/transport';
import { connectToProperty, fileIdProperty, readConnection } from './fields';

export const option = { name: 'Delete', action: 'Remove a file connection', description: 'Remove the connection of a file to its record' };

export const description: INodeProperties[] = [
	connectToProperty,
	{ ...fileIdProperty, description: 'The ID of the connected file', hint: 'Removes the connection; the file stays in the archive' },
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const { kind, fileId } = readConnection.call(this, i);
	await fortnoxRequest(this, { method: 'DELETE', path: `${kind.path}/${encodeURIComponent(fileId)}`, itemIndex: i });
	return toItems({ FileId: fileId, deleted: true });
}
