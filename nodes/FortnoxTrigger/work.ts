import type { IDataObject } from 'n8n-workflow';

import { mapConcurrently } from '../shared/concurrency';
import type { PollBudget } from '../shared/polling';
import type { TriggerEvent } from './events';
import type { Fired, KindMemory } from './memory';
import type { FetchedRecords, RecordRef } from '../shared/transport/record';
import { recordKeyOf } from '../shared/transport/record';
import { unchangedSince, versionOf } from './record';
import { KINDS } from './sources';

/**
 * A record whose events the lists decided. They go out with the record fetched whole (one GET),
 * or with the list item when the user leaves the whole record out and nothing else needs it.
 */
export interface Work {
	ref: RecordRef;
	/** In order; an update among them awaits the version check (a new version, or no event). */
	events: TriggerEvent[];
	/** The kind whose memory learns what the GET finds: a record gone is forgotten; with `at`, its version is kept. */
	kind?: string;
	/** The record's identity in that memory (a price: its list, article and step); work an earlier release left names it by the GET's number. */
	id?: string;
	/** Of a kind whose updates are watched: Fortnox's time at the read that listed the record. */
	at?: number;
	/** The version the memory held before that read (none: not listed since the memory began). */
	before?: string;
	/** The list item (this poll only). */
	item?: IDataObject;
	/** The whole record, when the poll fetched it already to decide. */
	record?: IDataObject;
}

/** Work a poll decided but had no time to fetch: the next poll does it first. */
export type Pending = Omit<Work, 'item' | 'record'>;

/** For a manual test: an event's record as the active trigger would emit it (the list item, or fetched whole). */
export type Sampler = (event: TriggerEvent, ref: RecordRef, item: IDataObject) => Promise<IDataObject | undefined>;

const CREATED = new Set(KINDS.map((kind) => kind.created));
const UPDATES = new Set(KINDS.map((kind) => kind.updated));

/** An update is told from a record read again by the whole record's version: it is always fetched. */
export const isUpdate = (event: TriggerEvent): boolean => UPDATES.has(event);

/**
 * The poll's work in order: what the last poll left, then what this one decided. A record left
 * over and decided again is done once, at its earlier place, with all its events and the version
 * from before; one that two sources decided (an invoice bookkept and overdue) keeps both places and
 * is fetched once.
 */
export function workQueue(pending: Pending[], decided: Work[]): Work[] {
	const queue: Work[] = pending.map((work) => ({ ...work }));
	const left = new Map(queue.map((work) => [recordKeyOf(work.ref), work]));
	for (const work of decided) {
		const earlier = left.get(recordKeyOf(work.ref));
		if (!earlier || earlier.kind !== work.kind) {
			queue.push(work);
			continue;
		}
		// A record still to be announced as created is created, with what it holds by then.
		const created = earlier.events.some((event) => CREATED.has(event));
		earlier.events = [...new Set([...earlier.events, ...work.events])].filter((event) => !(created && UPDATES.has(event)));
		Object.assign(earlier, { at: work.at, item: work.item, record: work.record });
	}
	return queue;
}

/** Records fetched side by side: enough to keep Fortnox's 5 requests a second going at a few hundred ms an answer; the transport's limiter paces them. */
const FETCHES_AT_ONCE = 4;

/** A record the budget left for the next poll. */
const DEFERRED: unique symbol = Symbol('deferred');

/**
 * The events of the queue, in order, each record fetched at most once (none where the list item
 * serves); once the budget is spent, the work left that needs a GET is handed on as pending. What a
 * GET finds goes to the kinds' memories: a record gone is forgotten, a version is kept.
 */
export async function doWork(
	queue: Work[],
	options: { records: FetchedRecords; budget: PollBudget; memories: Record<string, KindMemory>; wholeRecords: boolean },
): Promise<{ fired: Fired[]; pending: Pending[] }> {
	const needsVersion = ({ at, events }: Work) => at !== undefined || events.some(isUpdate);
	const fetching = queue.filter((work) => !work.record && (options.wholeRecords || needsVersion(work) || !work.item));
	// Started in order, so what the budget allows is the front of the queue.
	const got = await mapConcurrently<IDataObject | undefined | typeof DEFERRED>(fetching.length, FETCHES_AT_ONCE, async (k) =>
		options.budget.allows() ? await options.records.get(fetching[k].ref) : DEFERRED,
	);
	const fetched = new Map<Work, IDataObject | undefined | typeof DEFERRED>(fetching.map((work, k) => [work, got[k]]));
	const fired: Fired[] = [];
	const pending: Pending[] = [];
	for (const work of queue) {
		const { ref, events, kind, at, before, item } = work;
		const memory = kind === undefined ? undefined : options.memories[kind];
		const id = work.id ?? ref.id;
		const found = fetched.has(work) ? fetched.get(work) : work.record;
		if (found === DEFERRED) {
			pending.push({ ref, events, kind, id: work.id, at, before });
			continue;
		}
		if (!found && fetched.has(work)) {
			// Gone since the list named it: it fires nothing.
			delete memory?.open[id];
			delete memory?.versions[id];
			continue;
		}
		const version = found && needsVersion(work) ? versionOf(found) : undefined;
		if (memory && at !== undefined && version !== undefined) memory.versions[id] = [version, at];
		for (const event of events) {
			if (isUpdate(event) && unchangedSince(before, version, found)) continue;
			fired.push({ event, record: (found ?? item)! });
		}
	}
	return { fired, pending };
}
