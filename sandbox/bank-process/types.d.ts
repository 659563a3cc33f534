// Types of the bank-process part of the sandbox (company orders, documents, webhooks, callbacks);
// re-exported by sandbox/index.d.ts. The nested order shapes are the sandbox's own: the spec
// shows none of them.

export type OrderKind = 'stock' | 'start';
export type StockOrderStatus = 'ACCEPTED' | 'SENT_TO_BV' | 'COMPLETED' | 'ABORTED' | 'DENIED_BY_BANK' | 'UNKNOWN';
export type StartOrderStatus = 'ACCEPTED' | 'COMPLETED' | 'ABORTED' | 'DENIED' | 'CANCELLED' | 'UNKNOWN';
export type DocumentType =
	| 'LiquidityCertificate'
	| 'RegistrationCertificate'
	| 'MemorandumOfAssociation'
	| 'ArticlesOfAssociation'
	| 'MinutesOfAnExtraordinaryGeneralMeeting'
	| 'MinutesOfABoardMeeting'
	| 'BankPowerOfAttorney'
	| 'GeneralPowerOfAttorney'
	| 'SubscriptionList'
	| 'BoardsProposal'
	| 'RegistrationNotification'
	| 'SignedDocumentCollection'
	| 'BankCertificate';
export type UploadDocumentType = 'LiquidityCertificate' | 'BankCertificate';
/** ORDER_UPDATED is the spec's; ORDER_ACCEPTED and ORDER_DELETED are assumed names. */
export type WebhookEventType = 'ORDER_ACCEPTED' | 'ORDER_UPDATED' | 'ORDER_DELETED';
/** START_COMPANY_ORDER is the spec's; STOCK_COMPANY_ORDER is an assumed name. */
export type WebhookOrderType = 'STOCK_COMPANY_ORDER' | 'START_COMPANY_ORDER';

export interface OrderPerson {
	first_name: string;
	last_name: string;
	/** YYYYMMDD-NNNN */
	civic_number: string;
	email: string;
	phone: string;
}
export interface OrderAddress {
	street: string;
	postal_code: string;
	city: string;
	country_code: string;
}
export interface BoardMember extends OrderPerson {
	role: 'CHAIRMAN' | 'MEMBER' | 'DEPUTY';
}
export interface CompanyInformation {
	name: string;
	/** NNNNNN-NNNN; null for a start order not yet registered */
	organization_number: string | null;
	registered_office: string;
	address: OrderAddress;
	business_description: string;
}
export interface StockCompanyInformation extends CompanyInformation {
	organization_number: string;
	share_capital: number;
	number_of_shares: number;
	/** MM-DD */
	financial_year_end: string;
}
export interface StockShareHolder {
	type: 'PERSON' | 'COMPANY';
	name: string;
	civic_number: string | null;
	organization_number: string | null;
	number_of_shares: number;
	email: string;
}
export interface StockCompanyOrder {
	id: number;
	status: StockOrderStatus;
	/** ISO timestamps */
	created_at: string;
	updated_at: string;
	utm_source: string;
	accountant: { name: string; company: string; email: string; phone: string } | null;
	bank_power_of_attorney: OrderPerson;
	board_members: BoardMember[];
	company_information: StockCompanyInformation;
	contact_person: OrderPerson;
	/** ISO 3166 alpha-2 codes */
	foreign_business_countries: string[];
	general_power_of_attorney: OrderPerson;
	secondary_power_of_attorney: OrderPerson | null;
	share_holders: StockShareHolder[];
	subsidiaries: Array<{ name: string; organization_number: string; share_percentage: number }>;
}
export interface StartCompanyOrder {
	/** uuid */
	id: string;
	status: StartOrderStatus;
	created_at: string;
	updated_at: string;
	/** ISO timestamp (midnight UTC of the date given) or null */
	share_capital_received_date: string | null;
	authorized_signatories: { rule: 'BOARD' | 'TWO_JOINTLY'; signatories: OrderPerson[] };
	board_members: BoardMember[];
	company_information: CompanyInformation;
	contact_person: OrderPerson;
	/** the founders */
	share_holders: Array<OrderPerson & { number_of_shares: number }>;
	share_info: { share_capital: number; number_of_shares: number; quota_value: number; currency: string };
}
/** The stored record: the order plus internal fields. */
export interface SandboxStockOrder extends StockCompanyOrder {
	/** SubscriptionList and BoardsProposal exist */
	emission: boolean;
	/** types that were available at some point (for "in ABORTED only if already generated") */
	generatedDocuments: Set<DocumentType>;
}
export type SandboxStartOrder = StartCompanyOrder;

/** An uploaded document. */
export interface SandboxOrderDocument {
	type: UploadDocumentType;
	fileName: string;
	contentType: string;
	bytes: Buffer;
	/** YYYY-MM-DD */
	inEffectDate: string;
	uploadedAt: string;
}
export interface SandboxWebhook {
	/** uuid */
	id: string;
	url: string;
	secret: string;
	insecure_url: boolean;
	created_at: string;
}
export interface SandboxCompanyOrders {
	stock: Map<number, SandboxStockOrder>;
	start: Map<string, SandboxStartOrder>;
	/** uploaded documents per order id, by type */
	documents: {
		stock: Map<number, Map<UploadDocumentType, SandboxOrderDocument>>;
		start: Map<string, Map<UploadDocumentType, SandboxOrderDocument>>;
	};
	/** by id, in creation order; at most 10 */
	webhooks: Map<string, SandboxWebhook>;
	nextStockId: number;
	/** orders created so far (seeds the generated data) */
	sequence: number;
}

type Writable<T> = { [K in keyof T]?: T[K] extends object | null ? (T[K] extends unknown[] | null ? T[K] : Partial<T[K]>) : T[K] };
/**
 * Fields for createStockOrder / updateOrder; plain objects merge one level into the current ones.
 * Shortcut: organizationNumber = company_information.organization_number.
 */
export type StockOrderFields = Writable<Omit<StockCompanyOrder, 'id'>> & { emission?: boolean; organizationNumber?: string };
/** As StockOrderFields; shortcut founderCivicNumber = the first share holder's civic_number. */
export type StartOrderFields = Writable<Omit<StartCompanyOrder, 'id'>> & { organizationNumber?: string; founderCivicNumber?: string };

/** One callback attempt. */
export interface WebhookDelivery {
	tenantId: string;
	webhookId: string;
	url: string;
	orderId: string;
	orderType: WebhookOrderType;
	eventType: WebhookEventType;
	/** 1–5, counted per event (a superseding event starts again at 1) */
	attempt: number;
	/** HTTP status, or an error code such as 'ECONNREFUSED' or 'ETIMEDOUT' */
	status: number | string;
	delivered: boolean;
	/** the exact JSON body sent */
	body: string;
	/** value of the signature header: 'sha256=' + hex HMAC-SHA256 of body with the webhook secret */
	signature: string;
	/** sandbox time the attempt started (ISO) */
	at: string;
}

export interface SandboxCompanyOrderApi {
	/** Creates a stock order (status ACCEPTED unless given) and fires ORDER_ACCEPTED. Returns the order as the API shows it. */
	createStockOrder(tenantId: string, fields?: StockOrderFields): StockCompanyOrder;
	/** Creates a start order (status ACCEPTED unless given) and fires ORDER_ACCEPTED. */
	createStartOrder(tenantId: string, fields?: StartOrderFields): StartCompanyOrder;
	/** Changes an order (any status of its kind, any fields but id/created_at/updated_at) and fires ORDER_UPDATED. */
	updateOrder(tenantId: string, kind: 'stock', orderId: number | string, changes: Omit<StockOrderFields, 'created_at' | 'updated_at'>): StockCompanyOrder;
	updateOrder(tenantId: string, kind: 'start', orderId: string, changes: Omit<StartOrderFields, 'created_at' | 'updated_at'>): StartCompanyOrder;
	/** Deletes an order with its documents and fires ORDER_DELETED. */
	deleteOrder(tenantId: string, kind: OrderKind, orderId: number | string): void;
	/** A snapshot of every callback attempt so far, oldest first. */
	readonly deliveries: WebhookDelivery[];
	/** Polls until predicate(log) is true and resolves with that snapshot of the log; rejects after timeoutMs (default 5000). */
	waitForDeliveries(predicate: (log: WebhookDelivery[]) => boolean, timeoutMs?: number): Promise<WebhookDelivery[]>;
}
