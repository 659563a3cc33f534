import type { INodePropertyOptions } from 'n8n-workflow';

/** The events the trigger can start a workflow on; the value is the item's `event` field. */
export const EVENT_OPTIONS = [
	{ name: 'Article Created', value: 'articleCreated', description: 'A new article' },
	{ name: 'Article Updated', value: 'articleUpdated', description: 'An existing article was changed' },
	{ name: 'Customer Created', value: 'customerCreated', description: 'A new customer' },
	{ name: 'Customer Updated', value: 'customerUpdated', description: 'An existing customer was changed' },
	{ name: 'Employee Created', value: 'employeeCreated', description: 'A new employee' },
	{ name: 'Employee Updated', value: 'employeeUpdated', description: 'An existing employee was changed' },
	{ name: 'Invoice Bookkept', value: 'invoiceBookkept', description: 'An invoice was bookkept' },
	{ name: 'Invoice Cancelled', value: 'invoiceCancelled', description: 'An invoice was cancelled' },
	{ name: 'Invoice Created', value: 'invoiceCreated', description: 'A new invoice' },
	{ name: 'Invoice Fully Paid', value: 'invoiceFullyPaid', description: 'A bookkept invoice has nothing left to pay' },
	{ name: 'Invoice Overdue', value: 'invoiceOverdue', description: 'A bookkept invoice is unpaid after its due date' },
	{ name: 'Invoice Payment Bookkept', value: 'invoicePaymentBookkept', description: 'A payment of an invoice was bookkept' },
	{ name: 'Offer Created', value: 'offerCreated', description: 'A new offer' },
	{ name: 'Order Created', value: 'orderCreated', description: 'A new order' },
	{ name: 'Order Updated', value: 'orderUpdated', description: 'An existing order was changed' },
	{ name: 'Price Created', value: 'priceCreated', description: 'A new price: an article in a price list, from a quantity' },
	{ name: 'Price Updated', value: 'priceUpdated', description: 'An existing price was changed' },
	{ name: 'Supplier Invoice Bookkept', value: 'supplierInvoiceBookkept', description: 'A supplier invoice was bookkept' },
	{ name: 'Supplier Invoice Created', value: 'supplierInvoiceCreated', description: 'A new supplier invoice' },
	{ name: 'Supplier Invoice Fully Paid', value: 'supplierInvoiceFullyPaid', description: 'A bookkept supplier invoice has nothing left to pay' },
	{ name: 'Voucher Created', value: 'voucherCreated', description: 'A new voucher in the financial year of today or the one before' },
] as const satisfies readonly INodePropertyOptions[];

export type TriggerEvent = (typeof EVENT_OPTIONS)[number]['value'];

export const EVENTS: TriggerEvent[] = EVENT_OPTIONS.map((option) => option.value);
