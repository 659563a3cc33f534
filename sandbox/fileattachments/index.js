// @ts-check
'use strict';

/**
 * File attachments (/api/fileattachments/attachments-v1), as Fortnox's OpenAPI shapes them
 * (fileattachments_Attachment: id, entityId, entityType, fileId, includeOnSend) and its developer
 * page "Invoice file connections" describes them:
 * - entityType OF (offer), O (order), F (invoice), C (customer), LGR_IO, LGR_IG (the warehouse's purchase
 *   orders and incoming goods); entityId the document number, customer number or warehouse id; the entity must exist;
 * - fileId a file of the archive, or of the inbox folders Kundfakturor, Ordrar or Offerter (inbox_kf,
 *   inbox_o, inbox_of, and folders below them), by its Id or ArchiveFileId; the file stays where it is;
 * - only PDF files are attached to offers, orders and invoices, and only a PDF is included on send;
 * - at most 5 attachments of an entity are included on send: a new one is included unless it says
 *   otherwise or 5 already are (then it is attached not included); an update that would include a 6th → 400;
 * - a file is at most 5 MB, an entity's attachments together at most 15 MB.
 *   GET    attachments-v1?entityid=…&entityid=…&entitytype=    [attachments] in attach order
 *   GET    attachments-v1/numberofattachments?entityids=…&entitytype=  [{entityId, numberOfAttachments}];
 *          entities without attachments are left out (ids repeated or comma-separated)
 *   POST   attachments-v1                  [attachments] → 201 [attachments]; all or nothing
 *   PUT    attachments-v1/{attachmentId}   includeOnSend changes; the other fields may only repeat theirs
 *   DELETE attachments-v1/{attachmentId}   204; the file stays
 *   POST   attachments-v1/validateincludedonsend  [attachments] → 204 when they may all be included on send
 * Errors {error, id, message} like the warehouse's (warehouse/errors.js), codes listed in docs/sandbox.md.
 * A sent invoice, order or offer e-mail carries the attachments included on send (`includedOnSend`).
 */

const { randomUUID } = require('node:crypto');
const { json, noContent } = require('../http');
const { badRequest, invalidRequest, invalidParameter, notFound, warehouseErrorReply, unauthorizedReply } = require('../warehouse/errors');
const { findFile } = require('../bookkeeping/file-connections');

/** @typedef {import('../tenants').Tenant} Tenant */
/** @typedef {import('../classic/inbox-tree').FileNode} FileNode */
/** @typedef {{ id: string, entityId: number, entityType: string, fileId: string, includeOnSend: boolean }} Attachment */

const PREFIX = '/api/fileattachments';
const BASE = `${PREFIX}/attachments-v1`;
const MAX_INCLUDED = 5;
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_ENTITY_BYTES = 15 * 1024 * 1024;
const ATTACHABLE_INBOX_FOLDERS = ['inbox_kf', 'inbox_o', 'inbox_of'];
const FIELDS = ['id', 'entityId', 'entityType', 'fileId', 'includeOnSend'];

/** Whether an entity exists, by type. @type {Record<string, (tenant: Tenant, id: number) => boolean>} */
const ENTITIES = {
	OF: (t, id) => t.sales.offers.some((d) => d.head.DocumentNumber === String(id)),
	O: (t, id) => t.sales.orders.some((d) => d.head.DocumentNumber === String(id)),
	F: (t, id) => t.sales.invoices.some((d) => d.head.DocumentNumber === String(id)),
	C: (t, id) => t.customers.some((c) => c.CustomerNumber === String(id)),
	LGR_IO: (t, id) => t.warehouse.purchaseOrders.some((p) => p.id === id),
	LGR_IG: (t, id) => t.warehouse.incomingGoods.some((g) => g.id === id),
};
const DOCUMENTS = ['OF', 'O', 'F'];

/** @param {FileNode} file */
const isPdf = (file) => file.contentType.toLowerCase().startsWith('application/pdf') || /\.pdf$/i.test(file.name);

/** @param {Tenant} tenant @param {Attachment} a */
const fileOf = (tenant, a) => findFile(tenant, a.fileId)?.file;

/** The top folder of an inbox file (inbox_kf …). @param {Tenant} tenant @param {FileNode} file */
function topInboxFolder(tenant, file) {
	let folder = tenant.inbox.folders.get(file.folderId);
	while (folder?.parentId && folder.parentId !== 'root') folder = tenant.inbox.folders.get(folder.parentId);
	return folder?.id ?? 'root';
}

/** @param {unknown} value @param {string} name */
function entityTypeOf(value, name) {
	if (typeof value !== 'string' || !(value in ENTITIES)) throw invalidParameter(`${name} must be one of ${Object.keys(ENTITIES).join(', ')} (${String(value)}).`);
	return value;
}

/** @param {unknown} value @param {string} name */
function entityIdOf(value, name) {
	const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
	if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) throw invalidParameter(`${name} must be a whole number (${String(value)}).`);
	return id;
}

/** The ids of a query parameter, repeated or comma-separated; required. @param {URL} url @param {string} name */
function idsOf(url, name) {
	const values = [...url.searchParams.entries()].filter(([k]) => k.toLowerCase() === name).flatMap(([, v]) => v.split(','));
	if (values.length === 0 || values.every((v) => v.trim() === '')) throw invalidParameter(`${name} is required.`);
	return values.map((v) => entityIdOf(v.trim(), name));
}

/** An attachment of a body, its fields checked. @param {unknown} raw @param {string} where */
function readAttachment(raw, where) {
	if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalidRequest(`${where} must be an attachment object.`);
	const given = /** @type {Record<string, unknown>} */ (raw);
	const unknown = Object.keys(given).find((k) => !FIELDS.includes(k));
	if (unknown) throw invalidRequest(`${where}.${unknown} is not a field of an attachment.`);
	if (given.includeOnSend !== undefined && typeof given.includeOnSend !== 'boolean') throw invalidRequest(`${where}.includeOnSend must be true or false.`);
	if (given.fileId !== undefined && typeof given.fileId !== 'string') throw invalidRequest(`${where}.fileId must be a string.`);
	return given;
}

/** @param {unknown} body @returns {unknown[]} */
function listOf(body) {
	if (!Array.isArray(body) || body.length === 0) throw invalidRequest('The body must be a non-empty JSON array of attachments.');
	return body;
}

/**
 * The attachments included when an entity is sent, in attach order, with their files' names.
 * @param {Tenant} tenant @param {string} entityType @param {string} entityId
 */
function includedOnSend(tenant, entityType, entityId) {
	return tenant.fileAttachments
		.filter((a) => a.entityType === entityType && String(a.entityId) === entityId && a.includeOnSend)
		.map((a) => ({ id: a.id, fileId: a.fileId, name: fileOf(tenant, a)?.name ?? a.fileId }));
}

/**
 * Refuses what Fortnox would not send: more than 5 included on send, a file that is no PDF, more than
 * 15 MB for the entity.
 * @param {Tenant} tenant @param {Attachment[]} attachments what one entity would have
 */
function checkEntity(tenant, attachments) {
	const included = attachments.filter((a) => a.includeOnSend);
	if (included.length > MAX_INCLUDED) {
		const [{ entityType, entityId }] = included;
		throw badRequest('attachment_files_max_count_exceeded', `At most ${MAX_INCLUDED} attachments are included on send (${entityType} ${entityId} would have ${included.length}).`);
	}
	const notPdf = included.map((a) => fileOf(tenant, a)).find((file) => file && !isPdf(file));
	if (notPdf) throw badRequest('wrong_file_type', `Only PDF files are included on send (${notPdf.name}).`);
	const bytes = attachments.reduce((sum, a) => sum + (fileOf(tenant, a)?.size ?? 0), 0);
	if (bytes > MAX_ENTITY_BYTES) throw badRequest('attachment_files_max_size_exceeded', `An entity's attachments may take at most 15 MB together (${bytes} bytes).`);
}

/** @param {ReturnType<import('../router').createRouter>} router */
function registerFileAttachmentRoutes(router) {
	const r = router.group({ auth: true, rateLimit: true, errorReply: warehouseErrorReply, unauthorizedReply, prefixes: [PREFIX] });
	/** @param {any} ctx @returns {Attachment[]} */
	const all = (ctx) => ctx.tenant.fileAttachments;
	/** @param {any} ctx */
	const find = (ctx) => {
		const found = all(ctx).find((a) => a.id === ctx.params.id);
		if (!found) throw notFound(`Attachment not found: ${ctx.params.id}`, 'attachment_not_found');
		return found;
	};
	/** @param {any} ctx @param {string} type @param {number} id */
	const ofEntity = (ctx, type, id) => all(ctx).filter((a) => a.entityType === type && a.entityId === id);

	r.get(BASE, (/** @type {any} */ ctx) => {
		const type = entityTypeOf(ctx.query('entitytype'), 'entitytype');
		const ids = idsOf(ctx.url, 'entityid');
		return json(all(ctx).filter((a) => a.entityType === type && ids.includes(a.entityId)));
	});

	r.get(`${BASE}/numberofattachments`, (/** @type {any} */ ctx) => {
		const type = entityTypeOf(ctx.query('entitytype'), 'entitytype');
		const ids = [...new Set(idsOf(ctx.url, 'entityids'))];
		return json(ids.map((entityId) => ({ entityId, numberOfAttachments: ofEntity(ctx, type, entityId).length })).filter((n) => n.numberOfAttachments > 0));
	});

	r.post(BASE, async (/** @type {any} */ ctx) => {
		/** @type {Attachment[]} */
		const added = [];
		listOf(await ctx.json()).forEach((raw, k) => {
			const given = readAttachment(raw, `[${k}]`);
			const entityType = entityTypeOf(given.entityType, `[${k}].entityType`);
			const entityId = entityIdOf(given.entityId, `[${k}].entityId`);
			if (!ENTITIES[entityType](ctx.tenant, entityId)) throw notFound(`${entityType} ${entityId} does not exist.`, 'document_not_found');
			const found = typeof given.fileId === 'string' ? findFile(ctx.tenant, given.fileId) : undefined;
			if (!found) throw notFound(`File not found in the archive or inbox: ${String(given.fileId)}`, 'file_not_found');
			const { file, inInbox } = found;
			if (inInbox && !ATTACHABLE_INBOX_FOLDERS.includes(topInboxFolder(ctx.tenant, file))) {
				throw badRequest('wrong_file_location', `An inbox file is attached from Kundfakturor, Ordrar or Offerter (inbox_kf, inbox_o, inbox_of), not from ${topInboxFolder(ctx.tenant, file)} (${file.name}).`);
			}
			if (DOCUMENTS.includes(entityType) && !isPdf(file)) throw badRequest('wrong_file_type', `Only PDF files are attached to offers, orders and invoices (${file.name}).`);
			if (given.includeOnSend === true && !isPdf(file)) throw badRequest('wrong_file_type', `Only PDF files are included on send (${file.name}).`);
			if (file.size > MAX_FILE_BYTES) throw badRequest('file_too_big', `A file is at most 5 MB (${file.name}: ${file.size} bytes).`);
			const entity = [...ofEntity(ctx, entityType, entityId), ...added.filter((a) => a.entityType === entityType && a.entityId === entityId)];
			if (entity.some((a) => fileOf(ctx.tenant, a) === file)) throw badRequest('already_attached', `${file.name} is already attached to ${entityType} ${entityId}.`);
			// Fortnox: the attachment after the 5th included on send is attached, not included.
			const room = entity.filter((a) => a.includeOnSend).length < MAX_INCLUDED;
			const attachment = { id: randomUUID(), entityId, entityType, fileId: String(given.fileId), includeOnSend: given.includeOnSend !== false && isPdf(file) && room };
			checkEntity(ctx.tenant, [...entity, attachment]);
			added.push(attachment);
		});
		all(ctx).push(...added);
		return json(added, 201);
	});

	r.put(`${BASE}/:id`, async (/** @type {any} */ ctx) => {
		const attachment = find(ctx);
		const given = readAttachment(await ctx.json(), 'The body');
		for (const field of ['id', 'entityId', 'entityType', 'fileId']) {
			if (given[field] !== undefined && given[field] !== attachment[/** @type {keyof Attachment} */ (field)]) {
				throw invalidRequest(`${field} of an attachment cannot change (${String(attachment[/** @type {keyof Attachment} */ (field)])} → ${String(given[field])}).`);
			}
		}
		const includeOnSend = given.includeOnSend === undefined ? attachment.includeOnSend : Boolean(given.includeOnSend);
		const others = ofEntity(ctx, attachment.entityType, attachment.entityId).filter((a) => a !== attachment);
		checkEntity(ctx.tenant, [...others, { ...attachment, includeOnSend }]);
		attachment.includeOnSend = includeOnSend;
		return json(attachment);
	});

	r.delete(`${BASE}/:id`, (/** @type {any} */ ctx) => {
		const attachment = find(ctx);
		all(ctx).splice(all(ctx).indexOf(attachment), 1);
		return noContent();
	});

	r.post(`${BASE}/validateincludedonsend`, async (/** @type {any} */ ctx) => {
		/** @type {Map<string, Attachment[]>} */
		const byEntity = new Map();
		listOf(await ctx.json()).forEach((raw, k) => {
			const given = readAttachment(raw, `[${k}]`);
			const known = typeof given.id === 'string' ? all(ctx).find((a) => a.id === given.id) : undefined;
			if (given.id !== undefined && !known) throw notFound(`Attachment not found: ${String(given.id)}`, 'attachment_not_found');
			const attachment = {
				...(known ?? { id: '', fileId: String(given.fileId ?? ''), includeOnSend: true }),
				entityType: known?.entityType ?? entityTypeOf(given.entityType, `[${k}].entityType`),
				entityId: known?.entityId ?? entityIdOf(given.entityId, `[${k}].entityId`),
				includeOnSend: given.includeOnSend !== false,
			};
			if (!fileOf(ctx.tenant, attachment)) throw notFound(`File not found in the archive or inbox: ${attachment.fileId}`, 'file_not_found');
			const key = `${attachment.entityType}/${attachment.entityId}`;
			byEntity.set(key, [...(byEntity.get(key) ?? []), attachment]);
		});
		for (const attachments of byEntity.values()) checkEntity(ctx.tenant, attachments);
		return noContent();
	});
}

module.exports = { registerFileAttachmentRoutes, includedOnSend };
