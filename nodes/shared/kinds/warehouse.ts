/**
 * A list of Fortnox's warehouse API (below /api/warehouse, which its requests add): records in
 * camelCase JSON without a wrapper, in plain arrays, each numbered by `numberField`.
 */
export interface WarehouseKind {
	path: string;
	numberField: string;
	noun: string;
}

export const STOCK_POINTS: WarehouseKind = { path: '/stockpoints-v1', numberField: 'id', noun: 'stock point' };
export const STOCK_BALANCE: WarehouseKind = { path: '/status-v1/stockbalance', numberField: 'itemId', noun: 'stock balance' };
/** Custom document types are the caller's own names: a type's reference type is its number. */
export const CUSTOM_DOCUMENT_TYPES: WarehouseKind = { path: '/documentdeliveries/custom/documenttypes-v1', numberField: 'referenceType', noun: 'custom document type' };
/** Custom documents are numbered by their type and the caller's own id: a record's path is {path}/{type}/{id}. */
export const CUSTOM_INBOUND_DOCUMENTS: WarehouseKind = { path: '/documentdeliveries/custom/inbound-v1', numberField: 'id', noun: 'custom inbound document' };
export const CUSTOM_OUTBOUND_DOCUMENTS: WarehouseKind = { path: '/documentdeliveries/custom/outbound-v1', numberField: 'id', noun: 'custom outbound document' };
/** Manual inbound and outbound documents and stock transfers in one list; each names its kind in `type`. */
export const MANUAL_DOCUMENTS: WarehouseKind = { path: '/deliveries-v1', numberField: 'deliveryId', noun: 'manual document' };
export const MANUAL_INBOUND_DOCUMENTS: WarehouseKind = { path: '/deliveries-v1/inbounddeliveries', numberField: 'id', noun: 'manual inbound document' };
export const MANUAL_OUTBOUND_DOCUMENTS: WarehouseKind = { path: '/deliveries-v1/outbounddeliveries', numberField: 'id', noun: 'manual outbound document' };
export const PRODUCTION_ORDERS: WarehouseKind = { path: '/productionorders-v1', numberField: 'id', noun: 'production order' };
export const STOCK_TAKINGS: WarehouseKind = { path: '/stocktaking-v1', numberField: 'id', noun: 'stock taking' };
export const PURCHASE_ORDERS: WarehouseKind = { path: '/purchaseorders-v1', numberField: 'id', noun: 'purchase order' };
export const INCOMING_GOODS: WarehouseKind = { path: '/incominggoods-v1', numberField: 'id', noun: 'incoming goods document' };
/** Stock moved between stock points; numbered in the manual documents' series and listed with them (type stocktransfer). */
export const STOCK_TRANSFERS: WarehouseKind = { path: '/stocktransfer-v1', numberField: 'id', noun: 'stock transfer' };
/** Whether the warehouse module is activated for the company. */
export const WAREHOUSE_TENANT = { path: '/tenants-v4' };
