// Fortnox given to an AI agent, in a real n8n, its tools called by an MCP client as an agent would:
// - the warehouse MCP server example's tools (and a Bookkeep tool) on a credential with Read Only on:
//   a read answers; a write is refused by the node and nothing of it reaches Fortnox (the sandbox);
// - the accounting assistant example: look-ups and invoice drafts by Preview Without Sending on its
//   read-only credential; the same tool on a writable credential previews, then writes once.
import { randomUUID } from 'node:crypto';

import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { IDataObject } from 'n8n-workflow';

import { CREDENTIALS } from '../../scripts/n8n-instance';
import { readExample, useRealN8n } from './harness';
import type { ToolResult } from './mcp-server';
import { answer, mcpClient } from './mcp-server';

const real = useRealN8n({ sandbox: { recordRequests: true } });
const PATH = 'fortnox-read-only';
const CREDENTIAL = 'Fortnox Sandbox (read only)';

interface WorkflowNode {
	name: string;
	type: string;
	parameters: IDataObject;
	credentials?: IDataObject;
	webhookId?: string;
	[key: string]: unknown;
}

/** What reached the sandbox that a read-only credential must never send: any request but a GET (token requests apart). */
const writesReceived = () =>
	real()
		.sandbox.requests.filter((request) => request.method !== 'GET' && !request.path.startsWith('/oauth-v1/'))
		.map((request) => `${request.method} ${request.path}`);

/** The MCP server example's workflow, its tools on credential `id`, with a Bookkeep tool added, on a path of its own. */
function readOnlyWorkflow(id: string) {
	const example = readExample('warehouse-mcp-server.json') as unknown as { nodes: WorkflowNode[]; connections: IDataObject };
	const onCredential = (node: WorkflowNode): WorkflowNode =>
		node.credentials ? { ...node, credentials: { fortnoxApi: { id, name: CREDENTIAL } } } : node;
	const nodes = example.nodes
		.filter((node) => node.type !== 'n8n-nodes-base.stickyNote')
		.map((node) => (node.name === 'MCP Server Trigger' ? { ...node, webhookId: randomUUID(), parameters: { path: PATH } } : onCredential(node)));
	nodes.push({
		id: randomUUID(),
		name: 'Bookkeep invoice',
		type: 'n8n-nodes-fortnox-suite.fortnoxTool',
		typeVersion: 1,
		position: [1200, 260],
		parameters: {
			authentication: 'accessToken',
			resource: 'invoice',
			operation: 'bookkeep',
			documentNumber: { __rl: true, mode: 'id', value: "={{ $fromAI('documentNumber', 'The invoice number in Fortnox', 'string') }}" },
		},
		credentials: { fortnoxApi: { id, name: CREDENTIAL } },
	});
	const connections = { ...example.connections, 'Bookkeep invoice': { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] } };
	return { name: 'Fortnox tools for an agent, read only', nodes, connections, settings: {} };
}

describe('Fortnox tools over MCP on a read-only credential', () => {
	let client: Client;
	const demo = () => real().sandbox.tenant('demo');

	beforeAll(async () => {
		const { rest, api, sandbox } = real();
		const { accessToken, clientSecret } = sandbox.tenant('demo');
		const saved = await rest('/rest/credentials', 'POST', {
			name: CREDENTIAL,
			type: 'fortnoxApi',
			data: { accessToken, clientSecret, baseUrl: sandbox.url, readOnly: true },
		});
		const { id } = ((await saved.json()) as { data: { id: string } }).data;
		const workflow = await api<{ id: string }>('/workflows', 'POST', readOnlyWorkflow(id));
		await api(`/workflows/${workflow.id}/activate`, 'POST');
		client = await mcpClient(real(), PATH);
	}, 5 * 60 * 1000);

	afterAll(async () => {
		await client?.close();
	});

	it("tells the agent which tools write and which writes cannot be undone, in the tools' descriptions", async () => {
		const { tools } = await client.listTools();
		const described = Object.fromEntries(tools.map((tool) => [tool.name, tool.description]));

		expect(described).toMatchObject({
			Get_stock_balance: 'Get the stock balance in Fortnox Warehouse',
			Create_purchase_order: 'Create a purchase order (writes to Fortnox) in Fortnox Warehouse',
			Bookkeep_invoice: 'Bookkeep an invoice (writes to Fortnox; cannot be undone) in Fortnox',
		});
	});

	it('answers a read: the stock balance, as the sandbox counts it', async () => {
		real().sandbox.clearRequests();
		const result = (await client.callTool({ name: 'Get_stock_balance', arguments: { itemIds: '1003', stockPointCodes: 'MAIN' } })) as ToolResult;
		const balances = JSON.parse(answer(result)) as Array<{ itemId: string; stockPointCode: string; inStock: number }>;

		expect(result.isError).toBeFalsy();
		expect(balances.reduce((sum, balance) => sum + balance.inStock, 0)).toBe(real().sandbox.stock('demo', '1003', 'MAIN').inStock);
		expect(real().sandbox.requests.some((request) => request.path === '/api/warehouse/status-v1/stockbalance')).toBe(true);
		expect(writesReceived()).toEqual([]);
	});

	it('refuses the writes an agent asks for: nothing reaches Fortnox, the invoice stays unbooked and no purchase order is made', async () => {
		const unbooked = demo().sales.invoices.find((invoice) => invoice.head.Booked !== true && invoice.head.Cancelled !== true)!.head;
		const ordersBefore = demo().warehouse.purchaseOrders.length;
		real().sandbox.clearRequests();

		const bookkeep = (await client.callTool({ name: 'Bookkeep_invoice', arguments: { documentNumber: String(unbooked.DocumentNumber) } })) as ToolResult;
		const order = (await client.callTool({
			name: 'Create_purchase_order',
			arguments: { supplierNumber: '201', orderDate: new Date().toISOString().slice(0, 10), itemId: '1004', orderedQuantity: 12, price: 11.5, internalReference: '' },
		})) as ToolResult;

		expect(answer(bookkeep)).toContain(
			`The credential "${CREDENTIAL}" is read-only (Read Only is on): Fortnox Tool → Invoice → Bookkeep would write (PUT /3/invoices/${unbooked.DocumentNumber}/bookkeep) and was not sent`,
		);
		expect(answer(order)).toContain(`The credential "${CREDENTIAL}" is read-only (Read Only is on): Fortnox Warehouse Tool → Purchase Order → Create would write (POST /api/warehouse/purchaseorders-v1)`);
		expect(writesReceived()).toEqual([]);
		expect(demo().sales.invoices.find((invoice) => invoice.head.DocumentNumber === unbooked.DocumentNumber)!.head.Booked).not.toBe(true);
		expect(demo().warehouse.purchaseOrders).toHaveLength(ordersBefore);
	});

	it("keeps the credential's Test button working: a read-only service account still gets its token and lists the labels", async () => {
		const { rest, sandbox } = real();
		const account = sandbox.createServiceAccount(sandbox.createTenant().tenantId);
		const data = { ...account, baseUrl: sandbox.url, authUrl: sandbox.url, readOnly: true };
		const name = 'Fortnox service account (read only)';
		const saved = await rest('/rest/credentials', 'POST', { name, type: 'fortnoxServiceAccountApi', data });
		const { id } = ((await saved.json()) as { data: { id: string } }).data;
		const tested = await rest('/rest/credentials/test', 'POST', { credentials: { id, name, type: 'fortnoxServiceAccountApi', data } });

		expect(((await tested.json()) as { data: unknown }).data).toEqual({ status: 'OK', message: 'Connection successful!' });
	});
});

describe('examples/accounting-assistant-mcp-server.json: look-ups and invoice drafts on a read-only credential', () => {
	const example = readExample('accounting-assistant-mcp-server.json') as unknown as { id: string; nodes: WorkflowNode[]; connections: IDataObject };
	let client: Client;
	const demo = () => real().sandbox.tenant('demo');
	const customerWithUnpaid = () => {
		const invoice = demo().sales.invoices.find((stored) => stored.head.Booked === true && stored.head.Cancelled !== true && Number(stored.head.Balance) > 0)!.head;
		return { number: String(invoice.CustomerNumber), name: String(invoice.CustomerName) };
	};
	const draftArguments = () => ({
		customerNumber: customerWithUnpaid().number,
		rows: [{ Description: 'Bokslutsrådgivning', DeliveredQuantity: 3, Price: 950 }],
	});

	beforeAll(async () => {
		await real().api(`/workflows/${example.id}/activate`, 'POST');
		client = await mcpClient(real(), 'fortnox-accounting-assistant');
	}, 5 * 60 * 1000);

	afterAll(async () => {
		await client?.close();
	});

	it('runs every tool on the read-only credential', () => {
		const tools = example.nodes.filter((node) => node.type === 'n8n-nodes-fortnox-suite.fortnoxTool');

		expect(tools.map((node) => node.name).sort()).toEqual(['Draft an invoice', 'Find customers', 'Unpaid invoices of a customer']);
		expect(tools.map((node) => node.credentials)).toEqual(tools.map(() => ({ fortnoxApi: { id: CREDENTIALS.readOnly.id, name: CREDENTIALS.readOnly.name } })));
	});

	it('looks up customers and their unpaid invoices, sending only reads', async () => {
		const { number, name } = customerWithUnpaid();
		real().sandbox.clearRequests();
		const found = (await client.callTool({ name: 'Find_customers', arguments: { name: name.slice(0, 5) } })) as ToolResult;
		const unpaid = (await client.callTool({ name: 'Unpaid_invoices_of_a_customer', arguments: { customerNumber: number } })) as ToolResult;
		const owed = demo()
			.sales.invoices.filter((stored) => String(stored.head.CustomerNumber) === number && stored.head.Booked === true && stored.head.Cancelled !== true && Number(stored.head.Balance) > 0)
			.map((stored) => String(stored.head.DocumentNumber));

		expect(found.isError).toBeFalsy();
		expect((JSON.parse(answer(found)) as IDataObject[]).map((customer) => customer.CustomerNumber)).toContain(number);
		expect(unpaid.isError).toBeFalsy();
		expect((JSON.parse(answer(unpaid)) as IDataObject[]).map((invoice) => String(invoice.DocumentNumber)).sort()).toEqual(owed.sort());
		expect(writesReceived()).toEqual([]);
	});

	it('drafts an invoice: the agent gets the request it would send, and no invoice is made', async () => {
		const invoicesBefore = demo().sales.invoices.length;
		real().sandbox.clearRequests();
		const draft = (await client.callTool({ name: 'Draft_an_invoice', arguments: draftArguments() })) as ToolResult;
		const [preview] = JSON.parse(answer(draft)) as IDataObject[];

		expect(draft.isError).toBeFalsy();
		expect(preview).toMatchObject({
			preview: true,
			sent: false,
			method: 'POST',
			path: '/3/invoices',
			body: {
				Invoice: expect.objectContaining({
					CustomerNumber: customerWithUnpaid().number,
					InvoiceRows: [{ Description: 'Bokslutsrådgivning', DeliveredQuantity: '3', Price: 950 }],
				}),
			},
		});
		expect(demo().sales.invoices).toHaveLength(invoicesBefore);
		expect(writesReceived()).toEqual([]);
	});

	it('the same tool on a writable credential, preview left to the caller: a preview writes nothing, then the call without it writes once', async () => {
		const { api } = real();
		const draft = example.nodes.find((node) => node.name === 'Draft an invoice')!;
		const invoiceTool: WorkflowNode = {
			...draft,
			id: randomUUID(),
			name: 'Create an invoice',
			parameters: {
				...draft.parameters,
				toolDescription: 'Create an invoice in Fortnox; with preview true, answer what would be sent and create nothing',
				preview: "={{ $fromAI('preview', 'true to see the invoice as it would be sent without creating it; false to create it', 'boolean') }}",
			},
			credentials: { fortnoxApi: { id: CREDENTIALS.api.id, name: CREDENTIALS.api.name } },
		};
		const trigger = { ...example.nodes.find((node) => node.name === 'MCP Server Trigger')!, id: randomUUID(), webhookId: randomUUID(), parameters: { path: 'fortnox-invoices-writable' } };
		const workflow = await api<{ id: string }>('/workflows', 'POST', {
			name: 'Fortnox invoices for an agent, writable',
			nodes: [trigger, invoiceTool],
			connections: { 'Create an invoice': { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] } },
			settings: {},
		});
		await api(`/workflows/${workflow.id}/activate`, 'POST');
		const writable = await mcpClient(real(), 'fortnox-invoices-writable');
		try {
			const invoicesBefore = demo().sales.invoices.length;
			real().sandbox.clearRequests();
			const previewed = (await writable.callTool({ name: 'Create_an_invoice', arguments: { ...draftArguments(), preview: true } })) as ToolResult;

			expect(previewed.isError).toBeFalsy();
			expect(JSON.parse(answer(previewed))).toEqual([expect.objectContaining({ preview: true, method: 'POST', path: '/3/invoices' })]);
			expect(demo().sales.invoices).toHaveLength(invoicesBefore);
			expect(writesReceived()).toEqual([]);

			const created = (await writable.callTool({ name: 'Create_an_invoice', arguments: { ...draftArguments(), preview: false } })) as ToolResult;
			const [invoice] = JSON.parse(answer(created)) as IDataObject[];

			expect(created.isError).toBeFalsy();
			expect(writesReceived()).toEqual(['POST /3/invoices']);
			expect(demo().sales.invoices).toHaveLength(invoicesBefore + 1);
			expect(invoice).toMatchObject({ CustomerNumber: customerWithUnpaid().number, DocumentNumber: expect.anything() });
		} finally {
			await writable.close();
			await api(`/workflows/${workflow.id}/deactivate`, 'POST');
		}
	});
});
