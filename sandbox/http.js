// @ts-check
'use strict';

const { ServiceError, badRequest, CODES } = require('./errors');

/** @typedef {import('./errors').Reply} Reply */

const MAX_BODY_BYTES = 50 * 1024 * 1024;

/**
 * Reads the whole request body.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
function readBody(req) {
	return new Promise((resolve, reject) => {
		/** @type {Buffer[]} */
		const chunks = [];
		let size = 0;
		req.on('data', (chunk) => {
			size += chunk.length;
			if (size > MAX_BODY_BYTES) {
				reject(new ServiceError(413, CODES.BODY_TOO_LARGE, 'Request body too large.'));
				req.resume();
				return;
			}
			chunks.push(chunk);
		});
		req.on('end', () => resolve(Buffer.concat(chunks)));
		req.on('error', reject);
	});
}

/**
 * Parses a JSON body; an empty body is `undefined`.
 * @param {Buffer} buffer
 * @returns {unknown}
 */
function parseJson(buffer) {
	const text = buffer.toString('utf8').trim();
	if (text === '') return undefined;
	try {
		return JSON.parse(text);
	} catch {
		throw badRequest(CODES.INVALID_JSON, 'Error deserializing JSON: JSON_ERROR_SYNTAX');
	}
}

/**
 * Query lookup with case-insensitive names (`folderid` and `folderId` both work).
 * @param {URLSearchParams} params
 * @returns {(name: string) => string | undefined}
 */
function queryGetter(params) {
	/** @type {Map<string, string>} */
	const map = new Map();
	for (const [k, v] of params) {
		const key = k.toLowerCase();
		if (!map.has(key)) map.set(key, v);
	}
	return (name) => map.get(name.toLowerCase());
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {Reply} reply
 * @param {boolean} head no body (HEAD request)
 */
function writeReply(res, reply, head) {
	/** @type {Record<string, string | number>} */
	const headers = { ...(reply.headers || {}) };
	let body = reply.body;
	if (reply.json !== undefined) {
		body = Buffer.from(JSON.stringify(reply.json), 'utf8');
		headers['Content-Type'] = 'application/json';
	}
	if (body && reply.status !== 204) headers['Content-Length'] = body.length;
	res.writeHead(reply.status, headers);
	if (body && reply.status !== 204 && !head) res.end(body);
	else res.end();
}

/**
 * Parses a multipart/form-data request body with the platform (undici).
 * @param {{ headers: import('node:http').IncomingHttpHeaders, body: () => Promise<Buffer> }} ctx
 * @returns {Promise<FormData | null>} null when the body is not (valid) multipart/form-data
 */
async function readFormData(ctx) {
	const type = String(ctx.headers['content-type'] || '');
	if (!/^multipart\/form-data/i.test(type)) return null;
	const body = await ctx.body();
	try {
		const init = /** @type {RequestInit} */ ({ method: 'POST', headers: { 'content-type': type }, body, duplex: 'half' });
		return await new Request('http://sandbox.invalid/', init).formData();
	} catch {
		return null;
	}
}

/** @param {unknown} json @param {number} [status] @returns {Reply} */
const json = (json, status = 200) => ({ status, json });
/** @returns {Reply} */
const noContent = () => ({ status: 204 });

module.exports = { readBody, parseJson, readFormData, queryGetter, writeReply, json, noContent, MAX_BODY_BYTES };
