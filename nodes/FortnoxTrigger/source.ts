import type { IDataObject } from 'n8n-workflow';

import { classicChanges } from '../shared/polling';
import type { FortnoxContext } from '../shared/transport';
import { EVERY_RECORD } from '../shared/transport';
import type { Kind } from './sources';

/**
 * Where the changed records of a kind come from. Everything after it is the same for any source:
 * decide the events from the records' fields, fetch each record whole, drop what was already
 * emitted, and move the memory only when the events go to n8n. Today's source polls; a push source
 * would answer with the records named by Fortnox's WebSocket events since its stored offset.
 */
export interface ChangeSource {
	/** The records of `kind` changed since `since`, and the position the next read starts from. */
	changes(kind: Kind, filters: IDataObject, since: string): Promise<{ changed: IDataObject[]; next: string }>;
	/** The position a kind's memory starts from when it is made. */
	start(): string;
}

/** Fortnox is a Swedish service: `lastmodified` is a wall-clock minute in Stockholm. */
const STOCKHOLM = new Intl.DateTimeFormat('sv-SE', {
	timeZone: 'Europe/Stockholm',
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
});

/** `YYYY-MM-DD HH:MM` in Stockholm, built from parts so no locale's punctuation matters. */
export function stockholmMinute(ms: number): string {
	const part = Object.fromEntries(STOCKHOLM.formatToParts(ms).map(({ type, value }) => [type, value]));
	return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/**
 * How far before its own start a poll sets the next poll's `lastmodified`: the clock n8n runs on
 * may be behind Fortnox's by up to this much without a change slipping between two polls. What the
 * margin reads again is dropped as already emitted.
 */
export const CLOCK_MARGIN_MS = 60_000;

/**
 * The poll source: a list read with `lastmodified` = the minute the previous poll started (less the
 * margin). Fortnox compares whole minutes, so the boundary minute is read again by design.
 */
export function pollSource(context: FortnoxContext, now: number): ChangeSource {
	const next = stockholmMinute(now - CLOCK_MARGIN_MS);
	return {
		start: () => next,
		async changes(kind, filters, since) {
			const changed = await classicChanges(context, { path: kind.path, listKey: kind.listKey, qs: { ...filters, lastmodified: since } }, EVERY_RECORD);
			return { changed, next };
		},
	};
}
