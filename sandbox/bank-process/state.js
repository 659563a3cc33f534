// @ts-check
'use strict';

/**
 * Company-order state of one tenant (tenant.companyOrders) and the value sets of the spec
 * (document 2: States, Order documents, Events).
 *
 * Stored records are the rendered order plus internal fields: `emission` (stock orders whose
 * SubscriptionList and BoardsProposal exist) and `generatedDocuments` (stock document types
 * that were available at some point, for the "in ABORTED only if already generated" rules).
 */

/** @typedef {'stock' | 'start'} OrderKind */

const STOCK_STATUSES = Object.freeze(['ACCEPTED', 'SENT_TO_BV', 'COMPLETED', 'ABORTED', 'DENIED_BY_BANK', 'UNKNOWN']);
const START_STATUSES = Object.freeze(['ACCEPTED', 'COMPLETED', 'ABORTED', 'DENIED', 'CANCELLED', 'UNKNOWN']);

const DOCUMENT_TYPES = Object.freeze([
	'LiquidityCertificate', 'RegistrationCertificate', 'MemorandumOfAssociation', 'ArticlesOfAssociation',
	'MinutesOfAnExtraordinaryGeneralMeeting', 'MinutesOfABoardMeeting', 'BankPowerOfAttorney', 'GeneralPowerOfAttorney',
	'SubscriptionList', 'BoardsProposal', 'RegistrationNotification', 'SignedDocumentCollection', 'BankCertificate',
]);
const UPLOAD_TYPES = Object.freeze(['LiquidityCertificate', 'BankCertificate']);

/** event_type values; only ORDER_UPDATED is shown by the spec, the other two are assumed. */
const EVENTS = Object.freeze({ ACCEPTED: 'ORDER_ACCEPTED', UPDATED: 'ORDER_UPDATED', DELETED: 'ORDER_DELETED' });
/** order_type per kind; only START_COMPANY_ORDER is shown by the spec. */
const ORDER_TYPES = Object.freeze({ stock: 'STOCK_COMPANY_ORDER', start: 'START_COMPANY_ORDER' });

const MAX_WEBHOOKS = 10;

/**
 * @typedef {object} StoredDocument an uploaded document
 * @property {string} type
 * @property {string} fileName
 * @property {string} contentType
 * @property {Buffer} bytes
 * @property {string} inEffectDate   YYYY-MM-DD
 * @property {string} uploadedAt     ISO timestamp (sandbox time)
 *
 * @typedef {{ id: string, url: string, secret: string, insecure_url: boolean, created_at: string }} Webhook
 *
 * @typedef {Record<string, any> & { id: number, status: string, created_at: string, updated_at: string,
 *   emission: boolean, generatedDocuments: Set<string> }} StockRecord
 * @typedef {Record<string, any> & { id: string, status: string, created_at: string, updated_at: string,
 *   share_capital_received_date: string | null }} StartRecord
 *
 * @typedef {object} CompanyOrders
 * @property {Map<number, StockRecord>} stock
 * @property {Map<string, StartRecord>} start
 * @property {{ stock: Map<number, Map<string, StoredDocument>>, start: Map<string, Map<string, StoredDocument>> }} documents
 *   uploaded documents per order id, by type
 * @property {Map<string, Webhook>} webhooks  by id, in creation order
 * @property {number} nextStockId
 * @property {number} sequence  orders created so far (seeds the fake data)
 */

/** @returns {CompanyOrders} */
function createCompanyOrderState() {
	return {
		stock: new Map(),
		start: new Map(),
		documents: { stock: new Map(), start: new Map() },
		webhooks: new Map(),
		nextStockId: 1001,
		sequence: 0,
	};
}

module.exports = {
	STOCK_STATUSES, START_STATUSES, DOCUMENT_TYPES, UPLOAD_TYPES, EVENTS, ORDER_TYPES, MAX_WEBHOOKS,
	createCompanyOrderState,
};
