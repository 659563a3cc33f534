// @ts-check
'use strict';

/**
 * Archive inbox:
 *   GET    /3/inbox[?path=p]   root folder, or the folder / file at the path
 *   GET    /3/inbox/{id}       folder by id, or a file's bytes
 *   POST   /3/inbox?folderid=… | ?path=…   multipart upload (part "file") → 201 {"File":…}
 *   DELETE /3/inbox/{id} | /3/inbox?path=… → 204
 * State: tenant.inbox = { folders: Map<id, FolderNode>, files: Map<id, FileNode> } (inbox-tree.js).
 */

const { badRequest, notFound, CODES } = require('../errors');
const { json, noContent, readFormData } = require('../http');
const tree = require('./inbox-tree');

/** @typedef {import('./inbox-tree').FolderNode} FolderNode */
/** @typedef {import('./inbox-tree').FileNode} FileNode */
/** @typedef {import('./inbox-tree').InboxTree} InboxTree */

/** @param {any} r router group of the classic API @param {{ url: string }} state */
function registerInboxRoutes(r, state) {
	/** @param {string} id */
	const url = (id) => `${state.url}/3/inbox/${encodeURIComponent(id)}`;
	/** @param {FileNode} f */
	const renderFile = (f) => ({
		'@url': url(f.id), Comments: f.comments, Id: f.id, ArchiveFileId: f.archiveFileId,
		Name: f.name, Path: f.folderId, Size: f.size,
	});
	/** @param {InboxTree} t @param {FolderNode} folder */
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
	/** @param {InboxTree} t @param {{ folder: FolderNode } | { file: FileNode }} target */
	const renderTarget = (t, target) => ('file' in target ? download(target.file) : json(renderFolder(t, target.folder)));

	r.get('/3/inbox', (/** @type {any} */ ctx) => {
		const t = ctx.tenant.inbox;
		return renderTarget(t, byPath(t, ctx.query('path') ?? ''));
	});

	r.get('/3/inbox/:id', (/** @type {any} */ ctx) => {
		const t = ctx.tenant.inbox;
		return renderTarget(t, byId(t, ctx.params.id));
	});

	r.post('/3/inbox', async (/** @type {any} */ ctx) => {
		/** @type {InboxTree} */
		const t = ctx.tenant.inbox;
		const folderId = ctx.query('folderid');
		const path = ctx.query('path');
		if (folderId) {
			if (!t.folders.has(folderId)) throw notFound(CODES.INBOX_NOT_FOUND, `Folder ${folderId} not found.`);
		} else if (!path) {
			throw badRequest(CODES.UPLOAD_NO_TARGET, 'Give the target folder as folderid or path.');
		}
		const file = await readUploadedFile(ctx);
		const folder = folderId ? /** @type {FolderNode} */ (t.folders.get(folderId)) : tree.ensureFolderPath(t, path);
		if (!folder) throw badRequest(CODES.UPLOAD_PATH_INVALID, `The path must start with a predefined folder: ${path}`);
		const node = tree.addFile(t, folder.id, file);
		return json({ File: renderFile(node) }, 201);
	});

	/** @param {InboxTree} t @param {{ folder: FolderNode } | { file: FileNode }} target */
	const remove = (t, target) => {
		if ('folder' in target && target.folder.protected) {
			throw badRequest(CODES.FOLDER_PROTECTED, `The folder ${target.folder.id} cannot be deleted.`);
		}
		tree.remove(t, target);
		return noContent();
	};
	r.delete('/3/inbox', (/** @type {any} */ ctx) => remove(ctx.tenant.inbox, byPath(ctx.tenant.inbox, ctx.query('path') ?? '')));
	r.delete('/3/inbox/:id', (/** @type {any} */ ctx) => remove(ctx.tenant.inbox, byId(ctx.tenant.inbox, ctx.params.id)));
}

/** @param {InboxTree} t @param {string} path */
function byPath(t, path) {
	const target = tree.resolvePath(t, path);
	if (!target) throw notFound(CODES.INBOX_NOT_FOUND, `Nothing found at path ${path}.`);
	return target;
}

/** @param {InboxTree} t @param {string} id */
function byId(t, id) {
	const folder = t.folders.get(id);
	if (folder) return { folder };
	const file = t.files.get(id);
	if (file) return { file };
	throw notFound(CODES.INBOX_NOT_FOUND, `Folder or file ${id} not found.`);
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

module.exports = { registerInboxRoutes, contentDisposition };
