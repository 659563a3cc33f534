// @ts-check
'use strict';

/**
 * Authentication of API requests. Two schemes are accepted:
 *  - legacy: headers Access-Token + Client-Secret matching a tenant;
 *  - OAuth2: Authorization: Bearer <access token> issued by the sandbox's /oauth-v1 endpoints,
 *    not expired and not revoked.
 * When an Authorization: Bearer header is present it decides alone.
 */

/** @typedef {import('./tenants').Tenant} Tenant */

/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {{ tenantByAccessToken: (token: string) => Tenant | undefined,
 *           tenantById: (id: string) => Tenant | undefined,
 *           oauth: { lookupAccessToken: (token: string) => { tenantId: string, clientId: string, scope: string } | null } }} state
 * @returns {{ tenant: Tenant, rateKey: string, scheme: 'legacy' | 'bearer', scopes: string[] | null } | null} scopes: a bearer token's (a legacy token's are the tenant's, null here)
 */
function authenticate(headers, state) {
	const authorization = headerValue(headers.authorization);
	const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization || '');
	if (bearer) {
		const token = bearer[1];
		const grant = state.oauth.lookupAccessToken(token);
		const tenant = grant ? state.tenantById(grant.tenantId) : undefined;
		// The limit counts per client and tenant: a renewed token does not start a fresh window.
		return tenant && grant ? { tenant, rateKey: `${grant.clientId} ${grant.tenantId}`, scheme: 'bearer', scopes: grant.scope.split(/\s+/).filter(Boolean) } : null;
	}
	const accessToken = headerValue(headers['access-token']);
	const clientSecret = headerValue(headers['client-secret']);
	if (!accessToken || !clientSecret) return null;
	const tenant = state.tenantByAccessToken(accessToken);
	if (!tenant || tenant.clientSecret !== clientSecret) return null;
	return { tenant, rateKey: accessToken, scheme: 'legacy', scopes: null };
}

/** @param {string | string[] | undefined} v */
function headerValue(v) {
	return Array.isArray(v) ? v[0] : v;
}

module.exports = { authenticate };
