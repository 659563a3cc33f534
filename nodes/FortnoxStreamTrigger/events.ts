import type { IDataObject, INodePropertyOptions, ITriggerFunctions } from 'n8n-workflow';

import type { ClassicKind } from '../shared/kinds';
import {
	ARTICLES,
	COST_CENTERS,
	CURRENCIES,
	CUSTOMERS,
	INVOICE_PAYMENTS,
	INVOICES,
	OFFERS,
	ORDERS,
	PROJECTS,
	SUPPLIER_INVOICES,
	STOCK_BALANCE,
	SUPPLIERS,
	VOUCHERS,
} from '../shared/kinds';
import type { StreamEvent } from '../shared/stream/protocol';
import { EVERY_RECORD } from '../shared/transport';
import type { RecordRef } from '../shared/transport/record';
import { warehouseList } from '../shared/warehouse/request';

/**
 * One of the trigger's events and what tells it on the stream: its topic, the event types, the
 * record to fetch, and (`then`) a second record the event is about, fired only when it shows a state.
 */
export interface Streamed {
	option: INodePropertyOptions & { value: string };
	topic: string;
	types: string[];
	/** The record's single GET; or `read`, where the record is not one (an item's stock balance). */
	record?: (event: StreamEvent) => RecordRef;
	read?: (context: ITriggerFunctions, event: StreamEvent) => Promise<IDataObject | undefined>;
	then?: { record: (first: IDataObject) => RecordRef | undefined; when: (record: IDataObject) => boolean };
	/** A Created or Updated of a kind with a classic list, which a catch-up reads when the stream no longer has the events (catch-up.ts). */
	list?: { kind: ClassicKind; created: boolean };
}

const byEntity = (kind: ClassicKind) => (event: StreamEvent): RecordRef => ({ path: kind.path, recordKey: kind.single, id: String(event.entityId) });

/** A kind's Created and Updated events, as the stream types them (`<record>-created-v1` …). */
function createdUpdated(kind: ClassicKind, topic: string, name: string, value: string, record: string, updatedTypes = [`${record}-updated-v1`]): Streamed[] {
	return [
		{
			option: { name: `${name} Created`, value: `${value}Created`, description: `A new ${kind.noun}` },
			topic,
			types: [`${record}-created-v1`],
			record: byEntity(kind),
			list: { kind, created: true },
		},
		{
			option: { name: `${name} Updated`, value: `${value}Updated`, description: `An existing ${kind.noun} was changed` },
			topic,
			types: updatedTypes,
			record: byEntity(kind),
			list: { kind, created: false },
		},
	];
}

const booked = (record: IDataObject) => record.Booked === true && record.Cancelled !== true;

/**
 * Every event the stream tells. Values shared with the Fortnox Trigger mean the same there, so a
 * workflow can move between the two; Invoice Overdue and Supplier Invoice Fully Paid are not
 * changes the stream reports, so they are the Fortnox Trigger's alone.
 */
export const STREAMED: Streamed[] = [
	...createdUpdated(ARTICLES, 'articles', 'Article', 'article', 'article'),
	...createdUpdated(COST_CENTERS, 'costcenters', 'Cost Center', 'costCenter', 'costcenter'),
	...createdUpdated(CURRENCIES, 'currencies', 'Currency', 'currency', 'currency'),
	...createdUpdated(CUSTOMERS, 'customers', 'Customer', 'customer', 'customer', ['customer-updated-v1', 'customer-updated-v2']),
	{ option: { name: 'Invoice Bookkept', value: 'invoiceBookkept', description: 'An invoice was bookkept' }, topic: 'invoices', types: ['invoice-bookkeep-v1'], record: byEntity(INVOICES) },
	{ option: { name: 'Invoice Cancelled', value: 'invoiceCancelled', description: 'An invoice was cancelled' }, topic: 'invoices', types: ['invoice-cancel-v1'], record: byEntity(INVOICES) },
	...createdUpdated(INVOICES, 'invoices', 'Invoice', 'invoice', 'invoice'),
	{
		option: { name: 'Invoice Payment Bookkept', value: 'invoicePaymentBookkept', description: 'A payment of an invoice was bookkept' },
		topic: 'invoices',
		types: ['invoicepayment-bookkeep-v1'],
		record: byEntity(INVOICE_PAYMENTS),
	},
	{
		option: { name: 'Invoice Fully Paid', value: 'invoiceFullyPaid', description: 'A payment was bookkept and the invoice has nothing left to pay' },
		topic: 'invoices',
		types: ['invoicepayment-bookkeep-v1'],
		record: byEntity(INVOICE_PAYMENTS),
		then: {
			record: (payment) => (payment.InvoiceNumber === undefined ? undefined : { path: INVOICES.path, recordKey: INVOICES.single, id: String(payment.InvoiceNumber) }),
			when: (invoice) => booked(invoice) && Number(invoice.Balance) === 0,
		},
	},
	...createdUpdated(OFFERS, 'offers', 'Offer', 'offer', 'offer'),
	...createdUpdated(ORDERS, 'orders', 'Order', 'order', 'order'),
	...createdUpdated(PROJECTS, 'projects', 'Project', 'project', 'project'),
	...createdUpdated(SUPPLIERS, 'suppliers', 'Supplier', 'supplier', 'supplier'),
	{
		option: { name: 'Supplier Invoice Bookkept', value: 'supplierInvoiceBookkept', description: 'A supplier invoice was bookkept' },
		topic: 'supplier-invoices',
		types: ['supplier-invoice-bookkeep-v1'],
		record: byEntity(SUPPLIER_INVOICES),
	},
	...createdUpdated(SUPPLIER_INVOICES, 'supplier-invoices', 'Supplier Invoice', 'supplierInvoice', 'supplier-invoice'),
	{
		option: { name: 'Voucher Created', value: 'voucherCreated', description: 'A new voucher' },
		topic: 'vouchers',
		types: ['voucher-created-v1'],
		// A voucher is numbered within its series and financial year, which its event carries.
		record: (event) => ({ path: `${VOUCHERS.path}/${encodeURIComponent(String(event.series))}`, recordKey: VOUCHERS.single, id: String(event.id ?? event.entityId), qs: { financialyear: String(event.year) } }),
	},
	{
		option: { name: 'Warehouse Stock Balance Changed', value: 'warehouseStockBalanceChanged', description: "An item's stock changed: in stock, reserved or available, at any stock point" },
		topic: 'warehouse-stockbalances',
		types: ['warehouse-stockbalance-changed-v1'],
		// The item's balance at each stock point, as the warehouse's stock balance gives it.
		read: async (context, event) => {
			const itemId = String(event.entityId);
			const stockBalance = await warehouseList(context, { path: STOCK_BALANCE.path, qs: { itemIds: itemId } }, EVERY_RECORD);
			return { itemId, stockBalance };
		},
	},
];

export const EVENT_OPTIONS: INodePropertyOptions[] = STREAMED.map((streamed) => streamed.option).sort((a, b) => a.name.localeCompare(b.name));
