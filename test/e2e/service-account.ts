// The Fortnox Service Account API credential's Test button in a real n8n, as the editor presses it.
import type { RealN8n } from './harness';

interface TestResult {
	data: { status: 'OK' | 'Error'; message: string };
}

export function describeServiceAccountCredential(real: () => RealN8n): void {
	/** Saves a service-account credential and presses its Test button, as the editor does. */
	async function saveAndTest(data: Record<string, string>): Promise<TestResult['data']> {
		const name = `Service account ${Math.random().toString(36).slice(2)}`;
		const saved = await real().rest('/rest/credentials', 'POST', { name, type: 'fortnoxServiceAccountApi', data });
		const { id } = ((await saved.json()) as { data: { id: string } }).data;
		const tested = await real().rest('/rest/credentials/test', 'POST', { credentials: { id, name, type: 'fortnoxServiceAccountApi', data } });
		return ((await tested.json()) as TestResult).data;
	}

	describe('Fortnox Service Account API credential in a real n8n', () => {
		it('Test asks Fortnox for a token and lists the labels with it', async () => {
			const { sandbox } = real();
			const account = sandbox.createServiceAccount(sandbox.createTenant().tenantId);
			const before = sandbox.stats.tokenRequests;
			const result = await saveAndTest({ ...account, baseUrl: sandbox.url, authUrl: sandbox.url });
			expect(result).toEqual({ status: 'OK', message: 'Connection successful!' });
			expect(sandbox.stats.tokenRequests).toBe(before + 1);
		});

		it('Test shows what Fortnox said about a wrong secret or a tenant that did not approve the app', async () => {
			const { sandbox } = real();
			const account = sandbox.createServiceAccount(sandbox.createTenant().tenantId);
			const wrongSecret = await saveAndTest({ ...account, clientSecret: 'wrong', baseUrl: sandbox.url, authUrl: sandbox.url });
			expect(wrongSecret.status).toBe('Error');
			expect(wrongSecret.message).toMatch(/refused the service account's token request.*The client credentials are invalid/);

			const stranger = sandbox.createTenant();
			const wrongTenant = await saveAndTest({ ...account, tenantId: stranger.tenantId, baseUrl: sandbox.url, authUrl: sandbox.url });
			expect(wrongTenant.status).toBe('Error');
			expect(wrongTenant.message).toContain(`not approved as a service account for tenant ${stranger.tenantId}`);
		});
	});
}
