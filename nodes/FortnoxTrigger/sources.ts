import type { IDataObject } from 'n8n-workflow';

import type { ClassicKind } from '../shared/kinds';
import { ARTICLES, CUSTOMERS, EMPLOYEES, INVOICE_PAYMENTS, INVOICES, newestFirstQuery, OFFERS, ORDERS, PRICES } from '../shared/kinds';
import type { RecordRef } from '../shared/transport/record';
import type { TriggerEvent } from './events';

/** A state a record reaches once (bookkept, fully paid): its event is emitted the first time the record shows it. */
export interface Reached {
	event: TriggerEvent;
	/** One letter for the state in the trigger's memory of the record. */
	flag: string;
	when: (record: IDataObject) => boolean;
}

/** A user filter the list takes as a query parameter: it narrows what is read and what fires. */
export type Filter = 'customerNumber' | 'invoiceType';

/**
 * A Fortnox register or document kind the trigger watches through its classic list and single GET.
 * The same description serves a poll (the list with `lastmodified`) and a push (the entity id of a
 * WebSocket event, then the GET): what fires is decided from the record's fields, which the list
 * item and the record name alike.
 */
export interface Kind {
	/** Key of the kind's memory in the node's static data. */
	key: string;
	path: string;
	/** The list body's array, and the single GET's object. */
	listKey: string;
	recordKey: string;
	/** The field that numbers a record: its identity; for a record named by several (a price: its list, article and quantity step), those fields in its path's order. */
	id: string | readonly string[];
	created?: TriggerEvent;
	/** Any change of a record the trigger knew: seen by a new version of the whole record. */
	updated?: TriggerEvent;
	reached: Reached[];
	/** Whether a record with these flags can raise no more events: it is forgotten. */
	settled: (flags: string) => boolean;
	filters: Filter[];
	/** The newest first, for a manual test: one page of the list in this order. */
	newestFirst: IDataObject;
}

/** Where a kind's list and records are, as the kinds describe them; the list newest first for a manual test. */
const listOf = (kind: ClassicKind) => ({ path: kind.path, listKey: kind.plural, recordKey: kind.single, id: kind.numberField, newestFirst: newestFirstQuery(kind) });

/**
 * A record's identity in the trigger's memory: its number as it is, or the fields that name it, each
 * escaped, joined as in its path.
 */
export const idOf = (kind: Pick<Kind, 'id'>, item: IDataObject): string =>
	typeof kind.id === 'string' ? String(item[kind.id]) : kind.id.map((field) => encodeURIComponent(String(item[field]))).join('/');

/** Where the record an identity names is fetched: below the list by its number, or by all its naming fields. */
export function refOf(kind: Pick<Kind, 'id' | 'path' | 'recordKey'>, id: string): RecordRef {
	if (typeof kind.id === 'string') return { path: kind.path, recordKey: kind.recordKey, id };
	const last = id.lastIndexOf('/');
	return { path: `${kind.path}/${id.slice(0, last)}`, recordKey: kind.recordKey, id: decodeURIComponent(id.slice(last + 1)) };
}

const booked = (record: IDataObject) => record.Booked === true && record.Cancelled !== true;

const invoiceStates: Reached[] = [
	{ event: 'invoiceBookkept', flag: 'b', when: booked },
	{ event: 'invoiceFullyPaid', flag: 'p', when: (invoice) => booked(invoice) && Number(invoice.Balance) === 0 },
	{ event: 'invoiceCancelled', flag: 'c', when: (invoice) => invoice.Cancelled === true },
];

export const KINDS: Kind[] = [
	{
		key: 'customers',
		...listOf(CUSTOMERS),
		created: 'customerCreated',
		updated: 'customerUpdated',
		reached: [],
		settled: () => true,
		filters: [],
	},
	{
		key: 'articles',
		...listOf(ARTICLES),
		created: 'articleCreated',
		updated: 'articleUpdated',
		reached: [],
		settled: () => true,
		filters: [],
	},
	{
		key: 'invoices',
		...listOf(INVOICES),
		created: 'invoiceCreated',
		reached: invoiceStates,
		// Cancelled, or bookkept and fully paid: nothing more can follow.
		settled: (flags) => flags.includes('c') || flags.includes('p'),
		filters: ['customerNumber', 'invoiceType'],
	},
	{
		key: 'invoicePayments',
		...listOf(INVOICE_PAYMENTS),
		reached: [{ event: 'invoicePaymentBookkept', flag: 'b', when: (payment) => payment.Booked === true }],
		settled: (flags) => flags.includes('b'),
		filters: [],
	},
	{
		key: 'orders',
		...listOf(ORDERS),
		created: 'orderCreated',
		updated: 'orderUpdated',
		reached: [],
		settled: () => true,
		filters: ['customerNumber'],
	},
	{
		key: 'offers',
		...listOf(OFFERS),
		created: 'offerCreated',
		reached: [],
		settled: () => true,
		filters: ['customerNumber'],
	},
	{
		key: 'employees',
		...listOf(EMPLOYEES),
		created: 'employeeCreated',
		updated: 'employeeUpdated',
		reached: [],
		settled: () => true,
		filters: [],
	},
	{
		// A price is one quantity step of an article in a price list: a new step is a new price.
		key: 'prices',
		...listOf(PRICES),
		id: ['PriceList', 'ArticleNumber', 'FromQuantity'],
		created: 'priceCreated',
		updated: 'priceUpdated',
		reached: [],
		settled: () => true,
		filters: [],
	},
];

/** The kind's events. */
export const eventsOf = (kind: Kind): TriggerEvent[] =>
	[kind.created, kind.updated, ...kind.reached.map((state) => state.event)].filter((event): event is TriggerEvent => event !== undefined);

/** Every flag of the kind: what a record the trigger forgot as settled counts as having shown. */
export const allFlags = (kind: Kind): string => kind.reached.map((state) => state.flag).join('');

/**
 * Overdue is a matter of the date, not of a change: no `lastmodified` tells when an invoice became
 * overdue. The trigger reads Fortnox's own `filter=unpaidoverdue` list whole at each poll and fires
 * for the invoices that were not on it at the previous poll.
 */
export const OVERDUE = {
	key: 'overdueInvoices',
	event: 'invoiceOverdue' as TriggerEvent,
	...listOf(INVOICES),
	qs: { filter: 'unpaidoverdue' },
	filters: ['customerNumber', 'invoiceType'] as Filter[],
};
