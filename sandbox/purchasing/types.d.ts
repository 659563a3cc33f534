// Types of the purchasing state (sandbox/purchasing/state.js): tenant(x).purchasing.

/** A supplier: every field of fortnox_Supplier (supplier-fields.js) by Fortnox's names. */
export interface SandboxPurchasingSupplier {
	SupplierNumber: string;
	Name: string;
	Email: string;
	Active: boolean;
	/** ms, sandbox clock: created or last changed (`lastmodified`) */
	modifiedAt: number;
	[field: string]: unknown;
}

/** A supplier invoice: fortnox_SupplierInvoice's head fields by Fortnox's names, SupplierInvoiceRows among them. */
export interface SandboxSupplierInvoice {
	/** a string of digits, numbered from 1 per company */
	GivenNumber: string;
	SupplierNumber: string;
	Booked: boolean;
	Cancelled: boolean;
	Credit: boolean;
	Total: number;
	VAT: number;
	Balance: number;
	DueDate: string;
	PaymentPending: boolean;
	SupplierInvoiceRows: Array<Record<string, unknown>>;
	/** approvalbookkeep / approvalpayment were made */
	approvedBookkeep: boolean;
	approvedPayment: boolean;
	/** ms, sandbox clock: created or last changed (`lastmodified`) */
	modifiedAt: number;
	[field: string]: unknown;
}

/** A supplier invoice payment: fortnox_SupplierInvoicePayment's fields by Fortnox's names. */
export interface SandboxSupplierInvoicePayment {
	Number: number;
	InvoiceNumber: string;
	Amount: number;
	AmountCurrency: number;
	Booked: boolean;
	PaymentDate: string;
	/** ms, sandbox clock: created or last changed (`lastmodified`) */
	modifiedAt: number;
	[field: string]: unknown;
}

export interface SandboxPurchasingState {
	/** in insertion order; the warehouse state's `suppliers` is this same array */
	suppliers: SandboxPurchasingSupplier[];
	/** in creation order */
	supplierInvoices: SandboxSupplierInvoice[];
	/** in creation order */
	payments: SandboxSupplierInvoicePayment[];
	/** the next number each series tries (a number in use is skipped) */
	next: { suppliers: number; supplierInvoices: number; payments: number };
}
