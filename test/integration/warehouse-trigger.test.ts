import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { IDataObject, INode } from 'n8n-workflow';

import { once, startFaultProxy, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import type { ProxiedRequest } from '../harness/fault-proxy';
import { hostPoller, withPollBudgets } from '../harness/poll-host';
import type { PollOutcome } from '../harness/poll-host';
import { credentialsHelper, runNode } from '../harness/run-workflow';
import type { Credential } from '../harness/warehouse';
import { byId, purchaseOrderHeader, useWarehouseSandbox } from '../harness/warehouse';

const TODAY = '2026-11-20';
const TRIGGER = 'fortnoxWarehouseTrigger';
const ALL_EVENTS = [
	'purchaseOrderCreated',
	'purchaseOrderStateChanged',
	'incomingGoodsRegistered',
	'incomingGoodsReleased',
	'productionOrderCreated',
	'productionOrderReleased',
	'stockTakingReleased',
	'stockBelowThreshold',
];
/** The five lists one poll of every event reads, in the order it reads them. */
const ONE_POLL = [
	'GET /api/warehouse/purchaseorders-v1',
	'GET /api/warehouse/incominggoods-v1',
	'GET /api/warehouse/productionorders-v1',
	'GET /api/warehouse/stocktaking-v1',
	'GET /api/warehouse/status-v1/stockbalance',
];

const { sandbox, warehouseRequests, company: tenant, ok } = useWarehouseSandbox();

const company = () => tenant(TODAY);
const proxy = useFaultProxy(() => sandbox().url);

/** Runs one operation of the Fortnox Warehouse node: the changes the trigger should notice. */
const change = async (credential: Credential, resource: string, parameters: IDataObject): Promise<IDataObject> => (await ok(credential, resource, parameters))[0];

const createPurchaseOrder = async (credential: Credential) =>
	await change(credential, 'purchaseOrder', {
		operation: 'create',
		supplier: byId('202'),
		...purchaseOrderHeader(TODAY),
		rows: { row: [{ itemId: '1001', orderedQuantity: 3, price: 1890, stockPoint: 'MAIN', stockLocation: 'A1' }] },
	});

/** Moves `quantity` of an item off or onto a shelf of MAIN with a released manual document. */
async function moveStock(credential: Credential, direction: 'out' | 'in', itemId: string, quantity: number, stockLocation = 'A1') {
	const resource = direction === 'out' ? 'manualOutboundDocument' : 'manualInboundDocument';
	const document = await change(credential, resource, {
		operation: 'create',
		date: TODAY,
		...(direction === 'in' ? { currency: 'SEK', currencyRate: 1 } : {}),
		rows: { row: [{ itemId, quantity, stockPoint: 'MAIN', stockLocation }] },
	});
	await change(credential, resource, { operation: 'release', id: byId(document.id as number) });
}

/** The emitted items as "event id" (or "event itemId" for stock), for comparing whole polls. */
const summary = (outcome: PollOutcome) => {
	expect(outcome.error).toBeUndefined();
	return (outcome.emitted ?? []).map(({ json }) => `${String(json.event)} ${String(json.event === 'stockBelowThreshold' ? json.itemId : json.id)}`);
};

const requestLines = () => warehouseRequests().map((request) => `${request.method} ${request.path}`);

describe('Fortnox Warehouse Trigger', () => {
	it('emits nothing on the first poll, then every change exactly once over three polls and a restart, five requests a poll', async () => {
		const { tenantId, credential } = company();
		const warehouse = () => sandbox().tenant(tenantId).warehouse;
		const trigger = hostPoller({
			type: TRIGGER,
			credential,
			parameters: { events: ALL_EVENTS, stockPointCode: 'MAIN', watch: 'allItems', threshold: 10 },
		});

		// Poll 1 checks that the stock point exists, then takes note: 1002 (8 at MAIN), 1005, 2001 and 2002 (none) are below 10 already.
		sandbox().clearRequests();
		expect(summary(await trigger.poll())).toEqual([]);
		expect(requestLines()).toEqual(['GET /api/warehouse/stockpoints-v1', ...ONE_POLL]);
		expect(warehouseRequests()[0].query).toEqual({ q: 'MAIN', state: 'ALL' });
		expect(warehouseRequests()[1].query).toEqual({ state: 'ALL' });
		expect(warehouseRequests()[5].query).toEqual({ stockPointCodes: 'MAIN' });
		expect(trigger.saved().stock).toEqual({ scope: 'MAIN|10', below: ['1002', '1005', '2001', '2002'] });

		// Between polls 1 and 2: a new order; goods for all of the seeded unsent order (10 × 1003, 100 × 1004) arrive
		// and are released, so that order is RECEIVED; then 1003 (25 at MAIN now) drops to 5.
		const seededNotSent = warehouse().purchaseOrders.find((order) => order.supplierNumber === '201')!.id;
		const created = await createPurchaseOrder(credential);
		const goods = await change(credential, 'incomingGoods', { operation: 'create', deliveryNoteId: 'FS-77', rowsInput: 'purchaseOrder', purchaseOrder: byId(seededNotSent) });
		await change(credential, 'incomingGoods', { operation: 'release', id: byId(goods.id as number) });
		await moveStock(credential, 'out', '1003', 20);

		sandbox().clearRequests();
		expect(summary(await trigger.poll())).toEqual([
			`purchaseOrderStateChanged ${seededNotSent}`,
			`purchaseOrderCreated ${String(created.id)}`,
			// Registered and released since the last poll: released only, never "registered" goods that are released already.
			`incomingGoodsReleased ${String(goods.id)}`,
			'stockBelowThreshold 1003',
		]);
		expect(requestLines()).toEqual(ONE_POLL);

		// n8n restarts: the next poll starts from what it saved.
		trigger.restart();

		// Between polls 2 and 3: the new order is voided, a production order is made and released,
		// a stock taking is released, and 1003 is refilled to 15.
		await change(credential, 'purchaseOrder', { operation: 'void', id: byId(created.id as number) });
		const production = await change(credential, 'productionOrder', {
			operation: 'create',
			itemId: '2002',
			quantity: 1,
			startDate: TODAY,
			productionState: 'reserved',
			outboundStockPointId: warehouse().stockPoints[0].id,
			inboundStockPointId: warehouse().stockPoints[0].id,
			inboundStockLocationId: warehouse().stockPoints[0].stockLocations[0].id,
			additionalFields: { productionDate: TODAY },
		});
		await change(credential, 'productionOrder', { operation: 'release', id: byId(production.id as number) });
		const counting = await change(credential, 'stockTaking', { operation: 'create', name: 'Quick count', responsible: 'Anna' });
		await change(credential, 'stockTaking', { operation: 'update', id: byId(counting.id as number), updateFields: { state: 'started', date: TODAY } });
		await change(credential, 'stockTaking', { operation: 'release', id: byId(counting.id as number) });
		await moveStock(credential, 'in', '1003', 10);

		sandbox().clearRequests();
		const third = await trigger.poll();
		expect(summary(third)).toEqual([
			`purchaseOrderStateChanged ${String(created.id)}`,
			`productionOrderReleased ${String(production.id)}`,
			`stockTakingReleased ${String(counting.id)}`,
		]);
		expect(third.emitted?.[0].json).toMatchObject({ id: created.id, previousState: 'NOT_SENT', purchaseOrderState: 'VOIDED', supplierNumber: '202' });
		expect(requestLines()).toEqual(ONE_POLL);

		// Nothing changed: nothing again. Then 1003 falls once more, and is reported once more.
		expect(summary(await trigger.poll())).toEqual([]);
		await moveStock(credential, 'out', '1003', 6);
		expect(summary(await trigger.poll())).toEqual(['stockBelowThreshold 1003']);
		expect(summary(await trigger.poll())).toEqual([]);
		// Only the open documents are remembered: voided orders and released documents are forgotten.
		expect(trigger.saved().documents).toEqual({
			purchaseOrders: { maxId: created.id, open: { [String(seededNotSent)]: 'RECEIVED', [String(seededNotSent + 1)]: 'SENT' } },
			incomingGoods: { maxId: goods.id, open: {} },
			productionOrders: { maxId: production.id, open: {} },
			stockTakings: { maxId: counting.id, open: {} },
		});
	});

	it('a failing poll throws a clear error, moves no cursor, and the next poll emits what it missed', async () => {
		const { tenantId, credential } = company();
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['purchaseOrderCreated', 'stockBelowThreshold'], stockPointCode: 'MAIN', threshold: 10 } });
		expect(summary(await trigger.poll())).toEqual([]);
		const before = trigger.saved();
		const created = await createPurchaseOrder(credential);
		await moveStock(credential, 'out', '1001', 15);

		sandbox().setWarehouseEnabled(tenantId, false);
		const failed = await trigger.poll();
		expect(failed.error?.message).toMatch(/^Fortnox refused GET \/api\/warehouse\/purchaseorders-v1: the company has no licence for the Lager module/);
		expect(failed.error?.description).toMatch(/Nothing was marked as seen: the next poll that succeeds reports what this one missed\.$/);
		expect(trigger.saved()).toEqual(before);

		// The same after a restart: what n8n saved is all there is.
		trigger.restart();
		sandbox().setWarehouseEnabled(tenantId, true);
		expect(summary(await trigger.poll())).toEqual([`purchaseOrderCreated ${String(created.id)}`, 'stockBelowThreshold 1001']);
		expect(summary(await trigger.poll())).toEqual([]);
	});

	it('a poll that fails half-way (Fortnox answers 500 for the stock balance) moves no cursor either', async () => {
		const { tenantId, credential } = company();
		// Answers paths starting with `failing` with a 500 in the warehouse's shape (Retry-After 0: the transport's retries come at once).
		let failing: string | undefined;
		const proxy = await startFaultProxy(sandbox().url, (request) =>
			failing && request.path.startsWith(failing)
				? { kind: 'answer', status: 500, headers: { 'Retry-After': '0' }, body: JSON.stringify({ error: 'internal_error', id: 'fault-proxy', message: 'Something went wrong on our side.' }) }
				: { kind: 'pass' },
		);
		const failed500 = () => proxy.log.filter((request) => request.fault === 'answer').length;
		const { accessToken, clientSecret } = sandbox().tenant(tenantId);
		const pollCredential = { id: `proxy-${tenantId}`, type: 'fortnoxApi' as const };
		credentialsHelper.set(pollCredential.id, { accessToken, clientSecret, baseUrl: proxy.url });
		try {
			const trigger = hostPoller({
				type: TRIGGER,
				credential: pollCredential,
				parameters: {
					events: ['purchaseOrderCreated', 'stockBelowThreshold'],
					stockPointCode: 'MAIN',
					watch: 'someItems',
					itemIds: ['1001', '1003'],
					threshold: 10,
					options: { includeItem: true },
				},
			});
			expect(summary(await trigger.poll())).toEqual([]);
			const created = await createPurchaseOrder(credential);
			await moveStock(credential, 'out', '1003', 10);

			// The purchase order list is read; the stock balance is not (the transport tries it five times).
			failing = '/api/warehouse/status-v1/stockbalance';
			sandbox().clearRequests();
			const failed = await trigger.poll();
			expect(failed.error?.message).toBeDefined();
			expect(failed.error?.description).toMatch(/the next poll that succeeds reports what this one missed/);
			expect([requestLines(), failed500()]).toEqual([['GET /api/warehouse/purchaseorders-v1'], 5]);

			// The article behind the stock event fails next: the new order, seen and not emitted, is not lost either.
			failing = '/3/articles/';
			expect((await trigger.poll()).error).toBeDefined();

			failing = undefined;
			const recovered = await trigger.poll();
			expect(summary(recovered)).toEqual([`purchaseOrderCreated ${String(created.id)}`, 'stockBelowThreshold 1003']);
			expect(recovered.emitted?.[1].json).toEqual({
				event: 'stockBelowThreshold',
				itemId: '1003',
				stockPointCode: 'MAIN',
				inStock: 5,
				availableStock: 5,
				threshold: 10,
				item: expect.objectContaining({ ArticleNumber: '1003', SupplierNumber: '201', StockWarning: 4, PurchasePrice: 249 }),
			});
			expect(summary(await trigger.poll())).toEqual([]);
		} finally {
			await proxy.close();
		}
	});

	describe('a list that changes while the trigger reads it page by page', () => {
		/** Puts `count` stock takings in planning straight into the company's warehouse: more than the sandbox's page of 100. */
		function seedStockTakings(tenantId: string, count: number): number[] {
			const warehouse = sandbox().tenant(tenantId).warehouse;
			return Array.from({ length: count }, (_, k) => {
				const id = warehouse.nextStockTakingId++;
				const { stockTakingUsesStockPoints: usingStockPoints } = warehouse.settings;
				warehouse.stockTakings.push({ id, name: `Count ${k + 1}`, responsible: 'Anna', state: 'planning', date: null, usingStockPoints, rows: [], releasePosting: null });
				return id;
			});
		}
		const isLaterPage = (request: ProxiedRequest) => request.path === '/api/warehouse/stocktaking-v1' && request.query.has('offset');
		const deleteStockTaking = async (credential: Credential, id: number) => {
			await change(credential, 'stockTaking', { operation: 'delete', id: byId(id) });
		};

		it('a stock taking deleted between two pages shifts no other one out of the read: a later release is still emitted, once', async () => {
			const { tenantId, credential } = company();
			throughProxy(credential, proxy());
			const ids = seedStockTakings(tenantId, 105);
			const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['stockTakingReleased'] } });
			expect(summary(await trigger.poll())).toEqual([]);

			// Just before page 2 is read, the third stock taking is deleted: the 101st moves up onto page 1.
			proxy().setRule(once(isLaterPage, { kind: 'before', action: async () => await deleteStockTaking(credential, ids[2]) }));
			expect(summary(await trigger.poll())).toEqual([]);
			expect(sandbox().tenant(tenantId).warehouse.stockTakings).toHaveLength(104);

			const shifted = ids[100];
			await change(credential, 'stockTaking', { operation: 'update', id: byId(shifted), updateFields: { state: 'started', date: TODAY } });
			await change(credential, 'stockTaking', { operation: 'release', id: byId(shifted) });
			expect(summary(await trigger.poll())).toEqual([`stockTakingReleased ${shifted}`]);
			expect(summary(await trigger.poll())).toEqual([]);
		});

		it('a list that never holds still fails the poll clearly and moves no cursor; the next poll reports what it missed', async () => {
			const { tenantId, credential } = company();
			throughProxy(credential, proxy());
			const ids = seedStockTakings(tenantId, 110);
			const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['stockTakingReleased'] } });
			expect(summary(await trigger.poll())).toEqual([]);
			const before = trigger.saved();
			await change(credential, 'stockTaking', { operation: 'update', id: byId(ids[104]), updateFields: { state: 'started', date: TODAY } });
			await change(credential, 'stockTaking', { operation: 'release', id: byId(ids[104]) });

			// Before every later page, one more stock taking in front of it is deleted.
			const doomed = ids.slice(0, 3);
			proxy().setRule((request) => (isLaterPage(request) && doomed.length ? { kind: 'before', action: async () => await deleteStockTaking(credential, doomed.shift()!) } : { kind: 'pass' }));
			const failed = await trigger.poll();
			expect(failed.error?.message).toBe(
				'GET /api/warehouse/stocktaking-v1 kept changing while it was read: records were added or removed between its pages in 3 reads in a row, so Return All failed instead of returning a list with records missing or twice',
			);
			expect(failed.error?.description).toMatch(/Nothing was marked as seen: the next poll that succeeds reports what this one missed\.$/);
			expect(trigger.saved()).toEqual(before);

			expect(summary(await trigger.poll())).toEqual([`stockTakingReleased ${ids[104]}`]);
		});
	});

	it('a tick that finds the previous poll still running returns at once: the running poll’s events are emitted once', async () => {
		const { credential } = company();
		throughProxy(credential, proxy());
		const trigger = hostPoller({
			type: TRIGGER,
			credential,
			parameters: { events: ['stockBelowThreshold'], stockPointCode: 'MAIN', threshold: 10, options: { includeItem: true } },
		});
		expect(summary(await trigger.poll())).toEqual([]);
		// 1003: 15 at MAIN, 5 after this.
		await moveStock(credential, 'out', '1003', 10);

		// n8n's next tick comes while the poll fetches the article of the item that fell (that GET waits until the tick is over).
		let second: PollOutcome | undefined;
		proxy().setRule(
			once((request) => request.path === '/3/articles/1003', {
				kind: 'before',
				action: async () => {
					second = await trigger.poll();
				},
			}),
		);
		const first = await trigger.poll();
		expect({ second: summary(second!), first: summary(first) }).toEqual({ second: [], first: ['stockBelowThreshold 1003'] });
		expect(second).toEqual({ emitted: null });
		expect(summary(await trigger.poll())).toEqual([]);
	});

	withPollBudgets('fetches the articles of Include Item Details only while the poll budget lasts: the items left are reported by the next polls, each once', async () => {
		const { tenantId, credential } = company();
		// A budget far shorter than one request: each poll fetches one article, as it always does, and no more.
		const trigger = hostPoller(
			{ type: TRIGGER, credential, parameters: { events: ['stockBelowThreshold'], stockPointCode: 'MAIN', threshold: 10, options: { includeItem: true } } },
			{ budgetMs: 1 },
		);
		expect(summary(await trigger.poll())).toEqual([]);
		// Five new items, none in stock: below the threshold at the next poll.
		const added = ['3001', '3002', '3003', '3004', '3005'];
		for (const itemId of added) sandbox().addItem(tenantId, { itemId, description: `Hylla ${itemId}` });

		const polls: PollOutcome[] = [];
		while (polls.flatMap(summary).length < added.length && polls.length < 20) polls.push(await trigger.poll());
		expect(polls.length).toBeGreaterThan(1);
		expect(polls.flatMap(summary).sort()).toEqual(added.map((itemId) => `stockBelowThreshold ${itemId}`));
		expect(polls.flatMap((poll) => poll.emitted ?? []).map(({ json }) => (json.item as IDataObject).ArticleNumber).sort()).toEqual(added);
		expect(summary(await trigger.poll())).toEqual([]);
	});

	it('with Emit on First Poll, the first poll reports what already matches', async () => {
		const { credential } = company();
		const trigger = hostPoller({
			type: TRIGGER,
			credential,
			parameters: { events: ['purchaseOrderCreated', 'stockBelowThreshold'], stockPointCode: 'main', threshold: 10, options: { emitOnFirstPoll: true } },
		});
		const first = summary(await trigger.poll());
		expect(first.filter((line) => line.startsWith('purchaseOrderCreated'))).toHaveLength(2);
		expect(first.filter((line) => line.startsWith('stockBelowThreshold'))).toEqual(['1002', '1005', '2001', '2002'].map((id) => `stockBelowThreshold ${id}`));
		expect(summary(await trigger.poll())).toEqual([]);
	});

	it('a changed threshold starts afresh; a list no longer watched forgets its cursor and starts afresh when watched again', async () => {
		const { credential } = company();
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['purchaseOrderCreated', 'stockBelowThreshold'], stockPointCode: 'MAIN', threshold: 10 } });
		await trigger.poll();
		expect(Object.keys(trigger.saved().documents as IDataObject)).toEqual(['purchaseOrders']);

		// A higher level: 1003 (15) is below it now, but this is the first poll of the new level.
		trigger.reconfigure({ events: ['stockBelowThreshold'], threshold: 16 });
		expect(summary(await trigger.poll())).toEqual([]);
		expect(trigger.saved()).toEqual({ company: expect.any(String), documents: {}, stock: { scope: 'MAIN|16', below: ['1002', '1003', '1005', '2001', '2002'] } });

		// Orders created while nobody watched them are not reported when they are watched again.
		await createPurchaseOrder(credential);
		trigger.reconfigure({ events: ['purchaseOrderCreated', 'stockBelowThreshold'] });
		expect(summary(await trigger.poll())).toEqual([]);
		const created = await createPurchaseOrder(credential);
		expect(summary(await trigger.poll())).toEqual([`purchaseOrderCreated ${String(created.id)}`]);
	});

	it("its credential now another company's: it starts afresh there, as on activation, and does not fire that company's orders as new", async () => {
		const first = company();
		const trigger = hostPoller({ type: TRIGGER, credential: first.credential, parameters: { events: ['purchaseOrderCreated'] } });
		expect(summary(await trigger.poll())).toEqual([]);

		// Another company, with orders of its own made before the switch, under higher numbers than the first company's.
		const second = company();
		await createPurchaseOrder(second.credential);
		await createPurchaseOrder(second.credential);
		credentialsHelper.set(first.credential.id, credentialsHelper.stored.get(second.credential.id)!);
		expect(summary(await trigger.poll())).toEqual([]);

		const created = await createPurchaseOrder(second.credential);
		expect(summary(await trigger.poll())).toEqual([`purchaseOrderCreated ${String(created.id)}`]);
	});

	it('answers a manual test ("Fetch Test Event") with the latest event of each chosen kind and the items below now', async () => {
		const { tenantId, credential } = company();
		const orders = sandbox().tenant(tenantId).warehouse.purchaseOrders;
		sandbox().clearRequests();
		const result = await runNode({
			type: TRIGGER,
			credential,
			parameters: { events: ['purchaseOrderCreated', 'incomingGoodsReleased', 'stockBelowThreshold'], stockPointCode: 'MAIN', watch: 'someItems', itemIds: '1002, 1001', threshold: 10 },
		});
		expect(result.error()).toBeUndefined();
		expect(result.items.map(({ json }) => json)).toEqual([
			expect.objectContaining({ event: 'purchaseOrderCreated', id: Math.max(...orders.map((order) => order.id)) }),
			{ event: 'stockBelowThreshold', itemId: '1002', stockPointCode: 'MAIN', inStock: 8, availableStock: 8, threshold: 10 },
		]);
		expect(warehouseRequests().find((request) => request.path.endsWith('stockbalance'))?.query).toEqual({ stockPointCodes: 'MAIN', itemIds: '1002,1001' });
	});

	it('refuses settings it cannot poll with before sending anything', async () => {
		const { credential } = company();
		const cases: Array<[IDataObject, RegExp]> = [
			[{ events: [] }, /^Events are empty: choose at least one event$/],
			[{ events: ['stockBelowThreshold'], stockPointCode: '' }, /^Stock Point is missing: it is required for Stock Below Threshold$/],
			[{ events: ['stockBelowThreshold'], stockPointCode: 'MAIN', watch: 'someItems', itemIds: [] }, /^Items are empty: choose at least one item, or watch all items$/],
			[{ events: ['stockBelowThreshold'], stockPointCode: 'MAIN-WAREHOUSE' }, /^Stock Point is 14 characters long: a stock point code has 1 to 10 characters$/],
		];
		for (const [parameters, message] of cases) {
			sandbox().clearRequests();
			const failed = await hostPoller({ type: TRIGGER, credential, parameters }).poll();
			expect(failed.error?.message).toMatch(message);
			expect(warehouseRequests()).toEqual([]);
		}
	});

	it('refuses a Threshold, Stock Point or Items it cannot watch, on activation and in the manual test, before reading any list', async () => {
		const { credential } = await company();
		const stockEvent = (parameters: IDataObject) => ({ events: ['stockBelowThreshold'], stockPointCode: 'MAIN', threshold: 5, ...parameters });
		for (const [parameters, message] of [
			[{ threshold: -5 }, 'Threshold is -5: it must be a stock level from 0 to 1,000,000,000, e.g. 5'],
			[{ threshold: 1e308 }, 'Threshold is 1e+308: it must be a stock level from 0 to 1,000,000,000, e.g. 5'],
			[{ threshold: '' }, 'Threshold is "": it must be a stock level from 0 to 1,000,000,000, e.g. 5'],
			[{ stockPointCode: 'NOPE' }, 'Stock Point "NOPE" is no stock point of this company: choose one from the list'],
			[{ watch: 'someItems', itemIds: ['1001', '9999'] }, 'Items include "9999", which is no article of this company: choose the items from the list'],
		] as Array<[IDataObject, string]>) {
			sandbox().clearRequests();
			const activation = await hostPoller({ type: TRIGGER, credential, parameters: stockEvent(parameters) }).poll();
			expect(activation.error?.message).toBe(message);
			const manual = await runNode({ type: TRIGGER, credential, parameters: stockEvent(parameters) });
			expect(manual.error()?.message).toBe(message);
			// No list of events was read: at most the look-ups of the stock point and the items.
			expect(warehouseRequests().filter((request) => request.path !== '/api/warehouse/stockpoints-v1').map((request) => request.path)).toEqual([]);
		}
	});
});

describe('examples/reorder-point.json through n8n-core', () => {
	const example = JSON.parse(readFileSync(join(__dirname, '../../examples/reorder-point.json'), 'utf8')) as { nodes: INode[] };
	const node = (type: string) => example.nodes.find((candidate) => candidate.type.endsWith(`.${type}`))!;

	it('orders desks from their usual supplier once they fall below 5 at MAIN, once', async () => {
		const { tenantId, credential } = company();
		const orders = () => sandbox().tenant(tenantId).warehouse.purchaseOrders;
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: node(TRIGGER).parameters as IDataObject });
		expect(summary(await trigger.poll())).toEqual([]);
		await moveStock(credential, 'out', '1002', 4, 'A2');

		const emitted = await trigger.poll();
		expect(summary(emitted)).toEqual(['stockBelowThreshold 1002']);
		const before = orders().length;
		const ordered = await runNode({ type: 'fortnoxWarehouse', credential, parameters: node('fortnoxWarehouse').parameters as IDataObject }, emitted.emitted!);
		expect(ordered.error()).toBeUndefined();
		expect(orders().slice(before)).toEqual([
			expect.objectContaining({
				supplierNumber: '202',
				purchaseOrderState: 'NOT_SENT',
				head: expect.objectContaining({ internalReference: 'n8n reorder point: 1002' }),
				rows: [expect.objectContaining({ itemId: '1002', orderedQuantity: 6, price: 3450 })],
			}),
		]);
		expect(summary(await trigger.poll())).toEqual([]);
	});
});
