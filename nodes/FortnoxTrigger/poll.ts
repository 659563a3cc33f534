import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import { ACTIVATION_MARGIN_MS } from '../shared/activation-margin';
import type { StoredIds } from '../shared/polling';
import { classicChanges, failedPoll, IdSet, onePollAtATime, PollBudget, pollMemory, readEvents, refusalEnded, refusalReportedLately, refuseSetting } from '../shared/polling';
import { EVERY_RECORD } from '../shared/transport';
import type { TriggerEvent } from './events';
import { EVENTS } from './events';
import { latestEvents } from './latest';
import type { Candidate, Fired, KindMemory, Listed } from './memory';
import { baseline, byNumber, decide, madeSince } from './memory';
import { FetchedRecords } from '../shared/transport/record';
import { versionOf } from './record';
import type { ChangeSource } from './source';
import { stockholmInstant, stockholmMinute } from '../shared/polling/stockholm-time';
import { pollSource } from './source';
import type { Filter, Kind } from './sources';
import { eventsOf, idOf, KINDS, OVERDUE, refOf } from './sources';
import type { SupplierInvoiceMemory } from './supplier-invoices';
import { latestSupplierInvoices, SUPPLIER_INVOICE_EVENTS, supplierInvoiceWork } from './supplier-invoices';
import type { VoucherMemory } from './vouchers';
import { latestVoucher, VOUCHER_CREATED, voucherWork } from './vouchers';
import type { Pending, Sampler, Work } from './work';
import { doWork, isUpdate, workQueue } from './work';

/**
 * The node's static data: a memory per watched kind, the invoices overdue at the last poll, the
 * supplier invoices, the vouchers, the work the last poll had no time to fetch, and the Start From
 * applied.
 */
interface TriggerState {
	kinds?: Record<string, KindMemory>;
	overdue?: { scope: string; known: StoredIds };
	supplierInvoices?: SupplierInvoiceMemory;
	vouchers?: VoucherMemory;
	pending?: Pending[];
	/** The Start From the kinds started from last: another one makes them start from it. */
	startFrom?: string;
}

/** Each filter's query parameter. */
const FILTER_QUERY: Record<Filter, string> = { customerNumber: 'customernumber', invoiceType: 'invoicetype' };

/** The list's query for the user's filters that apply to it. */
function filterQuery(context: IPollFunctions, filters: Filter[]): IDataObject {
	const chosen = context.getNodeParameter('filters', {}) as IDataObject;
	const qs: IDataObject = {};
	for (const filter of filters) {
		const value = String(chosen[filter] ?? '').trim();
		if (value) qs[FILTER_QUERY[filter]] = value;
	}
	return qs;
}

/**
 * One kind through a change source: the changed records and the events their fields decide, as work
 * for the poll (a versioned kind's records carry the version the memory held). A kind without memory
 * (the first poll, or new filters) takes a baseline instead and decides nothing; with a `backfill`
 * instant, the baseline is the kind as it stood then, and what changed since is decided as new.
 */
async function kindWork(
	context: IPollFunctions,
	source: ChangeSource,
	records: FetchedRecords,
	kind: Kind,
	memory: KindMemory | undefined,
	filters: IDataObject,
	wanted: ReadonlySet<TriggerEvent>,
	backfill: number | undefined,
): Promise<{ work: Work[]; memory: KindMemory; fresh: boolean }> {
	const versioned = kind.updated !== undefined && wanted.has(kind.updated);
	// Versions are kept only while an update is watched: watching it anew starts from a baseline too.
	const scope = JSON.stringify({ ...filters, versioned });
	const ref = (id: string) => refOf(kind, id);
	const fresh = backfill !== undefined || !memory || memory.scope !== scope;
	const workOf = (candidates: Candidate[], items: Map<string, IDataObject>, versionAt: number, seen: (id: string) => Listed | undefined) =>
		candidates.map(({ id, events }): Work => ({
			ref: ref(id),
			events,
			kind: kind.key,
			id,
			...(versioned ? { at: versionAt, before: seen(id)?.[0] } : {}),
			item: items.get(id),
		}));
	if (fresh && backfill === undefined) {
		// Every record is known as it stands: the poll after this one tells new from changed.
		const { records: all, start } = await source.everything(kind, filters);
		// The first activation: n8n answers it before this poll, so what was made since shortly before is news.
		const recent = !memory || versioned ? await source.changes(kind, filters, start - ACTIVATION_MARGIN_MS) : undefined;
		const newcomers = !memory && recent ? madeSince(kind, all, recent.changed) : [];
		const isNewcomer = new Set(newcomers.map((item) => idOf(kind, item)));
		const { known, open } = baseline(kind, all.filter((item) => !isNewcomer.has(idOf(kind, item))));
		const versions: Record<string, Listed> = {};
		if (versioned && recent) {
			// The next poll reads from the start again: the records changed since then need a version.
			for (const id of recent.changed.map((item) => idOf(kind, item)).filter((id) => !isNewcomer.has(id))) {
				const record = await records.get(ref(id));
				if (record) versions[id] = [versionOf(record), recent.at];
			}
		}
		const made = decide(kind, newcomers, { known: known.toStored(), open }, wanted);
		const work = workOf(made.candidates, new Map(newcomers.map((item) => [idOf(kind, item), item])), recent?.at ?? start, () => undefined);
		return { work, memory: { scope, cursor: start, known: made.known.toStored(), open: made.open, versions }, fresh };
	}

	let from = memory!;
	let backfilled: Awaited<ReturnType<ChangeSource['changes']>> | undefined;
	if (backfill !== undefined) {
		// Only what did not change since then surely stood so: a record changed since is new to the trigger.
		const { records: all } = await source.everything(kind, filters);
		backfilled = await source.changes(kind, filters, backfill);
		const changedSince = new Set(backfilled.changed.map((item) => idOf(kind, item)));
		const { known, open } = baseline(kind, all.filter((item) => !changedSince.has(idOf(kind, item))));
		from = { scope, cursor: backfill, known: known.toStored(), open, versions: {} };
	}
	const since = typeof from.cursor === 'number' ? from.cursor : stockholmInstant(from.cursor);
	const { changed, next, at } = backfilled ?? (await source.changes(kind, filters, since));
	const { candidates, known, open } = decide(kind, changed, from, wanted);
	// An earlier release kept versions alone: as listed by the read this one repeats.
	const seen = (id: string): Listed | undefined => {
		const listed = from.versions[id];
		return typeof listed === 'string' ? [listed, since] : listed;
	};
	// Versions a later read may meet again stay; the work adds those of this read.
	const forgets = source.forgets(next);
	const versions: Record<string, Listed> = {};
	for (const id of Object.keys(from.versions)) {
		const listed = seen(id)!;
		if (listed[1] >= forgets) versions[id] = listed;
	}
	const work = workOf(candidates, new Map(changed.map((item) => [idOf(kind, item), item])), at, seen);
	return { work, memory: { scope, cursor: next, known: known.toStored(), open, versions }, fresh };
}

/**
 * Overdue invoices: those on Fortnox's `unpaidoverdue` list now that were not on it at the last poll.
 * With a `backfill` day, those that fell due on it or later (overdue since) are new.
 */
async function overdueWork(
	context: IPollFunctions,
	memory: TriggerState['overdue'],
	filters: IDataObject,
	backfill: string | undefined,
): Promise<{ work: Work[]; memory: NonNullable<TriggerState['overdue']> }> {
	const scope = JSON.stringify(filters);
	const list = await classicChanges(context, { path: OVERDUE.path, listKey: OVERDUE.listKey, qs: { ...OVERDUE.qs, ...filters } }, EVERY_RECORD);
	const items = new Map(list.map((item) => [idOf(OVERDUE, item), item]));
	const ids = [...items.keys()].sort(byNumber);
	const before =
		backfill === undefined
			? memory?.scope === scope && IdSet.from(memory.known)
			: new IdSet(ids.filter((id) => String(items.get(id)!.DueDate ?? '') < backfill));
	const work: Work[] = [];
	for (const id of before ? ids.filter((overdue) => !before.has(overdue)) : []) {
		work.push({ ref: refOf(OVERDUE, id), events: [OVERDUE.event], item: items.get(id) });
	}
	return { work, memory: { scope, known: new IdSet(ids).toStored() } };
}

const item = ({ event, record }: Fired): IDataObject => ({ event, ...record });

/**
 * One poll of the active trigger. First every watched list is read and the events decided: the
 * memory moves past all of it, and the work left by the previous poll comes first. Then the records
 * are fetched (each once) until the poll's budget is spent; the events go to n8n, and the work not
 * done waits in the memory for the next poll, which starts with it. Everything changes the memory in
 * the step that hands the events to n8n: a poll that throws moved nothing.
 */
async function activePoll(context: IPollFunctions, settings: Settings): Promise<INodeExecutionData[][] | null> {
	const { kinds, wanted, supplierInvoices, supplierNumber, wholeRecords, startFrom } = settings;
	const budget = new PollBudget(context);
	const memory = await pollMemory<TriggerState>(context);
	const { state } = memory;
	// A Start From not applied yet (first activation, or a new one): the kinds start from it.
	const backfill = startFrom && startFrom.value !== state.startFrom ? startFrom.at : undefined;
	const source = pollSource(context);
	const records = new FetchedRecords(context);
	const decided: Work[] = [];
	// Only the watched kinds keep a memory: a kind watched again later starts afresh.
	const memories: Record<string, KindMemory> = {};
	const fresh = new Set<string>();
	for (const kind of kinds) {
		const result = await kindWork(context, source, records, kind, state.kinds?.[kind.key], filterQuery(context, kind.filters), wanted, backfill);
		decided.push(...result.work);
		memories[kind.key] = result.memory;
		if (result.fresh) fresh.add(kind.key);
	}
	// An invoice falls overdue as the day after its due date begins.
	const backfillDay = backfill === undefined ? undefined : stockholmMinute(backfill - 1).slice(0, 10);
	const overdue = wanted.has(OVERDUE.event) ? await overdueWork(context, state.overdue, filterQuery(context, OVERDUE.filters), backfillDay) : undefined;
	if (overdue) decided.push(...overdue.work);
	const supplier = supplierInvoices ? await supplierInvoiceWork(context, records, state.supplierInvoices, wanted, supplierNumber) : undefined;
	if (supplier) decided.push(...supplier.work);
	const vouchers = wanted.has(VOUCHER_CREATED) ? await voucherWork(context, state.vouchers) : undefined;
	if (vouchers) decided.push(...vouchers.work);

	// Left work of a kind that starts afresh is dropped with its memory; events no longer chosen are too.
	const left = (state.pending ?? [])
		.filter((work) => work.kind === undefined || (memories[work.kind] && !fresh.has(work.kind)))
		.map((work) => ({ ...work, events: work.events.filter((event) => wanted.has(event)) }))
		.filter((work) => work.events.length || work.at !== undefined);
	const { fired, pending } = await doWork(workQueue(left, decided), { records, budget, memories, wholeRecords });

	state.kinds = memories;
	if (overdue) state.overdue = overdue.memory;
	else delete state.overdue;
	if (supplier) state.supplierInvoices = supplier.memory;
	else delete state.supplierInvoices;
	if (vouchers) state.vouchers = vouchers.memory;
	else delete state.vouchers;
	if (pending.length) state.pending = pending;
	else delete state.pending;
	state.startFrom = startFrom?.value ?? '';
	memory.keep();
	return fired.length ? [context.helpers.returnJsonArray(fired.map(item))] : null;
}

/** A date and time n8n's picker gives (`2026-11-20T08:00:00`), read as Stockholm's; one with an offset or `Z` as it says. */
const START_FROM = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Start From, if set, and the instant it stands for; one that is no date and time is refused before anything is sent. */
function readStartFrom(context: IPollFunctions, value: unknown): Settings['startFrom'] {
	const text = String(value ?? '').trim();
	if (!text) return undefined;
	const match = START_FROM.exec(text);
	const at = !match ? NaN : match[4] ? Date.parse(text) : stockholmInstant(`${match[1]} ${match[2] ?? '00'}:${match[3] ?? '00'}`);
	if (!Number.isFinite(at)) refuseSetting(context, 'Start From', `is "${text}"`, 'give a date and time, e.g. 2026-11-20T08:00:00 (Stockholm time)');
	return { value: text, at };
}

/** What the trigger watches, as its parameters say. */
interface Settings {
	kinds: Kind[];
	wanted: ReadonlySet<TriggerEvent>;
	supplierInvoices: boolean;
	supplierNumber: string;
	wholeRecords: boolean;
	/** Start From as set, and the instant it stands for. */
	startFrom?: { value: string; at: number };
}

/**
 * One poll: validate the settings, answer a manual test, or run the active trigger's poll (one at a
 * time: a tick that finds the previous poll still running is skipped). A failing request throws
 * before anything moved, so the next poll reports what this one could not; n8n saves static data
 * only after a poll that succeeded.
 */
export async function pollFortnox(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const wanted = readEvents<TriggerEvent>(this, EVENTS);
	const options = this.getNodeParameter('options', {}) as IDataObject;
	const settings: Settings = {
		kinds: KINDS.filter((kind) => eventsOf(kind).some((event) => wanted.has(event))),
		wanted,
		supplierInvoices: SUPPLIER_INVOICE_EVENTS.some((event) => wanted.has(event)),
		// Fortnox's supplier invoice list takes no supplier: the trigger keeps only that supplier's events.
		supplierNumber: String((this.getNodeParameter('filters', {}) as IDataObject).supplierNumber ?? '').trim(),
		wholeRecords: options.includeWholeRecord !== false,
		startFrom: readStartFrom(this, options.startFrom),
	};
	try {
		if (this.getMode() === 'manual') {
			const records = new FetchedRecords(this);
			const sample: Sampler = async (event, ref, listed) => (settings.wholeRecords || isUpdate(event) ? await records.get(ref) : listed);
			const samples = await latestEvents(this, sample, settings.kinds, wanted, (filters) => filterQuery(this, filters));
			if (settings.supplierInvoices) samples.push(...(await latestSupplierInvoices(this, sample, wanted, settings.supplierNumber)));
			if (wanted.has(VOUCHER_CREATED)) samples.push(...(await latestVoucher(this, sample)));
			return samples.length ? [this.helpers.returnJsonArray(samples.map(item))] : null;
		}
		const polled = await onePollAtATime(this, async () => await activePoll(this, settings));
		refusalEnded(this);
		return polled;
	} catch (error) {
		if (refusalReportedLately(this, error)) return null;
		throw failedPoll(this, error);
	}
}
