// Types of the bookkeeping state (sandbox/bookkeeping/state.js): tenant(x).bookkeeping.

/** A voucher series (fortnox_VoucherSeries less Year and NextVoucherNumber, which depend on the financial year). */
export interface SandboxVoucherSeries {
	Code: string;
	Description: string;
	/** vouchers may be made by hand (POST /3/vouchers) only in a manual series */
	Manual: boolean;
	Approver: { Id: number | null; Name: string };
	/** ms, sandbox clock: created or last changed */
	modifiedAt: number;
}

/** A voucher row: fortnox_Voucher_VoucherRow's fields. */
export interface SandboxVoucherRow {
	Account: number;
	CostCenter: string;
	Credit: number;
	Debit: number;
	Description: string;
	Project: string;
	Quantity: number | null;
	Removed: boolean;
	TransactionInformation: string;
}

/** A voucher: fortnox_Voucher's fields; unique by VoucherSeries, VoucherNumber and Year (the financial year id). */
export interface SandboxVoucher {
	ApprovalState: number;
	Comments: string;
	CostCenter: string;
	Description: string;
	Project: string;
	ReferenceNumber: string;
	ReferenceType: string;
	TransactionDate: string;
	VoucherNumber: number;
	VoucherRows: SandboxVoucherRow[];
	VoucherSeries: string;
	Year: number;
	/** ms, sandbox clock: when it was made (`lastmodified`) */
	modifiedAt: number;
}

/** A file of the inbox or the archive connected to a record; the file is in tenant.archive once connected. */
export interface SandboxFileConnection {
	/** the file's Id (tenant.inbox or tenant.archive) */
	FileId: string;
	/** ms, sandbox clock */
	connectedAt: number;
	/** the record's keys (SupplierInvoiceNumber; VoucherSeries, VoucherNumber, VoucherYear; ArticleNumber) */
	[key: string]: unknown;
}

/** An accrual of a contract, an invoice or a supplier invoice, numbered by its document. */
export interface SandboxAccrual {
	/** the document's number */
	number: string;
	/** Fortnox's fields but the number and the rows */
	head: Record<string, unknown>;
	/** Account, Debit, Credit, CostCenter, Project, TransactionInformation */
	rows: Array<Record<string, unknown>>;
	modifiedAt: number;
}

export interface SandboxBookkeepingState {
	/** in creation order; A–E as a new company has them */
	series: SandboxVoucherSeries[];
	/** in creation order */
	vouchers: SandboxVoucher[];
	connections: {
		supplierInvoices: Array<SandboxFileConnection & { SupplierInvoiceNumber: string }>;
		vouchers: Array<SandboxFileConnection & { VoucherSeries: string; VoucherNumber: number; VoucherYear: number }>;
		articles: Array<SandboxFileConnection & { ArticleNumber: string }>;
	};
	/** by the kind of document accrued, in creation order */
	accruals: { contracts: SandboxAccrual[]; invoices: SandboxAccrual[]; supplierInvoices: SandboxAccrual[] };
}
