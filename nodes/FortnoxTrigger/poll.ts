import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import type { StoredIds } from '../shared/polling';
import { classicChanges, failedPoll, IdSet, onePollAtATime, readEvents } from '../shared/polling';
import { EVERY_RECORD } from '../shared/transport';
import type { TriggerEvent } from './events';
import { EVENTS } from './events';
import { latestEvents } from './latest';
import type { Fired, KindMemory, Listed } from './memory';
import { baseline, byNumber, decide } from './memory';
import { versionOf, wholeRecord } from './record';
import type { ChangeSource } from './source';
import { pollSource, stockholmInstant } from './source';
import type { Filter, Kind } from './sources';
import { eventsOf, KINDS, OVERDUE } from './sources';
import type { SupplierInvoiceMemory } from './supplier-invoices';
import { latestSupplierInvoices, SUPPLIER_INVOICE_EVENTS, supplierInvoiceEvents } from './supplier-invoices';
import type { VoucherMemory } from './vouchers';
import { latestVoucher, VOUCHER_CREATED, voucherEvents } from './vouchers';

/** The node's static data: a memory per watched kind, the invoices overdue at the last poll, the supplier invoices, the vouchers. */
interface TriggerState {
	kinds?: Record<string, KindMemory>;
	overdue?: { scope: string; known: StoredIds };
	supplierInvoices?: SupplierInvoiceMemory;
	vouchers?: VoucherMemory;
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
 * One kind through a change source: the changed records, the events their fields decide, each
 * record fetched whole (one GET), an update kept only when the record's version is new. A kind
 * without memory (the first poll, or new filters) takes a baseline instead and fires nothing.
 */
async function kindEvents(
	context: IPollFunctions,
	source: ChangeSource,
	kind: Kind,
	memory: KindMemory | undefined,
	filters: IDataObject,
	wanted: ReadonlySet<TriggerEvent>,
): Promise<{ fired: Fired[]; memory: KindMemory }> {
	const versioned = kind.updated !== undefined && wanted.has(kind.updated);
	// Versions are kept only while an update is watched: watching it anew starts from a baseline too.
	const scope = JSON.stringify({ ...filters, versioned });
	if (!memory || memory.scope !== scope) {
		// Every record is known as it stands: the poll after this one tells new from changed.
		const { records, start } = await source.everything(kind, filters);
		const { known, open } = baseline(kind, records);
		const versions: Record<string, Listed> = {};
		if (versioned) {
			// The next poll reads from the start again: the records changed since then need a version.
			const { changed, at } = await source.changes(kind, filters, start);
			for (const item of changed) {
				const id = String(item[kind.id]);
				const record = await wholeRecord(context, kind, id);
				if (record) versions[id] = [versionOf(record), at];
			}
		}
		return { fired: [], memory: { scope, cursor: start, known: known.toStored(), open, versions } };
	}

	const since = typeof memory.cursor === 'number' ? memory.cursor : stockholmInstant(memory.cursor);
	const { changed, next, at } = await source.changes(kind, filters, since);
	const { candidates, known, open } = decide(kind, changed, memory, wanted);
	const seen = (id: string): Listed | undefined => {
		const listed = memory.versions[id];
		return typeof listed === 'string' ? [listed, since] : listed;
	};
	// Versions a read from `next` may meet again stay; those of this read are added below.
	const forgets = source.forgets(next);
	const versions: Record<string, Listed> = {};
	for (const id of Object.keys(memory.versions)) {
		const listed = seen(id)!;
		if (listed[1] >= forgets) versions[id] = listed;
	}
	const fired: Fired[] = [];
	for (const candidate of candidates) {
		const record = await wholeRecord(context, kind, candidate.id);
		if (!record) {
			delete open[candidate.id];
			delete versions[candidate.id];
			continue;
		}
		const version = versionOf(record);
		const before = seen(candidate.id)?.[0];
		if (versioned) versions[candidate.id] = [version, at];
		for (const event of candidate.events) {
			if (event === kind.updated && before === version) continue;
			fired.push({ event, record });
		}
	}
	return { fired, memory: { scope, cursor: next, known: known.toStored(), open, versions } };
}

/** Overdue invoices: those on Fortnox's `unpaidoverdue` list now that were not on it at the last poll. */
async function overdueEvents(
	context: IPollFunctions,
	memory: TriggerState['overdue'],
	filters: IDataObject,
): Promise<{ fired: Fired[]; memory: NonNullable<TriggerState['overdue']> }> {
	const scope = JSON.stringify(filters);
	const list = await classicChanges(context, { path: OVERDUE.path, listKey: OVERDUE.listKey, qs: { ...OVERDUE.qs, ...filters } }, EVERY_RECORD);
	const ids = list.map((item) => String(item[OVERDUE.id])).sort(byNumber);
	const fired: Fired[] = [];
	if (memory && memory.scope === scope) {
		const before = IdSet.from(memory.known);
		for (const id of ids.filter((overdue) => !before.has(overdue))) {
			const record = await wholeRecord(context, OVERDUE, id);
			if (record) fired.push({ event: OVERDUE.event, record });
		}
	}
	return { fired, memory: { scope, known: new IdSet(ids).toStored() } };
}

const item = ({ event, record }: Fired): IDataObject => ({ event, ...record });

/** One poll of the active trigger: every watched source, then the memory moves with the events it hands to n8n. */
async function activePoll(
	context: IPollFunctions,
	kinds: Kind[],
	wanted: ReadonlySet<TriggerEvent>,
	supplierInvoices: boolean,
	supplierNumber: string,
): Promise<INodeExecutionData[][] | null> {
	const state = context.getWorkflowStaticData('node') as TriggerState;
	const source = pollSource(context);
	const fired: Fired[] = [];
	// Only the watched kinds keep a memory: a kind watched again later starts afresh.
	const memories: Record<string, KindMemory> = {};
	for (const kind of kinds) {
		const result = await kindEvents(context, source, kind, state.kinds?.[kind.key], filterQuery(context, kind.filters), wanted);
		fired.push(...result.fired);
		memories[kind.key] = result.memory;
	}
	const overdue = wanted.has(OVERDUE.event) ? await overdueEvents(context, state.overdue, filterQuery(context, OVERDUE.filters)) : undefined;
	if (overdue) fired.push(...overdue.fired);
	const supplier = supplierInvoices ? await supplierInvoiceEvents(context, state.supplierInvoices, wanted, supplierNumber) : undefined;
	if (supplier) fired.push(...supplier.fired);
	const vouchers = wanted.has(VOUCHER_CREATED) ? await voucherEvents(context, state.vouchers) : undefined;
	if (vouchers) fired.push(...vouchers.fired);

	state.kinds = memories;
	if (overdue) state.overdue = overdue.memory;
	else delete state.overdue;
	if (supplier) state.supplierInvoices = supplier.memory;
	else delete state.supplierInvoices;
	if (vouchers) state.vouchers = vouchers.memory;
	else delete state.vouchers;
	return fired.length ? [context.helpers.returnJsonArray(fired.map(item))] : null;
}

/**
 * One poll: read every watched kind (one list request each, more only for more than 500 changed
 * records; one GET per event), work out what fired since the memory, and only then move the memory,
 * in the same step that hands the events to n8n. A failing request throws before anything moved, so
 * the next poll reports what this one could not; n8n saves static data only after a poll that succeeded.
 * A tick that finds the previous poll still running is skipped.
 */
export async function pollFortnox(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const wanted = readEvents<TriggerEvent>(this, EVENTS);
	const kinds = KINDS.filter((kind) => eventsOf(kind).some((event) => wanted.has(event)));
	const supplierInvoices = SUPPLIER_INVOICE_EVENTS.some((event) => wanted.has(event));
	// Fortnox's supplier invoice list takes no supplier: the trigger keeps only that supplier's events.
	const supplierNumber = String((this.getNodeParameter('filters', {}) as IDataObject).supplierNumber ?? '').trim();
	try {
		if (this.getMode() === 'manual') {
			const samples = await latestEvents(this, kinds, wanted, (filters) => filterQuery(this, filters));
			if (supplierInvoices) samples.push(...(await latestSupplierInvoices(this, wanted, supplierNumber)));
			if (wanted.has(VOUCHER_CREATED)) samples.push(...(await latestVoucher(this)));
			return samples.length ? [this.helpers.returnJsonArray(samples.map(item))] : null;
		}
		return await onePollAtATime(this, async () => await activePoll(this, kinds, wanted, supplierInvoices, supplierNumber));
	} catch (error) {
		throw failedPoll(this, error);
	}
}
