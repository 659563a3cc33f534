import type { IDataObject } from 'n8n-workflow';

import { hostPoller } from '../harness/poll-host';
import type { NodeSpec } from '../harness/run-workflow';
import { credentialsHelper, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, oAuth2Credential, serviceAccountCredential, startSandbox } from '../harness/sandbox';
import type { TriggerHost } from '../harness/trigger-host';
import { hostTrigger } from '../harness/trigger-host';

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

/** What reached the sandbox that a read-only credential must never send: any API request but a GET, and the GETs that send or mark sent. Token requests are the credential's own. */
const writesReceived = () =>
	sandbox.requests
		.filter((request) => !request.path.startsWith('/oauth-v1/'))
		.filter((request) => request.method !== 'GET' || /\/(email|einvoice|eprint|print|printreminder)$/.test(request.path))
		.map((request) => `${request.method} ${request.path}`);

const refusal = (doing: string, write: string, name: string) =>
	`The credential "${name}" is read-only (Read Only is on): ${doing} would write (${write}) and was not sent`;

const nameOf = (credential: Credential) => `${credential.type} ${credential.id}`;

/** One write operation of every action node, with what it would have sent. */
const WRITES: Array<{ type: string; doing: string; write: string; parameters: IDataObject; oAuth2Only?: boolean }> = [
	{ type: 'fortnox', doing: 'Fortnox → Invoice → Bookkeep', write: 'PUT /3/invoices/1/bookkeep', parameters: { resource: 'invoice', operation: 'bookkeep', documentNumber: { __rl: true, mode: 'id', value: '1' } } },
	{ type: 'fortnoxSettings', doing: 'Fortnox Settings → Currency → Create', write: 'POST /3/currencies', parameters: { resource: 'currency', operation: 'create', code: 'NOK', description: 'Norska kronor' } },
	{ type: 'fortnoxAssets', doing: 'Fortnox Assets → Asset Type → Create', write: 'POST /3/assets/types/2', parameters: { resource: 'assetType', operation: 'create', id: 2, number: '2', description: 'Datorer' } },
	{ type: 'fortnoxCompanyOrders', doing: 'Fortnox Company Orders → Webhook → Create', write: 'POST /api/bank-process-webhooks/v1', parameters: { resource: 'webhook', operation: 'create', url: 'https://bank.example.com/fortnox', secret: '' } },
	{ type: 'fortnoxRecurringBilling', doing: 'Fortnox Recurring Billing → Invoice Request → Create', write: 'POST /api/recurring-billing/recurrings-invoice-requests-v1', parameters: { resource: 'invoiceRequest', operation: 'create', recurringIds: '3f0c9a52-6c1e-4f0e-9a53-2b7d3c1e8f10', processingMode: 'SYNC' } },
	{ type: 'fortnoxIntegrationDeveloper', doing: 'Fortnox Integration Developer → Rating → Respond', write: 'POST /api/integration-developer/ratings-v1/1/response', parameters: { resource: 'rating', operation: 'respond', ratingId: 1, comment: 'Thanks!' }, oAuth2Only: true },
	{ type: 'fortnoxPayroll', doing: 'Fortnox Payroll → Employee → Create', write: 'POST /3/employees', parameters: { resource: 'employee', operation: 'create', employeeId: '1001', firstName: 'Karin', lastName: 'Berg', email: 'karin.berg@example.se' } },
	{ type: 'fortnoxWarehouse', doing: 'Fortnox Warehouse → Stock Point → Create', write: 'POST /api/warehouse/stockpoints-v1', parameters: { resource: 'stockPoint', operation: 'create', code: 'NORR', name: 'Lager Norr' } },
];

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
