import { FortnoxApi } from '../../credentials/FortnoxApi.credentials';
import { credentialsHelper, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, oAuth2Credential, serviceAccountCredential, startSandbox } from '../harness/sandbox';

describe('authentication', () => {
	let sandbox: Sandbox;
	beforeAll(async () => {
		sandbox = await startSandbox();
	});
	afterAll(async () => await sandbox.close());

	it('works with the OAuth2 credential (Bearer) and refreshes an expired token, saving the new one', async () => {
		const { tenant, credential, stored } = oAuth2Credential(sandbox);
		const created = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'create', description: 'OAuth' } });
		expect(created.error()).toBeUndefined();
		expect(sandbox.tenant(tenant.tenantId).labels.map((label) => label.Description)).toEqual(['OAuth']);

		const before = (stored()?.oauthTokenData as { access_token: string; refresh_token: string });
		sandbox.expireAccessTokens();
		const listed = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll', returnAll: true } });
		expect(listed.error()).toBeUndefined();
		expect(listed.items.map((item) => item.json.Description)).toEqual(['OAuth']);
		const after = stored()?.oauthTokenData as { access_token: string; refresh_token: string };
		expect(after.access_token).not.toBe(before.access_token);
		expect(after.refresh_token).not.toBe(before.refresh_token);
	});

	it('turns a refused access token into a clear error', async () => {
		const { credential } = accessTokenCredential(sandbox);
		credentialsHelper.set(credential.id, { accessToken: 'wrong', clientSecret: 'wrong', baseUrl: sandbox.url });
		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll', returnAll: true } });
		const error = result.error() as Error & { httpCode?: string; description?: string };
		expect(error.httpCode).toBe('401');
		expect(error.message).toMatch(/Invalid login/);
		expect(error.description).toContain('Fortnox error code 2000311');
		expect(error.description).toMatch(/Fortnox refused the access token and client secret: check both in the Fortnox API credential/);
		// Only this credential's advice: nothing about reconnecting OAuth2 or a service account's tenant.
		expect(error.description).not.toMatch(/reconnect|tenant/i);
	});

	it('a refused OAuth2 token names only the OAuth2 credential', async () => {
		const { credential } = oAuth2Credential(sandbox);
		const stored = credentialsHelper.stored.get(credential.id)!;
		credentialsHelper.set(credential.id, { ...stored, oauthTokenData: { ...(stored.oauthTokenData as object), access_token: 'wrong', refresh_token: 'spent' } });
		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll', returnAll: true } });
		const error = result.error() as Error & { description?: string };
		expect(`${error.message} ${error.description}`).toMatch(/reconnect/i);
		expect(`${error.message} ${error.description}`).not.toMatch(/client secret|tenant/i);
	});

	it("a refused service-account secret names only the service account's settings", async () => {
		const { credential } = serviceAccountCredential(sandbox);
		credentialsHelper.set(credential.id, { ...credentialsHelper.stored.get(credential.id), clientSecret: 'wrong' });
		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll', returnAll: true } });
		const error = result.error() as Error & { description?: string };
		expect(error.message).toMatch(/^Fortnox refused the service account's token request/);
		expect(`${error.message} ${error.description}`).not.toMatch(/reconnect|access token and client secret/i);
	});

	it("the credential's own test request succeeds with good credentials and fails with bad ones", async () => {
		const { tenant } = accessTokenCredential(sandbox);
		const { request } = new FortnoxApi().test;
		const call = async (accessToken: string) =>
			await fetch(`${sandbox.url}/${String(request.url).replace(/^\//, '')}`, {
				headers: { 'Access-Token': accessToken, 'Client-Secret': tenant.clientSecret, Accept: 'application/json' },
			});
		expect((await call(tenant.accessToken)).status).toBe(200);
		expect((await call('nope')).status).toBe(401);
	});
});

describe('rate limit', () => {
	it('spreads a burst of 40 over the 25-per-5-seconds window: no 429 from the service', async () => {
		const sandbox = await startSandbox({ rateLimit: true });
		try {
			const { tenant, credential } = accessTokenCredential(sandbox);
			const items = Array.from({ length: 40 }, (_, k) => ({ name: `Label ${k}` }));
			const result = await runNode(
				{ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'create', description: '={{ $json.name }}' } },
				items,
			);
			expect(result.error()).toBeUndefined();
			expect(result.items).toHaveLength(40);
			expect(sandbox.stats.rateLimited).toBe(0);
			expect(sandbox.tenant(tenant.accessToken).labels).toHaveLength(40);
		} finally {
			await sandbox.close();
		}
	});

	it('retries the 429s another client on the same token causes, surfacing none', async () => {
		// The service's window is tighter than ours here, as when another client shares the token.
		const sandbox = await startSandbox({ rateLimit: { limit: 4, windowMs: 1000 } });
		try {
			const { tenant, credential } = accessTokenCredential(sandbox);
			const items = Array.from({ length: 10 }, (_, k) => ({ name: `L${k}` }));
			const result = await runNode(
				{ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'create', description: '={{ $json.name }}' } },
				items,
			);
			expect(result.error()).toBeUndefined();
			expect(sandbox.stats.rateLimited).toBeGreaterThan(0);
			expect(result.items.map((item) => item.json.Description)).toEqual(items.map((item) => item.name));
			// Items run side by side: a retried one is created after those that went through at once.
			expect(sandbox.tenant(tenant.accessToken).labels.map((label) => label.Description).sort()).toEqual(items.map((item) => item.name));
		} finally {
			await sandbox.close();
		}
	});
});
