// @ts-check
'use strict';

/**
 * Errors of the bank-process and webhook routes: RFC 7807 bodies with content type
 * application/problem+json, {type, title, status, detail, instance}. `type` is always
 * "about:blank" (the spec names no problem types), `title` the HTTP reason phrase, `detail`
 * the specific message and `instance` the request path.
 */

const { STATUS_CODES } = require('node:http');
const { ServiceError } = require('../errors');

/** @typedef {import('../errors').Reply} Reply */

/**
 * A ServiceError for these routes; the numeric code is unused (0): problem bodies carry none.
 * @param {number} status @param {string} detail
 */
const problem = (status, detail) => new ServiceError(status, 0, detail);

/**
 * @param {{ status: number, message: string }} err
 * @param {string} [instance] the request path
 * @returns {Reply}
 */
function problemReply(err, instance = '') {
	const body = {
		type: 'about:blank',
		title: STATUS_CODES[err.status] || 'Error',
		status: err.status,
		detail: err.message,
		instance,
	};
	return {
		status: err.status,
		headers: { 'Content-Type': 'application/problem+json' },
		body: Buffer.from(JSON.stringify(body), 'utf8'),
	};
}

/** The 401 of these routes. @param {string} [instance] @returns {Reply} */
const unauthorizedProblem = (instance) =>
	problemReply(problem(401, 'Invalid login. The access token, client secret or bearer token is wrong.'), instance);

module.exports = { problem, problemReply, unauthorizedProblem };
