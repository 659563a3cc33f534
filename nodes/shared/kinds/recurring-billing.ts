/** A record kind of Fortnox's recurring billing API: JSON records numbered by a UUID `id`. */
export interface RecurringBillingKind {
	path: string;
	noun: string;
}

/** Recurring contracts; a contract's deviations are below it, at {path}/{id}/deviations. */
export const RECURRINGS: RecurringBillingKind = { path: '/api/recurring-billing/recurrings-v1', noun: 'recurring contract' };
/** Requests to invoice recurring contracts now, handled by Fortnox SYNC or ASYNC. */
export const INVOICE_REQUESTS: RecurringBillingKind = { path: '/api/recurring-billing/recurrings-invoice-requests-v1', noun: 'invoice request' };
