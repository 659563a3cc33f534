import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { classicChanges } from '../shared/polling';
import type { TriggerEvent } from './events';
import type { Fired } from './memory';
import type { Sampler } from './work';
import type { Filter, Kind } from './sources';
import { idOf, OVERDUE, refOf } from './sources';

/** One page of a list, newest first: what a manual test picks its samples from. */
const NEWEST_PAGE = { returnAll: false, limit: 500 };

/**
 * For a manual test run ("Fetch Test Event"): per chosen event, the newest record that shows it, as
 * the active trigger would emit it. One list request per watched kind and one GET per record sampled
 * whole; nothing is remembered.
 */
export async function latestEvents(
	context: IPollFunctions,
	sample: Sampler,
	kinds: Kind[],
	wanted: ReadonlySet<TriggerEvent>,
	filterQuery: (filters: Filter[]) => IDataObject,
): Promise<Fired[]> {
	const picks: Array<{ event: TriggerEvent; kind: Pick<Kind, 'path' | 'recordKey' | 'id'>; item: IDataObject }> = [];
	for (const kind of kinds) {
		const page = await classicChanges(context, { path: kind.path, listKey: kind.listKey, qs: { ...filterQuery(kind.filters), ...kind.newestFirst } }, NEWEST_PAGE);
		const newest = page[0];
		for (const event of [kind.created, kind.updated]) {
			if (event && wanted.has(event) && newest) picks.push({ event, kind, item: newest });
		}
		for (const state of kind.reached) {
			const shown = wanted.has(state.event) && page.find(state.when);
			if (shown) picks.push({ event: state.event, kind, item: shown });
		}
	}
	if (wanted.has(OVERDUE.event)) {
		const qs = { ...OVERDUE.qs, ...filterQuery(OVERDUE.filters), ...OVERDUE.newestFirst };
		const [newest] = await classicChanges(context, { path: OVERDUE.path, listKey: OVERDUE.listKey, qs }, { returnAll: false, limit: 1 });
		if (newest) picks.push({ event: OVERDUE.event, kind: OVERDUE, item: newest });
	}
	const samples: Fired[] = [];
	for (const { event, kind, item } of picks) {
		const record = await sample(event, refOf(kind, idOf(kind, item)), item);
		if (record) samples.push({ event, record });
	}
	return samples;
}
