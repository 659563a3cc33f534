import { hostPoller } from '../harness/poll-host';
import type { NodeSpec } from '../harness/run-workflow';
import { credentialsHelper, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, oAuth2Credential, serviceAccountCredential, startSandbox } from '../harness/sandbox';
import type { TriggerHost } from '../harness/trigger-host';
import { hostTrigger } from '../harness/trigger-host';
import { WRITES, writesIn } from '../harness/writes';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ recordRequests: true, rateLimit: false });
});
afterAll(async () => await sandbox.close());

type Credential = NodeSpec['credential'];

/** The same credential with Read Only switched on, as a user saves it. */
function readOnly<T extends { credential: Credential }>(made: T): T {
	credentialsHelper.set(made.credential.id, { ...credentialsHelper.stored.get(made.credential.id), readOnly: true });
	return made;
}

const writesReceived = () => writesIn(sandbox);

const refusal = (doing: string, write: string, name: string) =>
	`The credential "${name}" is read-only (Read Only is on): ${doing} would write (${write}) and was not sent`;

const nameOf = (credential: Credential) => `${credential.type} ${credential.id}`;

describe('a credential with Read Only on', () => {
	it.each(WRITES)('$doing: refused before it is sent, nothing reaches Fortnox', async ({ type, doing, write, parameters, oAuth2Only }) => {
		// The partner API takes OAuth2 alone.
		const { credential } = readOnly(oAuth2Only ? oAuth2Credential(sandbox, sandbox.createTenant(), 'developerapi') : accessTokenCredential(sandbox));
		sandbox.clearRequests();
		const result = await runNode({ type, credential, parameters });
		const error = result.error() as Error & { description?: string };

		expect(error.message).toBe(refusal(doing, write, nameOf(credential)));
		expect(error.description).toMatch(/^Nothing was sent to Fortnox\. .*turn Read Only off/);
		expect(writesReceived()).toEqual([]);
	});

	it('reads: lists and gets answer as before', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const created = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'create', description: 'Kampanj' } });
		expect(created.error()).toBeUndefined();
		readOnly({ credential });
		sandbox.clearRequests();
		const listed = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll' } });

		expect(listed.error()).toBeUndefined();
		expect(listed.items.map((item) => item.json.Description)).toEqual(sandbox.tenant(tenant.tenantId).labels.map((label) => label.Description));
		expect(listed.items.map((item) => item.json.Description)).toContain('Kampanj');
		expect(writesReceived()).toEqual([]);
	});

	it('refuses a GET that acts: Print marks the invoice sent', async () => {
		const { credential } = readOnly(accessTokenCredential(sandbox));
		sandbox.clearRequests();
		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'print', documentNumber: { __rl: true, mode: 'id', value: '7' } } });

		expect(result.error()?.message).toBe(refusal('Fortnox → Invoice → Print', 'GET /3/invoices/7/print', nameOf(credential)));
		expect(sandbox.requests).toEqual([]);
	});

	it('API Request: a POST is refused, a GET answers', async () => {
		const { tenant, credential } = readOnly(accessTokenCredential(sandbox));
		sandbox.clearRequests();
		const post = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'apiRequest', operation: 'send', method: 'POST', path: '/3/customers', jsonBody: '{ "Customer": { "Name": "Acme AB" } }' },
		});
		const get = await runNode({ type: 'fortnox', credential, parameters: { resource: 'apiRequest', operation: 'send', method: 'GET', path: '/3/labels' } });

		expect(post.error()?.message).toBe(refusal('Fortnox → API Request → Send', 'POST /3/customers', nameOf(credential)));
		expect(sandbox.tenant(tenant.tenantId).customers).toEqual([]);
		expect(get.error()).toBeUndefined();
		expect(get.items[0].json).toHaveProperty('Labels');
		expect(writesReceived()).toEqual([]);
	});

	it("still gets its tokens: a service account's token request and an OAuth2 refresh are the credential's own, not writes", async () => {
		const service = readOnly(serviceAccountCredential(sandbox));
		const oauth = readOnly(oAuth2Credential(sandbox));
		sandbox.expireAccessTokens();
		const tokensBefore = sandbox.stats.tokenRequests;
		sandbox.clearRequests();
		const read = (credential: Credential) => runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll' } });
		const results = [await read(service.credential), await read(oauth.credential)];

		expect(results.map((result) => result.error())).toEqual([undefined, undefined]);
		expect(sandbox.stats.tokenRequests - tokensBefore).toBeGreaterThanOrEqual(2);
		expect(writesReceived()).toEqual([]);
		const write = await runNode({ type: 'fortnox', credential: oauth.credential, parameters: { resource: 'label', operation: 'create', description: 'X' } });
		expect(write.error()?.message).toBe(refusal('Fortnox → Label → Create', 'POST /3/labels', nameOf(oauth.credential)));
	});

	it('Fortnox Trigger polls with it and fires on a change made elsewhere', async () => {
		const { tenant, credential } = readOnly(accessTokenCredential(sandbox));
		const writer = accessTokenCredential(sandbox, tenant).credential;
		const trigger = hostPoller({ type: 'fortnoxTrigger', credential, parameters: { events: ['customerCreated'] } });
		sandbox.clearRequests();

		expect(await trigger.poll()).toEqual({ emitted: null });
		const made = await runNode({ type: 'fortnox', credential: writer, parameters: { resource: 'customer', operation: 'create', name: 'Acme AB' } });
		expect(made.error()).toBeUndefined();
		const requestsOfTrigger = sandbox.requests.length;
		const second = await trigger.poll();

		expect(second.error).toBeUndefined();
		expect(second.emitted?.map((item) => [item.json.event, item.json.Name])).toEqual([['customerCreated', 'Acme AB']]);
		expect(sandbox.requests.slice(requestsOfTrigger).filter((request) => request.method !== 'GET')).toEqual([]);
	});

	describe('Fortnox Company Order Trigger', () => {
		let host: TriggerHost | undefined;
		afterEach(async () => await host?.close());

		it('refuses to activate, saying it must register a webhook; none is registered', async () => {
			const { tenant, credential } = readOnly(accessTokenCredential(sandbox));
			host = await hostTrigger({ type: 'fortnoxCompanyOrderTrigger', credential, parameters: { options: { allowInsecureUrl: true } } });
			sandbox.clearRequests();

			await expect(host.activate()).rejects.toThrow(
				refusal(
					'activating Fortnox Company Order Trigger (it registers its webhook at Fortnox to be told of orders)',
					'POST /api/bank-process-webhooks/v1',
					nameOf(credential),
				),
			);
			expect(sandbox.tenant(tenant.tenantId).companyOrders.webhooks.size).toBe(0);
			expect(writesReceived()).toEqual([]);
		});
	});
});
