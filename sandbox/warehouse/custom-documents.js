// @ts-check
'use strict';

/**
 * Custom document types and custom inbound/outbound documents, below
 * /api/warehouse/documentdeliveries/custom:
 *   GET, POST /documenttypes-v1          POST {category, referenceType} → 201 with the type's integer id
 *   GET  /documenttypes-v1/:type         case-insensitive
 *   GET, PUT /inbound-v1/:type/:id       PUT = save (create, or replace while unreleased)
 *   PUT  /inbound-v1/:type/:id/release   → 204
 *   PUT  /inbound-v1/:type/:id/void      ?force= → 204
 *   the same under /outbound-v1
 * Types are stored upper case; saving under an unknown type registers it with the route's
 * category. Documents answer warehouseReady = released (the schema has no released field).
 */

const { badRequest, invalidRequest, invalidParameter, notFound } = require('./errors');
const { objectWith, str, num, bool, date, queryBool } = require('./validate');
const { pagingParams, pagedReply } = require('./paging');
const { parseRows, renderRow, syncReservations, checkModifiable, releaseDocument, voidDocument } = require('./documents');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxWarehouseDocument} Doc */
/** @typedef {'INBOUND' | 'OUTBOUND'} Category */

const BASE = '/api/warehouse/documentdeliveries/custom';
const TYPE_RE = /^[A-Za-z0-9_-]{1,25}$/;
const TYPE_TEXT = 'letters A-Z, digits, underscore and dash (1 to 25 characters)';

/** The spec's reserved names; refused in any variant of case, dashes and underscores. */
const RESERVED = new Set([
	'ARTICLEPRODUCTION', 'ARTIKELPRODUKTION', 'ITEMPRODUCTION', 'PRODUCTION', 'PRODUKTION',
	'CUSTOMERINVOICE', 'CUSTOMERORDER', 'FAKTURA', 'INVOICE', 'KREDITFAKTURA', 'KREDITORDER', 'KUNDFAKTURA', 'KUNDORDER', 'ORDER',
	'LEVERANTÖRSFAKTURA', 'LEVFAKTURA', 'SUPINVOICE', 'SUPPLIERINVOICE',
	'DELIVERYNOTE', 'FÖLJESEDEL', 'PLOCKLISTA', 'MANUALDELIVERY', 'MANUALINBOUND', 'MANUALINBOUNDDELIVERY',
	'MANUALOUTBOUND', 'MANUALOUTBOUNDDELIVERY', 'MANUELLINLEVERANS', 'MANUELLLEVERANS', 'MANUELLUTLEVERANS',
	'INVENTERING', 'INVENTORY', 'LAGERFLYTT', 'STOCKTAKING', 'STOCKTAKINGDEVIATION', 'STOCKTRANSFER',
	'INGÅENDESALDO', 'NEGATIVEOPENINGBALANCES', 'NEGATIVTINGÅENDESALDO', 'POSITIVEOPENINGBALANCES',
	'INKÖP', 'INKÖPSORDER', 'PURCHASE', 'PURCHASEORDER', 'LEGACYINTEGRATIONIN', 'LEGACYINTEGRATIONOUT',
]);

/** @param {string} type */
const isReserved = (type) => RESERVED.has(type.replace(/[-_]/g, '').toUpperCase());

/**
 * A valid, allowed type, upper case. `where` says whether it came in the path or the body.
 * @param {unknown} raw @param {'path' | 'body'} where @returns {string}
 */
function checkType(raw, where) {
	if (typeof raw !== 'string' || !TYPE_RE.test(raw)) {
		const message = `The custom document type must consist of ${TYPE_TEXT}: ${String(raw)}`;
		throw where === 'path' ? invalidParameter(message) : invalidRequest(message);
	}
	if (isReserved(raw)) throw badRequest('referenceTypeNotAllowed', `The custom document type ${raw} is a reserved name and not allowed.`);
	return raw.toUpperCase();
}

/** @param {WarehouseState} ws @param {string} type upper case @param {Category} category */
function checkCategory(ws, type, category) {
	const existing = ws.customTypes.find((t) => t.referenceType === type);
	if (existing && existing.category !== category) {
		throw badRequest('category_mismatch', `The custom document type ${type} belongs to the ${existing.category} category, not ${category}.`);
	}
	return existing;
}

/** @param {WarehouseState} ws @param {string} type @param {Category} category */
function registerType(ws, type, category) {
	const existing = checkCategory(ws, type, category);
	if (existing) return existing;
	const created = { id: ws.nextCustomTypeId++, category, referenceType: type };
	ws.customTypes.push(created);
	return created;
}

/** @param {import('./types').SandboxCustomDocumentType} t */
const renderType = (t) => ({ category: t.category, referenceType: t.referenceType });

/** @param {unknown} raw */
function parseCurrency(raw) {
	if (raw === undefined || raw === null) return undefined;
	const obj = objectWith(raw, ['currency', 'rate', 'unit'], 'currency');
	const currency = /** @type {string} */ (str(obj, 'currency', 'currency', { required: true }));
	if (!/^[A-Za-z]{3}$/.test(currency)) throw invalidRequest(`currency.currency must be a 3-letter currency code: ${currency}`);
	const rate = num(obj, 'rate', 'currency', { required: true, min: 0.000001 });
	return { currency, rate, unit: num(obj, 'unit', 'currency', { min: 1, integer: true }) ?? 1 };
}

const DIRECTIONS = /** @type {const} */ ({
	inbound: {
		kind: 'customInbound', category: 'INBOUND', path: 'inbound-v1', typeField: 'type',
		fields: ['currency', 'date', 'id', 'note', 'rows', 'type', 'voided', 'warehouseReady'],
	},
	outbound: {
		kind: 'customOutbound', category: 'OUTBOUND', path: 'outbound-v1', typeField: 'referenceType',
		fields: ['averageCosts', 'date', 'deliveryState', 'forcedDelivery', 'id', 'note', 'referenceType', 'rows', 'voided', 'warehouseReady'],
	},
});

/** @param {WarehouseState} ws @param {Doc} doc */
function render(ws, doc) {
	const inbound = doc.kind === 'customInbound';
	return {
		id: doc.id,
		[inbound ? 'type' : 'referenceType']: doc.type,
		date: doc.date,
		...(inbound ? {} : { deliveryState: doc.deliveryState, forcedDelivery: doc.forcedDelivery }),
		...(doc.note !== undefined ? { note: doc.note } : {}),
		...doc.head,
		...(inbound ? {} : { averageCosts: [] }),
		rows: doc.rows.map((r) => renderRow(ws, doc.kind, r)),
		voided: doc.voided,
		warehouseReady: doc.released,
	};
}

/** @param {any} r warehouse route group (guarded) */
function registerCustomDocumentRoutes(r) {
	const types = `${BASE}/documenttypes-v1`;

	r.get(types, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const paging = pagingParams(ctx.query);
		const list = [...ws.customTypes].sort((a, b) => a.referenceType.localeCompare(b.referenceType));
		return pagedReply(list.map(renderType), paging);
	});

	r.post(types, async (/** @type {any} */ ctx) => {
		const obj = objectWith(await ctx.json(), ['category', 'referenceType'], 'body');
		const category = str(obj, 'category', 'body', { required: true });
		if (category !== 'INBOUND' && category !== 'OUTBOUND') throw invalidRequest(`category must be INBOUND or OUTBOUND: ${category}`);
		if (obj.referenceType === undefined || obj.referenceType === null) throw invalidRequest('referenceType is required.');
		const type = checkType(obj.referenceType, 'body');
		return { status: 201, json: registerType(ctx.tenant.warehouse, type, category).id };
	});

	r.get(`${types}/:type`, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const raw = ctx.params.type;
		if (!TYPE_RE.test(raw)) throw invalidParameter(`The custom document type must consist of ${TYPE_TEXT}: ${raw}`);
		const found = ws.customTypes.find((t) => t.referenceType === raw.toUpperCase());
		if (!found) throw notFound(`Custom document type not found: ${raw}`);
		return { status: 200, json: renderType(found) };
	});

	for (const direction of /** @type {const} */ (['inbound', 'outbound'])) {
		const { kind, category, path, typeField, fields } = DIRECTIONS[direction];
		const base = `${BASE}/${path}/:type/:id`;

		/** @param {any} ctx */
		const address = (ctx) => {
			const type = checkType(ctx.params.type, 'path');
			const id = ctx.params.id;
			if (!/^\d{1,25}$/.test(id)) throw invalidParameter(`The custom document id must be 1 to 25 digits: ${id}`);
			return { type, id };
		};
		/** @param {WarehouseState} ws @param {string} type @param {string} id */
		const find = (ws, type, id) => ws.customDocuments.find((d) => d.kind === kind && d.type === type && d.id === id);
		/** @param {any} ctx @returns {Doc} */
		const existing = (ctx) => {
			const { type, id } = address(ctx);
			const doc = find(ctx.tenant.warehouse, type, id);
			if (!doc) throw notFound(`Custom ${direction} document ${type}/${id} not found.`);
			return doc;
		};

		r.get(base, (/** @type {any} */ ctx) => ({ status: 200, json: render(ctx.tenant.warehouse, existing(ctx)) }));

		r.put(base, async (/** @type {any} */ ctx) => {
			/** @type {WarehouseState} */
			const ws = ctx.tenant.warehouse;
			const { type, id } = address(ctx);
			checkCategory(ws, type, category);
			const old = find(ws, type, id);
			if (old) checkModifiable(old);
			const obj = objectWith(await ctx.json(), fields, 'body');
			if (obj.id !== undefined && obj.id !== null && String(obj.id) !== id) {
				throw invalidRequest(`id ${obj.id} in the body is not the document of the path (${id}).`);
			}
			const bodyType = obj[typeField];
			if (bodyType !== undefined && bodyType !== null && String(bodyType).toUpperCase() !== type) {
				throw invalidRequest(`${typeField} ${bodyType} in the body is not the type of the path (${type}).`);
			}
			const deliveryState = direction === 'outbound' ? str(obj, 'deliveryState', 'body', { required: true }) : undefined;
			if (deliveryState !== undefined && !['registration', 'reservation', 'delivery'].includes(deliveryState)) {
				throw invalidRequest(`deliveryState must be registration, reservation or delivery: ${deliveryState}`);
			}
			const currency = direction === 'inbound' ? parseCurrency(obj.currency) : undefined;
			const docDate = /** @type {string} */ (date(obj, 'date', 'body', true));
			const note = str(obj, 'note', 'body', { max: 1000 });
			const forcedDelivery = direction === 'outbound' ? bool(obj, 'forcedDelivery', 'body') ?? false : false;
			const rows = parseRows(ws, kind, obj.rows);
			registerType(ws, type, category);
			/** @type {Doc} */
			const doc = {
				kind, id, type, direction, deliveryState: /** @type {Doc['deliveryState']} */ (deliveryState ?? null), forcedDelivery,
				date: docDate, ...(note !== undefined ? { note } : {}), released: false, voided: false,
				head: currency ? { currency } : {}, rows,
			};
			if (old) ws.customDocuments[ws.customDocuments.indexOf(old)] = doc;
			else ws.customDocuments.push(doc);
			syncReservations(ws, doc);
			return { status: 200, json: render(ws, doc) };
		});

		r.put(`${base}/release`, (/** @type {any} */ ctx) => {
			releaseDocument(ctx.tenant.warehouse, existing(ctx));
			return { status: 204 };
		});

		r.put(`${base}/void`, (/** @type {any} */ ctx) => {
			const doc = existing(ctx);
			voidDocument(ctx.tenant.warehouse, doc, { force: queryBool(ctx.query, 'force') });
			return { status: 204 };
		});
	}
}

module.exports = { registerCustomDocumentRoutes };
