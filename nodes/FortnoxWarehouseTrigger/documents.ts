import type { IDataObject } from 'n8n-workflow';

import { INCOMING_GOODS, PRODUCTION_ORDERS, PURCHASE_ORDERS, STOCK_TAKINGS } from '../shared/kinds';
import type { WarehouseEvent } from './events';

/**
 * What the trigger remembers of one document list between polls: the highest ID it has seen
 * (Fortnox numbers each kind's documents upwards, so a higher ID is a new document) and the state
 * of every document that may still raise an event. A document in a settled state (voided, released)
 * is forgotten: nothing more can come from it, so the memory stays as small as the open work.
 */
export interface DocumentCursor {
	maxId: number;
	open: Record<string, string>;
}

/** A warehouse document list the trigger watches, and how its records map to events. */
export interface DocumentKind {
	/** Key of the kind's cursor in the node's static data. */
	key: string;
	path: string;
	/** Every state, so that one request sees new documents and state changes alike. */
	qs: IDataObject;
	/** The document's state as the trigger tracks it. */
	state: (document: IDataObject) => string;
	/** States after which none of the kind's events can follow. */
	settled: (state: string) => boolean;
	created?: WarehouseEvent;
	/** Emitted whenever the tracked state of a known document changes. */
	changed?: WarehouseEvent;
	/** Emitted once, when a document reaches the released state (also when it is new and already released). */
	released?: { event: WarehouseEvent; when: (state: string) => boolean };
}

export const DOCUMENT_KINDS: DocumentKind[] = [
	{
		key: 'purchaseOrders',
		path: PURCHASE_ORDERS.path,
		qs: { state: 'ALL' },
		state: (order) => String(order.purchaseOrderState ?? ''),
		// A received order can fall back to SENT when its incoming goods are voided; a voided one cannot.
		settled: (state) => state === 'VOIDED',
		created: 'purchaseOrderCreated',
		changed: 'purchaseOrderStateChanged',
	},
	{
		key: 'incomingGoods',
		path: INCOMING_GOODS.path,
		qs: {},
		state: (goods) => (goods.voided ? 'voided' : goods.released ? 'released' : 'registered'),
		settled: (state) => state !== 'registered',
		created: 'incomingGoodsRegistered',
		released: { event: 'incomingGoodsReleased', when: (state) => state === 'released' },
	},
	{
		key: 'productionOrders',
		path: PRODUCTION_ORDERS.path,
		qs: { state: 'all' },
		state: (order) => String(order.documentState ?? order.productionState ?? ''),
		settled: (state) => state === 'completed' || state === 'voided',
		created: 'productionOrderCreated',
		released: { event: 'productionOrderReleased', when: (state) => state === 'completed' },
	},
	{
		key: 'stockTakings',
		path: STOCK_TAKINGS.path,
		qs: { state: 'all' },
		state: (stockTaking) => String(stockTaking.state ?? ''),
		settled: (state) => state === 'completed' || state === 'voided',
		released: { event: 'stockTakingReleased', when: (state) => state === 'completed' },
	},
];

/** The kind's events among the chosen ones. */
export function eventsOf(kind: DocumentKind): WarehouseEvent[] {
	return [kind.created, kind.changed, kind.released?.event].filter((event): event is WarehouseEvent => event !== undefined);
}

export interface DocumentEvent {
	event: WarehouseEvent;
	document: IDataObject;
	previousState?: string;
}

/**
 * The events the list shows since `cursor`, and the cursor that remembers them. Without a cursor
 * (the first poll) every document counts as new: the caller decides whether to emit that.
 */
export function documentEvents(
	kind: DocumentKind,
	documents: IDataObject[],
	cursor: DocumentCursor | undefined,
	wanted: ReadonlySet<WarehouseEvent>,
): { events: DocumentEvent[]; cursor: DocumentCursor } {
	const known = cursor ?? { maxId: 0, open: {} };
	// Only the open documents in the list stay open: one missing from it was deleted, as the list
	// was read consistently (warehouseList reads again a list that shifted while it was read).
	const next: DocumentCursor = { maxId: known.maxId, open: {} };
	const events: DocumentEvent[] = [];
	const emit = (event: WarehouseEvent | undefined, document: IDataObject, previousState?: string) => {
		if (event && wanted.has(event)) events.push({ event, document, ...(previousState !== undefined ? { previousState } : {}) });
	};
	// Oldest first, so the workflow sees them in the order they happened.
	const byId = [...documents].sort((a, b) => Number(a.id) - Number(b.id));
	for (const document of byId) {
		const id = Number(document.id);
		if (!Number.isSafeInteger(id)) continue;
		const state = kind.state(document);
		const isNew = id > known.maxId;
		const previous = isNew ? undefined : known.open[String(id)];
		// At or below the highest ID seen and not open: it settled in an earlier poll.
		if (!isNew && previous === undefined) continue;
		// A document that must be released is announced as created only while it is still open: goods
		// registered and released (or voided) between two polls arrive as released alone, so a flow
		// that releases what was registered never meets goods that are released already.
		if (isNew && !(kind.released && kind.settled(state))) emit(kind.created, document);
		else if (previous !== state) emit(kind.changed, document, previous);
		if (kind.released?.when(state) && (isNew || !kind.released.when(previous ?? ''))) emit(kind.released.event, document);
		next.maxId = Math.max(next.maxId, id);
		if (!kind.settled(state)) next.open[String(id)] = state;
	}
	return { events, cursor: next };
}

/** For a manual test run: the newest document each chosen event of the kind would report. */
export function latestEvents(kind: DocumentKind, documents: IDataObject[], wanted: ReadonlySet<WarehouseEvent>): DocumentEvent[] {
	const newestFirst = [...documents].sort((a, b) => Number(b.id) - Number(a.id));
	const samples: DocumentEvent[] = [];
	for (const event of [kind.created, kind.changed]) {
		if (event && wanted.has(event) && newestFirst[0]) samples.push({ event, document: newestFirst[0] });
	}
	const released = kind.released;
	const latestReleased = released && newestFirst.find((document) => released.when(kind.state(document)));
	if (released && latestReleased && wanted.has(released.event)) samples.push({ event: released.event, document: latestReleased });
	return samples;
}
