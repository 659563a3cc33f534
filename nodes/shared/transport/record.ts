import type { IDataObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { FortnoxContext } from './context';
import { fortnoxApiRequest } from './request';
import type { SharedReads } from './shared-reads';

/** Where a record's single GET is: `{path}/{id}`, the answer's object, and any query it needs. */
export interface RecordRef {
	path: string;
	recordKey: string;
	id: string;
	qs?: IDataObject;
}

/**
 * The whole record as Fortnox's single GET returns it (an invoice with its rows); undefined when it
 * is gone (deleted after a list or an event named it): a trigger fires nothing for it and goes on.
 */
export async function wholeRecord(context: FortnoxContext, ref: RecordRef): Promise<IDataObject | undefined> {
	// The transport's errors are NodeApiError or NodeOperationError already: all but a 404 go on as they are.
	const body = await fortnoxApiRequest(context, { method: 'GET', path: `${ref.path}/${encodeURIComponent(ref.id)}`, qs: ref.qs }).catch((error: unknown) => {
		if (error instanceof NodeApiError && error.httpCode === '404') return undefined;
		throw error;
	});
	return body?.[ref.recordKey] as IDataObject | undefined;
}

/** One key per record a reference names: its path, number and query. */
export const recordKeyOf = (ref: RecordRef): string => JSON.stringify([ref.path, ref.id, ref.qs ?? {}]);

/**
 * The records one poll or one stream event fetches, each at most once: an invoice that is both
 * bookkept and overdue, or a payment that is bookkept and pays its invoice in full, is one GET.
 * With `shared`, the reads are also shared with the other workflows that ask under the same key
 * (the credential, the company and the event: see SharedReads).
 */
export class FetchedRecords {
	private readonly fetched = new Map<string, Promise<IDataObject | undefined>>();

	constructor(
		private readonly context: FortnoxContext,
		private readonly shared?: { reads: SharedReads; key: string },
	) {}

	async get(ref: RecordRef): Promise<IDataObject | undefined> {
		const key = recordKeyOf(ref);
		if (!this.fetched.has(key)) {
			const read = async () => await wholeRecord(this.context, ref);
			this.fetched.set(key, this.shared ? this.shared.reads.share(`${this.shared.key} ${key}`, read) : read());
		}
		return await this.fetched.get(key);
	}
}
