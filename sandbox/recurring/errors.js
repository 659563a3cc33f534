// @ts-check
'use strict';

/*
 * Errors of the recurring-billing API: body {"code": "<CODE>", "details": [...], "message": "<text>"}
 * (service-routes.md). The spec names only the statuses (400 deviation path, 409, 412, 428);
 * the string codes below are the sandbox's own, one per distinct case.
 *
 * | code                      | HTTP | case                                                          |
 * |---------------------------|------|---------------------------------------------------------------|
 * | UNAUTHORIZED              | 401  | no valid Access-Token/Client-Secret or bearer token           |
 * | INVALID_JSON              | 400  | body is not valid JSON                                        |
 * | VALIDATION_FAILED         | 400  | body fields break the spec's rules; details name each field   |
 * | INVALID_ID                | 400  | a path id is not a UUID                                       |
 * | INVALID_QUERY             | 400  | a query parameter is malformed or out of range                |
 * | INVALID_PATCH             | 400  | not a JSON Patch array, unknown op, or the path does not exist |
 * | PATCH_PATH_NOT_ALLOWED    | 400  | patch path outside the allowed root paths                     |
 * | DEVIATION_PATH_NOT_ALLOWED| 400  | patch path touches deviations                                 |
 * | NOT_FOUND                 | 404  | recurring, deviation, invoice request or route not found      |
 * | INVOICE_REQUEST_IN_FLIGHT | 409  | a listed recurring already has a PENDING/PROCESSING request   |
 * | PRECONDITION_FAILED       | 412  | If-Match is stale, or modified after If-Unmodified-Since      |
 * | PRECONDITION_REQUIRED     | 428  | change without If-Match                                       |
 * | INTERNAL                  | 500  | unexpected sandbox failure                                    |
 */

/** @typedef {{ field: string, message: string }} Detail */

class RecurringError extends Error {
	/** @param {number} status @param {string} code @param {string} message @param {Detail[]} [details] */
	constructor(status, code, message, details = []) {
		super(message);
		this.name = 'RecurringError';
		this.status = status;
		this.code = code;
		this.details = details;
	}
}

/** Codes for errors raised outside this module (body parsing, unknown routes). */
const BY_STATUS = /** @type {Record<number, string>} */ ({ 400: 'INVALID_JSON', 404: 'NOT_FOUND', 413: 'PAYLOAD_TOO_LARGE', 500: 'INTERNAL' });

/** @param {any} err @returns {import('../errors').Reply} */
function recurringErrorReply(err) {
	const code = typeof err.code === 'string' ? err.code : BY_STATUS[err.status] || 'ERROR';
	return { status: err.status, json: { code, details: Array.isArray(err.details) ? err.details : [], message: err.message } };
}

/** @returns {import('../errors').Reply} */
function unauthorizedReply() {
	return {
		status: 401,
		json: { code: 'UNAUTHORIZED', details: [], message: 'Missing or invalid credentials.' },
	};
}

/** @param {string} code @param {string} message @param {Detail[]} [details] */
const badRequest = (code, message, details) => new RecurringError(400, code, message, details);
/** @param {string} message */
const notFound = (message) => new RecurringError(404, 'NOT_FOUND', message);

module.exports = { RecurringError, recurringErrorReply, unauthorizedReply, badRequest, notFound };
