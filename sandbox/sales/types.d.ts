// Types of the sales state (sandbox/sales/state.js): tenant(x).sales.

export type SandboxSalesKind = 'invoice' | 'order' | 'offer' | 'contract';

/** An invoice, order or offer: Fortnox's head fields by Fortnox's names (rows apart, quantities as numbers). */
export interface SandboxSalesDocument {
	head: Record<string, unknown>;
	rows: Array<Record<string, unknown>>;
	/** ms, sandbox clock: created or last changed (`lastmodified`) */
	modifiedAt: number;
	/** a contract's: the invoices made or counted (Create Invoice, Increase Invoice Count) */
	invoiced?: number;
	/** a contract's: finished (Finish, or its last invoice made) */
	finished?: boolean;
}

/** A contract template: fortnox_ContractTemplate's fields by Fortnox's names. */
export interface SandboxContractTemplate {
	head: Record<string, unknown>;
	modifiedAt: number;
}

/** An invoice sent with Fortnox Finans (/3/noxfinansinvoices). */
export interface SandboxFinanceInvoice {
	/** the invoice's DocumentNumber */
	number: string;
	service: 'LEDGERBASE' | 'REMINDER';
	sendMethod: string;
	/** OPEN, PAUSED, STOPPED, PAID (UNKNOWN is shown for the first sandbox minute after createdAt) */
	status: string;
	/** ms, sandbox clock */
	createdAt: number;
	/** the capital left to pay */
	capital: number;
	pausedUntil: string;
	/** whether the client took the fees (take-fees) */
	feesTaken: boolean;
	/** reported payments (report-payment) */
	payments: Array<{ amount: number; at: string; bookkept: boolean; clientTakesFees: boolean }>;
}

/** An invoice payment: fortnox_InvoicePayment's fields by Fortnox's names. */
export interface SandboxInvoicePayment {
	head: Record<string, unknown>;
	/** ms, sandbox clock: created or last changed (`lastmodified`) */
	modifiedAt: number;
}

/** One e-mail "sent" by GET /3/{invoices|orders|offers}/{DocumentNumber}/email. */
export interface SandboxSalesMail {
	kind: SandboxSalesKind;
	documentNumber: string;
	to: string;
	cc: string;
	bcc: string;
	from: string;
	subject: string;
	body: string;
	/** the attached PDF's file name */
	attachment: string;
	/** the file names of the document's file attachments included on send (/api/fileattachments), in attach order */
	includedOnSend: string[];
	/** ISO time, sandbox clock */
	at: string;
}

/** fortnox_CompanyInfo less CompanyName (the tenant's name). */
export interface SandboxCompany {
	Address: string;
	City: string;
	CountryCode: string;
	DatabaseNumber: number;
	OrganizationNumber: string;
	VisitAddress: string;
	VisitCity: string;
	VisitCountryCode: string;
	VisitZipCode: string;
	ZipCode: string;
}

export interface SandboxSalesState {
	company: SandboxCompany;
	invoices: SandboxSalesDocument[];
	orders: SandboxSalesDocument[];
	offers: SandboxSalesDocument[];
	contracts: SandboxSalesDocument[];
	contractTemplates: SandboxContractTemplate[];
	financeInvoices: SandboxFinanceInvoice[];
	payments: SandboxInvoicePayment[];
	/** ROT, RUT and green technology applications: fortnox_TaxReduction's fields by Fortnox's names */
	taxReductions: Array<Record<string, unknown>>;
	/** the next number each series tries (a number in use is skipped); rowId: every saved row gets a new one */
	next: { invoices: number; orders: number; offers: number; contracts: number; contractTemplates: number; payments: number; taxReductions: number; rowId: number };
	/** e-mails sent, oldest first */
	mails: SandboxSalesMail[];
}
