// @ts-check
'use strict';

/**
 * File connections: a file of the inbox or the archive connected to a supplier invoice, a voucher
 * or an article, the same routes for each kind:
 *   GET    <path>             {"<many>":[…], "MetaInformation":{…}} in connection order
 *   GET    <path>/{FileId}    {"<one>":{…}}; a file without such a connection → 404
 *   POST   <path>             {"<one>":{FileId, …the record}} → 201; unknown file or record → 400
 *   DELETE <path>/{FileId}    204; the file stays where it is
 * Asset file connections (/3/assetfileconnections) differ as Fortnox's OpenAPI has them: a
 * connection is sent and answered bare ({AssetId, FileId}, no wrapper) and has no route of its own
 * to read one.
 * A file (by Id or ArchiveFileId) has at most one connection of each kind. An inbox file moves to
 * the archive when connected, into "Kopplade filer/<financial year>/<month>" (the record's date):
 * Fortnox's support ("Inbox", Fortnox Användarstöd) says a connected file moves from the inbox to
 * the folder of connected files, sorted by financial year and month.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json, noContent } = require('../http');
const { selectYear } = require('../classic/financial-years');
const { listPage } = require('../classic/list-query');
const { unwrap } = require('../classic/validate');
const { readFields, text, integer, required } = require('../classic/fields');
const tree = require('../classic/inbox-tree');
const { stockholmDate } = require('../dates');
const { yearOfDate } = require('./voucher-store');
const { BOOKKEEPING_CODES } = require('./errors');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('../classic/inbox-tree').FileNode} FileNode */
/** @typedef {import('./types').SandboxFileConnection & Record<string, unknown>} Connection */

/**
 * @typedef {object} Kind
 * @property {string} path
 * @property {string} one   wrapper of one connection
 * @property {string} many  wrapper of the list
 * @property {boolean} [bare]  sent and answered without the wrapper `one`, with no route to read one connection
 * @property {(tenant: Tenant) => Connection[]} connections
 * @property {import('../classic/fields').Schema} schema  the body's fields beside FileId
 * @property {(tenant: Tenant, fields: Record<string, unknown>) => { keys: Record<string, unknown>, date: string }}
 *   resolve  the record the body names (a 400 when there is none): the connection's keys and the record's date
 * @property {(tenant: Tenant, c: Connection, file: FileNode | undefined) => Record<string, unknown>} fields  shown beside @url and FileId
 */

/** Shown by Fortnox, not set by a client. */
const READ_ONLY = ['@url', 'Name', 'SupplierName', 'VoucherDescription'];

/** The assets of the fixed-asset register (assets/state.js). @param {Tenant} tenant */
const assets = (tenant) => tenant.assets.assets;

/** The supplier invoices of the purchasing ledger (helper S1's state; none before it exists). @param {Tenant} tenant */
const supplierInvoices = (tenant) => /** @type {Array<Record<string, unknown>>} */ (/** @type {any} */ (tenant).purchasing?.supplierInvoices ?? []);

/** @type {Kind[]} */
const KINDS = [
	{
		path: '/3/supplierinvoicefileconnections', one: 'SupplierInvoiceFileConnection', many: 'SupplierInvoiceFileConnections',
		connections: (t) => t.bookkeeping.connections.supplierInvoices,
		schema: { SupplierInvoiceNumber: required(text()) },
		resolve: (tenant, { SupplierInvoiceNumber }) => {
			const invoice = supplierInvoices(tenant).find((i) => String(i.GivenNumber) === SupplierInvoiceNumber);
			if (!invoice) throw badRequest(BOOKKEEPING_CODES.SUPPLIER_INVOICE_UNKNOWN, `Supplier invoice ${String(SupplierInvoiceNumber)} does not exist.`);
			return { keys: { SupplierInvoiceNumber }, date: typeof invoice.InvoiceDate === 'string' && invoice.InvoiceDate ? invoice.InvoiceDate : '' };
		},
		fields: (tenant, c, file) => {
			const invoice = supplierInvoices(tenant).find((i) => String(i.GivenNumber) === c.SupplierInvoiceNumber);
			return { Name: file?.name ?? '', SupplierInvoiceNumber: c.SupplierInvoiceNumber, SupplierName: String(invoice?.SupplierName ?? '') };
		},
	},
	{
		path: '/3/voucherfileconnections', one: 'VoucherFileConnection', many: 'VoucherFileConnections',
		connections: (t) => t.bookkeeping.connections.vouchers,
		schema: { VoucherNumber: required(integer(1)), VoucherSeries: required(text()), VoucherYear: integer(1) },
		resolve: (tenant, { VoucherNumber, VoucherSeries, VoucherYear }) => {
			const year = selectYear(tenant, VoucherYear === null || VoucherYear === undefined ? undefined : String(VoucherYear));
			const voucher = tenant.bookkeeping.vouchers.find((v) => v.Year === year && v.VoucherSeries === VoucherSeries && v.VoucherNumber === VoucherNumber);
			if (!voucher) {
				throw badRequest(BOOKKEEPING_CODES.VOUCHER_UNKNOWN, `Voucher ${String(VoucherSeries)}${String(VoucherNumber)} does not exist in financial year ${year}.`);
			}
			return { keys: { VoucherSeries, VoucherNumber, VoucherYear: year }, date: voucher.TransactionDate };
		},
		fields: (tenant, c) => {
			const voucher = tenant.bookkeeping.vouchers.find((v) => v.Year === c.VoucherYear && v.VoucherSeries === c.VoucherSeries && v.VoucherNumber === c.VoucherNumber);
			return { VoucherDescription: voucher?.Description ?? '', VoucherNumber: String(c.VoucherNumber), VoucherSeries: c.VoucherSeries, VoucherYear: c.VoucherYear };
		},
	},
	{
		path: '/3/articlefileconnections', one: 'ArticleFileConnection', many: 'ArticleFileConnections',
		connections: (t) => t.bookkeeping.connections.articles,
		schema: { ArticleNumber: required(text()) },
		resolve: (tenant, { ArticleNumber }) => {
			if (!tenant.warehouse.items.some((i) => i.itemId === ArticleNumber)) {
				throw badRequest(BOOKKEEPING_CODES.ARTICLE_UNKNOWN, `Article ${String(ArticleNumber)} does not exist.`);
			}
			return { keys: { ArticleNumber }, date: '' };
		},
		fields: (_tenant, c) => ({ ArticleNumber: c.ArticleNumber }),
	},
	{
		path: '/3/assetfileconnections', one: 'AssetFileConnection', many: 'AssetFileConnections', bare: true,
		connections: (t) => t.assets.connections,
		schema: { AssetId: required(text()) },
		resolve: (tenant, { AssetId }) => {
			const asset = assets(tenant).find((a) => String(a.Id) === AssetId);
			if (!asset) throw badRequest(BOOKKEEPING_CODES.ASSET_UNKNOWN, `Asset ${String(AssetId)} does not exist.`);
			return { keys: { AssetId }, date: asset.AcquisitionDate };
		},
		fields: (_tenant, c, file) => ({ AssetId: c.AssetId, Name: file?.name ?? '' }),
	},
];

/** A bare body: a JSON object. @param {unknown} body @returns {Record<string, unknown>} */
function unwrapNone(body) {
	if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(CODES.BAD_WRAPPER, 'Expected a JSON object body.');
	return /** @type {Record<string, unknown>} */ (body);
}

/** @param {Tenant} tenant @param {string} id @returns {{ file: FileNode, inInbox: boolean } | undefined} */
function findFile(tenant, id) {
	for (const [t, inInbox] of /** @type {const} */ ([[tenant.inbox, true], [tenant.archive, false]])) {
		const file = [...t.files.values()].find((f) => f.id === id || f.archiveFileId === id);
		if (file) return { file, inInbox };
	}
	return undefined;
}

/**
 * The folder name of the financial year holding a date: "2026", or "2025-2026" for a broken year;
 * the date's calendar year when no financial year holds it.
 * @param {Tenant} tenant @param {string} date YYYY-MM-DD
 */
function yearFolderName(tenant, date) {
	const year = yearOfDate(tenant, date);
	if (!year) return date.slice(0, 4);
	const [from, to] = [year.FromDate.slice(0, 4), year.ToDate.slice(0, 4)];
	return from === to ? from : `${from}-${to}`;
}

/**
 * Moves a connected inbox file to the archive's folder of connected files.
 * @param {Tenant} tenant @param {FileNode} file @param {string} date YYYY-MM-DD: the record's date
 */
function archiveConnected(tenant, file, date) {
	const path = `${tree.CONNECTED[1]}/${yearFolderName(tenant, date)}/${date.slice(0, 7)}`;
	const folder = /** @type {import('../classic/inbox-tree').FolderNode} */ (tree.ensureFolderPath(tenant.archive, path));
	tree.moveFile(tenant.inbox, file, tenant.archive, folder.id);
}

/** @param {any} r the classic route group @param {{ url: string, clock: { now(): number } }} state */
function registerFileConnectionRoutes(r, state) {
	for (const kind of KINDS) {
		const { path, one, many } = kind;
		/** @param {Tenant} tenant @param {Connection} c */
		const render = (tenant, c) => ({
			'@url': `${state.url}${path}/${encodeURIComponent(c.FileId)}`, FileId: c.FileId,
			...kind.fields(tenant, c, findFile(tenant, c.FileId)?.file),
		});
		/** @param {any} ctx */
		const find = (ctx) => {
			const c = kind.connections(ctx.tenant).find((x) => x.FileId === ctx.params.fileId || findFile(ctx.tenant, ctx.params.fileId)?.file.id === x.FileId);
			if (!c) throw notFound(BOOKKEEPING_CODES.CONNECTION_NOT_FOUND, `No ${one} for file ${ctx.params.fileId}.`);
			return c;
		};

		r.get(path, (/** @type {any} */ ctx) => {
			const { meta, items } = listPage(kind.connections(ctx.tenant), ctx.query, {});
			return json({ [many]: items.map((c) => render(ctx.tenant, c)), MetaInformation: meta });
		});

		if (!kind.bare) r.get(`${path}/:fileId`, (/** @type {any} */ ctx) => json({ [one]: render(ctx.tenant, find(ctx)) }));

		r.post(path, async (/** @type {any} */ ctx) => {
			/** @type {Tenant} */
			const tenant = ctx.tenant;
			const body = await ctx.json();
			const fields = readFields(kind.bare ? unwrapNone(body) : unwrap(body, one), { FileId: required(text()), ...kind.schema }, { readOnly: READ_ONLY, creating: true });
			const found = findFile(tenant, String(fields.FileId));
			if (!found) throw badRequest(BOOKKEEPING_CODES.FILE_UNKNOWN, `File ${String(fields.FileId)} is neither in the inbox nor in the archive.`);
			const { keys, date } = kind.resolve(tenant, fields);
			const connections = kind.connections(tenant);
			if (connections.some((c) => c.FileId === found.file.id)) {
				throw badRequest(BOOKKEEPING_CODES.ALREADY_CONNECTED, `File ${found.file.id} already has a ${one}.`);
			}
			const now = state.clock.now();
			if (found.inInbox) archiveConnected(tenant, found.file, date || stockholmDate(now));
			/** @type {Connection} */
			const connection = { FileId: found.file.id, ...keys, connectedAt: now };
			connections.push(connection);
			return json(kind.bare ? render(tenant, connection) : { [one]: render(tenant, connection) }, 201);
		});

		r.delete(`${path}/:fileId`, (/** @type {any} */ ctx) => {
			const connections = kind.connections(ctx.tenant);
			connections.splice(connections.indexOf(find(ctx)), 1);
			return noContent();
		});
	}
}

module.exports = { registerFileConnectionRoutes };
