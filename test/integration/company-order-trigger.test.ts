import fc from 'fast-check';

import { signBody } from '../../nodes/FortnoxCompanyOrderTrigger/signature';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';
import type { TriggerHost } from '../harness/trigger-host';
import { hostTrigger } from '../harness/trigger-host';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ timeScale: 600, rateLimit: false });
});
afterAll(async () => await sandbox.close());

const hosts: TriggerHost[] = [];
afterEach(async () => {
	while (hosts.length) await hosts.pop()!.close();
});

async function trigger(parameters: Record<string, unknown> = {}) {
	const { tenant, credential } = accessTokenCredential(sandbox);
	const host = await hostTrigger({
		type: 'fortnoxCompanyOrderTrigger',
		credential,
		parameters: { ...parameters, options: { allowInsecureUrl: true, ...(parameters.options as object) } },
	});
	hosts.push(host);
	const webhooksFor = () =>
		[...sandbox.tenant(tenant.tenantId).companyOrders.webhooks.values()].filter((webhook) => webhook.url === host.webhookUrl);
	return { tenant, credential, host, webhooksFor };
}

async function post(url: string, body: Buffer | string, headers: Record<string, string>) {
	const response = await fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });
	return response.status;
}

/** Waits until the sandbox has delivered `count` callbacks to the host and the host has handled them. */
async function deliveredTo(host: TriggerHost, count: number) {
	const mine = (log: typeof sandbox.deliveries) => log.filter((entry) => entry.url === host.webhookUrl && entry.delivered);
	const log = await sandbox.waitForDeliveries((entries) => mine(entries).length >= count, 5000);
	await host.settled(count);
	return mine(log);
}

describe('Fortnox Company Order Trigger: registration', () => {
	it('registers its own URL with a fresh secret on activation and removes it on deactivation', async () => {
		const { host, webhooksFor } = await trigger();
		await host.activate();
		const [webhook] = webhooksFor();
		expect(webhooksFor()).toHaveLength(1);
		const stored = host.workflow.staticData['node:Trigger'] as { webhookId: string; secret: string };
		expect(stored.webhookId).toBe(webhook.id);
		expect(stored.secret).toBe(webhook.secret);
		expect(stored.secret).toMatch(/^[0-9a-f]{64}$/);

		await host.deactivate();
		expect(webhooksFor()).toHaveLength(0);
		expect(host.workflow.staticData['node:Trigger']).toEqual({});
	});

	it('never holds more than one webhook for its URL over 20 cycles, double activations and a lost memory', async () => {
		const { host, webhooksFor } = await trigger();
		const secrets = new Set<string>();
		for (let cycle = 0; cycle < 20; cycle++) {
			await host.activate();
			if (cycle % 3 === 0) await host.activate();
			if (cycle % 5 === 0) {
				// n8n lost its static data (say, a restore): the webhook is found by URL and taken over.
				(host.workflow.staticData as Record<string, unknown>)['node:Trigger'] = {};
				await host.activate();
			}
			expect(webhooksFor()).toHaveLength(1);
			secrets.add((host.workflow.staticData['node:Trigger'] as { secret: string }).secret);
			expect(webhooksFor()[0].secret).toBe((host.workflow.staticData['node:Trigger'] as { secret: string }).secret);
			await host.deactivate();
			expect(webhooksFor()).toHaveLength(0);
		}
		expect(secrets.size).toBeGreaterThanOrEqual(20);
	});

	it('refuses to register an http URL unless allowed', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const host = await hostTrigger({ type: 'fortnoxCompanyOrderTrigger', credential, parameters: {} });
		hosts.push(host);
		await expect(host.activate()).rejects.toThrow(/does not use https/);
		expect(sandbox.tenant(tenant.tenantId).companyOrders.webhooks.size).toBe(0);
	});
});

describe('Fortnox Company Order Trigger: callbacks', () => {
	it('starts exactly one run for each signed callback the sandbox sends', async () => {
		const { tenant, host } = await trigger();
		await host.activate();
		const order = sandbox.createStockOrder(tenant.tenantId, { status: 'ACCEPTED' });
		sandbox.updateOrder(tenant.tenantId, 'stock', order.id, { status: 'SENT_TO_BV' });
		await deliveredTo(host, 2);

		expect(host.runs).toHaveLength(2);
		expect(host.runs.map((run) => run[0].json.event_type)).toEqual(['ORDER_ACCEPTED', 'ORDER_UPDATED']);
		expect(host.runs[1][0].json).toMatchObject({ order_id: String(order.id), order_type: 'STOCK_COMPANY_ORDER' });
		expect(host.received.every((entry) => entry.status === 200)).toBe(true);
	});

	it('fetches the full order when asked', async () => {
		const { tenant, host } = await trigger({ options: { fetchOrder: true } });
		await host.activate();
		const order = sandbox.createStartOrder(tenant.tenantId, { status: 'ACCEPTED' });
		await deliveredTo(host, 1);
		expect(host.runs[0][0].json.order).toMatchObject({ id: order.id, status: 'ACCEPTED' });
	});

	it('answers but starts nothing for events and order types outside its filters', async () => {
		const { tenant, host } = await trigger({ events: ['ORDER_DELETED'], orderTypes: ['START_COMPANY_ORDER'] });
		await host.activate();
		const stock = sandbox.createStockOrder(tenant.tenantId, {});
		const start = sandbox.createStartOrder(tenant.tenantId, {});
		sandbox.deleteOrder(tenant.tenantId, 'stock', stock.id);
		sandbox.deleteOrder(tenant.tenantId, 'start', start.id);
		await deliveredTo(host, 4);
		expect(host.received.filter((entry) => entry.status === 200)).toHaveLength(4);
		expect(host.runs.map((run) => [run[0].json.event_type, run[0].json.order_type])).toEqual([['ORDER_DELETED', 'START_COMPANY_ORDER']]);
	});

	it("receives the service's test callback sent by Fortnox Company Orders → Webhook → Test", async () => {
		const { credential, host, webhooksFor } = await trigger();
		await host.activate();
		const [webhook] = webhooksFor();
		const tested = await runNode({
			type: 'fortnoxCompanyOrders',
			credential,
			parameters: { resource: 'webhook', operation: 'test', webhookId: { __rl: true, mode: 'id', value: webhook.id } },
		});
		expect(tested.error()).toBeUndefined();
		await deliveredTo(host, 1);
		expect(host.runs).toHaveLength(1);
		expect(host.runs[0][0].json).toMatchObject({ webhook_id: webhook.id, event_type: 'ORDER_UPDATED' });
	});

	describe('refuses with 401 and starts no run when the signature does not prove the body', () => {
		let host: TriggerHost;
		let body: string;
		let signature: string;
		let secret: string;
		beforeAll(async () => {
			const setup = await trigger();
			host = setup.host;
			hosts.splice(hosts.indexOf(host), 1);
			await host.activate();
			sandbox.createStockOrder(setup.tenant.tenantId, {});
			const [delivery] = await deliveredTo(host, 1);
			body = delivery.body;
			signature = delivery.signature;
			secret = (host.workflow.staticData['node:Trigger'] as { secret: string }).secret;
			expect(host.runs).toHaveLength(1);
		});
		afterAll(async () => await host.close());

		it.each([
			['a tampered body', () => body.replace('ORDER_ACCEPTED', 'ORDER_UPDATED'), () => signature],
			['a wrong secret', () => body, () => signBody(body, 'another-secret-entirely')],
			['a missing header', () => body, () => undefined],
			['a malformed header', () => body, () => signature.replace('sha256=', 'sha1=')],
			['a header without its digest', () => body, () => 'sha256='],
		])('%s', async (_name, makeBody, makeSignature) => {
			const runsBefore = host.runs.length;
			const header = makeSignature();
			const status = await post(host.webhookUrl, makeBody(), header === undefined ? {} : { 'X-Fortnox-Signature-256': header });
			expect(status).toBe(401);
			expect(host.runs).toHaveLength(runsBefore);
		});

		it('the untouched callback replayed with its signature is accepted (the check is not rejecting everything)', async () => {
			const runsBefore = host.runs.length;
			expect(await post(host.webhookUrl, body, { 'X-Fortnox-Signature-256': signature })).toBe(200);
			expect(host.runs).toHaveLength(runsBefore + 1);
			expect(signBody(body, secret)).toBe(signature);
		});

		it('any random change to the body or the header is refused (property, over HTTP)', async () => {
			const bytes = Buffer.from(body);
			const mutation = fc.oneof(
				fc.record({ kind: fc.constant('flip' as const), at: fc.nat(bytes.length - 1), bit: fc.integer({ min: 1, max: 255 }) }),
				fc.record({ kind: fc.constant('cut' as const), at: fc.nat(bytes.length - 1) }),
				fc.record({ kind: fc.constant('append' as const), extra: fc.uint8Array({ minLength: 1, maxLength: 16 }) }),
				fc.record({ kind: fc.constant('header' as const), at: fc.integer({ min: 7, max: 70 }), char: fc.constantFrom(...'0123456789abcdef') }),
			);
			await fc.assert(
				fc.asyncProperty(mutation, async (change) => {
					let sent = Buffer.from(bytes);
					let header = signature;
					if (change.kind === 'flip') sent[change.at] ^= change.bit;
					if (change.kind === 'cut') sent = sent.subarray(0, change.at);
					if (change.kind === 'append') sent = Buffer.concat([sent, Buffer.from(change.extra)]);
					if (change.kind === 'header') {
						fc.pre(signature[change.at] !== change.char);
						header = signature.slice(0, change.at) + change.char + signature.slice(change.at + 1);
					}
					const runsBefore = host.runs.length;
					expect(await post(host.webhookUrl, sent, { 'X-Fortnox-Signature-256': header })).toBe(401);
					expect(host.runs).toHaveLength(runsBefore);
				}),
				{ numRuns: 150 },
			);
		});
	});
});
