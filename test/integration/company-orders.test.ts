import { binaryBytes, binaryItem, runChain, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ timeScale: 600 });
});
afterAll(async () => await sandbox.close());

const byId = (value: string | number) => ({ __rl: true, mode: 'id', value: String(value) });
const node = 'fortnoxCompanyOrders';

function freshTenant() {
	const { tenant, credential } = accessTokenCredential(sandbox);
	return { tenant, credential };
}

describe('Fortnox Company Orders: stock company orders', () => {
	it('lists with status filter and sort, pages with Return All, and stops at a limit', async () => {
		const { tenant, credential } = freshTenant();
		for (let k = 0; k < 230; k++) sandbox.createStockOrder(tenant.tenantId, { status: k % 2 ? 'ACCEPTED' : 'SENT_TO_BV' });
		const total = sandbox.tenant(tenant.tenantId).companyOrders.stock.size;

		sandbox.resetStats();
		const all = await runNode({ type: node, credential, parameters: { resource: 'stockCompanyOrder', operation: 'getAll', returnAll: true } });
		expect(all.error()).toBeUndefined();
		expect(all.items).toHaveLength(total);
		expect(sandbox.stats.requests).toBe(Math.ceil(total / 200));

		const accepted = await runNode({
			type: node,
			credential,
			parameters: {
				resource: 'stockCompanyOrder',
				operation: 'getAll',
				returnAll: true,
				filters: { statuses: ['ACCEPTED'] },
				options: { sort: 'created_at' },
			},
		});
		expect(accepted.items.length).toBeGreaterThanOrEqual(115);
		expect(accepted.items.every((item) => item.json.status === 'ACCEPTED')).toBe(true);
		const created = accepted.items.map((item) => String(item.json.created_at));
		expect(created).toEqual([...created].sort());

		const limited = await runNode({
			type: node,
			credential,
			parameters: { resource: 'stockCompanyOrder', operation: 'getAll', returnAll: false, limit: 5, options: { offset: 3 } },
		});
		expect(limited.items).toHaveLength(5);
	});

	it('refuses a limit above 200, a negative offset and a bad date before sending', async () => {
		const { credential } = freshTenant();
		sandbox.resetStats();
		const cases: Array<[Record<string, unknown>, string]> = [
			[{ returnAll: false, limit: 201 }, 'Limit 201 is out of range: it must be from 1 to 200'],
			[{ returnAll: false, limit: 10, options: { offset: -1 } }, 'Offset -1 is out of range: it must be at least 0'],
			[{ returnAll: true, filters: { createdAtFrom: 'yesterday' } }, 'Created From "yesterday" is not a date: use a date such as 2026-11-22'],
			[{ returnAll: true, filters: { statuses: ['UNKNOWN'] } }, 'Statuses "UNKNOWN" is not a valid value: use one of ACCEPTED, SENT_TO_BV, COMPLETED, ABORTED, DENIED_BY_BANK'],
		];
		for (const [parameters, message] of cases) {
			const result = await runNode({ type: node, credential, parameters: { resource: 'stockCompanyOrder', operation: 'getAll', ...parameters } });
			expect(result.error()?.message).toBe(message);
		}
		expect(sandbox.stats.requests).toBe(0);
	});

	it('finds orders by organization number, accepting ten digits without the dash', async () => {
		const { tenant, credential } = freshTenant();
		const order = sandbox.createStockOrder(tenant.tenantId, { organizationNumber: '556677-8899' });
		const found = await runNode({
			type: node,
			credential,
			parameters: { resource: 'stockCompanyOrder', operation: 'getByOrganizationNumber', organizationNumber: '5566778899' },
		});
		expect(found.error()).toBeUndefined();
		expect(found.items.map((item) => item.json.id)).toEqual([order.id]);

		const bad = await runNode({
			type: node,
			credential,
			parameters: { resource: 'stockCompanyOrder', operation: 'getByOrganizationNumber', organizationNumber: '55-66' },
		});
		expect(bad.error()?.message).toBe(
			'Organization Number "55-66" has the wrong format: use nine digits, or six digits, a dash and four digits (e.g. 556677-8899)',
		);
	});

	it('gets and denies an order', async () => {
		const { tenant, credential } = freshTenant();
		const order = sandbox.createStockOrder(tenant.tenantId, { status: 'ACCEPTED' });
		const got = await runNode({ type: node, credential, parameters: { resource: 'stockCompanyOrder', operation: 'get', orderId: byId(order.id) } });
		expect(got.items[0].json).toMatchObject({ id: order.id, status: 'ACCEPTED' });

		const denied = await runNode({ type: node, credential, parameters: { resource: 'stockCompanyOrder', operation: 'deny', orderId: byId(order.id) } });
		expect(denied.error()).toBeUndefined();
		expect(denied.items[0].json.status).toBe('DENIED_BY_BANK');
		expect(sandbox.tenant(tenant.tenantId).companyOrders.stock.get(order.id)?.status).toBe('DENIED_BY_BANK');
	});

	it('uploads a liquidity certificate, then lists and downloads it as a file', async () => {
		const { tenant, credential } = freshTenant();
		const order = sandbox.createStockOrder(tenant.tenantId, { status: 'ACCEPTED' });
		const pdf = Buffer.from('%PDF-1.7\nliquidity certificate\n%%EOF');
		const result = await runChain(
			[
				{
					name: 'Upload',
					type: node,
					credential,
					parameters: {
						resource: 'stockCompanyOrder',
						operation: 'uploadDocument',
						orderId: byId(order.id),
						documentType: 'LiquidityCertificate',
						binaryPropertyName: 'data',
						options: { documentInEffectDate: '2026-11-20T00:00:00' },
					},
				},
				{ name: 'Types', type: node, credential, parameters: { resource: 'stockCompanyOrder', operation: 'getDocumentTypes', orderId: byId(order.id) } },
			],
			[binaryItem('likviditetsintyg.pdf', 'application/pdf', pdf)],
		);
		expect(result.error()).toBeUndefined();
		expect(result.output('Upload')[0].json).toMatchObject({ orderId: String(order.id), documentType: 'LiquidityCertificate', uploaded: true, documentInEffectDate: '2026-11-20' });
		const types = result.output('Types').map((item) => item.json.documentType);
		expect(types).toContain('LiquidityCertificate');

		const download = await runNode({
			type: node,
			credential,
			parameters: { resource: 'stockCompanyOrder', operation: 'getDocument', orderId: byId(order.id), documentType: 'LiquidityCertificate', binaryPropertyName: 'data' },
		});
		expect(download.error()).toBeUndefined();
		expect(binaryBytes(download.items[0]).equals(pdf)).toBe(true);
		expect(download.items[0].binary?.data).toMatchObject({ mimeType: 'application/pdf', fileName: `${order.id}-LiquidityCertificate.pdf` });
	});

	it('refuses an upload type the stock order does not take, before sending', async () => {
		const { tenant, credential } = freshTenant();
		const order = sandbox.createStockOrder(tenant.tenantId, {});
		sandbox.resetStats();
		const result = await runNode(
			{
				type: node,
				credential,
				parameters: { resource: 'stockCompanyOrder', operation: 'uploadDocument', orderId: byId(order.id), documentType: 'BankCertificate', binaryPropertyName: 'data' },
			},
			[binaryItem('a.pdf', 'application/pdf', Buffer.from('%PDF-'))],
		);
		expect(result.error()?.message).toBe('Document Type "BankCertificate" is not a valid value: use one of LiquidityCertificate');
		expect(sandbox.stats.requests).toBe(0);
	});

	it("reports the service's problem+json for an unknown order", async () => {
		const { credential } = freshTenant();
		const result = await runNode({ type: node, credential, parameters: { resource: 'stockCompanyOrder', operation: 'get', orderId: byId(987654) } });
		const error = result.error() as Error & { httpCode?: string };
		expect(error.httpCode).toBe('404');
		expect(error.message).toMatch(/not found/i);
	});
});

describe('Fortnox Company Orders: start company orders', () => {
	it('lists by founder, updates share capital date and status, and explains a second bank certificate', async () => {
		const { tenant, credential } = freshTenant();
		const order = sandbox.createStartOrder(tenant.tenantId, { status: 'ACCEPTED', founderCivicNumber: '19800101-1234' });

		const byFounder = await runNode({
			type: node,
			credential,
			parameters: { resource: 'startCompanyOrder', operation: 'getAll', returnAll: true, filters: { founderCivicNumber: '19800101-1234' } },
		});
		expect(byFounder.items.map((item) => item.json.id)).toEqual([order.id]);

		const updated = await runNode({
			type: node,
			credential,
			parameters: { resource: 'startCompanyOrder', operation: 'update', orderId: byId(order.id), updateFields: { shareCapitalReceivedDate: '2026-11-21T09:30:00' } },
		});
		expect(updated.error()).toBeUndefined();
		expect(String(updated.items[0].json.share_capital_received_date)).toMatch(/^2026-11-21/);

		const upload = () =>
			runNode(
				{
					type: node,
					credential,
					parameters: { resource: 'startCompanyOrder', operation: 'uploadDocument', orderId: byId(order.id), documentType: 'BankCertificate', binaryPropertyName: 'data' },
				},
				[binaryItem('bankintyg.pdf', 'application/pdf', Buffer.from('%PDF-1.7 bank certificate'))],
			);
		expect((await upload()).error()).toBeUndefined();
		const second = (await upload()).error() as Error & { httpCode?: string; description?: string };
		expect(second.httpCode).toBe('409');
		expect(second.message).toBe(
			'This start company order already has a BankCertificate document: Fortnox keeps one document of each type and refuses a second upload',
		);
		expect(second.description).toMatch(/^Fortnox said: /);

		const cancelled = await runNode({
			type: node,
			credential,
			parameters: { resource: 'startCompanyOrder', operation: 'update', orderId: byId(order.id), updateFields: { status: 'CANCELLED' } },
		});
		expect(cancelled.items[0].json.status).toBe('CANCELLED');
	});

	it('gets an order, its document types and a document', async () => {
		const { tenant, credential } = freshTenant();
		const order = sandbox.createStartOrder(tenant.tenantId, { status: 'ACCEPTED' });
		const got = await runNode({ type: node, credential, parameters: { resource: 'startCompanyOrder', operation: 'get', orderId: byId(order.id) } });
		expect(got.items[0].json.id).toBe(order.id);
		const types = await runNode({ type: node, credential, parameters: { resource: 'startCompanyOrder', operation: 'getDocumentTypes', orderId: byId(order.id) } });
		expect(types.items.length).toBeGreaterThan(0);
		const documentType = types.items[0].json.documentType as string;
		const doc = await runNode({
			type: node,
			credential,
			parameters: { resource: 'startCompanyOrder', operation: 'getDocument', orderId: byId(order.id), documentType, binaryPropertyName: 'file' },
		});
		expect(doc.error()).toBeUndefined();
		expect(binaryBytes(doc.items[0], 'file').length).toBeGreaterThan(0);
		expect(doc.items[0].json).toMatchObject({ orderId: order.id, documentType });
	});

	it('refuses an empty update and an unknown status before sending', async () => {
		const { tenant, credential } = freshTenant();
		const order = sandbox.createStartOrder(tenant.tenantId, {});
		sandbox.resetStats();
		const empty = await runNode({ type: node, credential, parameters: { resource: 'startCompanyOrder', operation: 'update', orderId: byId(order.id), updateFields: {} } });
		expect(empty.error()?.message).toBe('Update Fields are empty: set a status, a share capital received date, or both');
		const bad = await runNode({
			type: node,
			credential,
			parameters: { resource: 'startCompanyOrder', operation: 'update', orderId: byId(order.id), updateFields: { status: 'APPROVED' } },
		});
		expect(bad.error()?.message).toBe('Status "APPROVED" is not a valid value: use one of DENIED, CANCELLED');
		expect(sandbox.stats.requests).toBe(0);
	});
});

describe('Fortnox Company Orders: webhooks', () => {
	it('creates (generating a secret), lists, gets, rotates, tests and deletes a webhook', async () => {
		const { tenant, credential } = freshTenant();
		const created = await runNode({
			type: node,
			credential,
			parameters: { resource: 'webhook', operation: 'create', url: 'https://bank.example.com/fortnox', secret: '' },
		});
		expect(created.error()).toBeUndefined();
		const webhook = created.items[0].json;
		expect(webhook.secret).toMatch(/^[0-9a-f]{64}$/);
		const id = String(webhook.id);
		expect(sandbox.tenant(tenant.tenantId).companyOrders.webhooks.get(id)?.secret).toBe(webhook.secret);

		const listed = await runNode({ type: node, credential, parameters: { resource: 'webhook', operation: 'getAll', returnAll: true } });
		expect(listed.items.map((item) => item.json.id)).toEqual([id]);

		const got = await runNode({ type: node, credential, parameters: { resource: 'webhook', operation: 'get', webhookId: byId(id) } });
		expect(got.items[0].json.url).toBe('https://bank.example.com/fortnox');

		const rotated = await runNode({
			type: node,
			credential,
			parameters: { resource: 'webhook', operation: 'update', webhookId: byId(id), updateFields: { generateSecret: true } },
		});
		expect(rotated.items[0].json.secret).not.toBe(webhook.secret);
		expect(sandbox.tenant(tenant.tenantId).companyOrders.webhooks.get(id)?.secret).toBe(rotated.items[0].json.secret);

		const tested = await runNode({ type: node, credential, parameters: { resource: 'webhook', operation: 'test', webhookId: byId(id) } });
		expect(tested.items[0].json).toEqual({ tested: true, id });
		await sandbox.waitForDeliveries((log) => log.some((entry) => entry.webhookId === id), 5000);

		const deleted = await runNode({ type: node, credential, parameters: { resource: 'webhook', operation: 'delete', webhookId: byId(id) } });
		expect(deleted.items[0].json).toEqual({ deleted: true, id });
		expect(sandbox.tenant(tenant.tenantId).companyOrders.webhooks.size).toBe(0);
	});

	it('checks URL and secret before sending', async () => {
		const { credential } = freshTenant();
		sandbox.resetStats();
		const cases: Array<[Record<string, unknown>, string]> = [
			[{ url: 'http://bank.example.com/hook', secret: 'x'.repeat(20) }, 'URL "http://bank.example.com/hook" does not use https: Fortnox calls only https URLs; turn on "Insecure URL" to allow http for tests'],
			[{ url: 'bank.example.com', secret: 'x'.repeat(20) }, 'URL "bank.example.com" is not an absolute URL: use e.g. https://example.com/hook'],
			[{ url: 'https://bank.example.com/hook', secret: 'short' }, 'Secret is 5 characters long: it must be 10 to 100 characters'],
			[{ url: 'https://bank.example.com/hook', secret: 'x'.repeat(101) }, 'Secret is 101 characters long: it must be 10 to 100 characters'],
		];
		for (const [parameters, message] of cases) {
			const result = await runNode({ type: node, credential, parameters: { resource: 'webhook', operation: 'create', ...parameters } });
			expect(result.error()?.message).toBe(message);
		}
		expect(sandbox.stats.requests).toBe(0);
	});

	it('allows http with Insecure URL, and explains the eleventh webhook', async () => {
		const { credential } = freshTenant();
		const items = Array.from({ length: 11 }, (_, k) => ({ url: `http://127.0.0.1:9/hook-${k}` }));
		const result = await runNode(
			{
				type: node,
				credential,
				continueOnFail: true,
				parameters: { resource: 'webhook', operation: 'create', url: '={{ $json.url }}', secret: 'a-long-enough-secret', options: { insecureUrl: true } },
			},
			items,
		);
		expect(result.items.slice(0, 10).every((item) => item.json.id)).toBe(true);
		expect(result.items[10].json.error).toBe('Fortnox allows at most 10 webhooks and 10 are registered: delete one before creating another');
	});
});
