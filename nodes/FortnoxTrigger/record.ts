import { createHash } from 'node:crypto';

import type { IDataObject } from 'n8n-workflow';

import type { FortnoxContext } from '../shared/transport';
import type { RecordRef } from '../shared/transport/record';
import { wholeRecord } from '../shared/transport/record';

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
