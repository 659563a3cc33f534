import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { connectionOf, connectToProperty, fileIdProperty, readConnection } from './fields';

export const option = { name: 'Get', action: 'Get a file connection', description: 'Get the connection of one file' };

export const description: INodeProperties[] = [
	connectToProperty,
	{ ...fileIdProperty, description: 'The ID of the connected file' },
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const { kind, fileId } = readConnection.call(this, i);
	const answer = await fortnoxApiRequest(this, { method: 'GET', path: `${kind.path}/${encodeURIComponent(fileId)}`, itemIndex: i });
	return toItems(connectionOf(kind, answer));
}
