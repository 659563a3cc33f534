// @ts-check
'use strict';

/*
 * Error codes of the sandbox's classic (/3/) API.
 *
 * Body shape, as the real service was recorded answering (test/fidelity/recorded.json):
 * a 404 {"ErrorInformation":{"Error":1,"Message":"<text>","Code":<number>}} with capitalised keys,
 * a 400 {"ErrorInformation":{"error":1,"message":"<text>","code":<number>}} with lower-case ones;
 * the legacy 401 capitalised; an expired or unknown bearer token a bare 401 {"message":"unauthorized"}.
 * Codes marked "recorded" and their Swedish texts were seen in real traffic; "real" ones are public
 * Fortnox codes; "sandbox" codes are invented here (no real code known), one per distinct case, in the 2009xxx range.
 *
 * | code    | HTTP | origin  | case                                                         |
 * |---------|------|---------|--------------------------------------------------------------|
 * | 2000311 | 401  | real    | invalid login: access token / client secret wrong (legacy)   |
 * | —       | 401  | recorded| bearer token expired or unknown: {"message":"unauthorized"}   |
 * | 2002115 | 400  | real    | request body is not valid JSON                               |
 * | 2001392 | 400  | real    | body missing or not wrapped as {"Label":{…}} / {"Account":{…}} |
 * | 2001399 | 400  | real    | unknown field name in the body                               |
 * | 2000588 | 400  | real    | invalid query parameter (page, limit > 500, offset, financialyear not an integer) |
 * | 2000587 | 400  | recorded| invalid `filter`: "Ett ogiltigt filter har använts."          |
 * | 2000729 | 400  | real    | identifier in the path is not valid (e.g. /3/labels/abc)     |
 * | 2000108 | 400  | real    | value must be numeric                                        |
 * | 2000134 | 400  | real    | value must be a boolean                                      |
 * | 2009001 | 400  | sandbox | required field missing or empty                              |
 * | 2009002 | 400  | sandbox | value too long                                               |
 * | 2009003 | 400  | sandbox | value must be a string                                       |
 * | 2009004 | 400  | sandbox | value not allowed (must be ALLOWED, MANDATORY or NOTALLOWED) |
 * | 2009010 | 400  | sandbox | a label with this description already exists                 |
 * | 2009020 | 400  | sandbox | account number must have 4 digits (1000–9999)                |
 * | 2009021 | 400  | sandbox | account number already exists in the financial year          |
 * | 2009022 | 400  | sandbox | account number cannot be changed                             |
 * | 2009023 | 400  | sandbox | SRU must have 4 or 5 digits                                  |
 * | 2009024 | 400  | sandbox | cost center does not exist                                   |
 * | 2009025 | 400  | sandbox | project does not exist                                       |
 * | 2009026 | 400  | sandbox | financial year does not exist                                |
 * | 2009030 | 400  | sandbox | upload is not multipart/form-data or has no part named file  |
 * | 2009031 | 400  | sandbox | upload names neither folderid nor path                       |
 * | 2009032 | 400  | sandbox | the root folder and predefined folders cannot be deleted     |
 * | 2009033 | 400  | sandbox | upload path must start with a predefined folder              |
 * | 2000423 | 404  | real    | account not found                                            |
 * | 2009040 | 404  | sandbox | label not found                                              |
 * | 2009041 | 404  | sandbox | inbox folder or file not found                               |
 * | 2009042 | 404  | sandbox | unknown route (path or method)                               |
 * | 2009043 | 413  | sandbox | request body too large                                       |
 * | 2009044 | 404  | sandbox | financial year not found (GET /3/financialyears/{id})        |
 * | 2000428 | 404  | recorded| article not found: "Kan inte hitta artikeln."                |
 * | 2009046 | 404  | sandbox | supplier not found (GET /3/suppliers/{SupplierNumber})       |
 * | 2000433 | 404  | recorded| customer not found: "Kan inte hitta kunden."                 |
 * | 2009011 | 400  | sandbox | customer number already in use (POST /3/customers)           |
 * | 2009100 | 400  | sandbox | value shorter than its minimum length (minLength)            |
 * | 2009101 | 400  | sandbox | number outside its minimum/maximum                           |
 * | 2009102 | 400  | sandbox | value must be a date, YYYY-MM-DD                             |
 * | 2009103 | 400  | sandbox | value must be an object (DefaultDeliveryTypes, …)            |
 * | 2009104 | 400  | sandbox | PUT names another number/code than the record's (can't change) |
 * | 2009105 | 400  | sandbox | article number / register code already in use (POST)         |
 * | 2009106 | 400  | sandbox | record in use, not deleted (article on warehouse records, unit of an article, …) |
 * | 2009107 | 400  | sandbox | reference to a register record that does not exist (Unit, Currency, …) |
 * | 2000429 | 404  | recorded| terms of payment not found: "Kan inte hitta betalningsvillkoret." |
 * | 2009111 | 404  | sandbox | price list not found                                         |
 * | 2009112 | 404  | sandbox | currency not found                                           |
 * | 2000432 | 404  | recorded| unit not found: "Kan inte hitta enheten."                    |
 * | 2009114 | 404  | sandbox | cost center not found                                        |
 * | 2001161 | 404  | recorded| project not found: "Kan inte hitta projektet."               |
 * | 2009116 | 404  | sandbox | price not found (price list, article, from quantity)         |
 * | 2009122 | 404  | sandbox | customer reference or URL connection not found; no list of supplier invoice URL connections |
 * | 2009117 | 404  | sandbox | terms of delivery not found                                  |
 * | 2009118 | 404  | sandbox | mode of payment not found                                    |
 * | 2009119 | 404  | sandbox | way of delivery not found                                    |
 * | 2009120 | 404  | sandbox | predefined account or voucher series not found               |
 * | 2009121 | 404  | sandbox | trusted e-mail sender not found                              |
 * | 1000003 | 500  | real    | unexpected sandbox failure                                   |
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
	LABEL_NOT_FOUND: 2009040,
	INBOX_NOT_FOUND: 2009041,
	ROUTE_NOT_FOUND: 2009042,
	BODY_TOO_LARGE: 2009043,
	FINANCIAL_YEAR_NOT_FOUND: 2009044,
	ARTICLE_NOT_FOUND: 2000428,
	CUSTOMER_NOT_FOUND: 2000433,
	CUSTOMER_EXISTS: 2009011,
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

/** An error a handler throws; the router turns it into a response. */
class ServiceError extends Error {
	/**
	 * @param {number} status HTTP status
	 * @param {number} code numeric service code (see the table above)
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
	ServiceError,
	badRequest,
	notFound,
	classicErrorReply,
	invalidLoginReply,
	tooManyRequestsReply,
};
