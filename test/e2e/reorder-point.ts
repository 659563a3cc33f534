// The reorder-point example in a real n8n: activated, it polls the sandbox every minute; when desks fall
// below 5 at MAIN it orders them from their usual supplier.
import type { IDataObject } from 'n8n-workflow';

import type { SandboxPurchaseOrder } from '../../sandbox';
import { firstPollDone, outputOf, readExample, waitFor, type Execution, type RealN8n } from './harness';

const FILE = 'reorder-point.json';
/** A poll comes at the start of every minute; on a loaded machine the run may take a while after it. */
const NEXT_POLL_MS = 4 * 60 * 1000;

export function describeReorderPoint(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		const example = readExample(FILE);
		const trigger = example.nodes.find((node) => node.type.endsWith('.fortnoxWarehouseTrigger'))!;
		const demo = () => real().sandbox.tenant('demo');
		let ordersBefore: number[];
		let execution: Execution;
		let newOrders: SandboxPurchaseOrder[];

		/**
		 * Sends a request as warehouse staff would, on the demo token the workflows use too: their requests share its
		 * rate limit, so a 429 (refused before anything was done) is waited out and sent again.
		 */
		async function sendAsStaff(method: 'POST' | 'PUT', path: string, body?: IDataObject): Promise<Response> {
			const headers = { 'Access-Token': demo().accessToken, 'Client-Secret': demo().clientSecret, 'Content-Type': 'application/json' };
			for (let attempt = 1; ; attempt++) {
				const res = await fetch(`${real().sandbox.url}${path}`, { method, headers, body: body && JSON.stringify(body) });
				if (res.status !== 429 || attempt === 30) return res;
				await new Promise((resolve) => setTimeout(resolve, 1000));
			}
		}

		/** Takes `quantity` desks (1002) out of MAIN › A2 with a released manual outbound document, as warehouse staff would. */
		async function takeDesks(quantity: number) {
			const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());
			const created = await sendAsStaff('POST', '/api/warehouse/deliveries-v1/outbounddeliveries', {
				date,
				stockPointCode: 'MAIN',
				rows: [{ itemId: '1002', quantity, stockLocationCode: 'A2' }],
			});
			const { id } = (await created.json()) as { id: number };
			const released = await sendAsStaff('PUT', `/api/warehouse/deliveries-v1/outbounddeliveries/${id}/release`);
			expect([created.status, released.status]).toEqual([201, 204]);
		}

		beforeAll(async () => {
			const { api, sandbox } = real();
			ordersBefore = demo().warehouse.purchaseOrders.map((order) => order.id);
			expect(sandbox.stock('demo', '1002', 'MAIN').availableStock).toBe(8);
			const requestsBefore = sandbox.stats.requests;
			expect(await api(`/workflows/${example.id}/activate`, 'POST')).toMatchObject({ id: example.id, active: true });
			// Activation polls once at once: it only takes note that 8 desks are there. Desks taken before it
			// has read the stock would be its baseline, and nothing would fall below the level afterwards.
			await firstPollDone(sandbox, requestsBefore);
			await takeDesks(4);
			execution = await waitFor(
				'the run started by the next poll',
				async () => {
					const { data } = await api<{ data: Execution[] }>(`/executions?workflowId=${example.id}&includeData=true`);
					return data[0]?.stoppedAt ? data[0] : undefined;
				},
				NEXT_POLL_MS,
			);
			newOrders = demo().warehouse.purchaseOrders.filter((order) => !ordersBefore.includes(order.id));
		}, NEXT_POLL_MS + 2 * 60 * 1000);

		afterAll(async () => {
			await real().api(`/workflows/${example.id}/deactivate`, 'POST');
		});

		it('starts the workflow from a poll (not a manual run) with the desks that fell below 5, and their article', () => {
			expect({ mode: execution.mode, status: execution.status, error: execution.data.resultData.error?.message }).toEqual({
				mode: 'trigger',
				status: 'success',
				error: undefined,
			});
			const emitted = outputOf(execution, trigger.name).map((item) => item.json);
			expect(emitted).toEqual([
				{
					event: 'stockBelowThreshold',
					itemId: '1002',
					stockPointCode: 'MAIN',
					inStock: 4,
					availableStock: 4,
					threshold: 5,
					item: expect.objectContaining({ ArticleNumber: '1002', SupplierNumber: '202', PurchasePrice: 3450 }) as IDataObject,
				},
			]);
		});

		it('creates one purchase order to the usual supplier, for enough desks to reach twice the reorder point', () => {
			expect(newOrders).toEqual([
				expect.objectContaining({
					supplierNumber: '202',
					purchaseOrderState: 'NOT_SENT',
					head: expect.objectContaining({ internalReference: 'n8n reorder point: 1002' }),
					rows: [expect.objectContaining({ itemId: '1002', orderedQuantity: 6, price: 3450 })],
				}),
			]);
			expect(outputOf(execution, 'Order from the usual supplier').map((item) => item.json.id)).toEqual([newOrders[0].id]);
		});
	});
}
