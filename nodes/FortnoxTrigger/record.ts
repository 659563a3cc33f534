import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { FortnoxContext } from '../shared/transport';
import { fortnoxApiRequest } from '../shared/transport';

/** Where a record's single GET is: `{path}/{id}`, the answer's object, and any query it needs. */
export interface RecordRef {
	path: string;
	recordKey: string;
	id: string;
	qs?: IDataObject;
}

/**
 * The whole record as Fortnox's single GET returns it (an invoice with its rows); undefined when it
 * is gone (deleted after the list named it): it fires nothing, and the poll goes on.
 */
export async function wholeRecord(context: FortnoxContext, ref: RecordRef): Promise<IDataObject | undefined> {
	// The transport's errors are NodeApiError or NodeOperationError already: all but a 404 go on as they are.
	const body = await fortnoxApiRequest(context, { method: 'GET', path: `${ref.path}/${encodeURIComponent(ref.id)}`, qs: ref.qs }).catch((error: unknown) => {
		if (error instanceof NodeApiError && error.httpCode === '404') return undefined;
		throw error;
	});
	return body?.[ref.recordKey] as IDataObject | undefined;
}

/** The records one poll fetches, each at most once: an invoice that is both bookkept and overdue is one GET. */
export class PollRecords {
	private readonly fetched = new Map<string, Promise<IDataObject | undefined>>();

	constructor(private readonly context: FortnoxContext) {}

	async get(ref: RecordRef): Promise<IDataObject | undefined> {
		const key = JSON.stringify([ref.path, ref.id, ref.qs ?? {}]);
		if (!this.fetched.has(key)) this.fetched.set(key, wholeRecord(this.context, ref));
		return await this.fetched.get(key);
	}
}

/** A record's version: a digest of all its fields, so any change (and only a change) makes a new one. */
export const versionOf = (record: IDataObject): string =>
	createHash('sha256').update(JSON.stringify(record)).digest('hex').slice(0, 16);
