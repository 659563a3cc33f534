import { createHmac } from 'node:crypto';
import { startSandbox, type Sandbox, type TenantCredentials, type WebhookDelivery } from '../../sandbox';
import { call, legacy, withSandbox, type Auth } from './helpers';
import { expectProblem, HOOKS, START, STOCK, UUID, patch, uploadForm } from './bank-process-helpers';
import { startReceiver, type Receiver } from './receiver';

interface Webhook {
	id: string;
	url: string;
	insecure_url: boolean;
	created_at: string;
}

const SECRET = 'correct horse battery staple';
const sign = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// timeScale 600: a callback retry (one per sandbox minute) comes every 100 ms
describe('sandbox bank process: webhooks and callbacks', () => {
	let sandbox: Sandbox;
	let receiver: Receiver;
	let t: TenantCredentials;
	let auth: Auth;
	withSandbox({ rateLimit: false, timeScale: 600 }, (s) => (sandbox = s), (tenant, headers) => ([t, auth] = [tenant, headers]));
	beforeEach(async () => {
		receiver = await startReceiver();
	});
	afterEach(() => receiver.close());

	const create = (body: unknown, as: Auth = auth) => call<Webhook>(sandbox, 'POST', HOOKS, { auth: as, json: body });
	const register = async (secret = SECRET) => (await create({ url: receiver.url, secret, insecure_url: true })).body;
	const of = (webhook: Webhook) => (log: WebhookDelivery[]) => log.filter((d) => d.webhookId === webhook.id);
	/** Waits until the webhook has `n` attempts for the order that satisfy `more`; returns them. */
	const attempts = async (webhook: Webhook, orderId: string | number, n: number, more: (d: WebhookDelivery) => boolean = () => true) => {
		const mine = (log: WebhookDelivery[]) => of(webhook)(log).filter((d) => d.orderId === String(orderId) && more(d));
		return mine(await sandbox.waitForDeliveries((log) => mine(log).length >= n));
	};

	it('creates, lists, gets, updates and deletes webhooks without ever showing the secret', async () => {
		expect((await call(sandbox, 'GET', HOOKS, { auth })).body).toEqual([]);
		const created = await create({ url: 'https://example.com/hook', secret: SECRET });
		expect(created.status).toBe(201);
		expect(created.body).toEqual({ id: expect.stringMatching(UUID), url: 'https://example.com/hook', insecure_url: false, created_at: expect.any(String) });
		expect(created.raw.toString()).not.toContain(SECRET);
		const id = created.body.id;
		expect(sandbox.tenant(t.tenantId).companyOrders.webhooks.get(id)!.secret).toBe(SECRET);

		expect((await call(sandbox, 'GET', HOOKS, { auth })).body).toEqual([created.body]);
		expect((await call(sandbox, 'GET', `${HOOKS}/${id}`, { auth })).body).toEqual(created.body);

		const moved = await call<Webhook>(sandbox, 'PATCH', `${HOOKS}/${id}`, { auth, json: { url: 'http://127.0.0.1:9/x', insecure_url: true } });
		expect(moved.status).toBe(200);
		expect(moved.body).toEqual({ ...created.body, url: 'http://127.0.0.1:9/x', insecure_url: true });
		const rotated = await call<Webhook>(sandbox, 'PATCH', `${HOOKS}/${id}`, { auth, json: { secret: 'a brand new secret' } });
		expect(rotated.body).toEqual(moved.body);
		expect(sandbox.tenant(t.tenantId).companyOrders.webhooks.get(id)!.secret).toBe('a brand new secret');

		const path = `${HOOKS}/${id}`;
		for (const body of [{}, { secret: 'short' }, { insecure_url: false }, { url: 'relative/path' }, { id }, null]) {
			expectProblem(await call(sandbox, 'PATCH', path, { auth, json: body }), 400, path);
		}
		expect((await call(sandbox, 'GET', path, { auth })).body).toEqual(moved.body);

		const deleted = await call(sandbox, 'DELETE', path, { auth });
		expect(deleted.status).toBe(204);
		expect(deleted.raw.length).toBe(0);
		for (const method of ['GET', 'DELETE', 'PATCH']) {
			expectProblem(await call(sandbox, method, path, { auth, json: method === 'PATCH' ? { secret: SECRET } : undefined }), 404, path);
		}
		expectProblem(await call(sandbox, 'POST', `${path}/evaluate`, { auth }), 404, `${path}/evaluate`);
		expectProblem(await call(sandbox, 'GET', `${HOOKS}/not-a-uuid`, { auth }), 400, `${HOOKS}/not-a-uuid`);
		expect((await call(sandbox, 'GET', HOOKS, { auth })).body).toEqual([]);
	});

	it('validates created webhooks with 400 problems', async () => {
		const ok = { url: 'https://example.com/hook', secret: SECRET };
		const bad: unknown[] = [
			{ secret: SECRET },
			{ url: 'https://example.com/hook' },
			{ ...ok, url: '/relative' },
			{ ...ok, url: 'ftp://example.com/hook' },
			{ ...ok, url: 'http://example.com/hook' },
			{ ...ok, url: 'http://example.com/hook', insecure_url: false },
			{ ...ok, insecure_url: 'yes' },
			{ ...ok, secret: 'x'.repeat(9) },
			{ ...ok, secret: 'x'.repeat(101) },
			{ ...ok, secret: 1234567890123 },
			{ ...ok, events: ['ORDER_UPDATED'] },
			[ok],
		];
		for (const body of bad) expectProblem(await create(body), 400, HOOKS);
		const malformed = await call(sandbox, 'POST', HOOKS, { auth, body: '{"url":', headers: { 'Content-Type': 'application/json' } });
		expectProblem(malformed, 400, HOOKS);
		expect(sandbox.tenant(t.tenantId).companyOrders.webhooks.size).toBe(0);

		expect((await create({ ...ok, secret: 'x'.repeat(10) })).status).toBe(201);
		expect((await create({ ...ok, secret: 'å'.repeat(100) })).status).toBe(201);
		expect((await create({ ...ok, url: 'http://example.com/hook', insecure_url: true })).body.insecure_url).toBe(true);
	});

	it('allows at most 10 webhooks per tenant: the 11th is a 409 problem', async () => {
		for (let i = 0; i < 10; i++) expect((await create({ url: `https://example.com/${i}`, secret: SECRET })).status).toBe(201);
		const eleventh = await create({ url: 'https://example.com/11', secret: SECRET });
		expect(expectProblem(eleventh, 409, HOOKS).detail).toContain('maximum of 10');
		// another tenant is not affected, and deleting one makes room again
		expect((await create({ url: 'https://example.com/other', secret: SECRET }, legacy(sandbox.createTenant()))).status).toBe(201);
		const first = (await call<Webhook[]>(sandbox, 'GET', HOOKS, { auth })).body[0];
		expect((await call(sandbox, 'DELETE', `${HOOKS}/${first.id}`, { auth })).status).toBe(204);
		expect((await create({ url: 'https://example.com/11', secret: SECRET })).status).toBe(201);
	});

	it('keeps webhooks per tenant', async () => {
		const webhook = await register();
		const other = legacy(sandbox.createTenant());
		expect((await call(sandbox, 'GET', HOOKS, { auth: other })).body).toEqual([]);
		expectProblem(await call(sandbox, 'GET', `${HOOKS}/${webhook.id}`, { auth: other }), 404, `${HOOKS}/${webhook.id}`);
		expectProblem(await call(sandbox, 'DELETE', `${HOOKS}/${webhook.id}`, { auth: other }), 404, `${HOOKS}/${webhook.id}`);
	});

	it('evaluate sends one signed test callback with dummy data', async () => {
		const webhook = await register();
		const res = await call(sandbox, 'POST', `${HOOKS}/${webhook.id}/evaluate`, { auth });
		expect(res.status).toBe(204);
		const [delivery] = await sandbox.waitForDeliveries((log) => of(webhook)(log).some((d) => d.delivered)).then(of(webhook));
		expect(receiver.received).toHaveLength(1);
		const [request] = receiver.received;
		expect(request.json).toEqual({ event_type: 'ORDER_UPDATED', order_id: expect.stringMatching(UUID), order_type: 'START_COMPANY_ORDER', webhook_id: webhook.id });
		expect(Object.keys(request.json)).toEqual(['event_type', 'order_id', 'order_type', 'webhook_id']);
		expect(request.headers['content-type']).toBe('application/json');
		expect(request.headers['x-fortnox-signature-256']).toBe(sign(SECRET, request.body));
		expect(request.headers['x-fortnox-signature-256']).not.toBe(sign('another secret!', request.body));
		expect(delivery).toMatchObject({
			tenantId: t.tenantId, webhookId: webhook.id, url: receiver.url, orderId: request.json.order_id, orderType: 'START_COMPANY_ORDER',
			eventType: 'ORDER_UPDATED', attempt: 1, status: 200, delivered: true, body: request.body, signature: sign(SECRET, request.body),
		});
		expect(Number.isNaN(Date.parse(delivery.at))).toBe(false);
	});

	it('signs with the rotated secret and honours the signatureHeader option', async () => {
		const custom = await startSandbox({ rateLimit: false, timeScale: 600, signatureHeader: 'X-Svc-Signature-256' });
		try {
			const c = custom.createTenant();
			const created = (await call<Webhook>(custom, 'POST', HOOKS, { auth: legacy(c), json: { url: receiver.url, secret: SECRET, insecure_url: true } })).body;
			await call(custom, 'PATCH', `${HOOKS}/${created.id}`, { auth: legacy(c), json: { secret: 'rotated secret 2' } });
			await call(custom, 'POST', `${HOOKS}/${created.id}/evaluate`, { auth: legacy(c) });
			await custom.waitForDeliveries((log) => log.some((d) => d.delivered));
			const [request] = receiver.received;
			expect(request.headers['x-svc-signature-256']).toBe(sign('rotated secret 2', request.body));
			expect(request.headers['x-fortnox-signature-256']).toBeUndefined();
		} finally {
			await custom.close();
		}
	});

	it('calls back on order changes: accepted, updated (deny, patch, upload), deleted, to every webhook of the tenant', async () => {
		const first = await register();
		const second = await register('second secret value');
		const stranger = sandbox.createTenant();
		await create({ url: receiver.url, secret: SECRET, insecure_url: true }, legacy(stranger));
		sandbox.createStockOrder(stranger.tenantId); // not ours: no callback to our webhooks

		const stock = sandbox.createStockOrder(t.tenantId);
		const accepted = await attempts(first, stock.id, 1, (d) => d.delivered);
		expect(JSON.parse(accepted[0].body)).toEqual({ event_type: 'ORDER_ACCEPTED', order_id: String(stock.id), order_type: 'STOCK_COMPANY_ORDER', webhook_id: first.id });
		const toSecond = await attempts(second, stock.id, 1, (d) => d.delivered);
		expect(JSON.parse(toSecond[0].body).webhook_id).toBe(second.id);
		expect(toSecond[0].signature).toBe(sign('second secret value', toSecond[0].body));

		expect((await patch(sandbox, auth, `${STOCK}/${stock.id}`, { status: 'DENIED' })).status).toBe(200);
		expect((await attempts(first, stock.id, 1, (d) => d.eventType === 'ORDER_UPDATED' && d.delivered))[0].orderType).toBe('STOCK_COMPANY_ORDER');

		const start = sandbox.createStartOrder(t.tenantId);
		await attempts(first, start.id, 1, (d) => d.eventType === 'ORDER_ACCEPTED' && d.delivered);
		await patch(sandbox, auth, `${START}/${start.id}`, { share_capital_received_date: '2026-05-01' });
		await attempts(first, start.id, 1, (d) => d.eventType === 'ORDER_UPDATED' && d.delivered);
		await call(sandbox, 'POST', `${START}/${start.id}/documents`, { auth, body: uploadForm('cert', { type: 'BankCertificate' }) });
		await attempts(first, start.id, 2, (d) => d.eventType === 'ORDER_UPDATED' && d.delivered);

		sandbox.updateOrder(t.tenantId, 'start', start.id, { status: 'COMPLETED' });
		await attempts(first, start.id, 3, (d) => d.eventType === 'ORDER_UPDATED' && d.delivered);
		sandbox.deleteOrder(t.tenantId, 'start', start.id);
		const deleted = await attempts(first, start.id, 1, (d) => d.eventType === 'ORDER_DELETED' && d.delivered);
		expect(JSON.parse(deleted[0].body)).toEqual({ event_type: 'ORDER_DELETED', order_id: start.id, order_type: 'START_COMPANY_ORDER', webhook_id: first.id });

		// a no-op (deny of a denied order) fires nothing; every request is signed for its webhook
		await patch(sandbox, auth, `${STOCK}/${stock.id}`, { status: 'DENIED' });
		await sleep(50);
		const secrets: Record<string, string> = { [first.id]: SECRET, [second.id]: 'second secret value' };
		// (the stranger's order may have the same stock id: its own tenant counts ids)
		const forUs = receiver.forOrder(stock.id).filter((r) => r.json.webhook_id in secrets);
		expect(forUs.map((r) => `${r.json.webhook_id === first.id ? 1 : 2}:${r.json.event_type}`).sort()).toEqual(
			['1:ORDER_ACCEPTED', '1:ORDER_UPDATED', '2:ORDER_ACCEPTED', '2:ORDER_UPDATED'],
		);
		const ours = receiver.received.filter((r) => r.json.webhook_id in secrets);
		for (const r of ours) expect(r.headers['x-fortnox-signature-256']).toBe(sign(secrets[r.json.webhook_id], r.body));
		expect(receiver.received.filter((r) => !(r.json.webhook_id in secrets))).toHaveLength(1); // the stranger's own order
	});

	it('retries a failed callback once a (sandbox) minute: 500, 500, then 200 → delivered on attempt 3', async () => {
		receiver.answer((n) => (n <= 2 ? 500 : 200));
		const webhook = await register();
		const order = sandbox.createStockOrder(t.tenantId);
		const log = await attempts(webhook, order.id, 1, (d) => d.delivered);
		const all = of(webhook)(sandbox.deliveries);
		expect(all.map((d) => [d.attempt, d.status, d.delivered])).toEqual([[1, 500, false], [2, 500, false], [3, 200, true]]);
		expect(new Set(all.map((d) => d.body)).size).toBe(1);
		expect(receiver.forOrder(order.id)).toHaveLength(3);
		expect(receiver.received.every((r) => r.body === log[0].body)).toBe(true);
	});

	it('gives up after 5 attempts when the receiver always fails', async () => {
		receiver.answer(() => 500);
		const webhook = await register();
		const order = sandbox.createStockOrder(t.tenantId);
		await attempts(webhook, order.id, 5);
		await sleep(400); // four more retry periods at timeScale 600
		const all = of(webhook)(sandbox.deliveries);
		expect(all.map((d) => d.attempt)).toEqual([1, 2, 3, 4, 5]);
		expect(all.every((d) => d.status === 500 && !d.delivered)).toBe(true);
		expect(receiver.received).toHaveLength(5);
	});

	it('supersedes an undelivered event: while the receiver is down, the retry carries the later event', async () => {
		const webhook = await register();
		await receiver.stop();
		const order = sandbox.createStockOrder(t.tenantId);
		const [failed] = await attempts(webhook, order.id, 1);
		expect(failed).toMatchObject({ eventType: 'ORDER_ACCEPTED', delivered: false, status: 'ECONNREFUSED' });
		sandbox.updateOrder(t.tenantId, 'stock', order.id, { status: 'SENT_TO_BV' });
		await receiver.start();
		const [delivered] = await attempts(webhook, order.id, 1, (d) => d.delivered);
		expect(delivered.eventType).toBe('ORDER_UPDATED');
		await sleep(300);
		expect(receiver.forOrder(order.id).map((r) => r.json.event_type)).toEqual(['ORDER_UPDATED']);
		const log = of(webhook)(sandbox.deliveries);
		expect(log.filter((d) => d.delivered)).toHaveLength(1);
		expect(log.filter((d) => d.eventType === 'ORDER_ACCEPTED').every((d) => !d.delivered)).toBe(true);
	});

	it('never delivers to a deleted webhook, not even pending retries', async () => {
		receiver.answer(() => 503);
		const webhook = await register();
		const order = sandbox.createStockOrder(t.tenantId);
		await attempts(webhook, order.id, 1);
		expect((await call(sandbox, 'DELETE', `${HOOKS}/${webhook.id}`, { auth })).status).toBe(204);
		const before = of(webhook)(sandbox.deliveries).length;
		sandbox.updateOrder(t.tenantId, 'stock', order.id, { status: 'COMPLETED' });
		await sleep(400);
		expect(of(webhook)(sandbox.deliveries)).toHaveLength(before);
		expect(receiver.received).toHaveLength(before);
	});

	it('stops every retry timer on close()', async () => {
		const local = await startSandbox({ rateLimit: false, timeScale: 600 });
		const c = local.createTenant();
		receiver.answer(() => 500);
		await call(local, 'POST', HOOKS, { auth: legacy(c), json: { url: receiver.url, secret: SECRET, insecure_url: true } });
		local.createStockOrder(c.tenantId);
		await local.waitForDeliveries((log) => log.length >= 1);
		await local.close();
		const count = receiver.received.length;
		await sleep(300);
		expect(receiver.received).toHaveLength(count);
		await expect(local.waitForDeliveries(() => false, 50)).rejects.toThrow(/timed out/);
	});
});
