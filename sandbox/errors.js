// @ts-check
'use strict';

/*
 * Error codes of the sandbox's classic (/3/) API.
 *
 * Body shape, as the real service was recorded answering (test/fidelity/recorded.json):
 * a 404 {"ErrorInformation":{"Error":1,"Message":"<text>","Code":<number>}} with capitalised keys,
 * a 400 {"ErrorInformation":{"error":1,"message":"<text>","code":<number>}} with lower-case ones;
 * the legacy 401 capitalised; an expired or unknown bearer token a bare 401 {"message":"unauthorized"}.
 * Which codes are Fortnox's own (with their source: a recorded answer, Fortnox's Errors page, the
 * OpenAPI, a public client) and which the sandbox invents (2009xxx, one per case with no known real
 * code): the table "Refusals and their codes" in docs/sandbox.md, the one list of them.
 */
const CODES = Object.freeze({
	INVALID_LOGIN: 2000311,
	INVALID_JSON: 2002115,
	BAD_WRAPPER: 2001392,
	UNKNOWN_FIELD: 2001399,
	INVALID_PARAMETER: 2000588,
	INVALID_FILTER: 2000587,
	INVALID_IDENTIFIER: 2000729,
	NOT_NUMERIC: 2000108,
	NOT_BOOLEAN: 2000134,
	REQUIRED: 2009001,
	TOO_LONG: 2009002,
	NOT_STRING: 2009003,
	NOT_ALLOWED_VALUE: 2009004,
	LABEL_EXISTS: 2009010,
	ACCOUNT_NUMBER_INVALID: 2009020,
	ACCOUNT_EXISTS: 2009021,
	ACCOUNT_NUMBER_CHANGE: 2009022,
	SRU_INVALID: 2009023,
	COST_CENTER_UNKNOWN: 2009024,
	PROJECT_UNKNOWN: 2009025,
	FINANCIAL_YEAR_UNKNOWN: 2009026,
	UPLOAD_NO_FILE: 2009030,
	UPLOAD_NO_TARGET: 2009031,
	FOLDER_PROTECTED: 2009032,
	UPLOAD_PATH_INVALID: 2009033,
	ACCOUNT_NOT_FOUND: 2000423,
	ACCOUNT_UNKNOWN: 2001304,
	PREDEFINED_ACCOUNT_INVALID: 2001265,
	LABEL_NOT_FOUND: 2009040,
	INBOX_NOT_FOUND: 2009041,
	ROUTE_NOT_FOUND: 2009042,
	BODY_TOO_LARGE: 2009043,
	FINANCIAL_YEAR_NOT_FOUND: 2009044,
	ARTICLE_NOT_FOUND: 2000428,
	CUSTOMER_NOT_FOUND: 2000433,
	CUSTOMER_EXISTS: 2000637,
	ARTICLE_EXISTS: 2000013,
	COUNTRY_INVALID: 2000919,
	SUPPLIER_NOT_FOUND: 2009046,
	TOO_SHORT: 2009100,
	OUT_OF_RANGE: 2009101,
	NOT_DATE: 2009102,
	NOT_OBJECT: 2009103,
	NUMBER_CHANGE: 2009104,
	RECORD_EXISTS: 2009105,
	IN_USE: 2009106,
	REFERENCE_UNKNOWN: 2009107,
	TERMS_OF_PAYMENT_NOT_FOUND: 2000429,
	PRICE_LIST_NOT_FOUND: 2009111,
	CURRENCY_NOT_FOUND: 2009112,
	UNIT_NOT_FOUND: 2000432,
	COST_CENTER_NOT_FOUND: 2009114,
	PROJECT_NOT_FOUND: 2001161,
	PRICE_NOT_FOUND: 2009116,
	LINK_NOT_FOUND: 2009122,
	TERMS_OF_DELIVERY_NOT_FOUND: 2009117,
	MODE_OF_PAYMENT_NOT_FOUND: 2009118,
	WAY_OF_DELIVERY_NOT_FOUND: 2009119,
	PREDEFINED_NOT_FOUND: 2009120,
	EMAIL_SENDER_NOT_FOUND: 2009121,
	INTERNAL: 1000003,
});

/** The text of 2000729, as recorded and on Fortnox's Errors page. */
const INVALID_IDENTIFIER_TEXT = 'A valid identifier was not provided.';

/** The text of 2001304, an account the request names that the chart lacks (Fortnox's Errors page). */
const ACCOUNT_NOT_FOUND_TEXT = 'Kunde inte hitta konto';

/** An error a handler throws; the router turns it into a response. */
class ServiceError extends Error {
	/**
	 * @param {number} status HTTP status
	 * @param {number} code numeric service code (docs/sandbox.md, "Refusals and their codes")
	 * @param {string} message
	 */
	constructor(status, code, message) {
		super(message);
		this.name = 'ServiceError';
		this.status = status;
		this.code = code;
	}
}

/** @param {number} code @param {string} message */
const badRequest = (code, message) => new ServiceError(400, code, message);
/** @param {number} code @param {string} message */
const notFound = (code, message) => new ServiceError(404, code, message);

/**
 * @typedef {{ status: number, headers?: Record<string, string>, json?: unknown, body?: Buffer }} Reply
 */

/**
 * Classic error body: capitalised keys on a 404, lower-case ones otherwise, as recorded.
 * @param {ServiceError} err
 * @returns {Reply}
 */
function classicErrorReply(err) {
	const info = err.status === 404
		? { Error: 1, Message: err.message, Code: err.code }
		: { error: 1, message: err.message, code: err.code };
	return { status: err.status, json: { ErrorInformation: info } };
}

/**
 * The 401 of the classic API: a bearer token's is a bare {"message":"unauthorized"} (recorded for an
 * expired token), the legacy headers' an ErrorInformation with capitalised keys.
 * @param {string} [_path] @param {import('node:http').IncomingHttpHeaders} [headers]
 * @returns {Reply}
 */
function invalidLoginReply(_path, headers) {
	if (/^Bearer\s/i.test(String(headers?.authorization ?? ''))) return { status: 401, json: { message: 'unauthorized' } };
	return {
		status: 401,
		json: {
			ErrorInformation: {
				Error: 1,
				Message: 'Invalid login. The access token or client secret is wrong.',
				Code: CODES.INVALID_LOGIN,
			},
		},
	};
}

/** @returns {Reply} */
function tooManyRequestsReply() {
	return { status: 429, json: { message: 'Too Many Requests' } };
}

module.exports = {
	CODES,
	INVALID_IDENTIFIER_TEXT,
	ACCOUNT_NOT_FOUND_TEXT,
	ServiceError,
	badRequest,
	notFound,
	classicErrorReply,
	invalidLoginReply,
	tooManyRequestsReply,
};
