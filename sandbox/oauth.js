// @ts-check
'use strict';

/**
 * OAuth2 endpoints (service-routes.md "Authentication"), not rate limited:
 *   GET  /oauth-v1/auth    auto-approves and 302-redirects to redirect_uri?code=…&state=…
 *   POST /oauth-v1/token   grant_type authorization_code | refresh_token | client_credentials
 *                          (service accounts: a TenantId header naming a tenant that approved the client)
 *   POST /oauth-v1/revoke  token=…
 * Client authentication: HTTP Basic client_id:client_secret, or client_id + client_secret in
 * the form body. Errors: RFC 6749 JSON {"error": "...", "error_description": "..."}.
 */

const { DEFAULT_SCOPE } = require('./oauth-store');

class OAuthError extends Error {
	/** @param {number} status @param {string} error @param {string} description */
	constructor(status, error, description) {
		super(description);
		this.status = status;
		this.error = error;
		this.code = 0;
	}
}

/** @param {any} err @returns {import('./errors').Reply} */
function oauthErrorReply(err) {
	const error = err instanceof OAuthError ? err.error : err.status >= 500 ? 'server_error' : 'invalid_request';
	return { status: err.status || 500, json: { error, error_description: err.message } };
}

/**
 * @param {ReturnType<import('./router').createRouter>} router
 * @param {any} state the sandbox state (see index.js)
 */
function registerOAuthRoutes(router, state) {
	const r = router.group({ auth: false, rateLimit: false, errorReply: oauthErrorReply });

	r.get('/oauth-v1/auth', (ctx) => {
		const q = ctx.query;
		const clientId = q('client_id');
		if (!clientId || !state.oauth.hasClient(clientId)) throw new OAuthError(400, 'invalid_client', 'Unknown client_id.');
		const redirectUri = q('redirect_uri');
		if (!redirectUri) throw new OAuthError(400, 'invalid_request', 'redirect_uri is required.');
		let target;
		try {
			target = new URL(redirectUri);
		} catch {
			throw new OAuthError(400, 'invalid_request', 'redirect_uri is not a valid URL.');
		}
		const stateParam = q('state');
		if (stateParam !== undefined) target.searchParams.set('state', stateParam);
		if (q('response_type') !== 'code') {
			target.searchParams.set('error', 'unsupported_response_type');
			return { status: 302, headers: { Location: target.toString() } };
		}
		const tenant = pickTenant(state, q('tenant'));
		const code = state.oauth.createCode({
			tenantId: tenant.id, clientId, redirectUri, scope: q('scope') || DEFAULT_SCOPE,
		});
		target.searchParams.set('code', code);
		return { status: 302, headers: { Location: target.toString() } };
	});

	r.post('/oauth-v1/token', async (ctx) => {
		state.stats.tokenRequests++;
		const form = await readForm(ctx);
		const clientId = authenticateClient(ctx, form, state);
		const grantType = form.get('grant_type');
		if (grantType === 'authorization_code') {
			const grant = state.oauth.takeCode(form.get('code') || '');
			if (!grant || grant.clientId !== clientId) throw new OAuthError(400, 'invalid_grant', 'Invalid or used authorization code.');
			const redirectUri = form.get('redirect_uri');
			if (redirectUri && redirectUri !== grant.redirectUri) throw new OAuthError(400, 'invalid_grant', 'redirect_uri does not match.');
			return { status: 200, json: state.oauth.issue(grant) };
		}
		if (grantType === 'refresh_token') {
			const refresh = form.get('refresh_token') || '';
			const peek = state.oauth.peekRefreshToken(refresh);
			if (!peek || peek.clientId !== clientId) throw new OAuthError(400, 'invalid_grant', 'Invalid refresh token');
			const grant = state.oauth.takeRefreshToken(refresh);
			return { status: 200, json: state.oauth.issue(grant) };
		}
		if (grantType === 'client_credentials') {
			const tenantId = ctx.headers.tenantid;
			if (typeof tenantId !== 'string' || tenantId === '') throw new OAuthError(400, 'invalid_request', 'The TenantId header is required.');
			const tenant = state.tenantById(tenantId);
			// Only a tenant whose administrator approved the client as a service account gets tokens.
			if (!tenant || !state.oauth.isServiceAccount(clientId, tenant.id)) {
				throw new OAuthError(400, 'unauthorized_client', `The client is not approved as a service account for tenant ${tenantId}.`);
			}
			return {
				status: 200,
				// A service account's token holds the scopes the company approved, whatever it asks for.
				json: state.oauth.issue({ tenantId: tenant.id, clientId, scope: state.oauth.approvedScope(clientId, tenant.id) }, { withRefresh: false }),
			};
		}
		throw new OAuthError(400, 'unsupported_grant_type', `Unsupported grant_type: ${grantType}`);
	});

	r.post('/oauth-v1/revoke', async (ctx) => {
		const form = await readForm(ctx);
		if (ctx.headers.authorization || form.get('client_id')) authenticateClient(ctx, form, state);
		const t = form.get('token');
		if (!t) throw new OAuthError(400, 'invalid_request', 'token is required.');
		state.oauth.revoke(t);
		return { status: 200, json: {} };
	});
}

/** @param {any} state @param {string | undefined} tenantId */
function pickTenant(state, tenantId) {
	if (tenantId) {
		const t = state.tenantById(tenantId);
		if (!t) throw new OAuthError(400, 'invalid_request', 'Unknown tenant.');
		return t;
	}
	const t = (state.demoTenantId && state.tenantById(state.demoTenantId)) || state.tenants.values().next().value;
	if (!t) throw new OAuthError(400, 'invalid_request', 'No tenant to authorize.');
	return t;
}

/** Form body (application/x-www-form-urlencoded; JSON accepted too). @param {any} ctx */
async function readForm(ctx) {
	const buf = await ctx.body();
	const type = String(ctx.headers['content-type'] || '');
	if (type.includes('application/json')) {
		try {
			const obj = JSON.parse(buf.toString('utf8') || '{}');
			return new URLSearchParams(Object.entries(obj).map(([k, v]) => [k, String(v)]));
		} catch {
			throw new OAuthError(400, 'invalid_request', 'Body is not valid JSON.');
		}
	}
	return new URLSearchParams(buf.toString('utf8'));
}

/**
 * @param {any} ctx @param {URLSearchParams} form @param {any} state
 * @returns {string} the client id
 */
function authenticateClient(ctx, form, state) {
	if (/^Basic\s/i.test(String(ctx.headers.authorization || ''))) {
		const decoded = Buffer.from(String(ctx.headers.authorization).slice(6).trim(), 'base64').toString('utf8');
		const i = decoded.indexOf(':');
		const rawId = i < 0 ? decoded : decoded.slice(0, i);
		const rawSecret = i < 0 ? '' : decoded.slice(i + 1);
		// RFC 6749 2.3.1 form-encodes both parts first; most clients do not: accept either.
		for (const [id, secret] of [[rawId, rawSecret], [formDecode(rawId), formDecode(rawSecret)]]) {
			if (state.oauth.checkClient(id, secret)) return id;
		}
		throw new OAuthError(401, 'invalid_client', 'The client credentials are invalid');
	}
	const id = form.get('client_id');
	const secret = form.get('client_secret');
	if (!id || secret == null || !state.oauth.checkClient(id, secret)) {
		throw new OAuthError(401, 'invalid_client', 'The client credentials are invalid');
	}
	return id;
}

/** @param {string} s */
function formDecode(s) {
	try {
		return decodeURIComponent(s.replace(/\+/g, ' '));
	} catch {
		return s;
	}
}

module.exports = { registerOAuthRoutes };
