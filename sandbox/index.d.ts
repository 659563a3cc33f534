// Types of sandbox/index.js for TypeScript tests and scripts.

import type { SandboxCompanyOrderApi, SandboxCompanyOrders } from './bank-process/types';
export * from './bank-process/types';
import type { SandboxPartnerState } from './partner/types';
import type { SandboxRecurringState } from './recurring/types';
import type { SandboxStockPoint, SandboxWarehouseItem, SandboxWarehouseState, SandboxSupplier, SandboxPurchaseOrderMail } from './warehouse/types';
export * from './partner/types';
export * from './recurring/types';
export * from './warehouse/types';
import type { SandboxSalesState, SandboxSalesMail } from './sales/types';
export * from './sales/types';
import type { SandboxBookkeepingState } from './bookkeeping/types';
import type { SandboxAssetsState } from './assets/types';
import type { SandboxPurchasingState } from './purchasing/types';
export * from './purchasing/types';
export * from './bookkeeping/types';
export * from './assets/types';

export interface SandboxOptions {
	/** 0 = ephemeral port (default). */
	port?: number;
	/** Default '127.0.0.1'. */
	host?: string;
	/** true (default: 25 per 5000 ms per access token), false, or a custom window (`now`: the window's clock in ms, for tests). */
	rateLimit?: boolean | { limit?: number; windowMs?: number; now?: () => number };
	/** Sandbox time runs N times faster (token lifetime, future webhook retries); not the rate limit. */
	timeScale?: number;
	/** Seed the demo tenant, OAuth client, labels, large chart of accounts and inbox files. */
	demo?: boolean;
	/** One console line per request. */
	log?: boolean;
	/** Every answer waits this many ms before it leaves, as from a service far away (default 0). */
	latency?: number;
	/** Name of the webhook callbacks' signature header; default 'X-Fortnox-Signature-256'. */
	signatureHeader?: string;
	/** Keep a log of every request in `sandbox.requests` (default false). */
	recordRequests?: boolean;
	/** Append each routed request's `METHOD path` to this file (default: env SANDBOX_ROUTE_LOG); `npm run coverage:openapi` reads it. */
	routeLog?: string;
	/** Every number in the records of a list answer is sent as a string, as the real Fortnox sends many (default false). */
	numbersAsStrings?: boolean;
	/**
	 * Keep the state in this file: a start loads it when it exists (instead of seeding the demo), and
	 * the sandbox writes it every saveEveryMs when it changed, and on close(). `npm start` uses .n8n-demo/sandbox-state.bin.
	 */
	stateFile?: string;
	/** How often the state is saved to stateFile when it changed (default 30000 ms). */
	saveEveryMs?: number;
}

/** One entry of `sandbox.requests`. */
export interface SandboxRecordedRequest {
	method: string;
	/** without the query */
	path: string;
	/** repeated keys give an array */
	query: Record<string, string | string[]>;
	/** the parsed JSON body; undefined when empty or not JSON */
	body: unknown;
}

export interface TenantCredentials {
	tenantId: string;
	accessToken: string;
	clientSecret: string;
}

export interface OAuthTokens {
	access_token: string;
	refresh_token: string;
	expires_in: number;
	token_type: 'bearer';
	scope: string;
}

export type Setting = 'ALLOWED' | 'MANDATORY' | 'NOTALLOWED';

export interface SandboxAccount {
	Number: number;
	Description: string;
	Active: boolean;
	BalanceBroughtForward: number;
	BalanceCarriedForward: number;
	/** '' when none */
	CostCenter: string;
	CostCenterSettings: Setting;
	/** '' when none */
	Project: string;
	ProjectSettings: Setting;
	/** 0 when none */
	SRU: number;
	/** '' when none */
	TransactionInformation: string;
	TransactionInformationSettings: Setting;
	VATCode: string | null;
	/** financial year id */
	Year: number;
	/** ms, sandbox clock: when the account was created or last changed (GET /3/accounts?lastmodified=…) */
	modifiedAt: number;
}

export interface SandboxFolder {
	id: string;
	name: string;
	parentId: string | null;
	folderIds: string[];
	fileIds: string[];
	email: string;
	/** root and the predefined folders */
	protected: boolean;
}

export interface SandboxFile {
	id: string;
	archiveFileId: string;
	name: string;
	/** id of the containing folder */
	folderId: string;
	contentType: string;
	bytes: Buffer;
	size: number;
	comments: string | null;
}

/** A register record: Fortnox's fields, and modifiedAt (ms, sandbox clock; serves `lastmodified`). */
interface SandboxRegisterRecord {
	modifiedAt: number;
}
export interface SandboxTermsOfPayment extends SandboxRegisterRecord {
	Code: string;
	Description: string;
}
export interface SandboxPriceList extends SandboxRegisterRecord {
	Code: string;
	Description: string;
	Comments: string;
	PreSelected: boolean;
}
/** An article's price in a price list from a quantity (/3/prices); Date: YYYY-MM-DD, the day it was last set. */
export interface SandboxPrice {
	PriceList: string;
	ArticleNumber: string;
	FromQuantity: number;
	Price: number;
	Percent: number;
	Date: string;
	modifiedAt: number;
}
export interface SandboxCurrency extends SandboxRegisterRecord {
	Code: string;
	Description: string;
	BuyRate: number | null;
	SellRate: number | null;
	Unit: number | null;
	/** YYYY-MM-DD or '' */
	Date: string;
	IsAutomatic: boolean;
}
export interface SandboxUnit extends SandboxRegisterRecord {
	Code: string;
	Description: string;
	CodeEnglish: string;
}
export interface SandboxCostCenter extends SandboxRegisterRecord {
	Code: string;
	Description: string;
	Active: boolean;
	Note: string;
}
export interface SandboxProject extends SandboxRegisterRecord {
	ProjectNumber: string;
	Description: string;
	Status: 'NOTSTARTED' | 'ONGOING' | 'COMPLETED';
	/** YYYY-MM-DD or '' */
	StartDate: string;
	EndDate: string;
	ProjectLeader: string;
	ContactPerson: string;
	Comments: string;
}

/** A customer reference or URL connection: its Id and Fortnox's fields. */
export interface SandboxLink {
	Id: number;
	fields: Record<string, unknown>;
	modifiedAt: number;
}

export interface SandboxTenant {
	id: string;
	name: string;
	accessToken: string;
	clientSecret: string;
	/** in date order (POST /3/financialyears may add one before the first); the last one is the default year */
	financialYears: Array<{ Id: number; FromDate: string; ToDate: string; AccountingMethod: string; AccountChartType: string }>;
	/** year id -> account number -> account */
	accounts: Map<number, Map<number, SandboxAccount>>;
	/** an Array, ascending by Id */
	labels: Array<{ Id: number; Description: string }>;
	nextLabelId: number;
	/** the registers (GET/POST/PUT/DELETE /3/termsofpayments, pricelists, currencies, units, costcenters, projects), in creation order */
	termsOfPayments: SandboxTermsOfPayment[];
	priceLists: SandboxPriceList[];
	currencies: SandboxCurrency[];
	units: SandboxUnit[];
	costCenters: SandboxCostCenter[];
	projects: SandboxProject[];
	/** file attachments (/api/fileattachments/attachments-v1), in attach order */
	fileAttachments: Array<{ id: string; entityId: number; entityType: 'OF' | 'O' | 'F' | 'C' | 'LGR_IO' | 'LGR_IG'; fileId: string; includeOnSend: boolean }>;
	/** prices (/3/prices) per price list, article and quantity step, in creation order */
	prices: SandboxPrice[];
	/** GET/POST/PUT /3/termsofdeliveries (no DELETE), GET/POST/PUT/DELETE /3/modesofpayments and /3/wayofdeliveries */
	termsOfDeliveries: Array<{ Code: string; Description: string; DescriptionEnglish: string; modifiedAt: number }>;
	modesOfPayments: Array<{ Code: string; Description: string; AccountNumber: string; modifiedAt: number }>;
	wayOfDeliveries: Array<{ Code: string; Description: string; DescriptionEnglish: string; modifiedAt: number }>;
	/** predefined accounts and voucher series (names Fortnox keeps, pointing at an account or series), trusted and rejected e-mail senders */
	settings: {
		predefinedAccounts: Array<{ Name: string; Account: number }>;
		predefinedVoucherSeries: Array<{ Name: string; VoucherSeries: string }>;
		trustedSenders: Array<{ Id: number; Email: string }>;
		rejectedSenders: Array<{ Id: number; Email: string }>;
		nextSenderId: number;
	};
	inbox: { folders: Map<string, SandboxFolder>; files: Map<string, SandboxFile> };
	/** the archive (/3/archive), the same shape as the inbox; connected inbox files move here */
	archive: { folders: Map<string, SandboxFolder>; files: Map<string, SandboxFile> };
	/** customers (/3/customers) with every field of fortnox_Customer, in insertion order; modifiedAt: ms, sandbox clock, when created or last changed */
	customers: Array<{ CustomerNumber: string; Name: string; Email: string; City: string; Active: boolean; modifiedAt: number; [field: string]: unknown }>;
	/** bank-process orders, uploaded documents and webhooks */
	companyOrders: SandboxCompanyOrders;
	/** recurring contracts (with deviations), invoice requests and generated invoices */
	recurring: SandboxRecurringState;
	/** the tenant's published integrations as a developer (ratings, sales, users) */
	partner: SandboxPartnerState;
	/** items, stock points, stock ledger, custom/manual documents, bills of materials, production orders, stock takings, warehouse settings */
	warehouse: SandboxWarehouseState;
	/** company information, invoices, orders, offers (head fields by Fortnox's names, rows apart), invoice payments, sent e-mails */
	sales: SandboxSalesState;
	/** voucher series, vouchers (with their rows) and file connections */
	bookkeeping: SandboxBookkeepingState;
	/** customer references, article and supplier invoice URL connections (classic/links.js): each `{Id, fields, modifiedAt}` */
	links: {
		customerReferences: SandboxLink[];
		articleUrls: SandboxLink[];
		supplierInvoiceUrls: SandboxLink[];
		next: Record<string, number>;
	};
	/** the fixed-asset register: asset types, assets with their history and book value, asset file connections */
	assets: SandboxAssetsState;
	/** suppliers (every field of fortnox_Supplier; the warehouse's `purchasing` is this object), supplier invoices, supplier invoice payments */
	purchasing: SandboxPurchasingState;
	/** employees, salary/absence/attendance transactions, changed schedule days, expense codes, and Fortnox Tid's registrations */
	payroll: SandboxPayrollState;
}

/** A tenant's payroll, by Fortnox's field names (sandbox/payroll/state.js). */
export interface SandboxPayrollState {
	/** every field of fortnox_Employee; modifiedAt: ms, sandbox clock */
	employees: Array<{ EmployeeId: string; FirstName: string; LastName: string; FullName: string; Email: string; modifiedAt: number; [field: string]: unknown }>;
	salaryTransactions: Array<{ SalaryRow: number; EmployeeId: string; SalaryCode: string; Date: string; [field: string]: unknown }>;
	nextSalaryRow: number;
	absenceTransactions: Array<{ id: string; EmployeeId: string; CauseCode: string; Date: string; [field: string]: unknown }>;
	attendanceTransactions: Array<{ id: string; EmployeeId: string; CauseCode: string; Date: string; Hours: string; [field: string]: unknown }>;
	/** "EmployeeId|Date" -> the fields changed for that day */
	scheduleTimes: Map<string, Record<string, string>>;
	expenses: Array<{ Code: string; Text: string; Account: number }>;
	/** as GET /api/time/registrations-v2 shows them; `_internal` marks an internal customer */
	timeRegistrations: Array<Record<string, unknown>>;
	/** as GET /api/time/articles-v1 shows them */
	timeArticles: Array<Record<string, unknown>>;
}

export interface Sandbox extends SandboxCompanyOrderApi {
	/** e.g. 'http://127.0.0.1:41234' (no trailing slash) */
	readonly url: string;
	readonly port: number;
	readonly timeScale: number;
	/** Sandbox time, ms since the epoch: real time, or faster with timeScale. */
	now(): number;
	/**
	 * For tests: sandbox time is `ms` from now on, running on from there (null: real time again). It moves the
	 * service's clock alone (every answer's Date header, `lastmodified`, "today"): the sandbox reads the
	 * monotonic clock, so a test may move Date.now (n8n's clock) independently.
	 */
	setTime(ms: number | null): void;
	/** The option `numbersAsStrings`, on or off from now on. */
	setNumbersAsStrings(on: boolean): void;
	createTenant(options?: { tenantId?: string; accessToken?: string; clientSecret?: string; name?: string }): TenantCredentials;
	createOAuthClient(options?: { clientId?: string; clientSecret?: string }): { clientId: string; clientSecret: string };
	issueOAuthTokens(tenantId: string, clientId: string, scope?: string): OAuthTokens;
	/**
	 * Approves an OAuth client (a new one, or an existing clientId) as the tenant's service account: it gets
	 * tokens by POST /oauth-v1/token with grant_type=client_credentials and a TenantId header. clientSecret is '' for an existing client.
	 */
	createServiceAccount(tenantId: string, options?: { clientId?: string; clientSecret?: string; scopes?: string[] }): { clientId: string; clientSecret: string; tenantId: string };
	/**
	 * What the company has, its legacy token holds and its user may see, from now on (unnamed parts stay): the
	 * API licence (else 2001103), the scopes it has licences for (null: every one; else 2001101), the legacy
	 * token's scopes (null: every one; else 2000663; a bearer token holds its grant's), the fields that read `API_NORIGHT`.
	 */
	setAccess(tenantId: string, access: { apiLicence?: boolean; licences?: string[] | null; tokenScopes?: string[] | null; hiddenValues?: string[] }): void;
	/** Every issued bearer access token answers 401 from now on; refresh tokens stay valid. */
	expireAccessTokens(): void;
	/** Live state by tenant id, legacy access token or valid bearer token; throws when unknown. */
	tenant(idOrAccessToken: string): SandboxTenant;
	/** A snapshot: all requests received, those answered 429, and token requests (POST /oauth-v1/token, any outcome). */
	readonly stats: { requests: number; rateLimited: number; tokenRequests: number };
	resetStats(): void;
	/** Forgets every rate-limit window. */
	resetRateLimits(): void;
	/** Adds `count` customers named "Customer <number>" (numbers from 1 up); returns how many the tenant has. */
	addCustomers(tenantId: string, count: number): number;
	/** Stock of an item at a stock point (by code), summed over its locations unless a location code is given; throws for unknown codes or items. */
	stock(tenantId: string, itemId: string, stockPointCode: string, stockLocationCode?: string): { inStock: number; availableStock: number };
	/** "Today" of the release rule ('YYYY-MM-DD'); null = the real UTC date (default). */
	setWarehouseToday(tenantId: string, date: string | null): void;
	/** Dates on or before `date` are locked (release, void → period_locked); null = nothing locked (default). */
	lockWarehousePeriod(tenantId: string, date: string | null): void;
	/** false: every /api/warehouse route answers 403 (module not activated). Default true. */
	setWarehouseEnabled(tenantId: string, enabled: boolean): void;
	/** Adds a supplier (for purchase orders, incoming goods and /3/suppliers); throws when the supplierNumber exists. */
	addSupplier(tenantId: string, supplier: { supplierNumber: string; name: string; email?: string }): SandboxSupplier;
	/** Copies of the purchase order mails "sent" so far (POST /{id}/send and /sendpurchaseorders), oldest first. */
	sentPurchaseOrderMails(tenantId: string): SandboxPurchaseOrderMail[];
	/**
	 * Marks released incoming goods as matched to a supplier invoice, as the supplier-invoice side (outside the spec) would:
	 * void is refused from then on and invoiced/taken quantities show. Throws for unknown, unreleased, voided or completed goods.
	 */
	matchSupplierInvoice(tenantId: string, incomingGoodsId: number, supplierInvoiceId: number): void;
	/** Adds an item (stock goods; unit default 'st'); throws when the itemId exists. */
	addItem(
		tenantId: string,
		item: {
			itemId: string;
			description?: string;
			unit?: string;
			supplierNumber?: string;
			purchasePrice?: number;
			stockWarning?: number;
			ean?: string;
			manufacturer?: string;
			manufacturerArticleNumber?: string;
			webshopArticle?: boolean;
			/** default true */
			active?: boolean;
		},
	): SandboxWarehouseItem;
	/** Creates a stock point as POST /stockpoints-v1 would; throws its 400s as errors. Returns a copy with the assigned ids. */
	addStockPoint(
		tenantId: string,
		stockPoint: { code: string; name: string; locations?: Array<{ code: string; name?: string }>; active?: boolean },
	): SandboxStockPoint;
	/** Sets (replaces) the package items per produced unit of `itemId`, adding that item when unknown; package items must exist. */
	setBillOfMaterials(tenantId: string, itemId: string, packageItems: Array<{ itemId: string; quantity: number }>): void;
	/** The system setting new stock takings copy into usingStockPoints: rows per item × stock point × location (true, default) or per item × location. */
	setStockTakingUsesStockPoints(tenantId: string, usingStockPoints: boolean): void;
	/** Copies of the e-mails sent by GET /3/{invoices|orders|offers}/{DocumentNumber}/email, oldest first. */
	sentSalesMails(tenantId: string): SandboxSalesMail[];
	/** A copy of the request log, oldest first (empty unless the option recordRequests is set). */
	readonly requests: SandboxRecordedRequest[];
	clearRequests(): void;
	/** Fortnox's event stream at `ws://…/topics-v1`: every change made through the API is an event on its topic. */
	readonly stream: SandboxStream;
	/** When the state this sandbox started from was saved (option stateFile); null when it started fresh. */
	readonly keptFrom: Date | null;
	/** Writes the state to the option stateFile now, if it changed since the last save (close() does too). */
	saveState(): void;
	close(): Promise<void>;
}

/** An event as the stream sends it; a voucher's also carries `year`, `series` and `id`. */
export interface SandboxStreamEvent {
	topic: string;
	offset: string;
	type: string;
	tenantId: string;
	entityId: string;
	timestamp: string;
	[extra: string]: unknown;
}

export interface SandboxStream {
	/** The events kept on a topic (two weeks), oldest first. */
	events(topic: string): SandboxStreamEvent[];
	/** The open connections: the tenants and topics each follows, and whether it subscribed. */
	connections(): Array<{ tenants: string[]; topics: string[]; subscribed: boolean }>;
	/** How many subscriptions the stream has taken (each connect and reconnect that got as far). */
	subscriptions(): number;
	/** Drops every connection without a close frame, as a network failure would. */
	dropConnections(): void;
	/** While on, add-topics-v1 refuses (`result: 'error'`, `invalidTopics`) an offset older than the earliest event kept on its topic, as a stream that no longer has it may. */
	refuseOldOffsets(on: boolean): void;
	/** From now, every n-th event delivered is sent twice (0: never), as an at-least-once stream may. */
	duplicateEvery(n: number): void;
}

export function startSandbox(options?: SandboxOptions): Promise<Sandbox>;
