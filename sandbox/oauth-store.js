// @ts-check
'use strict';

const { randomBytes, randomUUID } = require('node:crypto');

const ACCESS_TOKEN_SECONDS = 3600;
const CODE_SECONDS = 600;
const { EVERY_SCOPE } = require('./access');
/** What a grant holds when the client names no scope (and tokens issued without the browser step): every scope. */
const DEFAULT_SCOPE = EVERY_SCOPE.join(' ');

/** @param {number} [n] */
const token = (n = 32) => randomBytes(n).toString('base64url');

/**
 * An access token shaped as Fortnox's: a JWT whose payload carries the tenant as its own `tenantId`
 * claim (Fortnox tells integrations to read it there), so a client can tell the company from the
 * token. The signature is random: Fortnox's public key is not published, so no client verifies it.
 * @param {{ tenantId: string, scope: string }} grant
 */
function jwtOf(grant) {
	/** @param {object} part */
	const encoded = (part) => Buffer.from(JSON.stringify(part)).toString('base64url');
	return `${encoded({ alg: 'RS256', typ: 'JWT' })}.${encoded({ tenantId: grant.tenantId, scope: grant.scope })}.${token()}`;
}

/**
 * OAuth2 state: clients, authorization codes, access and refresh tokens.
 * Times are sandbox time (see clock.js). Refresh tokens rotate: using one deletes it.
 *
 * @typedef {{ tenantId: string, clientId: string, scope: string, grantId: string }} Grant
 * @typedef {Grant & { expiresAt: number, revoked: boolean }} AccessGrant
 * @typedef {Grant & { redirectUri: string, expiresAt: number }} CodeGrant
 *
 * @param {{ now: () => number }} clock
 */
function createOAuthStore(clock) {
	/** @type {Map<string, { clientId: string, clientSecret: string }>} */
	const clients = new Map();
	/** @type {Map<string, CodeGrant>} */
	const codes = new Map();
	/** @type {Map<string, AccessGrant>} */
	const accessTokens = new Map();
	/** @type {Map<string, Grant>} */
	const refreshTokens = new Map();
	/** The scopes of every service-account approval, by `${clientId} ${tenantId}`. @type {Map<string, string>} */
	const serviceAccounts = new Map();

	/** @param {{ clientId?: string, clientSecret?: string }} [opts] */
	function createClient(opts = {}) {
		const client = { clientId: opts.clientId || randomUUID(), clientSecret: opts.clientSecret || token(18) };
		clients.set(client.clientId, client);
		return { ...client };
	}

	/** @param {string} clientId @param {string} clientSecret */
	function checkClient(clientId, clientSecret) {
		const c = clients.get(clientId);
		return Boolean(c && c.clientSecret === clientSecret);
	}

	/**
	 * @param {Omit<Grant, 'grantId'> & { grantId?: string }} grant
	 * @param {{ withRefresh?: boolean }} [opts]
	 */
	function issue(grant, { withRefresh = true } = {}) {
		const g = { tenantId: grant.tenantId, clientId: grant.clientId, scope: grant.scope, grantId: grant.grantId || randomUUID() };
		const access = jwtOf(g);
		accessTokens.set(access, { ...g, expiresAt: clock.now() + ACCESS_TOKEN_SECONDS * 1000, revoked: false });
		const refresh = withRefresh ? token() : undefined;
		if (refresh) refreshTokens.set(refresh, g);
		return {
			access_token: access,
			...(refresh ? { refresh_token: refresh } : {}),
			expires_in: ACCESS_TOKEN_SECONDS,
			token_type: 'bearer',
			scope: g.scope,
		};
	}

	/** @param {string} accessToken @returns {AccessGrant | null} */
	function lookupAccessToken(accessToken) {
		const g = accessTokens.get(accessToken);
		if (!g || g.revoked || g.expiresAt <= clock.now()) return null;
		return g;
	}

	/** @param {Omit<CodeGrant, 'expiresAt' | 'grantId'>} grant */
	function createCode(grant) {
		const code = token(24);
		codes.set(code, { ...grant, grantId: randomUUID(), expiresAt: clock.now() + CODE_SECONDS * 1000 });
		return code;
	}

	/** Single use: the code is gone after this call. @param {string} code */
	function takeCode(code) {
		const g = codes.get(code);
		codes.delete(code);
		return g && g.expiresAt > clock.now() ? g : null;
	}

	/** Rotation: the refresh token is gone after this call. @param {string} refresh */
	function takeRefreshToken(refresh) {
		const g = refreshTokens.get(refresh);
		refreshTokens.delete(refresh);
		return g || null;
	}

	/** @param {string} refresh */
	function peekRefreshToken(refresh) {
		return refreshTokens.get(refresh) || null;
	}

	/** Revokes an access token, or a refresh token with every access token of its grant. @param {string} t */
	function revoke(t) {
		const access = accessTokens.get(t);
		if (access) access.revoked = true;
		const refresh = refreshTokens.get(t);
		if (refresh) {
			refreshTokens.delete(t);
			for (const a of accessTokens.values()) if (a.grantId === refresh.grantId) a.revoked = true;
		}
	}

	/** The tenant's administrator approves the client as a service account (account_type=service). @param {string} clientId @param {string} tenantId */
	function approveServiceAccount(clientId, tenantId, scope = DEFAULT_SCOPE) {
		serviceAccounts.set(`${clientId} ${tenantId}`, scope);
	}

	function expireAccessTokens() {
		for (const a of accessTokens.values()) a.expiresAt = 0;
	}

	/** The store's maps as they are, for sandbox/persist.js. */
	const saved = () => ({ clients, codes, accessTokens, refreshTokens, serviceAccounts });

	/** Takes over a saved store's entries. @param {ReturnType<typeof saved>} from */
	function restore(from) {
		for (const [key, map] of /** @type {const} */ ([['clients', clients], ['codes', codes], ['accessTokens', accessTokens], ['refreshTokens', refreshTokens]])) {
			for (const [k, v] of /** @type {Map<string, any>} */ (from[key])) map.set(k, v);
		}
		// A state saved before approvals had scopes holds the keys alone: those approved every scope.
		for (const approval of from.serviceAccounts) {
			if (typeof approval === 'string') serviceAccounts.set(approval, DEFAULT_SCOPE);
			else serviceAccounts.set(approval[0], approval[1]);
		}
	}

	return {
		saved, restore,
		createClient, checkClient, hasClient: (/** @type {string} */ id) => clients.has(id),
		approveServiceAccount,
		isServiceAccount: (/** @type {string} */ clientId, /** @type {string} */ tenantId) => serviceAccounts.has(`${clientId} ${tenantId}`),
		/** The scopes the tenant approved the client's service account for. @param {string} clientId @param {string} tenantId */
		approvedScope: (clientId, tenantId) => serviceAccounts.get(`${clientId} ${tenantId}`) ?? '',
		issue, lookupAccessToken, createCode, takeCode, takeRefreshToken, peekRefreshToken, revoke, expireAccessTokens,
	};
}

module.exports = { createOAuthStore, ACCESS_TOKEN_SECONDS, DEFAULT_SCOPE };
