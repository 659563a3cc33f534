// A real n8n (the version pinned in scripts/n8n-runtime.json) with the packed package installed as
// a community package, running the example workflows against the sandbox. One n8n serves the whole
// file: a new example gets a `describe` here that runs it with `real().runExample(file)` and checks
// what n8n recorded and what the sandbox now holds.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { INodeTypeDescription } from 'n8n-workflow';

import type { StartCompanyOrder } from '../../sandbox';
import { CREDENTIALS } from '../../scripts/n8n-instance';
import { describeCsvToVoucher } from './csv-to-voucher';
import { EXAMPLE_RUN_TIMEOUT_MS, expectEveryNodeSucceeded, outputOf, readExample, registrationSaved, useRealN8n, waitFor, type Execution } from './harness';
import { describeFirmOverdueInvoices } from './firm-overdue-invoices';
import { describeInvoicePaidThankYou } from './invoice-paid-thank-you';
import { describeLimitedCompany } from './limited-company';
import { describeMcpServer } from './mcp-server';
import { describeOrderToInvoice } from './order-to-invoice';
import { describePriceListFromCsv } from './price-list-from-csv';
import { describePayrollHours } from './payroll-hours';
import { describeReceiptToSupplierInvoice } from './receipt-to-supplier-invoice';
import { describeReceiveGoods } from './receive-goods';
import { describeReorderPoint } from './reorder-point';
import { describeRotInvoice } from './rot-invoice';
import { describeServiceAccountCredential } from './service-account';
import { describeSieProfitAndLoss } from './sie-profit-and-loss';
import { describeStockTakingExample } from './stock-taking';
import { describeSubscriptionContracts } from './subscription-contracts';
import { describeNewCustomerStream } from './stream';

const ROOT = path.resolve(__dirname, '../..');
const real = useRealN8n();

/** The `name` each built node or credential file of the package declares. */
async function declaredNames(files: string[]): Promise<string[]> {
	return await Promise.all(
		files.map(async (file) => {
			const exports = (await import(path.join(ROOT, file))) as Record<string, new () => object>;
			const instance = new (Object.values(exports)[0])() as { name?: string; description?: { name: string } };
			return instance.description?.name ?? String(instance.name);
		}),
	);
}

describe('the packed package in n8n', () => {
	const manifest = () =>
		JSON.parse(fs.readFileSync(path.join(real().pkg.dir, 'package.json'), 'utf8')) as {
			n8n: { nodes: string[]; credentials: string[] };
		};

	it('puts every node of the package in the node panel, as a community node with its icon', async () => {
		const { n8n, pkg, rest } = real();
		const expected = (await declaredNames(manifest().n8n.nodes)).map((name) => `${pkg.name}.${name}`);
		const loaded = (await (await rest('/types/nodes.json')).json()) as Array<
			INodeTypeDescription & { communityNodePackageVersion?: string; iconUrl: { light: string; dark: string } }
		>;
		const ours = loaded.filter((type) => expected.includes(type.name));

		expect(ours.map((type) => type.name).sort()).toEqual([...expected].sort());
		for (const type of ours) {
			expect(type.communityNodePackageVersion).toBe(pkg.version);
			const icon = await fetch(`${n8n.url}/${type.iconUrl.light}`);
			expect({ node: type.name, status: icon.status, type: icon.headers.get('content-type') }).toEqual({
				node: type.name,
				status: 200,
				type: expect.stringContaining('image/svg+xml'),
			});
		}
	});

	it('offers every credential of the package', async () => {
		const expected = await declaredNames(manifest().n8n.credentials);
		const loaded = (await (await real().rest('/types/credentials.json')).json()) as Array<{ name: string }>;

		expect(loaded.map((type) => type.name)).toEqual(expect.arrayContaining(expected));
	});

	it('has imported every example workflow, each built only from node types n8n loaded', async () => {
		const examples = real().n8n.examples.map(readExample);
		const { data: workflows } = await real().api<{ data: Array<{ id: string; name: string }> }>('/workflows');
		const loaded = new Set(
			((await (await real().rest('/types/nodes.json')).json()) as INodeTypeDescription[]).map((type) => type.name),
		);

		expect(workflows).toEqual(expect.arrayContaining(examples.map(({ id, name }) => expect.objectContaining({ id, name }))));
		const unknown = examples.flatMap((example) => example.nodes.filter((node) => !loaded.has(node.type)));
		expect(unknown).toEqual([]);
	});

	it('gives every example a workflow id n8n keeps static data for (at most 21 characters)', () => {
		// Longer ids import and run, but n8n never saves their static data (a trigger's webhook secret).
		const tooLong = real().n8n.examples.map(readExample).filter(({ id }) => id.length > 21);

		expect(tooLong.map(({ id }) => id)).toEqual([]);
	});
});

describe('the Fortnox OAuth2 credential in n8n', () => {
	it('connects through the consent flow against the sandbox ("Connect my account")', async () => {
		const { n8n, rest, sandbox } = real();
		const { data: authUrl } = (await (await rest(`/rest/oauth2-credential/auth?id=${CREDENTIALS.oAuth2.id}`)).json()) as {
			data: string;
		};
		const consent = await fetch(authUrl, { redirect: 'manual' });
		const callback = new URL(String(consent.headers.get('location')));
		const page = await (await rest(callback.pathname + callback.search)).text();
		const { data: stored } = (await (await rest(`/rest/credentials/${CREDENTIALS.oAuth2.id}?includeData=true`)).json()) as {
			data: { createdAt: string; updatedAt: string; data: { oauthTokenData?: unknown } };
		};

		expect(authUrl.startsWith(`${sandbox.url}/oauth-v1/auth?`)).toBe(true);
		expect(Object.fromEntries(new URL(authUrl).searchParams)).toMatchObject({
			access_type: 'offline',
			client_id: 'demo-client-id',
			redirect_uri: `${n8n.url}/rest/oauth2-credential/callback`,
			response_type: 'code',
		});
		expect({ status: consent.status, callback: callback.origin + callback.pathname, code: callback.searchParams.has('code') }).toEqual({
			status: 302,
			callback: `${n8n.url}/rest/oauth2-credential/callback`,
			code: true,
		});
		// n8n shows its success page only after it traded the code for tokens at the sandbox.
		expect(page).toContain('success');
		expect(stored.data.oauthTokenData).toBe(true);
		expect(Date.parse(stored.updatedAt)).toBeGreaterThan(Date.parse(stored.createdAt));
	});
});

describe('examples/labels-accounts-inbox.json', () => {
	const FILE = 'labels-accounts-inbox.json';
	let execution: Execution;
	const demoTenant = () => real().sandbox.tenant('demo');
	const first = (node: string) => outputOf(execution, node)[0];

	beforeAll(async () => {
		execution = await real().runExample(FILE);
	}, EXAMPLE_RUN_TIMEOUT_MS);

	it('runs every node of the workflow successfully', () => {
		expectEveryNodeSucceeded(execution, FILE);
	});

	it('creates a label, renames it and deletes it again, leaving the demo labels alone', () => {
		const created = first('Create label').json;

		expect(created).toEqual({ Id: expect.any(Number), Description: 'n8n demo' });
		expect(first('Rename label').json).toEqual({ Id: created.Id, Description: 'n8n demo (renamed)' });
		expect(first('Delete label').json).toEqual({ deleted: true, Id: created.Id });
		expect(demoTenant().labels.map((label) => label.Description)).toEqual(['Prio', 'Export', 'Campaign 2026']);
	});

	it('reads bank account 1930 and creates account 6991 in the current financial year', () => {
		const tenant = demoTenant();
		const accounts = tenant.accounts.get(tenant.financialYears[tenant.financialYears.length - 1].Id)!;

		expect(first('Get bank account').json).toMatchObject({ Number: 1930, Description: accounts.get(1930)!.Description });
		expect(first('Create account').json).toMatchObject({ Number: 6991, Description: 'Demo costs (n8n)' });
		expect(accounts.get(6991)).toMatchObject({
			Description: 'Demo costs (n8n)',
			TransactionInformation: 'Created by the n8n demo workflow',
		});
	});

	it('files the receipt the workflow wrote in Vouchers/n8n-demo and downloads the same bytes', async () => {
		const receipt = String(first('Write receipt text').json.receipt);
		const uploaded = first('Upload to inbox').json;
		const { inbox } = demoTenant();
		const stored = inbox.files.get(String(uploaded.Id))!;
		const folder = inbox.folders.get(stored.folderId)!;
		const downloaded = first('Download from inbox').binary!.data;

		expect(receipt).toContain('Label: n8n demo (renamed)');
		expect(uploaded).toMatchObject({ Name: 'n8n-demo-receipt.txt', Size: Buffer.byteLength(receipt) });
		expect({ folder: folder.name, parent: folder.parentId, content: stored.bytes.toString('utf8') }).toEqual({
			folder: 'n8n-demo',
			parent: 'inbox_v',
			content: receipt,
		});
		expect(downloaded).toMatchObject({ fileName: 'n8n-demo-receipt.txt', mimeType: 'text/plain' });
		const bytes = await real().rest(`/rest/binary-data?id=${encodeURIComponent(String(downloaded.id))}&action=download`);
		expect(await bytes.text()).toBe(receipt);
	});
});

describe('examples/recurring-invoice-run.json', () => {
	const FILE = 'recurring-invoice-run.json';
	let execution: Execution;
	let active: string[];
	const recurring = () => real().sandbox.tenant('demo').recurring;

	beforeAll(async () => {
		active = [...recurring().recurrings.values()]
			.filter(({ record }) => record.status === 'ACTIVE')
			.map(({ record }) => record.id);
		execution = await real().runExample(FILE);
	}, EXAMPLE_RUN_TIMEOUT_MS);

	it('runs from its schedule trigger to the end', () => {
		expect({ status: execution.status, error: execution.data.resultData.error?.message }).toEqual({
			status: 'success',
			error: undefined,
		});
	});

	it('invoices every active contract once, in one invoice request, and outputs each invoice number', () => {
		const listed = outputOf(execution, 'List active recurrings').map(({ json }) => String(json.id));
		const invoiced = outputOf(execution, 'Invoice them and wait').map(({ json }) => json);
		const { invoices } = recurring();

		expect(listed.sort()).toEqual([...active].sort());
		expect(invoiced.map(({ recurring_id, status, invoice_number }) => ({ recurring_id, status, invoice_number }))).toEqual(
			invoices.map(({ recurring_id, invoice_number }) => ({ recurring_id, status: 'INVOICED', invoice_number })),
		);
		expect(invoices.map(({ recurring_id }) => recurring_id).sort()).toEqual([...active].sort());
		expect(new Set(invoices.map(({ invoice_request_id }) => invoice_request_id)).size).toBe(1);
	});
});

describe('examples/company-order-bank-certificate.json', () => {
	const FILE = 'company-order-bank-certificate.json';
	const example = readExample(FILE);
	const trigger = example.nodes.find((node) => node.type === 'n8n-nodes-fortnox-suite.fortnoxCompanyOrderTrigger')!;
	const webhooks = () => [...real().sandbox.tenant('demo').companyOrders.webhooks.values()];
	const executions = async () =>
		(await real().api<{ data: Execution[] }>(`/executions?workflowId=${example.id}&includeData=true`)).data;
	let order: StartCompanyOrder;
	let execution: Execution;
	const first = (node: string) => outputOf(execution, node)[0];

	beforeAll(async () => {
		await real().api(`/workflows/${example.id}/activate`, 'POST');
		// n8n publishes an activated workflow in the background: the trigger registers its webhook then.
		await waitFor('the trigger to register its webhook', () => (webhooks().length ? true : undefined));
		await registrationSaved(real().api, example.id, trigger.name);
		order = real().sandbox.createStartOrder('demo');
		execution = await waitFor('the run started by the callback', async () => {
			const [latest] = await executions();
			return latest?.stoppedAt ? latest : undefined;
		});
	}, EXAMPLE_RUN_TIMEOUT_MS);

	it('registers the workflow\'s production webhook URL with the sandbox on activation', () => {
		expect(webhooks()).toEqual([
			expect.objectContaining({ url: `${real().n8n.url}/webhook/${trigger.webhookId}/webhook`, insecure_url: true }),
		]);
	});

	it('answers the signed ORDER_ACCEPTED callback with 200 the first time', () => {
		const accepted = real().sandbox.deliveries.filter(
			(delivery) => delivery.orderId === order.id && delivery.eventType === 'ORDER_ACCEPTED',
		);

		expect(accepted.map(({ attempt, status }) => ({ attempt, status }))).toEqual([{ attempt: 1, status: 200 }]);
	});

	it('runs the workflow from the callback and uploads the bank certificate to the order', () => {
		const documents = real().sandbox.tenant('demo').companyOrders.documents.start.get(order.id);
		const certificate = String(first('Write bank certificate').json.certificate);

		expect({ mode: execution.mode, status: execution.status, error: execution.data.resultData.error?.message }).toEqual({
			mode: 'webhook',
			status: 'success',
			error: undefined,
		});
		expect(first(trigger.name).json).toEqual({
			event_type: 'ORDER_ACCEPTED',
			order_id: order.id,
			order_type: 'START_COMPANY_ORDER',
			webhook_id: webhooks()[0].id,
		});
		expect(certificate).toContain(`Company: ${order.company_information.name}`);
		expect(documents?.get('BankCertificate')).toMatchObject({ fileName: 'bank-certificate.txt', contentType: 'text/plain' });
		expect(documents?.get('BankCertificate')?.bytes.toString('utf8')).toBe(certificate);
	});

	it('refuses a callback without a valid signature and starts no run', async () => {
		const body = JSON.stringify({ event_type: 'ORDER_ACCEPTED', order_id: order.id, order_type: 'START_COMPANY_ORDER' });
		const forged = await fetch(webhooks()[0].url, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Fortnox-Signature-256': `sha256=${'0'.repeat(64)}` },
			body,
		});

		expect(forged.status).toBe(401);
		expect((await executions()).map(({ id }) => id)).toEqual([execution.id]);
	});

	it('answers the same signed callback sent again with 200 and starts no second run', async () => {
		const delivery = real().sandbox.deliveries.find((candidate) => candidate.orderId === order.id && candidate.eventType === 'ORDER_ACCEPTED')!;
		const again = await fetch(delivery.url, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Fortnox-Signature-256': delivery.signature },
			body: delivery.body,
		});

		expect({ status: again.status, body: await again.json() }).toEqual({ status: 200, body: { received: true, started: false, reason: 'duplicate' } });
		await new Promise((resolve) => setTimeout(resolve, 3000));
		expect((await executions()).map(({ id }) => id)).toEqual([execution.id]);
	});

	it('answers a signed callback older than the newest delivered for its order with 200 and starts no run', async () => {
		const webhook = webhooks()[0];
		const body = JSON.stringify({ event_type: 'ORDER_ACCEPTED', order_id: order.id, order_type: 'START_COMPANY_ORDER', webhook_id: webhook.id, updated_at: '2020-01-01T00:00:00Z' });
		const older = await fetch(webhook.url, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Fortnox-Signature-256': `sha256=${createHmac('sha256', webhook.secret).update(body).digest('hex')}` },
			body,
		});

		expect({ status: older.status, body: await older.json() }).toEqual({ status: 200, body: { received: true, started: false, reason: 'stale' } });
		await new Promise((resolve) => setTimeout(resolve, 3000));
		expect((await executions()).map(({ id }) => id)).toEqual([execution.id]);
	});

	it('removes its webhook from the sandbox when the workflow is deactivated', async () => {
		await real().api(`/workflows/${example.id}/deactivate`, 'POST');

		await expect(waitFor('the webhook to go', () => (webhooks().length ? undefined : true))).resolves.toBe(true);
	});
});

describeStockTakingExample(real);
describeReceiveGoods(real);
describeOrderToInvoice(real);
describeSubscriptionContracts(real);
describeReceiptToSupplierInvoice(real);
describeCsvToVoucher(real);
describePriceListFromCsv(real);
describePayrollHours(real);
describeReorderPoint(real);
describeInvoicePaidThankYou(real);
describeMcpServer(real);
describeServiceAccountCredential(real);
describeSieProfitAndLoss(real);
describeRotInvoice(real);
describeNewCustomerStream(real);
describeLimitedCompany(real);
describeFirmOverdueInvoices(real);
