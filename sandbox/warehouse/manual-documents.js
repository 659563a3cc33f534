// @ts-check
'use strict';

/**
 * Manual documents, below /api/warehouse/deliveries-v1:
 *   GET  ''                                  ?state=all|unreleased|released|voided&type=all|inbound|outbound|stocktransfer&itemId=
 *                                            (stock transfers, stock-transfers.js, are listed here too)
 *   POST /inbounddeliveries                  → 201, id assigned
 *   GET, PUT /inbounddeliveries/:id;  PATCH (note only, 204, also when released)
 *   PUT  /inbounddeliveries/:id/release      → 204
 *   PUT  /inbounddeliveries/:id/void         ?force=&customVoidDate= → 204
 *   the same under /outbounddeliveries (void: customVoidDate only; behaves as deliveryState delivery)
 * Inbound and outbound documents share one number series. A head stockPointId/Code is the
 * default of rows that name no stock point.
 */

const { badRequest, invalidRequest, invalidParameter, notFound } = require('./errors');
const { objectWith, str, num, date, uuid, queryEnum, queryBool, queryDate } = require('./validate');
const { pagingParams, pagedReply } = require('./paging');
const { resolveStockPoint } = require('./stock-points');
const { parseRows, renderRow, syncReservations, checkModifiable, releaseDocument, voidDocument, hasItem, docName } = require('./documents');
const { transferListItem } = require('./stock-transfers');

/** @typedef {import('./types').SandboxWarehouseState} WarehouseState */
/** @typedef {import('./types').SandboxWarehouseDocument} Doc */

const BASE = '/api/warehouse/deliveries-v1';
const KINDS = /** @type {const} */ ({
	inbound: { kind: 'manualInbound', path: 'inbounddeliveries', listType: 'Inbound' },
	outbound: { kind: 'manualOutbound', path: 'outbounddeliveries', listType: 'Outbound' },
});
const HEAD_FIELDS = {
	inbound: ['currency', 'currencyRate', 'currencyUnit', 'date', 'id', 'note', 'released', 'rows', 'stockPointCode', 'stockPointId', 'stockPointName', 'voided'],
	outbound: ['date', 'id', 'note', 'released', 'rows', 'stockPointCode', 'stockPointId', 'stockPointName', 'voided'],
};

/**
 * Parses a body into the fields a document takes from it (id, released, voided and names are read-only).
 * @param {WarehouseState} ws @param {'inbound' | 'outbound'} direction @param {unknown} body
 */
function parseBody(ws, direction, body) {
	const obj = objectWith(body, HEAD_FIELDS[direction], 'body');
	/** @type {Record<string, unknown>} */
	const head = {};
	if (direction === 'inbound') {
		head.currency = str(obj, 'currency', 'body', { required: true });
		if (!/^[A-Za-z]{3}$/.test(/** @type {string} */ (head.currency))) throw invalidRequest(`currency must be a 3-letter currency code: ${head.currency}`);
		head.currencyRate = num(obj, 'currencyRate', 'body', { required: true, min: 0.000001 });
		head.currencyUnit = num(obj, 'currencyUnit', 'body', { min: 1, integer: true }) ?? 1;
	}
	const headPoint = resolveStockPoint(ws, { stockPointId: uuid(obj, 'stockPointId', 'body'), stockPointCode: str(obj, 'stockPointCode', 'body') }, 'body');
	if (headPoint) head.stockPointId = headPoint.id;
	const rows = parseRows(ws, KINDS[direction].kind, obj.rows, headPoint);
	if (direction === 'inbound' && rows.length === 0) throw invalidRequest('rows must have at least 1 row.');
	return {
		bodyId: obj.id,
		date: /** @type {string} */ (date(obj, 'date', 'body', true)),
		note: str(obj, 'note', 'body', { max: 1000 }),
		head,
		rows,
	};
}

/** @param {WarehouseState} ws @param {Doc} doc */
function render(ws, doc) {
	const sp = typeof doc.head.stockPointId === 'string' ? ws.stockPoints.find((p) => p.id === doc.head.stockPointId) : undefined;
	const { stockPointId: _omit, ...head } = doc.head;
	return {
		id: Number(doc.id),
		date: doc.date,
		...head,
		...(doc.note !== undefined ? { note: doc.note } : {}),
		released: doc.released,
		voided: doc.voided,
		...(sp ? { stockPointId: sp.id, stockPointCode: sp.code, stockPointName: sp.name } : {}),
		rows: doc.rows.map((r) => renderRow(ws, doc.kind, r)),
	};
}

/** @param {Doc} doc */
const listItem = (doc) => ({
	date: doc.date,
	deliveryId: Number(doc.id),
	entityId: doc.id,
	note: doc.note ?? '',
	released: doc.released,
	type: doc.kind === 'manualInbound' ? 'Inbound' : 'Outbound',
	voided: doc.voided,
});

/** @param {any} r warehouse route group (guarded) */
function registerManualDocumentRoutes(r) {
	r.get(BASE, (/** @type {any} */ ctx) => {
		/** @type {WarehouseState} */
		const ws = ctx.tenant.warehouse;
		const paging = pagingParams(ctx.query);
		const state = queryEnum(ctx.query, 'state', /** @type {const} */ (['all', 'unreleased', 'released', 'voided']), 'all');
		const type = queryEnum(ctx.query, 'type', /** @type {const} */ (['all', 'inbound', 'outbound', 'stocktransfer']), 'all');
		const itemId = ctx.query('itemId') || undefined;
		/** @param {{ voided: boolean, released: boolean }} d */
		const inState = (d) => state === 'all' || (state === 'voided' ? d.voided : !d.voided && d.released === (state === 'released'));
		const docs = [...ws.manualDocuments]
			.filter((d) => type === 'all' || (type === 'inbound' && d.kind === 'manualInbound') || (type === 'outbound' && d.kind === 'manualOutbound'))
			.filter((d) => inState(d) && (itemId === undefined || hasItem(d, itemId)))
			.map((d) => ({ id: Number(d.id), item: listItem(d) }));
		const transfers = ws.stockTransfers
			.filter((t) => (type === 'all' || type === 'stocktransfer') && inState(t) && (itemId === undefined || t.rows.some((row) => row.itemId === itemId)))
			.map((t) => ({ id: Number(t.id), item: transferListItem(t) }));
		return pagedReply([...docs, ...transfers].sort((a, b) => a.id - b.id).map((d) => d.item), paging);
	});

	for (const direction of /** @type {const} */ (['inbound', 'outbound'])) {
		const { kind, path } = KINDS[direction];
		const base = `${BASE}/${path}`;

		/** @param {any} ctx @returns {Doc} */
		const existing = (ctx) => {
			const raw = ctx.params.id;
			if (!/^\d{1,18}$/.test(raw)) throw invalidParameter(`The document id must be a whole number: ${raw}`);
			/** @type {WarehouseState} */
			const ws = ctx.tenant.warehouse;
			const doc = ws.manualDocuments.find((d) => d.id === String(Number(raw)));
			if (!doc || doc.kind !== kind) throw notFound(`Manual ${direction} document ${raw} not found.`);
			return doc;
		};

		r.post(base, async (/** @type {any} */ ctx) => {
			/** @type {WarehouseState} */
			const ws = ctx.tenant.warehouse;
			const p = parseBody(ws, direction, await ctx.json());
			const id = ws.nextManualId++;
			/** @type {Doc} */
			const doc = {
				kind, id: String(id), direction, deliveryState: direction === 'outbound' ? 'delivery' : null, forcedDelivery: false,
				date: p.date, ...(p.note !== undefined ? { note: p.note } : {}), released: false, voided: false, head: p.head, rows: p.rows,
			};
			ws.manualDocuments.push(doc);
			syncReservations(ws, doc);
			return { status: 201, json: render(ws, doc) };
		});

		r.get(`${base}/:id`, (/** @type {any} */ ctx) => ({ status: 200, json: render(ctx.tenant.warehouse, existing(ctx)) }));

		r.put(`${base}/:id`, async (/** @type {any} */ ctx) => {
			/** @type {WarehouseState} */
			const ws = ctx.tenant.warehouse;
			const doc = existing(ctx);
			checkModifiable(doc);
			const p = parseBody(ws, direction, await ctx.json());
			if (p.bodyId !== undefined && p.bodyId !== null && String(p.bodyId) !== doc.id) {
				throw invalidRequest(`id ${p.bodyId} in the body is not the document of the path (${doc.id}).`);
			}
			Object.assign(doc, { date: p.date, head: p.head, rows: p.rows });
			if (p.note !== undefined) doc.note = p.note;
			else delete doc.note;
			syncReservations(ws, doc);
			return { status: 200, json: render(ws, doc) };
		});

		r.patch(`${base}/:id`, async (/** @type {any} */ ctx) => {
			const doc = existing(ctx);
			const obj = objectWith(await ctx.json(), ['note'], 'body');
			if (doc.voided) throw badRequest('document_is_voided', `${docName(doc)} is voided; its note cannot be changed.`);
			if ('note' in obj) {
				const note = str(obj, 'note', 'body', { max: 1000 });
				if (note !== undefined) doc.note = note;
				else delete doc.note;
			}
			return { status: 204 };
		});

		r.put(`${base}/:id/release`, (/** @type {any} */ ctx) => {
			releaseDocument(ctx.tenant.warehouse, existing(ctx));
			return { status: 204 };
		});

		r.put(`${base}/:id/void`, (/** @type {any} */ ctx) => {
			const doc = existing(ctx);
			const force = direction === 'inbound' ? queryBool(ctx.query, 'force') : false;
			voidDocument(ctx.tenant.warehouse, doc, { force, voidDate: queryDate(ctx.query, 'customVoidDate') });
			return { status: 204 };
		});
	}
}

module.exports = { registerManualDocumentRoutes };
