// The MCP server example in a real n8n: n8n's MCP Server Trigger offers two Fortnox Warehouse tools
// and a Fortnox invoice tool, and an MCP client (what Claude Desktop or another agent uses) lists them and calls them.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import type { RealN8n } from './harness';
import { readExample, waitFor } from './harness';

const FILE = 'warehouse-mcp-server.json';

export interface ToolResult {
	isError?: boolean;
	content: Array<{ type: string; text?: string }>;
}

/** The text a tool answered with: n8n sends the node's output items as JSON. */
export const answer = (result: ToolResult) => result.content.map((part) => part.text ?? '').join('');

/**
 * An MCP client connected to an activated workflow's MCP Server Trigger at `path` (version 2:
 * Streamable HTTP on its production URL), once n8n has registered it, in the background.
 */
export async function mcpClient(real: RealN8n, path: string): Promise<Client> {
	const url = new URL(`${real.n8n.url}/mcp/${path}`);
	return await waitFor('the MCP server of the activated workflow', async () => {
		const candidate = new Client({ name: 'fortnox-e2e', version: '1.0.0' });
		try {
			await candidate.connect(new StreamableHTTPClientTransport(url));
			return candidate;
		} catch {
			return undefined;
		}
	});
}

export function describeMcpServer(real: () => RealN8n): void {
	describe(`examples/${FILE}: Fortnox tools over MCP`, () => {
		const example = readExample(FILE);
		let client: Client;
		const purchaseOrders = () => real().sandbox.tenant('demo').warehouse.purchaseOrders;
		const invoices = () => real().sandbox.tenant('demo').sales.invoices;

		beforeAll(async () => {
			await real().api(`/workflows/${example.id}/activate`, 'POST');
			// The trigger's production URL (version 2: Streamable HTTP on its path), as docs/ai-tools.md gives it.
			client = await mcpClient(real(), 'fortnox-warehouse');
		}, 5 * 60 * 1000);

		afterAll(async () => {
			await client?.close();
		});

		it('lists the three Fortnox tools, each asking for what its $fromAI parameters describe', async () => {
			const { tools } = await client.listTools();
			const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));

			expect(Object.keys(byName).sort()).toEqual(['Create_purchase_order', 'Fortnox_unpaid_invoices_of_a_customer', 'Get_stock_balance']);
			expect(byName.Get_stock_balance.description).toBe('Get the stock balance in Fortnox Warehouse');
			expect(Object.keys(byName.Get_stock_balance.inputSchema.properties ?? {}).sort()).toEqual(['itemIds', 'stockPointCodes']);
			expect(byName.Create_purchase_order.description).toBe('Create a purchase order (writes to Fortnox) in Fortnox Warehouse');
			expect(byName.Create_purchase_order.inputSchema).toMatchObject({
				properties: {
					supplierNumber: { type: 'string', description: expect.stringContaining('Supplier number') },
					orderedQuantity: { type: 'number' },
					price: { type: 'number' },
				},
				required: expect.arrayContaining(['supplierNumber', 'orderDate', 'itemId', 'orderedQuantity', 'price']),
			});
			const unpaidInvoices = byName.Fortnox_unpaid_invoices_of_a_customer;
			expect(unpaidInvoices.description).toMatch(/^List a customer's unpaid invoices in Fortnox/);
			expect(unpaidInvoices.inputSchema).toMatchObject({
				properties: { customerNumber: { type: 'string', description: 'The customer number in Fortnox, e.g. 1001' } },
				required: ['customerNumber'],
			});
			expect(Object.keys(unpaidInvoices.inputSchema.properties ?? {})).toEqual(['customerNumber']);
		});

		it('creates the purchase order a client asks for, and the sandbox now holds it', async () => {
			const before = purchaseOrders().map((order) => order.id);
			const result = (await client.callTool({
				name: 'Create_purchase_order',
				arguments: {
					supplierNumber: '201',
					orderDate: new Date().toISOString().slice(0, 10),
					itemId: '1004',
					orderedQuantity: 12,
					price: 11.5,
					internalReference: 'Ordered by an agent over MCP',
				},
			})) as ToolResult;
			const created = purchaseOrders().filter((order) => !before.includes(order.id));

			expect(result.isError).toBeFalsy();
			expect(created).toEqual([
				expect.objectContaining({
					supplierNumber: '201',
					orderDate: new Date().toISOString().slice(0, 10),
					head: expect.objectContaining({ internalReference: 'Ordered by an agent over MCP', deliveryName: 'Sandbox AB' }),
					purchaseOrderState: 'NOT_SENT',
					rows: [expect.objectContaining({ itemId: '1004', orderedQuantity: 12, price: 11.5 })],
				}),
			]);
			expect(answer(result)).toContain(`"id":${created[0].id}`);
		});

		it('answers the stock balance of the items and stock point asked for, as the sandbox counts it', async () => {
			const result = (await client.callTool({
				name: 'Get_stock_balance',
				arguments: { itemIds: '1003', stockPointCodes: 'MAIN' },
			})) as ToolResult;
			const balances = JSON.parse(answer(result)) as Array<{ itemId: string; stockPointCode: string; inStock: number }>;
			const inStock = balances.reduce((sum, balance) => sum + balance.inStock, 0);

			expect(result.isError).toBeFalsy();
			expect(balances.length).toBeGreaterThan(0);
			expect(balances.every((balance) => balance.itemId === '1003' && balance.stockPointCode === 'MAIN')).toBe(true);
			expect(inStock).toBe(real().sandbox.stock('demo', '1003', 'MAIN').inStock);
		});

		it("answers exactly the customer's unpaid invoices, as the sandbox holds them", async () => {
			// The demo company's customer 1001 has the booked, overdue invoice; 1002 the paid one and the
			// unbooked one. Unpaid in Fortnox's sense: booked, not cancelled, a balance left.
			const result = (await client.callTool({
				name: 'Fortnox_unpaid_invoices_of_a_customer',
				arguments: { customerNumber: '1001' },
			})) as ToolResult;
			const unpaid = invoices()
				.map((invoice) => invoice.head)
				.filter((head) => head.CustomerNumber === '1001' && head.Booked === true && head.Cancelled !== true && Number(head.Balance) !== 0);
			const answered = JSON.parse(answer(result)) as Array<Record<string, unknown>>;

			expect(result.isError).toBeFalsy();
			expect(unpaid.length).toBeGreaterThan(0);
			expect(answered.map((invoice) => String(invoice.DocumentNumber)).sort()).toEqual(unpaid.map((head) => String(head.DocumentNumber)).sort());
			for (const head of unpaid) {
				expect(answered).toContainEqual(
					expect.objectContaining({
						DocumentNumber: head.DocumentNumber,
						CustomerNumber: '1001',
						Booked: true,
						Balance: head.Balance,
						Total: head.Total,
						DueDate: head.DueDate,
					}),
				);
			}
		});
	});
}
