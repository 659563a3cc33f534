import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { FortnoxContext } from '../shared/transport';
import { fortnoxApiRequest } from '../shared/transport';

/**
 * The whole record as Fortnox's single GET returns it (an invoice with its rows); undefined when it
 * is gone (deleted after the list named it): it fires nothing, and the poll goes on.
 */
export async function wholeRecord(
	context: FortnoxContext,
	kind: { path: string; recordKey: string },
	id: string,
	qs?: IDataObject,
): Promise<IDataObject | undefined> {
	// The transport's errors are NodeApiError or NodeOperationError already: all but a 404 go on as they are.
	const body = await fortnoxApiRequest(context, { method: 'GET', path: `${kind.path}/${encodeURIComponent(id)}`, qs }).catch((error: unknown) => {
		if (error instanceof NodeApiError && error.httpCode === '404') return undefined;
		throw error;
	});
	return body?.[kind.recordKey] as IDataObject | undefined;
}

/** A record's version: a digest of all its fields, so any change (and only a change) makes a new one. */
export const versionOf = (record: IDataObject): string =>
	createHash('sha256').update(JSON.stringify(record)).digest('hex').slice(0, 16);
