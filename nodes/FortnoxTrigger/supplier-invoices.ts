import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { SUPPLIER_INVOICES as SUPPLIER_INVOICE_KIND } from '../shared/kinds';
import { classicChanges } from '../shared/polling';
import { EVERY_RECORD } from '../shared/transport';
import type { TriggerEvent } from './events';
import type { Fired } from './memory';
import { byNumber } from './memory';
import type { FetchedRecords, RecordRef } from '../shared/transport/record';
import type { Reached } from './sources';
import type { Sampler, Work } from './work';

/**
 * Supplier invoices. Fortnox's OpenAPI gives their list `filter` alone (no `lastmodified`, no
 * supplier), so the trigger watches the open work instead of the changes: Fortnox numbers supplier
 * invoices upwards (`GivenNumber`), and an invoice can only become bookkept or fully paid while it
 * is unpaid. Each poll reads `filter=unpaid` whole and the newest invoice (one record, newest first);
 * a number above the highest seen is a new invoice, an invoice that left the unpaid list is fetched to
 * see what became of it (fully paid, or cancelled), and so is a new number that is not on the list
 * (made and settled between two polls).
 */
export const SUPPLIER_INVOICES = {
	path: SUPPLIER_INVOICE_KIND.path,
	listKey: SUPPLIER_INVOICE_KIND.plural,
	recordKey: SUPPLIER_INVOICE_KIND.single,
	id: SUPPLIER_INVOICE_KIND.numberField,
	created: 'supplierInvoiceCreated' as TriggerEvent,
};

const booked = (invoice: IDataObject) => invoice.Booked === true && invoice.Cancelled !== true;

const STATES: Reached[] = [
	{ event: 'supplierInvoiceBookkept', flag: 'b', when: booked },
	{ event: 'supplierInvoiceFullyPaid', flag: 'p', when: (invoice) => booked(invoice) && Number(invoice.Balance) === 0 },
];

export const SUPPLIER_INVOICE_EVENTS: TriggerEvent[] = [SUPPLIER_INVOICES.created, ...STATES.map((state) => state.event)];

/** The highest number seen, and the states shown by each invoice on the unpaid list at the last poll. */
export interface SupplierInvoiceMemory {
	max: number;
	open: Record<string, string>;
}

const flagsOf = (invoice: IDataObject) => STATES.filter((state) => state.when(invoice)).map((state) => state.flag).join('');

const ref = (number: string): RecordRef => ({ path: SUPPLIER_INVOICES.path, recordKey: SUPPLIER_INVOICES.recordKey, id: number });

/**
 * The events of supplier invoices since `memory` (none without one: the baseline), as work for the
 * poll, and the memory after them. An invoice off the list is fetched here, to decide.
 */
export async function supplierInvoiceWork(
	context: IPollFunctions,
	records: FetchedRecords,
	memory: SupplierInvoiceMemory | undefined,
	wanted: ReadonlySet<TriggerEvent>,
	supplierNumber: string,
): Promise<{ work: Work[]; memory: SupplierInvoiceMemory }> {
	const { path, listKey, id } = SUPPLIER_INVOICES;
	const unpaid = await classicChanges(context, { path, listKey, qs: { filter: 'unpaid' } }, EVERY_RECORD);
	const [newest] = await classicChanges(context, { path, listKey, qs: { sortorder: 'descending' } }, { returnAll: false, limit: 1 });
	const listed = new Map(unpaid.map((invoice) => [String(invoice[id]), invoice]));
	const max = Math.max(memory?.max ?? 0, Number(newest?.[id] ?? 0), ...[...listed.keys()].map(Number));
	if (!memory) return { work: [], memory: { max, open: Object.fromEntries([...listed].map(([number, invoice]) => [number, flagsOf(invoice)])) } };
	// A known invoice that was not open settled before (or before the baseline): it has shown every state.
	const before = (number: string) => memory.open[number] ?? (Number(number) <= memory.max ? 'bp' : '');
	const open: Record<string, string> = {};
	for (const [number, invoice] of listed) open[number] = [...new Set(before(number) + flagsOf(invoice))].join('');

	const created = Array.from({ length: max - memory.max }, (_, k) => String(memory.max + 1 + k));
	const left = Object.keys(memory.open).filter((number) => !listed.has(number));
	const numbers = [...new Set([...listed.keys(), ...created, ...left])].sort(byNumber);
	const work: Work[] = [];
	for (const number of numbers) {
		const item = listed.get(number);
		// Off the list: fetched to see what it is now; a number never used, or deleted, is nothing.
		const record = item ? undefined : await records.get(ref(number));
		const seen = item ?? record;
		if (!seen) continue;
		const events: TriggerEvent[] = [];
		if (Number(number) > memory.max) events.push(SUPPLIER_INVOICES.created);
		const shown = before(number);
		for (const state of STATES) if (state.when(seen) && !shown.includes(state.flag)) events.push(state.event);
		const chosen = events.filter((event) => wanted.has(event));
		if (!chosen.length || (supplierNumber && String(seen.SupplierNumber) !== supplierNumber)) continue;
		work.push({ ref: ref(number), events: chosen, item, record });
	}
	return { work, memory: { max, open } };
}

/** For a manual test: per chosen event, the newest supplier invoice that shows it (one page, newest first). */
export async function latestSupplierInvoices(context: IPollFunctions, sample: Sampler, wanted: ReadonlySet<TriggerEvent>, supplierNumber: string): Promise<Fired[]> {
	const { path, listKey } = SUPPLIER_INVOICES;
	const page = (await classicChanges(context, { path, listKey, qs: { sortorder: 'descending' } }, { returnAll: false, limit: 500 })).filter(
		(invoice) => !supplierNumber || String(invoice.SupplierNumber) === supplierNumber,
	);
	const picks: Array<[TriggerEvent, IDataObject | undefined]> = [
		[SUPPLIER_INVOICES.created, page[0]],
		...STATES.map((state): [TriggerEvent, IDataObject | undefined] => [state.event, page.find(state.when)]),
	];
	const samples: Fired[] = [];
	for (const [event, invoice] of picks) {
		const record = wanted.has(event) && invoice ? await sample(event, ref(String(invoice[SUPPLIER_INVOICES.id])), invoice) : undefined;
		if (record) samples.push({ event, record });
	}
	return samples;
}
