// Types of the recurring-billing state (sandbox/recurring/state.js), as tests read it.

export interface SandboxRecurringDates {
	dates: { invoice_processing_date: string; period_start_date: string; end_date: string | null; invoice_date: string };
	rules: { interval: number; frequency: 'MONTH'; invoice_anchor: string; period_anchor: string };
}

/** The recurring as the API renders it (totals are computed on output). */
export interface SandboxRecurringRecord {
	id: string;
	serial_number: number;
	status: 'DRAFT' | 'ACTIVE' | 'INACTIVE' | 'FINISHED';
	customer: { number: string; [key: string]: unknown };
	dates: SandboxRecurringDates;
	rows: Array<Record<string, unknown>>;
	amount_per_invoicing: number;
	invoice_handling: string;
	error_logs: Array<{ message: string; created_at: string }>;
	created_at: string;
	modified_at: string;
	[field: string]: unknown;
}

export interface SandboxDeviation {
	id: string;
	recurring_id: string;
	deviation_type: 'ROWS' | 'SKIP';
	repeat_interval: number;
	target_invoice_index: number;
	accrual: Record<string, unknown> | null;
	rows: Array<Record<string, unknown>>;
	created_at: string;
	modified_at: string;
}

export interface SandboxStoredRecurring {
	record: SandboxRecurringRecord;
	/** bumped by every change; the ETag derives from it */
	version: number;
	/** sandbox time (ms) of the last change */
	modifiedAt: number;
	/** read-only through the API: tests add them here */
	deviations: SandboxDeviation[];
}

export interface SandboxInvoiceRequest {
	id: string;
	processing_mode: 'SYNC' | 'ASYNC';
	status: 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
	items: Array<{ recurring_id: string; status: 'PENDING' | 'INVOICED' | 'FAILED'; invoice_number: number | null; error_message: string | null }>;
	created_at: string;
	modified_at: string;
	processed_at: string | null;
}

export interface SandboxRecurringState {
	/** by recurring id */
	recurrings: Map<string, SandboxStoredRecurring>;
	nextSerialNumber: number;
	/** by request id; createdAt in sandbox ms */
	invoiceRequests: Map<string, { request: SandboxInvoiceRequest; createdAt: number }>;
	/** every invoice generated, in order */
	invoices: Array<{ invoice_number: number; recurring_id: string; invoice_request_id: string; invoice_date: string }>;
	nextInvoiceNumber: number;
}
