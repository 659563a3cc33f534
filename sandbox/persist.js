// @ts-check
'use strict';

/**
 * The sandbox's state on disk (startSandbox's stateFile), so `npm start` keeps what a user made.
 * Written with v8.serialize: it keeps the Maps, Sets, Dates and Buffers of the tenants' records,
 * and the records two registers share (a tenant's purchasing is also its warehouse's) stay one.
 */

const fs = require('node:fs');
const path = require('node:path');
const v8 = require('node:v8');

/** Raised when the state's shape changes, so an older file is refused rather than misread. */
const FORMAT = 1;

/**
 * @typedef {{ format: number, demoTenantId: string | null, tenants: import('./tenants').Tenant[],
 *             oauth: ReturnType<ReturnType<typeof import('./oauth-store').createOAuthStore>['saved']>,
 *             streamLogs: ReturnType<typeof import('./stream').createStream>['logs'] }} SavedState
 */

/**
 * @param {{ demoTenantId: string | null, tenants: Map<string, import('./tenants').Tenant>,
 *           oauth: ReturnType<typeof import('./oauth-store').createOAuthStore>,
 *           stream: ReturnType<typeof import('./stream').createStream> }} state
 * @returns {Buffer}
 */
function serializeState(state) {
	/** @type {SavedState} */
	const saved = { format: FORMAT, demoTenantId: state.demoTenantId, tenants: [...state.tenants.values()], oauth: state.oauth.saved(), streamLogs: state.stream.logs };
	return v8.serialize(saved);
}

/**
 * The state saved in `file`, with when it was saved; null when there is none.
 * @param {string} file
 * @returns {{ saved: SavedState, savedAt: Date } | null}
 */
function readState(file) {
	let bytes;
	try {
		bytes = fs.readFileSync(file);
	} catch (err) {
		if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') return null;
		throw err;
	}
	/** @type {SavedState} */
	const saved = v8.deserialize(bytes);
	if (saved?.format !== FORMAT) throw new Error(`${file} holds sandbox state of another format (${String(saved?.format)}); remove it to start fresh`);
	return { saved, savedAt: fs.statSync(file).mtime };
}

/** Writes a temporary file and renames it over `file`: a reader never sees half a state. @param {string} file @param {Buffer} bytes */
function writeAtomically(file, bytes) {
	fs.mkdirSync(path.dirname(file), { recursive: true });
	const temporary = `${file}.${process.pid}.tmp`;
	fs.writeFileSync(temporary, bytes);
	fs.renameSync(temporary, file);
}

/**
 * Saves the state to `file` every `everyMs` when it has changed since the last save, and on `save()`.
 * @param {string} file @param {() => Buffer} serialize @param {number} everyMs
 * @param {Buffer | null} lastSaved the state as the file holds it already
 */
function keepState(file, serialize, everyMs, lastSaved) {
	let last = lastSaved;
	const save = () => {
		const bytes = serialize();
		if (last && bytes.equals(last)) return;
		writeAtomically(file, bytes);
		last = bytes;
	};
	const timer = setInterval(save, everyMs);
	// The timer alone does not keep a process alive.
	timer.unref();
	return {
		save,
		stop() {
			clearInterval(timer);
		},
	};
}

module.exports = { keepState, readState, serializeState };
