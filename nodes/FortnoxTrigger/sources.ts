import type { IDataObject } from 'n8n-workflow';

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
	/** The field that numbers a record: its identity. */
	id: string;
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

const booked = (record: IDataObject) => record.Booked === true && record.Cancelled !== true;

const invoiceStates: Reached[] = [
	{ event: 'invoiceBookkept', flag: 'b', when: booked },
	{ event: 'invoiceFullyPaid', flag: 'p', when: (invoice) => booked(invoice) && Number(invoice.Balance) === 0 },
	{ event: 'invoiceCancelled', flag: 'c', when: (invoice) => invoice.Cancelled === true },
];

export const KINDS: Kind[] = [
	{
		key: 'customers',
		path: '/3/customers',
		listKey: 'Customers',
		recordKey: 'Customer',
		id: 'CustomerNumber',
		created: 'customerCreated',
		updated: 'customerUpdated',
		reached: [],
		settled: () => true,
		filters: [],
		newestFirst: { sortby: 'customernumber', sortorder: 'descending' },
	},
	{
		key: 'articles',
		path: '/3/articles',
		listKey: 'Articles',
		recordKey: 'Article',
		id: 'ArticleNumber',
		created: 'articleCreated',
		updated: 'articleUpdated',
		reached: [],
		settled: () => true,
		filters: [],
		newestFirst: { sortby: 'articlenumber', sortorder: 'descending' },
	},
	{
		key: 'invoices',
		path: '/3/invoices',
		listKey: 'Invoices',
		recordKey: 'Invoice',
		id: 'DocumentNumber',
		created: 'invoiceCreated',
		reached: invoiceStates,
		// Cancelled, or bookkept and fully paid: nothing more can follow.
		settled: (flags) => flags.includes('c') || flags.includes('p'),
		filters: ['customerNumber', 'invoiceType'],
		newestFirst: { sortby: 'documentnumber', sortorder: 'descending' },
	},
	{
		key: 'invoicePayments',
		path: '/3/invoicepayments',
		listKey: 'InvoicePayments',
		recordKey: 'InvoicePayment',
		id: 'Number',
		reached: [{ event: 'invoicePaymentBookkept', flag: 'b', when: (payment) => payment.Booked === true }],
		settled: (flags) => flags.includes('b'),
		filters: [],
		newestFirst: { sortby: 'paymentdate', sortorder: 'descending' },
	},
	{
		key: 'orders',
		path: '/3/orders',
		listKey: 'Orders',
		recordKey: 'Order',
		id: 'DocumentNumber',
		created: 'orderCreated',
		updated: 'orderUpdated',
		reached: [],
		settled: () => true,
		filters: ['customerNumber'],
		newestFirst: { sortby: 'documentnumber', sortorder: 'descending' },
	},
	{
		key: 'offers',
		path: '/3/offers',
		listKey: 'Offers',
		recordKey: 'Offer',
		id: 'DocumentNumber',
		created: 'offerCreated',
		reached: [],
		settled: () => true,
		filters: ['customerNumber'],
		newestFirst: { sortby: 'id', sortorder: 'descending' },
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
	path: '/3/invoices',
	listKey: 'Invoices',
	recordKey: 'Invoice',
	id: 'DocumentNumber',
	qs: { filter: 'unpaidoverdue' },
	filters: ['customerNumber', 'invoiceType'] as Filter[],
	newestFirst: { sortby: 'documentnumber', sortorder: 'descending' },
};
