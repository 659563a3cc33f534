import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import type { Sandbox } from '../../sandbox';
import { credentialsHelper } from './run-workflow';

export type { Sandbox } from '../../sandbox';
export { startSandbox } from '../../sandbox';

let credentialCounter = 0;

/** Stores an access-token credential for a new sandbox tenant; returns what a node spec needs. */
export function accessTokenCredential(sandbox: Sandbox, tenant = sandbox.createTenant()) {
	const id = `api-${++credentialCounter}`;
	credentialsHelper.set(id, {
		accessToken: tenant.accessToken,
		clientSecret: tenant.clientSecret,
		baseUrl: sandbox.url,
	});
	return { tenant, credential: { id, type: 'fortnoxApi' as const } };
}

/** Stores a service-account credential: a client the new tenant's administrator approved as a service account (for `scopes`: default every scope). */
export function serviceAccountCredential(sandbox: Sandbox, tenant = sandbox.createTenant(), scopes?: string[]) {
	const account = sandbox.createServiceAccount(tenant.tenantId, { scopes });
	const id = `service-${++credentialCounter}`;
	credentialsHelper.set(id, { ...account, baseUrl: sandbox.url, authUrl: sandbox.url });
	return { tenant, account, credential: { id, type: 'fortnoxServiceAccountApi' as const } };
}

/** Stores a connected OAuth2 credential (as n8n keeps it after the consent screen), for the given scope. */
export function oAuth2Credential(sandbox: Sandbox, tenant = sandbox.createTenant(), scope?: string) {
	const client = sandbox.createOAuthClient();
	const tokens = sandbox.issueOAuthTokens(tenant.tenantId, client.clientId, scope);
	const id = `oauth-${++credentialCounter}`;
	const data: ICredentialDataDecryptedObject = {
		clientId: client.clientId,
		clientSecret: client.clientSecret,
		accessTokenUrl: `${sandbox.url}/oauth-v1/token`,
		authUrl: `${sandbox.url}/oauth-v1/auth`,
		baseUrl: sandbox.url,
		oauthTokenData: { ...tokens },
	};
	credentialsHelper.set(id, data);
	return { tenant, credential: { id, type: 'fortnoxOAuth2Api' as const }, stored: () => credentialsHelper.stored.get(id) };
}

/**
 * Runs `run` while watching the tenant's labels: once `count` exist (half way through a run, with the rate
 * limiter holding the rest), every access token the sandbox issued stops working.
 */
export async function expireTokensAtLabel<T>(sandbox: Sandbox, tenantId: string, count: number, run: () => Promise<T>): Promise<T> {
	const watch = setInterval(() => {
		if (sandbox.tenant(tenantId).labels.length < count) return;
		sandbox.expireAccessTokens();
		clearInterval(watch);
	}, 5);
	try {
		return await run();
	} finally {
		clearInterval(watch);
	}
}
