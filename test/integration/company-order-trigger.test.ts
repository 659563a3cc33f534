import fc from 'fast-check';

import { signBody } from '../../nodes/FortnoxCompanyOrderTrigger/signature';
import { credentialsHelper, runNode } from '../harness/run-workflow';
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

/** Posts a body signed with the trigger's current secret; returns the status and the answer. */
async function postSigned(host: TriggerHost, event: Record<string, unknown> | string) {
	const body = typeof event === 'string' ? event : JSON.stringify(event);
	const { secret } = host.workflow.staticData['node:Trigger'] as { secret: string };
	const response = await fetch(host.webhookUrl, {
		method: 'POST',
		body,
		headers: { 'Content-Type': 'application/json', 'X-Fortnox-Signature-256': signBody(body, secret) },
	});
	return { status: response.status, answer: (await response.json()) as unknown };
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

		it('the untouched callback replayed with its signature passes the check (answered 200), though it starts no second run', async () => {
			const runsBefore = host.runs.length;
			expect(await post(host.webhookUrl, body, { 'X-Fortnox-Signature-256': signature })).toBe(200);
			expect(host.runs).toHaveLength(runsBefore);
			expect(signBody(body, secret)).toBe(signature);
		});

		it('answers 503, not a signature refusal, while n8n has not saved the registration (Fortnox delivers again)', async () => {
			const saved = host.workflow.staticData['node:Trigger'] as Record<string, unknown>;
			const runsBefore = host.runs.length;
			// What a webhook run sees when the callback beats n8n's saving of the static data at activation.
			(host.workflow.staticData as Record<string, unknown>)['node:Trigger'] = {};
			try {
				const response = await fetch(host.webhookUrl, {
					method: 'POST',
					body,
					headers: { 'Content-Type': 'application/json', 'X-Fortnox-Signature-256': signature },
				});
				expect(response.status).toBe(503);
				expect(((await response.json()) as { message: string }).message).toMatch(/no saved registration yet.*again in a minute/);
			} finally {
				(host.workflow.staticData as Record<string, unknown>)['node:Trigger'] = saved;
			}
			expect(host.runs).toHaveLength(runsBefore);
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

describe('Fortnox Company Order Trigger: a callback replayed is not a second event', () => {
	const notStarted = (reason: string) => ({ status: 200, answer: { received: true, started: false, reason } });

	it('the same signed body delivered twice starts one run; the second is answered 200 as a duplicate', async () => {
		const { tenant, host } = await trigger();
		await host.activate();
		sandbox.createStockOrder(tenant.tenantId, {});
		const [delivery] = await deliveredTo(host, 1);
		expect(host.runs).toHaveLength(1);

		// Fortnox retrying after a slow answer, or someone replaying a captured callback: byte for byte the same.
		expect(await postSigned(host, delivery.body)).toEqual(notStarted('duplicate'));
		expect(await post(host.webhookUrl, delivery.body, { 'X-Fortnox-Signature-256': delivery.signature })).toBe(200);
		expect(host.runs).toHaveLength(1);
	});

	it('two real updates of one order (alike bodies: Fortnox names the order, not when) are two runs; a replay of either is none', async () => {
		const { tenant, host } = await trigger();
		await host.activate();
		const order = sandbox.createStockOrder(tenant.tenantId, { status: 'ACCEPTED' });
		await deliveredTo(host, 1);
		sandbox.updateOrder(tenant.tenantId, 'stock', order.id, { status: 'SENT_TO_BV' });
		await deliveredTo(host, 2);
		sandbox.updateOrder(tenant.tenantId, 'stock', order.id, { status: 'COMPLETED' });
		const deliveries = await deliveredTo(host, 3);
		expect(deliveries[1].body).toBe(deliveries[2].body);
		expect(host.runs.map((run) => run[0].json.event_type)).toEqual(['ORDER_ACCEPTED', 'ORDER_UPDATED', 'ORDER_UPDATED']);

		expect(await postSigned(host, deliveries[2].body)).toEqual(notStarted('duplicate'));
		expect(await postSigned(host, deliveries[0].body)).toEqual(notStarted('duplicate'));
		expect(host.runs).toHaveLength(3);
	});

	it('an event older than the newest delivered for its order starts nothing; a newer one, or another order, does', async () => {
		const { host } = await trigger();
		await host.activate();
		const event = (orderId: string, updatedAt: string, eventType = 'ORDER_UPDATED') => ({
			event_type: eventType,
			order_id: orderId,
			order_type: 'STOCK_COMPANY_ORDER',
			webhook_id: 'w',
			updated_at: updatedAt,
		});

		expect((await postSigned(host, event('7', '2026-11-20T10:05:00Z'))).answer).toEqual({ received: true });
		expect(await postSigned(host, event('7', '2026-11-20T10:00:00Z'))).toEqual(notStarted('stale'));
		expect((await postSigned(host, event('8', '2026-11-20T10:00:00Z'))).status).toBe(200);
		// The same instant with another event is other news; the same instant and event again is a duplicate.
		expect((await postSigned(host, event('7', '2026-11-20T10:05:00Z', 'ORDER_DELETED'))).answer).toEqual({ received: true });
		expect(await postSigned(host, event('7', '2026-11-20T10:05:00Z'))).toEqual(notStarted('duplicate'));
		expect((await postSigned(host, event('7', '2026-11-20T10:06:00Z'))).answer).toEqual({ received: true });

		expect(host.runs.map((run) => `${String(run[0].json.order_id)} ${String(run[0].json.updated_at)} ${String(run[0].json.event_type)}`)).toEqual([
			'7 2026-11-20T10:05:00Z ORDER_UPDATED',
			'8 2026-11-20T10:00:00Z ORDER_UPDATED',
			'7 2026-11-20T10:05:00Z ORDER_DELETED',
			'7 2026-11-20T10:06:00Z ORDER_UPDATED',
		]);
		// A forged callback, even one newer than all, is still refused and moves nothing.
		const forged = JSON.stringify(event('7', '2026-11-20T11:00:00Z'));
		expect(await post(host.webhookUrl, forged, { 'X-Fortnox-Signature-256': signBody(forged, 'not-the-secret-at-all') })).toBe(401);
		expect(host.runs).toHaveLength(4);
		expect((await postSigned(host, event('7', '2026-11-20T10:30:00Z'))).answer).toEqual({ received: true });
	});

	it("switched to another company's credential, it does not read that company's orders against the first one's memory", async () => {
		const { tenant, host, credential } = await trigger();
		await host.activate();
		expect((await postSigned(host, { event_type: 'ORDER_UPDATED', order_id: '1', order_type: 'STOCK_COMPANY_ORDER', webhook_id: 'a', updated_at: '2026-11-20T12:00:00Z' })).status).toBe(200);

		// The credential now holds another company's token: n8n reactivates, the trigger registers with that company.
		const other = sandbox.createTenant();
		credentialsHelper.set(credential.id, { accessToken: other.accessToken, clientSecret: other.clientSecret, baseUrl: sandbox.url });
		await host.activate();
		expect([...sandbox.tenant(other.tenantId).companyOrders.webhooks.values()].map((webhook) => webhook.url)).toEqual([host.webhookUrl]);
		// Its stock order 1 is another order than the first company's, whatever their times.
		const theirs = { event_type: 'ORDER_UPDATED', order_id: '1', order_type: 'STOCK_COMPANY_ORDER', webhook_id: 'b', updated_at: '2026-11-20T09:00:00Z' };
		expect((await postSigned(host, theirs)).answer).toEqual({ received: true });
		expect(host.runs).toHaveLength(2);

		// The first company still calls its old webhook (out of reach of this credential): under the old secret, refused.
		sandbox.createStockOrder(tenant.tenantId, {});
		const refusedByUs = (entry: (typeof sandbox.deliveries)[number]) => entry.tenantId === tenant.tenantId && entry.status === 401;
		const refused = (await sandbox.waitForDeliveries((log) => log.some(refusedByUs), 5000)).find(refusedByUs);
		expect(refused?.url).toBe(host.webhookUrl);
		expect(host.runs).toHaveLength(2);
	});
});
