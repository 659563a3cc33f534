import type { IDataObject } from 'n8n-workflow';

import { classicChangesAt } from '../shared/polling';
import type { FortnoxContext } from '../shared/transport';
import { EVERY_RECORD } from '../shared/transport';
import { CLOCK_MARGIN_MS, forgottenBefore, readMinute } from '../shared/polling/stockholm-time';
import type { Kind } from './sources';

/**
 * Where the changed records of a kind come from. Everything after it is the same for any source:
 * decide the events from the records' fields, fetch each record whole, drop what was already
 * emitted, and move the memory only when the events go to n8n. Today's source polls; a push source
 * would answer with the records named by Fortnox's WebSocket events since its stored offset.
 * Positions are instants (ms since the epoch, UTC) on Fortnox's clock.
 */
export interface ChangeSource {
	/** Every record of `kind` as it stands, and the position a memory made from them starts from. */
	everything(kind: Kind, filters: IDataObject): Promise<{ records: IDataObject[]; start: number }>;
	/**
	 * The records of `kind` changed since `since` (some changed a little before may come too), the
	 * position the next read starts from, and Fortnox's time when it answered (no record listed
	 * changed later).
	 */
	changes(kind: Kind, filters: IDataObject, since: number): Promise<{ changed: IDataObject[]; next: number; at: number }>;
	/** Changes before this instant are never listed again by a read from `since` or a later position: the memory may forget them. */
	forgets(since: number): number;
}

/**
 * The poll source: a list read with `lastmodified` from the position the previous read left (the
 * boundary minute and the margin are read again by design), positions from Fortnox's clock.
 */
export function pollSource(context: FortnoxContext): ChangeSource {
	// Fortnox dates every answer; only an answer without a Date (a proxy dropped it) falls back on n8n's clock.
	const timeOf = (at: number | undefined) => at ?? Date.now();
	return {
		async everything(kind, filters) {
			const { records, at } = await classicChangesAt(context, { path: kind.path, listKey: kind.listKey, qs: filters }, EVERY_RECORD);
			return { records, start: timeOf(at) - CLOCK_MARGIN_MS };
		},
		async changes(kind, filters, since) {
			const qs = { ...filters, lastmodified: readMinute(since) };
			const read = await classicChangesAt(context, { path: kind.path, listKey: kind.listKey, qs }, EVERY_RECORD);
			const at = timeOf(read.at);
			return { changed: read.records, next: at - CLOCK_MARGIN_MS, at };
		},
		forgets: forgottenBefore,
	};
}
