import type { IDataObject } from 'n8n-workflow';

import type { StoredIds } from '../shared/polling';
import { IdSet } from '../shared/polling';
import type { TriggerEvent } from './events';
import type { Kind } from './sources';
import { allFlags, idOf } from './sources';

/**
 * What the trigger remembers of one kind between polls (the node's static data, all that survives
 * a restart): for which filters, and whether versions are kept (`scope`); the instant on Fortnox's
 * clock the next read starts from (`cursor`; a memory saved by an earlier release holds the
 * `YYYY-MM-DD HH:MM` Stockholm minute instead); every record number it knows (a number it does not
 * know is a created record); the states already shown by the records that may still reach one
 * (`open`); and, for each record a later read may list again though it did not change, its version
 * and Fortnox's time when it was listed (an earlier release kept the version alone, and digested
 * the record as written, not its values: record.ts tells the two forms apart).
 */
export interface KindMemory {
	scope: string;
	cursor: number | string;
	known: StoredIds;
	open: Record<string, string>;
	versions: Record<string, Listed | string>;
}

/** A record's version, and Fortnox's time when a read listed it with that version. */
export type Listed = [version: string, at: number];

/** An event, with the whole record it carries. */
export interface Fired {
	event: TriggerEvent;
	record: IDataObject;
}

/** A record that may fire, to be fetched whole: for its events, or for its version (a possible update). */
export interface Candidate {
	id: string;
	/** The chosen events its fields decide; an update among them still awaits the version check. */
	events: TriggerEvent[];
}

/** Numbers as numbers ("9" before "10"), then the others. */
export const byNumber = (a: string, b: string): number => {
	const [x, y] = [Number(a), Number(b)];
	return Number.isFinite(x) && Number.isFinite(y) ? x - y : a.localeCompare(b);
};

/**
 * The events the changed records decide by their fields, and what the kind's memory becomes. A
 * record seen twice (the list shifted while it was read) counts once, with its later item.
 */
export function decide(
	kind: Kind,
	changed: IDataObject[],
	memory: Pick<KindMemory, 'known' | 'open'>,
	wanted: ReadonlySet<TriggerEvent>,
): { candidates: Candidate[]; known: IdSet; open: Record<string, string> } {
	const known = IdSet.from(memory.known);
	const open = { ...memory.open };
	const latest = new Map(changed.map((item) => [idOf(kind, item), item]));
	const candidates: Candidate[] = [];
	for (const id of [...latest.keys()].sort(byNumber)) {
		const item = latest.get(id)!;
		const isNew = !known.has(id);
		// A known record that is not open settled before: every state it can reach was shown.
		const before = isNew ? '' : (open[id] ?? allFlags(kind));
		const events: TriggerEvent[] = [];
		if (isNew && kind.created) events.push(kind.created);
		let flags = before;
		for (const state of kind.reached) {
			if (!state.when(item) || flags.includes(state.flag)) continue;
			flags += state.flag;
			events.push(state.event);
		}
		known.add(id);
		if (kind.settled(flags)) delete open[id];
		else open[id] = flags;
		// An update is told from a re-read by the whole record's version: the record is fetched for it.
		if (!isNew && kind.updated) events.push(kind.updated);
		const chosen = events.filter((event) => wanted.has(event));
		const needsVersion = kind.updated !== undefined && wanted.has(kind.updated);
		if (chosen.length || needsVersion) candidates.push({ id, events: chosen });
	}
	return { candidates, known, open };
}

/** The baseline of a kind: every record known, the open ones with the states they show. */
export function baseline(kind: Kind, all: IDataObject[]): { known: IdSet; open: Record<string, string> } {
	const known = new IdSet();
	const open: Record<string, string> = {};
	for (const item of all) {
		const id = idOf(kind, item);
		known.add(id);
		const flags = kind.reached.filter((state) => state.when(item)).map((state) => state.flag).join('');
		if (!kind.settled(flags)) open[id] = flags;
	}
	return { known, open };
}

/**
 * The records of `recent` (changed lately) that were surely made lately. Fortnox numbers a new record
 * from the kind's number series, one above the last record it numbered: the records made lately hold
 * the newest numbers of a run of consecutive ones. So a changed record was made lately when every
 * number after it, up to the first number no record has, belongs to a record changed lately too; one
 * followed by an unchanged record existed before that record. A record numbered by hand outside the
 * series (an import's 1001) leaves a gap below it and tells nothing of the others. Kinds numbered by
 * free text tell nothing by their numbers: none.
 */
export function madeSince(kind: Kind, all: IDataObject[], recent: IDataObject[]): IDataObject[] {
	const numbers = all.map((item) => idOf(kind, item));
	if (!numbers.every((id) => /^\d+$/.test(id))) return [];
	const exists = new Set(numbers.map(Number));
	const changed = new Set(recent.map((item) => Number(idOf(kind, item))));
	const made = new Set<number>();
	// From the top of each run down: a number is made lately while the numbers after it were.
	for (const number of [...exists].sort((a, b) => b - a)) {
		if (changed.has(number) && (!exists.has(number + 1) || made.has(number + 1))) made.add(number);
	}
	return all.filter((item) => made.has(Number(idOf(kind, item))));
}
