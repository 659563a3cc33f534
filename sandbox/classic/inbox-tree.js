// @ts-check
'use strict';

const { randomUUID } = require('node:crypto');

/**
 * In-memory archive inbox of one tenant: folders and files, addressed by id or by path.
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
 * @typedef {{ folders: Map<string, FolderNode>, files: Map<string, FileNode> }} InboxTree
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
 * @param {string} emailTag short tenant tag used in the folders' receiving addresses
 * @returns {InboxTree}
 */
function createInboxTree(emailTag) {
	/** @type {InboxTree} */
	const tree = { folders: new Map(), files: new Map() };
	tree.folders.set('root', {
		id: 'root', name: 'Inkorg', parentId: null, folderIds: [], fileIds: [],
		email: `inbox.${emailTag}@sandbox.invalid`, protected: true,
	});
	for (const [id, name] of PREDEFINED) {
		addFolder(tree, 'root', name, { id, protected: true, email: `${id}.${emailTag}@sandbox.invalid` });
	}
	return tree;
}

/**
 * @param {InboxTree} tree
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
		email: opts.email || root.email.replace(/^inbox\./, `${id.slice(0, 8)}.`),
		protected: Boolean(opts.protected),
	};
	tree.folders.set(id, folder);
	parent.folderIds.push(id);
	return folder;
}

/**
 * @param {InboxTree} tree
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
 * The predefined folder named by a path's first segment (its id or its name).
 * @param {InboxTree} tree @param {string} segment
 * @returns {FolderNode | undefined}
 */
function predefinedFolder(tree, segment) {
	const root = /** @type {FolderNode} */ (tree.folders.get('root'));
	for (const id of root.folderIds) {
		const f = /** @type {FolderNode} */ (tree.folders.get(id));
		if (f.protected && (f.id === segment || f.name === segment)) return f;
	}
	return undefined;
}

/** @param {InboxTree} tree @param {FolderNode} folder @param {string} name */
function childFolder(tree, folder, name) {
	return folder.folderIds.map((id) => /** @type {FolderNode} */ (tree.folders.get(id))).find((f) => f.name === name);
}

/**
 * Resolves a path to a folder or (for the last segment) a file. An empty path is root.
 * @param {InboxTree} tree
 * @param {string} path
 * @returns {{ folder: FolderNode } | { file: FileNode } | null}
 */
function resolvePath(tree, path) {
	const segments = splitPath(path);
	if (segments.length === 0) return { folder: /** @type {FolderNode} */ (tree.folders.get('root')) };
	let folder = predefinedFolder(tree, segments[0]);
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

/** @param {InboxTree} tree @param {FolderNode} folder @param {string} name */
function findFile(tree, folder, name) {
	return folder.fileIds.map((id) => /** @type {FileNode} */ (tree.files.get(id))).find((f) => f.name === name);
}

/**
 * Finds or creates the folder for an upload path. The first segment must be a predefined
 * folder (id or name); missing folders below it are created.
 * @param {InboxTree} tree
 * @param {string} path
 * @returns {FolderNode | null} null when the first segment is not a predefined folder
 */
function ensureFolderPath(tree, path) {
	const segments = splitPath(path);
	let folder = segments.length > 0 ? predefinedFolder(tree, segments[0]) : undefined;
	if (!folder) return null;
	for (const name of segments.slice(1)) {
		folder = childFolder(tree, folder, name) || addFolder(tree, folder.id, name);
	}
	return folder;
}

/**
 * Removes a file, or a folder with everything below it.
 * @param {InboxTree} tree
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

module.exports = { PREDEFINED, createInboxTree, addFolder, addFile, resolvePath, ensureFolderPath, remove };
