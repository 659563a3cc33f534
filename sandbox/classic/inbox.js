// @ts-check
'use strict';

/**
 * Archive inbox and archive, one set of routes over a folder tree (inbox-tree.js), at <base>
 * = /3/inbox (tenant.inbox) or /3/archive (tenant.archive):
 *   GET    <base>[?path=p]   root folder, or the folder / file at the path
 *   GET    <base>/{id}       folder by id, or a file's bytes
 *   POST   <base>?folderid=… | ?path=…   multipart upload (part "file") → 201 {"File":…}
 *   DELETE <base>/{id} | <base>?path=… → 204
 * The archive also answers GET <base>?fileid=… (a file's bytes), and an upload naming no
 * folder goes to its root (Fortnox's OpenAPI); the inbox refuses it.
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json, noContent, readFormData } = require('../http');
const tree = require('./inbox-tree');

/** @typedef {import('./inbox-tree').FolderNode} FolderNode */
/** @typedef {import('./inbox-tree').FileNode} FileNode */
/** @typedef {import('./inbox-tree').FileTree} FileTree */

/**
 * @typedef {object} FolderRoutes
 * @property {string} base          '/3/inbox'
 * @property {(tenant: import('../tenants').Tenant) => FileTree} treeOf
 * @property {number} notFoundCode  404 code of an unknown folder or file
 * @property {boolean} archive      the archive's extras: `fileid`, and uploads to root
 */

/** @param {any} r router group of the classic API @param {{ url: string }} state */
function registerInboxRoutes(r, state) {
	registerFolderRoutes(r, state, { base: '/3/inbox', treeOf: (t) => t.inbox, notFoundCode: CODES.INBOX_NOT_FOUND, archive: false });
}

/** @param {any} r router group of the classic API @param {{ url: string }} state @param {FolderRoutes} routes */
function registerFolderRoutes(r, state, { base, treeOf, notFoundCode, archive }) {
	/** @param {string} id */
	const url = (id) => `${state.url}${base}/${encodeURIComponent(id)}`;
	/** @param {FileNode} f */
	const renderFile = (f) => ({
		'@url': url(f.id), Comments: f.comments, Id: f.id, ArchiveFileId: f.archiveFileId,
		Name: f.name, Path: f.folderId, Size: f.size,
	});
	/** @param {FileTree} t @param {FolderNode} folder */
	const renderFolder = (t, folder) => ({
		Folder: {
			'@url': url(folder.id),
			Email: folder.email,
			Files: folder.fileIds.map((id) => renderFile(/** @type {FileNode} */ (t.files.get(id)))),
			Folders: folder.folderIds.map((id) => {
				const sub = /** @type {FolderNode} */ (t.folders.get(id));
				return { '@url': url(sub.id), Id: sub.id, Name: sub.name };
			}),
			Id: folder.id,
			Name: folder.name,
		},
	});
	/** @param {FileTree} t @param {{ folder: FolderNode } | { file: FileNode }} target */
	const renderTarget = (t, target) => ('file' in target ? download(target.file) : json(renderFolder(t, target.folder)));
	/** @param {FileTree} t @param {string} path */
	const byPath = (t, path) => {
		const target = tree.resolvePath(t, path);
		if (!target) throw notFound(notFoundCode, `Nothing found at path ${path}.`);
		return target;
	};
	/** @param {FileTree} t @param {string} id */
	const byId = (t, id) => {
		const folder = t.folders.get(id);
		if (folder) return { folder };
		const file = t.files.get(id);
		if (file) return { file };
		throw notFound(notFoundCode, `Folder or file ${id} not found.`);
	};
	/** The archive's `fileid`: a file by its Id or ArchiveFileId. @param {FileTree} t @param {string} id */
	const byFileId = (t, id) => {
		const file = [...t.files.values()].find((f) => f.id === id || f.archiveFileId === id);
		if (!file) throw notFound(notFoundCode, `File ${id} not found.`);
		return { file };
	};
	/** @param {any} ctx */
	const fileId = (ctx) => (archive ? ctx.query('fileid') || undefined : undefined);

	r.get(base, (/** @type {any} */ ctx) => {
		const t = treeOf(ctx.tenant);
		const id = fileId(ctx);
		return renderTarget(t, id ? byFileId(t, id) : byPath(t, ctx.query('path') ?? ''));
	});

	r.get(`${base}/:id`, (/** @type {any} */ ctx) => {
		const t = treeOf(ctx.tenant);
		const id = fileId(ctx);
		return renderTarget(t, id ? byFileId(t, id) : byId(t, ctx.params.id));
	});

	r.post(base, async (/** @type {any} */ ctx) => {
		const t = treeOf(ctx.tenant);
		const folderId = ctx.query('folderid');
		const path = ctx.query('path');
		if (folderId) {
			if (!t.folders.has(folderId)) throw notFound(notFoundCode, `Folder ${folderId} not found.`);
		} else if (!path && !archive) {
			throw badRequest(CODES.UPLOAD_NO_TARGET, 'Give the target folder as folderid or path.');
		}
		const file = await readUploadedFile(ctx);
		const folder = folderId ? /** @type {FolderNode} */ (t.folders.get(folderId)) : tree.ensureFolderPath(t, path ?? '');
		if (!folder) throw badRequest(CODES.UPLOAD_PATH_INVALID, `The path must start with a predefined folder: ${path}`);
		const node = tree.addFile(t, folder.id, file);
		return json({ File: renderFile(node) }, 201);
	});

	/** @param {FileTree} t @param {{ folder: FolderNode } | { file: FileNode }} target */
	const remove = (t, target) => {
		if ('folder' in target && target.folder.protected) {
			throw badRequest(CODES.FOLDER_PROTECTED, `The folder ${target.folder.id} cannot be deleted.`);
		}
		tree.remove(t, target);
		return noContent();
	};
	r.delete(base, (/** @type {any} */ ctx) => remove(treeOf(ctx.tenant), byPath(treeOf(ctx.tenant), ctx.query('path') ?? '')));
	r.delete(`${base}/:id`, (/** @type {any} */ ctx) => remove(treeOf(ctx.tenant), byId(treeOf(ctx.tenant), ctx.params.id)));
}

/** @param {FileNode} file @returns {import('../errors').Reply} */
function download(file) {
	return {
		status: 200,
		headers: { 'Content-Type': file.contentType, 'Content-Disposition': contentDisposition(file.name) },
		body: file.bytes,
	};
}

/** attachment; filename="…" plus RFC 5987 filename* for non-ASCII names. @param {string} name */
function contentDisposition(name) {
	const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
	if (ascii === name) return `attachment; filename="${name}"`;
	const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
	return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Parses the multipart body with the platform (undici) and returns the part named "file".
 * @param {any} ctx
 * @returns {Promise<{ name: string, contentType: string, bytes: Buffer }>}
 */
async function readUploadedFile(ctx) {
	const form = await readFormData(ctx);
	const file = form && form.get('file');
	if (!file || typeof file === 'string') throw badRequest(CODES.UPLOAD_NO_FILE, 'Expected multipart/form-data with a part named file.');
	const base = (file.name || '').split(/[\\/]/).pop() || 'file';
	return { name: base, contentType: file.type || 'application/octet-stream', bytes: Buffer.from(await file.arrayBuffer()) };
}

module.exports = { registerInboxRoutes, registerFolderRoutes, contentDisposition };
