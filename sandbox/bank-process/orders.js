// @ts-check
'use strict';

/**
 * The order model shared by the HTTP routes and the JS API: create, change, delete, find and
 * render orders, firing the webhook events (ORDER_ACCEPTED / ORDER_UPDATED / ORDER_DELETED).
 */

const { randomUUID } = require('node:crypto');
const { STOCK_STATUSES, START_STATUSES, EVENTS, ORDER_TYPES } = require('./state');
const { rngFrom, stockOrderFields, startOrderFields } = require('./fake-data');
const { noteGenerated } = require('./documents');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('./state').OrderKind} OrderKind */
/** @typedef {import('./state').StockRecord} StockRecord */
/** @typedef {import('./state').StartRecord} StartRecord */
/** @typedef {StockRecord | StartRecord} OrderRecord */

/**
 * @param {{ clock: ReturnType<import('../clock').createClock>, dispatcher: ReturnType<import('./callbacks').createDispatcher> }} deps
 */
function createOrderModel({ clock, dispatcher }) {
	const nowIso = () => new Date(clock.now()).toISOString();

	/** @param {Tenant} tenant @param {OrderKind} kind @returns {Map<any, OrderRecord>} */
	const orders = (tenant, kind) => tenant.companyOrders[kind];

	/**
	 * Creates an order (status ACCEPTED unless `fields.status` says otherwise).
	 * @param {Tenant} tenant @param {OrderKind} kind @param {Record<string, unknown>} [fields]
	 * @param {{ silent?: boolean, history?: string[] }} [options] silent: no event (seeding);
	 *   history: statuses the order went through before its current one (generated documents)
	 * @returns {OrderRecord}
	 */
	function create(tenant, kind, fields = {}, { silent = false, history = [] } = {}) {
		const co = tenant.companyOrders;
		const rng = rngFrom(`${tenant.id}/${++co.sequence}`);
		const now = nowIso();
		/** @type {OrderRecord} */
		const record = kind === 'stock'
			? { ...stockOrderFields(co.nextStockId++, rng, now), emission: false, generatedDocuments: new Set() }
			: startOrderFields(randomUUID(), rng, now);
		assign(kind, record, expandShortcuts(kind, record, fields), true);
		if (kind === 'stock') {
			for (const status of [...history, record.status]) noteGenerated(/** @type {StockRecord} */ (record), status);
		}
		orders(tenant, kind).set(record.id, record);
		if (!silent) dispatcher.emit(tenant, EVENTS.ACCEPTED, ORDER_TYPES[kind], record.id);
		return record;
	}

	/**
	 * Notes a change of an order: new updated_at (strictly later), generated documents, event.
	 * @param {Tenant} tenant @param {OrderKind} kind @param {OrderRecord} record
	 */
	function changed(tenant, kind, record) {
		record.updated_at = new Date(Math.max(clock.now(), Date.parse(record.updated_at) + 1)).toISOString();
		if (kind === 'stock') noteGenerated(/** @type {StockRecord} */ (record));
		dispatcher.emit(tenant, EVENTS.UPDATED, ORDER_TYPES[kind], record.id);
	}

	/**
	 * @param {Tenant} tenant @param {OrderKind} kind @param {OrderRecord} record
	 * @param {Record<string, unknown>} changes
	 */
	function update(tenant, kind, record, changes) {
		const fields = expandShortcuts(kind, record, changes);
		assign(kind, structuredClone(record), fields, false); // validates all before changing anything
		assign(kind, record, fields, false);
		changed(tenant, kind, record);
		return record;
	}

	/** @param {Tenant} tenant @param {OrderKind} kind @param {OrderRecord} record */
	function remove(tenant, kind, record) {
		orders(tenant, kind).delete(record.id);
		/** @type {Map<any, unknown>} */ (tenant.companyOrders.documents[kind]).delete(record.id);
		dispatcher.emit(tenant, EVENTS.DELETED, ORDER_TYPES[kind], record.id);
	}

	/**
	 * @param {Tenant} tenant @param {OrderKind} kind @param {string | number} id
	 * @returns {OrderRecord | undefined}
	 */
	function find(tenant, kind, id) {
		if (kind === 'start') return tenant.companyOrders.start.get(String(id));
		const raw = String(id);
		return /^\d{1,15}$/.test(raw) ? tenant.companyOrders.stock.get(Number(raw)) : undefined;
	}

	return { create, changed, update, remove, find, render, now: nowIso };
}

/**
 * The order as the API shows it: a deep copy without the internal fields.
 * @param {OrderRecord} record
 */
function render(record) {
	const { emission: _emission, generatedDocuments: _generated, ...order } = record;
	return structuredClone(order);
}

/**
 * Applies fields to a record. Plain objects merge one level deep into plain objects; everything
 * else replaces. Throws (a plain Error, for the JS API) on fields that cannot be set.
 * @param {OrderKind} kind @param {OrderRecord} record @param {Record<string, unknown>} fields
 * @param {boolean} creating created_at / updated_at may be given on creation only
 */
function assign(kind, record, fields, creating) {
	const statuses = kind === 'stock' ? STOCK_STATUSES : START_STATUSES;
	const fixed = creating ? ['id', 'generatedDocuments'] : ['id', 'generatedDocuments', 'created_at', 'updated_at'];
	for (const [key, value] of Object.entries(fields)) {
		if (value === undefined) continue;
		if (fixed.includes(key) || !(key in record)) throw new Error(`The ${kind} order field ${key} cannot be set.`);
		if (key === 'status' && !statuses.includes(/** @type {any} */ (value))) {
			throw new Error(`Invalid ${kind} order status ${String(value)}; one of ${statuses.join(', ')}.`);
		}
		if (key === 'created_at' || key === 'updated_at' || (key === 'share_capital_received_date' && value !== null)) {
			record[key] = timestamp(key, value);
		} else if (isPlain(value) && isPlain(record[key])) {
			record[key] = { ...record[key], ...structuredClone(value) };
		} else {
			record[key] = structuredClone(value);
		}
	}
	if (record.created_at > record.updated_at) record.updated_at = record.created_at;
}

/**
 * Shortcut fields of the JS API: `organizationNumber` sets company_information.organization_number;
 * `founderCivicNumber` (start orders) the first share holder's civic_number.
 * @param {OrderKind} kind @param {OrderRecord} record @param {Record<string, unknown>} fields
 */
function expandShortcuts(kind, record, fields) {
	const { organizationNumber, founderCivicNumber, ...rest } = fields;
	if (organizationNumber !== undefined) {
		rest.company_information = { ...(isPlain(rest.company_information) ? rest.company_information : {}), organization_number: organizationNumber };
	}
	if (founderCivicNumber !== undefined) {
		if (kind !== 'start') throw new Error('founderCivicNumber applies to start orders only.');
		const holders = Array.isArray(rest.share_holders) ? rest.share_holders : record.share_holders;
		rest.share_holders = holders.map((/** @type {any} */ h, /** @type {number} */ i) => (i === 0 ? { ...h, civic_number: founderCivicNumber } : h));
	}
	return rest;
}

/** @param {string} field @param {unknown} value */
function timestamp(field, value) {
	const ms = typeof value === 'string' ? Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : NaN;
	if (Number.isNaN(ms)) throw new Error(`${field} must be an ISO date or timestamp (${String(value)}).`);
	return new Date(ms).toISOString();
}

/** @param {unknown} v @returns {v is Record<string, unknown>} */
function isPlain(v) {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

module.exports = { createOrderModel, render, timestamp };
