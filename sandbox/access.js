// @ts-check
'use strict';

/**
 * What a company, a token and a user may reach, as a real Fortnox company can be: not every module
 * bought, not every scope granted, not every value visible to the user.
 *  - A token holds scopes: a bearer token those of its grant (the OAuth2 `scope` asked for; a service
 *    account's approval), the legacy access token the tenant's `access.tokenScopes` (null: every scope).
 *  - A company has a licence per scope (`access.licences`, null: every one; the warehouse's own switch
 *    too) and the API licence (`access.apiLicence`).
 *  - A user may not see some values (`access.hiddenValues`): they answer `API_NORIGHT`.
 * The scope of each path is Fortnox's Scopes table, kept once for the nodes and the sandbox
 * (nodes/shared/transport/scopes.json). Refusals carry Fortnox's documented codes and Swedish texts
 * (developer guide, Errors) in the classic shape: the gateway refuses before any API answers, so
 * the shape is the same below /api/ (not recorded: an assumption, docs/sandbox.md).
 */

const { ServiceError } = require('./errors');
const table = require('../nodes/shared/transport/scopes.json');

/** @type {Record<string, string>} */
const RESOURCES = table.resources;
const EVERY_SCOPE = Object.freeze(Object.keys(table.scopes));

const REFUSALS = Object.freeze({
	apiLicence: { code: 2001103, text: 'Api-licens saknas.' },
	scope: { code: 2000663, text: 'Har inte behörighet för scope' },
	licence: { code: 2001101, text: 'Det finns ingen aktiv licens för önskat scope' },
});

/** What a value the user may not see reads as. */
const NOT_PERMITTED = 'API_NORIGHT';

/**
 * @typedef {{ apiLicence: boolean, licences: string[] | null, tokenScopes: string[] | null, hiddenValues: string[] }} Access
 */

/** @returns {Access} every module, every scope, every value */
function fullAccess() {
	return { apiLicence: true, licences: null, tokenScopes: null, hiddenValues: [] };
}

/** The scope a path needs (the longest listed path its segments start with), or null. @param {string} pathname */
function scopeOfPath(pathname) {
	const segments = pathname.split('/').filter(Boolean);
	for (let length = segments.length; length > 0; length--) {
		const scope = RESOURCES[`/${segments.slice(0, length).join('/')}`];
		if (scope) return scope;
	}
	return null;
}

/** Paths that ask whether a module is activated: answered without its licence (the token still needs the scope). */
const ASKS_FOR_LICENCE = ['/api/warehouse/tenants-v4'];

/** @param {any} tenant @param {string} scope */
function licensed(tenant, scope) {
	if (scope === 'warehouse' && !tenant.warehouse.settings.enabled) return false;
	const { licences } = tenant.access;
	return licences === null || licences.includes(scope);
}

/**
 * The refusal of a request, or null when it may go on.
 * @param {any} tenant
 * @param {{ scheme: 'legacy' | 'bearer', scopes: string[] | null }} token the scopes the token holds (null: every scope)
 * @param {string} pathname
 * @returns {ServiceError | null}
 */
function accessRefusal(tenant, token, pathname) {
	/** @param {{ code: number, text: string }} refusal */
	const refuse = (refusal) => new ServiceError(403, refusal.code, refusal.text);
	if (!tenant.access.apiLicence) return refuse(REFUSALS.apiLicence);
	const scope = scopeOfPath(pathname);
	// The partner API refuses a token without developerapi in its own shape, as its spec says (partner/).
	if (scope === null || scope === 'developerapi') return null;
	const held = token.scheme === 'legacy' ? tenant.access.tokenScopes : token.scopes;
	if (held !== null && !held.includes(scope)) return refuse(REFUSALS.scope);
	if (!licensed(tenant, scope) && !ASKS_FOR_LICENCE.includes(pathname)) return refuse(REFUSALS.licence);
	return null;
}

/**
 * An answer as the user sees it: each hidden field, wherever it stands in the answer, reads `API_NORIGHT`.
 * @param {any} tenant @param {unknown} json
 */
function asTheUserSees(tenant, json) {
	const hidden = tenant.access.hiddenValues;
	if (!hidden.length) return json;
	/** @param {unknown} value @returns {unknown} */
	const hide = (value) => {
		if (Array.isArray(value)) return value.map(hide);
		if (!value || typeof value !== 'object') return value;
		return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, hidden.includes(key) && field !== undefined ? NOT_PERMITTED : hide(field)]));
	};
	return hide(json);
}

module.exports = { fullAccess, accessRefusal, asTheUserSees, EVERY_SCOPE };
