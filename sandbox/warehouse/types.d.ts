import type { SandboxPurchasingState } from '../purchasing/types';

// Types of the warehouse state (sandbox/warehouse/state.js): tenant(x).warehouse.

export interface SandboxWarehouseSettings {
	/** false: every /api/warehouse route answers 403 (module not activated) */
	enabled: boolean;
	/** YYYY-MM-DD used as "today" by the release rule; null = the real UTC date */
	today: string | null;
	/** YYYY-MM-DD: dates on or before it are locked; null = nothing locked */
	lockedThrough: string | null;
	/** copied into a new stock taking's usingStockPoints (default true) */
	stockTakingUsesStockPoints: boolean;
}

export interface SandboxWarehouseItem {
	itemId: string;
	description: string;
	unit: string;
	stockGoods: boolean;
	/** the item's usual supplier (Article.SupplierNumber), '' when none */
	supplierNumber: string;
	/** Article.PurchasePrice, 0 when none */
	purchasePrice: number;
	/** Article.StockWarning: the level Fortnox warns below, 0 when none */
	stockWarning: number;
	/** Article.EAN, '' when none */
	ean: string;
	/** '' when none */
	manufacturer: string;
	/** '' when none */
	manufacturerArticleNumber: string;
	/** Article.WebshopArticle */
	webshopArticle: boolean;
	/** Article.Active (GET /3/articles?filter=active|inactive) */
	active: boolean;
	/** ms, sandbox clock: when the item was added or its article last changed (GET /3/articles?lastmodified=…) */
	modifiedAt: number;
	/** the Article's other writable fields under their Fortnox names (SalesPrice, VAT, Type, …; warehouse/article-fields.js) */
	article: Record<string, unknown>;
}

export interface SandboxStockLocation {
	id: string;
	code: string;
	name?: string;
	stockPointId: string;
}

export interface SandboxStockPoint {
	id: string;
	code: string;
	name: string;
	active: boolean;
	usingCompanyAddress: boolean;
	deliveryName?: string;
	deliveryAddress?: string;
	deliveryAddress2?: string;
	deliveryZipCode?: string;
	deliveryCity?: string;
	deliveryCountryCode?: string;
	deliveryPhone?: string;
	stockLocations: SandboxStockLocation[];
}

/** What caused a movement or reservation: a document kind and its id (later issues add kinds). */
export interface SandboxStockSource {
	/** 'opening' | 'customInbound' | 'customOutbound' | 'manualInbound' | 'manualOutbound' | … */
	kind: string;
	id: string;
}

export interface SandboxStockMovement {
	/** one number per posting (release, void); later postings have higher numbers */
	posting: number;
	source: SandboxStockSource;
	date: string;
	/** + into stock, − out of stock */
	quantity: number;
	/** true for the opposite movements a void posts */
	reversal: boolean;
}

export interface SandboxStockReservation {
	source: SandboxStockSource;
	rowId: number;
	quantity: number;
}

/** One per item × stock point × stock location. inStock = Σ movements; availableStock = inStock − Σ reservations. */
export interface SandboxStockLedger {
	itemId: string;
	stockPointId: string;
	stockLocationId: string;
	movements: SandboxStockMovement[];
	reservations: SandboxStockReservation[];
}

export type SandboxDeliveryState = 'registration' | 'reservation' | 'delivery';
export type SandboxWarehouseDocumentKind = 'customInbound' | 'customOutbound' | 'manualInbound' | 'manualOutbound';

export interface SandboxWarehouseRow {
	rowId: number;
	itemId: string;
	quantity: number;
	stockPointId: string;
	stockLocationId: string;
	reservedQuantity: number;
	deliveredQuantity: number;
	/** delivered beyond inStock under forcedDelivery */
	forcedQuantity: number;
	/** the row's other schema fields as sent (itemDescription, itemUnit, batch, costs, costCenterCode, projectId) */
	extra: Record<string, unknown>;
}

export interface SandboxWarehouseDocument {
	kind: SandboxWarehouseDocumentKind;
	/** manual: the assigned number as a string; custom: the id as given in the path */
	id: string;
	/** custom documents: the type, upper case */
	type?: string;
	direction: 'inbound' | 'outbound';
	/** outbound only; manual outbound documents are 'delivery' */
	deliveryState: SandboxDeliveryState | null;
	forcedDelivery: boolean;
	date: string;
	note?: string;
	released: boolean;
	voided: boolean;
	/** other head fields of the schema (currency, currencyRate, currencyUnit, head stockPointId) */
	head: Record<string, unknown>;
	rows: SandboxWarehouseRow[];
}

/** A supplier as the warehouse's JS API shows it (sandbox.addSupplier); the record is tenant.purchasing's. */
export interface SandboxSupplier {
	supplierNumber: string;
	name: string;
	/** '' when unknown */
	email: string;
	/** ms, sandbox clock: when the supplier was added (GET /3/suppliers?lastmodified=…) */
	modifiedAt: number;
}

export type SandboxPurchaseOrderResponseState =
	| 'NOT_SENT'
	| 'SENT'
	| 'ACCEPTED_WITH_REQ_DLV_DATE'
	| 'ACCEPTED_WITH_CHANGED_DLV_DATE'
	| 'PARTLY_ACCEPTED_WITH_REQ_DLV_DATE'
	| 'PARTLY_ACCEPTED_WITH_CHANGED_DLV_DATE'
	| 'REJECTED';

/** Received, remaining and back-order quantities are not stored: they are summed from released incoming goods. */
export interface SandboxPurchaseOrderRow {
	/** UUID */
	id: string;
	rowNum: number;
	itemId: string;
	orderedQuantity: number;
	price: number;
	stockPointId: string;
	stockLocationId: string;
	/** the row's notes, in order */
	notes: string[];
	/** the row's other schema fields as sent or defaulted (itemDescription, itemUnit, currencyCode, costCenterCode, projectId) */
	extra: Record<string, unknown>;
}

export interface SandboxPurchaseOrder {
	id: number;
	supplierNumber: string;
	orderDate: string;
	purchaseType: 'WAREHOUSE' | 'DROPSHIP';
	/** kept current: VOIDED, else RECEIVED (manually completed or nothing remains), else SENT once mailed, else NOT_SENT */
	purchaseOrderState: 'NOT_SENT' | 'SENT' | 'RECEIVED' | 'VOIDED';
	responseState: SandboxPurchaseOrderResponseState;
	/** mailed at least once (send or sendMany), or seeded as sent */
	sent: boolean;
	manuallyCompleted: boolean;
	voided: boolean;
	/** the customer order a dropship order delivers, as sent */
	outboundDocumentReference?: { id?: string; type?: string };
	/** head stock point: default of rows without one */
	stockPointId?: string;
	/** the other head fields of the schema as sent or defaulted (currency, delivery address, supplierName, references, note, …) */
	head: Record<string, unknown>;
	rows: SandboxPurchaseOrderRow[];
}

export interface SandboxIncomingGoodsRow {
	/** UUID */
	id: string;
	rowOrder: number;
	itemId: string;
	receivedQuantity: number;
	/** both set when the row receives a purchase order row */
	purchaseOrderId?: number;
	purchaseOrderRowId?: string;
	stockPointId: string;
	stockLocationId: string;
	/** the row's other schema fields as sent or defaulted (itemDescription, itemUnit, batch, directCost, costCenterCode, projectId) */
	extra: Record<string, unknown>;
}

export interface SandboxIncomingGoods {
	id: number;
	date: string;
	deliveryNoteId: string;
	hasDeliveryNote: boolean;
	note?: string;
	supplierNumber?: string;
	supplierName?: string;
	costCenterCode?: string;
	projectId?: string;
	/** head stock point: default of rows without one */
	stockPointId?: string;
	released: boolean;
	completed: boolean;
	/** the date given to PUT /completed */
	completionDate?: string;
	voided: boolean;
	/** supplier invoices matched to it (sandbox.matchSupplierInvoice) */
	supplierInvoiceIds: number[];
	rows: SandboxIncomingGoodsRow[];
}

/** A purchase order mail "sent" by POST /{id}/send or /sendpurchaseorders. */
export interface SandboxPurchaseOrderMail {
	purchaseOrderIds: number[];
	receiver: string;
	receiverCopy?: string;
	receiverSecretCopy?: string;
	replyTo: string;
	senderName?: string;
	subject: string;
	body: string;
	bodyAsHtml?: string;
	/** ISO timestamp */
	at: string;
}

export interface SandboxCustomDocumentType {
	id: number;
	category: 'INBOUND' | 'OUTBOUND';
	/** upper case */
	referenceType: string;
}

/** A row of a stock transfer: the item leaves its "from" place and enters its "to" place on release. */
export interface SandboxStockTransferRow {
	rowNum: number;
	itemId: string;
	requestedQuantity: number;
	/** what moved: 0 until released */
	quantity: number;
	fromStockPointId: string;
	fromStockLocationId: string;
	toStockPointId: string;
	toStockLocationId: string;
}

export interface SandboxStockTransfer {
	/** from the manual documents' number series, as a string */
	id: string;
	transferDate: string;
	note?: string;
	released: boolean;
	voided: boolean;
	/** counts each change up; a PUT naming another version is refused */
	version: number;
	rows: SandboxStockTransferRow[];
}

export interface SandboxWarehouseState {
	settings: SandboxWarehouseSettings;
	/** in creation order */
	items: SandboxWarehouseItem[];
	/** in creation order */
	stockPoints: SandboxStockPoint[];
	/** the tenant's purchasing state (tenant.purchasing, the same object): its suppliers are the warehouse's */
	purchasing: SandboxPurchasingState;
	/** in creation order */
	purchaseOrders: SandboxPurchaseOrder[];
	nextPurchaseOrderId: number;
	/** in creation order */
	incomingGoods: SandboxIncomingGoods[];
	nextIncomingGoodsId: number;
	/** oldest first */
	purchaseOrderMails: SandboxPurchaseOrderMail[];
	/** `${itemId}|${stockPointId}|${stockLocationId}` -> ledger */
	ledgers: Map<string, SandboxStockLedger>;
	nextPosting: number;
	customTypes: SandboxCustomDocumentType[];
	nextCustomTypeId: number;
	/** custom inbound and outbound documents (kind, type and id identify one) */
	customDocuments: SandboxWarehouseDocument[];
	/** manual inbound and outbound documents; they share one number series */
	manualDocuments: SandboxWarehouseDocument[];
	/** manual documents and stock transfers share one number series */
	nextManualId: number;
	stockTransfers: SandboxStockTransfer[];
	/** produced item id -> its package items per produced unit */
	billsOfMaterials: Map<string, SandboxBillOfMaterialsLine[]>;
	productionOrders: SandboxProductionOrder[];
	nextProductionOrderId: number;
	stockTakings: SandboxStockTaking[];
	nextStockTakingId: number;
}

export interface SandboxBillOfMaterialsLine {
	itemId: string;
	/** per produced unit */
	quantity: number;
}

export type SandboxProductionState = 'registered' | 'reserved' | 'ongoing';

export interface SandboxProductionPackageItem {
	itemId: string;
	/** per produced unit */
	quantityRequired: number;
	/** reserved at the outbound stock point, per location; after release: what was taken; voided: none */
	reserved: Array<{ stockLocationId: string; quantity: number }>;
}

export interface SandboxProductionOrder {
	id: number;
	/** the produced item */
	itemId: string;
	quantity: number;
	startDate: string;
	productionDate: string | null;
	productionState: SandboxProductionState;
	released: boolean;
	voided: boolean;
	note?: string;
	batch?: string;
	costCenterCode?: string;
	projectId?: string;
	/** where the package items are taken from */
	outboundStockPointId: string;
	/** where the produced item goes */
	inboundStockPointId: string;
	inboundStockLocationId: string;
	packageItems: SandboxProductionPackageItem[];
}

export type SandboxStockTakingState = 'planning' | 'started' | 'completed' | 'voided';

export interface SandboxStockTakingRow {
	/** UUID; also answered as stockTakingRowId */
	id: string;
	itemId: string;
	stockPointId: string;
	stockLocationId: string;
	countedBy: string | null;
	stockTakenQuantity: number | null;
	/** inStock as of the date, frozen at release (null before: computed on each answer) */
	releasedQuantityInStock: number | null;
}

export interface SandboxStockTaking {
	id: number;
	name: string;
	responsible: string;
	state: SandboxStockTakingState;
	date: string | null;
	costCenterCode?: string;
	projectId?: string;
	sortingId?: number;
	sortParams?: { primarySort?: string; primarySortOrder?: string; secondarySort?: string; secondarySortOrder?: string };
	/** from the setting at creation: rows per item × stock point × location (true) or item × location */
	usingStockPoints: boolean;
	/** in the order added */
	rows: SandboxStockTakingRow[];
	/** the ledger posting of the release (its corrections); null before */
	releasePosting: number | null;
}
