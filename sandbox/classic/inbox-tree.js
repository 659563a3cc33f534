// @ts-check
'use strict';

const { randomUUID } = require('node:crypto');

/**
 * An in-memory folder tree of one tenant, addressed by id or by path: the archive inbox
 * (tenant.inbox) and the archive (tenant.archive) are both one. They differ in where a path
 * starts: in the inbox at a predefined folder below root (the first segment names it), in the
 * archive at root itself (`freeRoot`), where any folder may be made.
 *
 * @typedef {object} FolderNode
 * @property {string} id
 * @property {string} name
 * @property {string | null} parentId   null for root
 * @property {string[]} folderIds       sub-folders, in creation order
 * @property {string[]} fileIds         files, in upload order
 * @property {string} email
 * @property {boolean} protected        root and predefined folders (cannot be deleted)
 *
 * @typedef {object} FileNode
 * @property {string} id
 * @property {string} archiveFileId
 * @property {string} name
 * @property {string} folderId
 * @property {string} contentType
 * @property {Buffer} bytes
 * @property {number} size
 * @property {string | null} comments
 *
 * @typedef {{ folders: Map<string, FolderNode>, files: Map<string, FileNode>, freeRoot: boolean }} FileTree
 */

/** Predefined folders below root: [id, name]. */
const PREDEFINED = [
	['inbox_s', 'Leverantörsfakturor'],
	['inbox_v', 'Verifikationer'],
	['inbox_kf', 'Kundfakturor'],
	['inbox_o', 'Ordrar'],
	['inbox_of', 'Offerter'],
	['inbox_a', 'Anläggningar'],
	['inbox_d', 'Dagskassor'],
	['inbox_b', 'Bankhändelser'],
	['inbox_l', 'Löner'],
];

/** @param {string} s */
const nfc = (s) => s.normalize('NFC');

/**
 * @param {{ rootName: string, email: string, freeRoot: boolean, predefined: string[][] }} shape
 * @param {string} emailTag short tenant tag used in the folders' receiving addresses
 * @returns {FileTree}
 */
function createTree({ rootName, email, freeRoot, predefined }, emailTag) {
	/** @type {FileTree} */
	const tree = { folders: new Map(), files: new Map(), freeRoot };
	tree.folders.set('root', {
		id: 'root', name: rootName, parentId: null, folderIds: [], fileIds: [],
		email: `${email}.${emailTag}@sandbox.invalid`, protected: true,
	});
	for (const [id, name] of predefined) {
		addFolder(tree, 'root', name, { id, protected: true, email: `${id}.${emailTag}@sandbox.invalid` });
	}
	return tree;
}

/** The archive inbox: root and its predefined folders. @param {string} emailTag */
const createInboxTree = (emailTag) => createTree({ rootName: 'Inkorg', email: 'inbox', freeRoot: false, predefined: PREDEFINED }, emailTag);

/**
 * Where a connected inbox file goes in the archive. Fortnox's support ("Inbox", Fortnox
 * Användarstöd): once connected, a file moves from the inbox to the folder of connected files,
 * sorted by financial year and month.
 */
const CONNECTED = ['archive_connected', 'Kopplade filer'];

/** The archive: root, where any folder may be made, and the folder of connected files. @param {string} emailTag */
const createArchiveTree = (emailTag) => createTree({ rootName: 'Arkiv', email: 'arkiv', freeRoot: true, predefined: [CONNECTED] }, emailTag);

/**
 * @param {FileTree} tree
 * @param {string} parentId
 * @param {string} name
 * @param {{ id?: string, protected?: boolean, email?: string }} [opts]
 * @returns {FolderNode}
 */
function addFolder(tree, parentId, name, opts = {}) {
	const parent = /** @type {FolderNode} */ (tree.folders.get(parentId));
	const id = opts.id || randomUUID();
	const root = /** @type {FolderNode} */ (tree.folders.get('root'));
	/** @type {FolderNode} */
	const folder = {
		id, name: nfc(name), parentId, folderIds: [], fileIds: [],
		email: opts.email || root.email.replace(/^[^.]+\./, `${id.slice(0, 8)}.`),
		protected: Boolean(opts.protected),
	};
	tree.folders.set(id, folder);
	parent.folderIds.push(id);
	return folder;
}

/**
 * @param {FileTree} tree
 * @param {string} folderId
 * @param {{ name: string, contentType: string, bytes: Buffer }} file
 * @returns {FileNode}
 */
function addFile(tree, folderId, { name, contentType, bytes }) {
	const folder = /** @type {FolderNode} */ (tree.folders.get(folderId));
	/** @type {FileNode} */
	const node = {
		id: randomUUID(), archiveFileId: randomUUID(), name: nfc(name), folderId,
		contentType: contentType || 'application/octet-stream', bytes, size: bytes.length, comments: null,
	};
	tree.files.set(node.id, node);
	folder.fileIds.push(node.id);
	return node;
}

/** @param {string} path @returns {string[]} */
function splitPath(path) {
	return path.split('/').filter((s) => s !== '').map(nfc);
}

/**
 * The folder below root that a path's first segment names (its id or its name): in the inbox
 * only a predefined one, in the archive any.
 * @param {FileTree} tree @param {string} segment
 * @returns {FolderNode | undefined}
 */
function topFolder(tree, segment) {
	const root = /** @type {FolderNode} */ (tree.folders.get('root'));
	for (const id of root.folderIds) {
		const f = /** @type {FolderNode} */ (tree.folders.get(id));
		if ((tree.freeRoot || f.protected) && (f.id === segment || f.name === segment)) return f;
	}
	return undefined;
}

/** @param {FileTree} tree @param {FolderNode} folder @param {string} name */
function childFolder(tree, folder, name) {
	return folder.folderIds.map((id) => /** @type {FolderNode} */ (tree.folders.get(id))).find((f) => f.name === name);
}

/**
 * Resolves a path to a folder or (for the last segment) a file. An empty path is root.
 * @param {FileTree} tree
 * @param {string} path
 * @returns {{ folder: FolderNode } | { file: FileNode } | null}
 */
function resolvePath(tree, path) {
	const segments = splitPath(path);
	if (segments.length === 0) return { folder: /** @type {FolderNode} */ (tree.folders.get('root')) };
	let folder = topFolder(tree, segments[0]);
	if (!folder && segments.length === 1) {
		const root = /** @type {FolderNode} */ (tree.folders.get('root'));
		const file = findFile(tree, root, segments[0]);
		return file ? { file } : null;
	}
	for (let i = 1; folder && i < segments.length; i++) {
		const next = childFolder(tree, folder, segments[i]);
		if (!next && i === segments.length - 1) {
			const file = findFile(tree, folder, segments[i]);
			return file ? { file } : null;
		}
		folder = next;
	}
	return folder ? { folder } : null;
}

/** @param {FileTree} tree @param {FolderNode} folder @param {string} name */
function findFile(tree, folder, name) {
	return folder.fileIds.map((id) => /** @type {FileNode} */ (tree.files.get(id))).find((f) => f.name === name);
}

/**
 * Finds or creates the folder for an upload path; missing folders are created. In the inbox the
 * first segment must be a predefined folder (id or name); in the archive the path starts at root.
 * @param {FileTree} tree
 * @param {string} path
 * @returns {FolderNode | null} null when an inbox path does not start at a predefined folder
 */
function ensureFolderPath(tree, path) {
	const segments = splitPath(path);
	const root = /** @type {FolderNode} */ (tree.folders.get('root'));
	let folder = tree.freeRoot ? root : segments.length > 0 ? topFolder(tree, segments[0]) : undefined;
	if (!folder) return null;
	for (const name of tree.freeRoot ? segments : segments.slice(1)) {
		folder = childFolder(tree, folder, name) || addFolder(tree, folder.id, name);
	}
	return folder;
}

/**
 * Moves a file, with its id, into a folder of the same or another tree (an inbox file that is
 * connected to a record moves to the archive).
 * @param {FileTree} from @param {FileNode} file @param {FileTree} to @param {string} folderId
 */
function moveFile(from, file, to, folderId) {
	remove(from, { file });
	file.folderId = folderId;
	to.files.set(file.id, file);
	/** @type {FolderNode} */ (to.folders.get(folderId)).fileIds.push(file.id);
}

/**
 * Removes a file, or a folder with everything below it.
 * @param {FileTree} tree
 * @param {{ folder: FolderNode } | { file: FileNode }} target
 */
function remove(tree, target) {
	if ('file' in target) {
		const { file } = target;
		const folder = /** @type {FolderNode} */ (tree.folders.get(file.folderId));
		folder.fileIds = folder.fileIds.filter((id) => id !== file.id);
		tree.files.delete(file.id);
		return;
	}
	const { folder } = target;
	for (const id of [...folder.fileIds]) remove(tree, { file: /** @type {FileNode} */ (tree.files.get(id)) });
	for (const id of [...folder.folderIds]) remove(tree, { folder: /** @type {FolderNode} */ (tree.folders.get(id)) });
	if (folder.parentId) {
		const parent = /** @type {FolderNode} */ (tree.folders.get(folder.parentId));
		parent.folderIds = parent.folderIds.filter((id) => id !== folder.id);
	}
	tree.folders.delete(folder.id);
}

module.exports = { PREDEFINED, CONNECTED, createInboxTree, createArchiveTree, addFolder, addFile, resolvePath, ensureFolderPath, remove, moveFile };
