import { FortnoxServiceAccountApi } from '../../credentials/FortnoxServiceAccountApi.credentials';
import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { FortnoxWarehouse } from '../../nodes/FortnoxWarehouse/FortnoxWarehouse.node';
import { credentialsHelper, runChain, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { expireTokensAtLabel, serviceAccountCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox();
});
afterAll(async () => await sandbox.close());

const createLabel = { resource: 'label', operation: 'create', description: '={{ $json.name }}' };

describe('service-account credential', () => {
	it('is a third Authentication choice of the action nodes, each showing its own credential', () => {
		for (const { description } of [new Fortnox(), new FortnoxWarehouse()]) {
			const authentication = description.properties.find((property) => property.name === 'authentication');
			expect(authentication?.options).toContainEqual({ name: 'Service Account', value: 'serviceAccount' });
			expect(description.credentials).toContainEqual({
				name: 'fortnoxServiceAccountApi',
				required: true,
				displayOptions: { show: { authentication: ['serviceAccount'] } },
			});
		}
	});

	it('runs operations of several nodes with one token, asked for once', async () => {
		const { tenant, credential } = serviceAccountCredential(sandbox);
		sandbox.addCustomers(tenant.tenantId, 3);
		sandbox.resetStats();
		const result = await runChain(
			[
				{ name: 'Create', type: 'fortnox', credential, parameters: createLabel },
				{ name: 'List', type: 'fortnox', credential, parameters: { resource: 'apiRequest', operation: 'send', method: 'GET', path: '/3/customers' } },
			],
			[{ name: 'Service' }, { name: 'Account' }],
		);
		expect(result.error()).toBeUndefined();
		// The two creates leave side by side (Concurrency), so Fortnox may store them in either order; the output keeps the items' order.
		expect(result.output('Create').map((item) => item.json.Description)).toEqual(['Service', 'Account']);
		expect(sandbox.tenant(tenant.tenantId).labels.map((label) => label.Description).sort()).toEqual(['Account', 'Service']);
		expect(result.output('List')[0].json.Customers).toHaveLength(3);
		const again = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll' } });
		expect(again.items.map((item) => item.json.Description).sort()).toEqual(['Account', 'Service']);
		expect(sandbox.stats.tokenRequests).toBe(1);
	});

	it('renews an access token that expires mid-run once, for all 200 items side by side', async () => {
		const { tenant, credential } = serviceAccountCredential(sandbox);
		const labels = () => sandbox.tenant(tenant.tenantId).labels;
		// Warm up: the run below starts with a token in hand, so any token request in it is the renewal.
		expect((await runNode({ type: 'fortnox', credential, parameters: createLabel }, [{ name: 'Before' }])).error()).toBeUndefined();
		sandbox.resetStats();

		const items = Array.from({ length: 200 }, (_, k) => ({ name: `Service ${k}` }));
		const run = async () => await runNode({ type: 'fortnox', credential, parameters: { ...createLabel, concurrency: 25 } }, items);
		const result = await expireTokensAtLabel(sandbox, tenant.tenantId, 100, run);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.Description)).toEqual(items.map((item) => item.name));
		expect(labels()).toHaveLength(201);
		expect(sandbox.stats.tokenRequests).toBe(1);
	}, 120_000);

	it('stops with what Fortnox said when the tenant has not approved the client or the secret is wrong', async () => {
		const { credential, account } = serviceAccountCredential(sandbox);
		const stranger = sandbox.createTenant();
		credentialsHelper.set(credential.id, { ...account, tenantId: stranger.tenantId, baseUrl: sandbox.url, authUrl: sandbox.url });
		const wrongTenant = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll' } });
		const tenantError = wrongTenant.error() as Error & { description?: string };
		expect(tenantError.message).toMatch(/refused the service account's token request.*tenant ID/);
		expect(tenantError.description).toContain(`not approved as a service account for tenant ${stranger.tenantId}`);

		credentialsHelper.set(credential.id, { ...account, clientSecret: 'wrong', baseUrl: sandbox.url, authUrl: sandbox.url });
		const wrongSecret = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll' } });
		expect((wrongSecret.error() as Error & { description?: string }).description).toMatch(/The client credentials are invalid.*invalid_client.*HTTP 401/);
	});
});

describe("the credential's own token request (Test button)", () => {
	const helpers = {
		httpRequest: async (options: { url: string; method?: string; headers?: Record<string, string>; body?: string; auth?: { username: string; password: string } }) => {
			const headers = { ...options.headers } as Record<string, string>;
			if (options.auth) headers.Authorization = `Basic ${Buffer.from(`${options.auth.username}:${options.auth.password}`).toString('base64')}`;
			const answer = await fetch(options.url, { method: options.method, headers, body: options.body });
			const data: unknown = await answer.json();
			if (!answer.ok) throw Object.assign(new Error(`Request failed with status code ${answer.status}`), { response: { status: answer.status, data } });
			return data;
		},
	};
	const preAuthenticate = async (data: Record<string, string>) =>
		await new FortnoxServiceAccountApi().preAuthentication.call({ helpers } as never, data);

	it('really asks Fortnox for a token and keeps it in the expirable Access Token', async () => {
		const { account } = serviceAccountCredential(sandbox);
		const before = sandbox.stats.tokenRequests;
		const { accessToken } = await preAuthenticate({ ...account, authUrl: sandbox.url });
		expect(sandbox.tenant(accessToken).id).toBe(account.tenantId);
		expect(sandbox.stats.tokenRequests).toBe(before + 1);
	});

	it('explains a refusal in words the Test button can show', async () => {
		const { account } = serviceAccountCredential(sandbox);
		await expect(preAuthenticate({ ...account, tenantId: 'no-such-tenant', authUrl: sandbox.url })).rejects.toThrow(
			/refused the service account's token request.*HTTP 400.*not approved as a service account for tenant no-such-tenant\. \(unauthorized_client\)/,
		);
	});
});
