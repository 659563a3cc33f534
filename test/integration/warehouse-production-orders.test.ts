import type { IDataObject } from 'n8n-workflow';

import type { Credential, NodeError, RunOptions } from '../harness/warehouse';
import { byId, useWarehouseSandbox } from '../harness/warehouse';

const TODAY = '2026-11-20';
const PATH = '/api/warehouse/productionorders-v1';

const { sandbox, warehouseRequests, writes, company: tenant, run: runResource } = useWarehouseSandbox();

/** A company with today fixed; `places`: package items from MAIN, the produced item onto MAIN › A1. */
function company() {
	const found = tenant(TODAY);
	const places = { outboundStockPointId: found.point('MAIN').id, inboundStockPointId: found.point('MAIN').id, inboundStockLocationId: found.location('MAIN', 'A1') };
	return { ...found, places };
}

const run = (credential: Credential, parameters: IDataObject, options?: RunOptions) => runResource(credential, 'productionOrder', parameters, options);

/** Creates a production order through the node; returns it as Fortnox answered. */
async function create(credential: Credential, parameters: IDataObject): Promise<IDataObject> {
	const created = await run(credential, { operation: 'create', startDate: TODAY, productionState: 'reserved', ...parameters });
	expect(created.error()).toBeUndefined();
	return created.items[0].json;
}

const stored = (tenantId: string, id: unknown) => sandbox().tenant(tenantId).warehouse.productionOrders.find((order) => order.id === id);

describe('Fortnox Warehouse node: production orders', () => {
	it('creates a reserved order: its package items are reserved at the outbound stock point (available falls, in stock stays)', async () => {
		const { tenantId, credential, places } = company();
		sandbox().clearRequests();
		const order = await create(credential, {
			itemId: '2001',
			quantity: 2,
			startDate: `${TODAY}T08:00:00.000+01:00`,
			...places,
			additionalFields: { batch: 'K-1', costCenterCode: 'PROD', projectId: '7', note: 'Two desks for the new office' },
		});
		expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: PATH })]);
		// Both stock points were given: no need to look at the company's stock points.
		expect(warehouseRequests()).toHaveLength(1);
		expect(writes()[0].body).toEqual({
			itemId: '2001',
			quantity: 2,
			startDate: TODAY,
			productionState: 'reserved',
			...places,
			batch: 'K-1',
			costCenterCode: 'PROD',
			projectId: '7',
			note: 'Two desks for the new office',
		});
		expect(order).toMatchObject({
			itemId: '2001',
			itemDescription: 'Kontorsplats komplett',
			quantity: 2,
			productionState: 'reserved',
			packageItems: [
				expect.objectContaining({ itemId: '1001', quantityRequired: 1, totalQuantityRequired: 2, quantityReserved: 2 }),
				expect.objectContaining({ itemId: '1002', quantityRequired: 1, totalQuantityRequired: 2, quantityReserved: 2 }),
				expect.objectContaining({ itemId: '1003', quantityRequired: 1, totalQuantityRequired: 2, quantityReserved: 2 }),
			],
		});
		expect(order.documentState).toBeUndefined();
		expect(sandbox().stock(tenantId, '1001', 'MAIN')).toEqual({ inStock: 20, availableStock: 18 });
		expect(sandbox().stock(tenantId, '1002', 'MAIN')).toEqual({ inStock: 8, availableStock: 6 });
		expect(sandbox().stock(tenantId, '1003', 'MAIN')).toEqual({ inStock: 15, availableStock: 13 });

		const got = await run(credential, { operation: 'get', id: byId(order.id as number) });
		expect(got.error()).toBeUndefined();
		expect(got.items[0].json).toEqual(order);
	});

	it('a registered order reserves nothing, and cannot be released until its package items are reserved', async () => {
		const { tenantId, credential, places } = company();
		const order = await create(credential, {
			itemId: '2002',
			quantity: 3,
			productionState: 'registered',
			...places,
			additionalFields: { productionDate: TODAY },
		});
		expect(order.packageItems).toEqual([expect.objectContaining({ itemId: '1004', totalQuantityRequired: 30, quantityReserved: 0 })]);
		expect(sandbox().stock(tenantId, '1004', 'MAIN')).toEqual({ inStock: 200, availableStock: 200 });

		const refused = await run(credential, { operation: 'release', id: byId(order.id as number) });
		const error = refused.error('Fortnox') as NodeError;
		expect(error.message).toMatch(/^Not all package items of the production order are reserved: for at least one, less is reserved than the production needs/);
		expect(error.context?.code).toBe('DOCUMENT_NOT_FULLY_RESERVED');
		expect(error.description).toContain('Fortnox error code DOCUMENT_NOT_FULLY_RESERVED');
		expect(error.httpCode).toBe('400');

		// Update to reserved: the order is read, merged and written back whole.
		sandbox().clearRequests();
		const updated = await run(credential, { operation: 'update', id: byId(order.id as number), updateFields: { productionState: 'reserved' } });
		expect(updated.error()).toBeUndefined();
		expect(warehouseRequests().map((request) => request.method)).toEqual(['GET', 'PUT']);
		expect(warehouseRequests()[1].body).toEqual({
			itemId: '2002',
			quantity: 3,
			startDate: TODAY,
			productionState: 'reserved',
			productionDate: TODAY,
			...places,
			packageItems: [{ itemId: '1004', itemDescription: 'Pärm A4', itemUnit: 'st', quantityRequired: 10, quantityReserved: 0, totalQuantityRequired: 30 }],
		});
		expect(updated.items[0].json.packageItems).toEqual([expect.objectContaining({ quantityReserved: 30 })]);
		expect(sandbox().stock(tenantId, '1004', 'MAIN')).toEqual({ inStock: 200, availableStock: 170 });
	});

	it('refuses a release with no production date, then one dated after today, in plain words with the codes', async () => {
		const { tenantId, credential, places } = company();
		const order = await create(credential, { itemId: '2001', quantity: 1, ...places });
		const id = order.id as number;

		const undated = (await run(credential, { operation: 'release', id: byId(id) })).error('Fortnox') as NodeError;
		expect(undated.message).toBe(
			'The production order has no production date, and Fortnox releases it only once it has one. Set Production Date (Update) to the day the goods were produced, today or earlier, and release again',
		);
		expect(undated.context?.code).toBe('PRODUCTION_DATE_IS_EMPTY');
		expect(undated.description).toContain('Fortnox said:');

		expect((await run(credential, { operation: 'update', id: byId(id), updateFields: { productionDate: '2026-11-27' } })).error()).toBeUndefined();
		const early = (await run(credential, { operation: 'release', id: byId(id) })).error('Fortnox') as NodeError;
		expect(early.message).toMatch(/^The production date is in the future\. Fortnox releases a production order only on or after its production date/);
		expect(early.context?.code).toBe('CANNOT_RELEASE_AFTER_CURRENT_DATE');
		expect(stored(tenantId, id)).toMatchObject({ released: false });
		expect(sandbox().stock(tenantId, '2001', 'MAIN')).toEqual({ inStock: 0, availableStock: 0 });
	});

	it('releases: package items leave the outbound stock point, the produced item comes in at the inbound place; a second release is refused', async () => {
		const { tenantId, credential, point, location } = company();
		// Package items from MAIN, the produced desks to the shop.
		const places = { outboundStockPointId: point('MAIN').id, inboundStockPointId: point('STORE').id, inboundStockLocationId: location('STORE', 'B1') };
		const order = await create(credential, { itemId: '2001', quantity: 3, ...places, additionalFields: { productionDate: '2026-11-19' } });
		const id = order.id as number;

		sandbox().clearRequests();
		const released = await run(credential, { operation: 'release', id: byId(id) });
		expect(released.error()).toBeUndefined();
		expect(warehouseRequests().map((request) => `${request.method} ${request.path}`)).toEqual([`PUT ${PATH}/release/${id}`, `GET ${PATH}/${id}`]);
		expect(released.items[0].json).toMatchObject({ id, documentState: 'completed', productionDate: '2026-11-19' });
		expect(sandbox().stock(tenantId, '1001', 'MAIN')).toEqual({ inStock: 17, availableStock: 17 });
		expect(sandbox().stock(tenantId, '1002', 'MAIN')).toEqual({ inStock: 5, availableStock: 5 });
		expect(sandbox().stock(tenantId, '1003', 'MAIN')).toEqual({ inStock: 12, availableStock: 12 });
		expect(sandbox().stock(tenantId, '2001', 'STORE', 'B1')).toEqual({ inStock: 3, availableStock: 3 });

		const again = (await run(credential, { operation: 'release', id: byId(id) })).error('Fortnox') as NodeError;
		expect(again.message).toBe('The document is already released and locked: it cannot be released again or changed. Only its note can still change (Update Note)');
		expect(again.context?.code).toBe('DOCUMENT_IS_RELEASED');
		expect(sandbox().stock(tenantId, '2001', 'STORE', 'B1').inStock).toBe(3);
	});

	it('refuses to update a released order before writing, while Update Note still works on it', async () => {
		const { tenantId, credential, places } = company();
		const order = await create(credential, { itemId: '2002', quantity: 1, ...places, additionalFields: { productionDate: TODAY, note: 'Packed' } });
		const id = order.id as number;
		expect((await run(credential, { operation: 'release', id: byId(id) })).error()).toBeUndefined();

		sandbox().clearRequests();
		const refused = (await run(credential, { operation: 'update', id: byId(id), updateFields: { quantity: 5 } })).error('Fortnox') as NodeError;
		expect(refused.message).toBe(
			`Production Order ${id} is released (completed) and locked: only an order not yet released can be updated; its note can still change with Update Note`,
		);
		expect(warehouseRequests().map((request) => request.method)).toEqual(['GET']);

		const noted = await run(credential, { operation: 'updateNote', id: byId(id), note: 'Shelved in A1' });
		expect(noted.error()).toBeUndefined();
		expect(writes()).toEqual([expect.objectContaining({ method: 'PATCH', path: `${PATH}/${id}`, body: { note: 'Shelved in A1' } })]);
		expect(noted.items[0].json).toMatchObject({ id, documentState: 'completed', note: 'Shelved in A1' });
		expect(stored(tenantId, id)?.note).toBe('Shelved in A1');
	});

	it('refuses to void a released order whose produced item was taken out since; Force voids it and stock goes negative', async () => {
		const { tenantId, credential, places } = company();
		const order = await create(credential, { itemId: '2002', quantity: 2, ...places, additionalFields: { productionDate: TODAY } });
		const id = order.id as number;
		expect((await run(credential, { operation: 'release', id: byId(id) })).error()).toBeUndefined();
		expect(sandbox().stock(tenantId, '2002', 'MAIN', 'A1').inStock).toBe(2);
		expect(sandbox().stock(tenantId, '1004', 'MAIN').inStock).toBe(180);
		const shipped = await runResource(credential, 'manualOutboundDocument', {
			operation: 'create',
			date: TODAY,
			rows: { row: [{ itemId: '2002', quantity: 2, stockPoint: 'MAIN', stockLocation: 'A1' }] },
		});
		const shipment = shipped.items[0].json.id as number;
		expect((await runResource(credential, 'manualOutboundDocument', { operation: 'release', id: byId(shipment) })).error()).toBeUndefined();

		const refused = (await run(credential, { operation: 'void', id: byId(id) })).error('Fortnox') as NodeError;
		expect(refused.context?.code).toBe('void_linked_outbound');
		expect(refused.message).toMatch(/Turn on Force to void it anyway: stock may then become negative/);
		expect(stored(tenantId, id)).toMatchObject({ voided: false });

		sandbox().clearRequests();
		const forced = await run(credential, { operation: 'void', id: byId(id), force: true });
		expect(forced.error()).toBeUndefined();
		expect(warehouseRequests()[0]).toMatchObject({ method: 'PUT', path: `${PATH}/void/${id}`, query: { force: 'true' } });
		expect(forced.items[0].json).toMatchObject({ id, documentState: 'voided' });
		expect(sandbox().stock(tenantId, '2002', 'MAIN', 'A1').inStock).toBe(-2);
		expect(sandbox().stock(tenantId, '1004', 'MAIN').inStock).toBe(200);
	});

	it('voids an open order (its reservations end) and then refuses to release it', async () => {
		const { tenantId, credential, places } = company();
		const order = await create(credential, { itemId: '2001', quantity: 4, ...places, additionalFields: { productionDate: TODAY } });
		const id = order.id as number;
		expect(sandbox().stock(tenantId, '1001', 'MAIN').availableStock).toBe(16);

		sandbox().clearRequests();
		const voided = await run(credential, { operation: 'void', id: byId(id) });
		expect(voided.error()).toBeUndefined();
		// Force is sent only when turned on.
		expect(warehouseRequests()[0].query).toEqual({});
		expect(voided.items[0].json.documentState).toBe('voided');
		expect(sandbox().stock(tenantId, '1001', 'MAIN').availableStock).toBe(20);

		const release = (await run(credential, { operation: 'release', id: byId(id) })).error('Fortnox') as NodeError;
		expect(release.message).toBe('The document is voided: it can no longer be released or changed');
		expect(release.context?.code).toBe('DOCUMENT_IS_VOIDED');
	});

	it('updates the quantity: fields left alone stay, the reservation follows', async () => {
		const { tenantId, credential, places } = company();
		const order = await create(credential, { itemId: '2001', quantity: 1, ...places, additionalFields: { batch: 'B-2', note: 'Keep me' } });
		const updated = await run(credential, { operation: 'update', id: byId(order.id as number), updateFields: { quantity: 5, startDate: '2026-11-23' } });
		expect(updated.error()).toBeUndefined();
		expect(updated.items[0].json).toMatchObject({ quantity: 5, startDate: '2026-11-23', batch: 'B-2', note: 'Keep me', ...places });
		expect(sandbox().stock(tenantId, '1002', 'MAIN')).toEqual({ inStock: 8, availableStock: 3 });
	});

	it('lists orders by state (incomplete unless asked) and item', async () => {
		const { credential, places } = company();
		const open = await create(credential, { itemId: '2001', quantity: 1, ...places });
		const done = await create(credential, { itemId: '2002', quantity: 1, ...places, additionalFields: { productionDate: TODAY } });
		expect((await run(credential, { operation: 'release', id: byId(done.id as number) })).error()).toBeUndefined();

		sandbox().clearRequests();
		const incomplete = await run(credential, { operation: 'getAll', returnAll: true });
		expect(incomplete.items.map((item) => item.json.id)).toEqual([open.id]);
		expect(warehouseRequests()[0].query).toEqual({});
		const completed = await run(credential, { operation: 'getAll', returnAll: true, filters: { state: 'completed' } });
		expect(completed.items.map((item) => item.json.id)).toEqual([done.id]);
		const byItem = await run(credential, { operation: 'getAll', returnAll: true, filters: { state: 'all', itemId: '2002' } });
		expect(byItem.items.map((item) => item.json.id)).toEqual([done.id]);
		const limited = await run(credential, { operation: 'getAll', returnAll: false, limit: 1, filters: { state: 'all' } });
		expect(limited.items).toHaveLength(1);
		expect(warehouseRequests()[1].query).toEqual({ state: 'completed' });
	});

	it('gets the package items of an item for a quantity, or for an order', async () => {
		const { credential, places } = company();
		sandbox().clearRequests();
		const forQuantity = await run(credential, { operation: 'getPackageItems', itemId: '2002', quantity: 2.5 });
		expect(forQuantity.error()).toBeUndefined();
		expect(warehouseRequests()[0]).toMatchObject({ method: 'GET', path: `${PATH}/billofmaterials/2002`, query: { quantity: '2.5' } });
		expect(forQuantity.items.map((item) => item.json)).toEqual([
			{ itemId: '1004', itemDescription: 'Pärm A4', itemUnit: 'st', quantityRequired: 10, quantityReserved: 0, totalQuantityRequired: 25 },
		]);

		const order = await create(credential, { itemId: '2001', quantity: 4, ...places });
		sandbox().clearRequests();
		const forOrder = await run(credential, { operation: 'getPackageItems', itemId: '2001', quantityFrom: 'order', id: byId(order.id as number) });
		expect(forOrder.error()).toBeUndefined();
		expect(warehouseRequests()[0].query).toEqual({ id: String(order.id) });
		expect(forOrder.items.map((item) => [item.json.itemId, item.json.totalQuantityRequired, item.json.quantityReserved])).toEqual([
			['1001', 4, 4],
			['1002', 4, 4],
			['1003', 4, 4],
		]);
	});

	it('with two active stock points, refuses an order without its stock points before sending it, naming them', async () => {
		const { tenantId, credential, places } = company();
		sandbox().clearRequests();
		const refused = await run(credential, { operation: 'create', itemId: '2001', quantity: 1, startDate: TODAY, productionState: 'reserved', inboundStockPointId: places.inboundStockPointId });
		expect(refused.error('Fortnox')?.message).toBe(
			'Outbound Stock Point is missing: the company has 2 active stock points (MAIN, STORE), so Fortnox needs to know where the package items come from (Outbound Stock Point) and where the produced item goes (Inbound Stock Point and Inbound Stock Location)',
		);
		// Only the active stock points were read; no order was sent.
		expect(warehouseRequests().map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/warehouse/stockpoints-v1']);
		expect(sandbox().tenant(tenantId).warehouse.productionOrders).toHaveLength(0);
	});

	it('with one active stock point, sends an order without stock points: Fortnox takes that one', async () => {
		const { tenantId, credential, point } = company();
		point('STORE').active = false;
		const order = await create(credential, { itemId: '2002', quantity: 1 });
		expect(order).toMatchObject({ outboundStockPointId: point('MAIN').id, inboundStockPointId: point('MAIN').id });
		expect(sandbox().tenant(tenantId).warehouse.productionOrders).toHaveLength(1);
	});

	it.each([
		['a quantity of 0', { quantity: 0 }, 'Quantity 0 is out of range: it must be at least 0.01'],
		['no start date', { startDate: '={{ "" }}' }, 'Start Date is missing: it is required'],
		['a start date that is no date', { startDate: 'soon' }, 'Start Date "soon" is not a date: use a date such as 2026-11-22'],
		['an unknown production state', { productionState: '={{ "planned" }}' }, 'Production State "planned" is not a valid value: use one of registered, reserved, ongoing'],
		['no item', { itemId: '={{ "" }}' }, 'Item to Produce is missing: it is required'],
		['a stock point that is no UUID', { outboundStockPointId: 'MAIN' }, /^Outbound Stock Point "MAIN" has the wrong format: it must be a UUID/],
		['a note of 1001 characters', { additionalFields: { note: 'n'.repeat(1001) } }, 'Note is 1001 characters long: at most 1000 characters are allowed'],
	])('refuses %s and sends nothing', async (_case, change, message) => {
		const { credential, places } = company();
		sandbox().clearRequests();
		const refused = await run(credential, { operation: 'create', itemId: '2001', quantity: 1, startDate: TODAY, productionState: 'reserved', ...places, ...change });
		expect(refused.error('Fortnox')?.message).toMatch(message);
		expect(warehouseRequests()).toEqual([]);
	});

	it('refuses a bad update, note or ID before reading the order', async () => {
		const { credential, places } = company();
		const order = await create(credential, { itemId: '2001', quantity: 1, ...places });
		sandbox().clearRequests();
		const quantity = await run(credential, { operation: 'update', id: byId(order.id as number), updateFields: { quantity: 0.001 } });
		expect(quantity.error('Fortnox')?.message).toMatch(/Quantity 0.001 is out of range: it must be at least 0.01/);
		const note = await run(credential, { operation: 'updateNote', id: byId(order.id as number), note: 'n'.repeat(1001) });
		expect(note.error('Fortnox')?.message).toMatch(/Note is 1001 characters long/);
		const badId = await run(credential, { operation: 'get', id: byId('={{ "7b" }}') });
		expect(badId.error('Fortnox')?.message).toMatch(/Production Order "7b" has the wrong format: it must be a positive whole number/);
		const packageQuantity = await run(credential, { operation: 'getPackageItems', itemId: '2001', quantity: 0 });
		expect(packageQuantity.error('Fortnox')?.message).toMatch(/Quantity 0 is out of range: it must be at least 0.01/);
		// Only the update read the order; nothing was written.
		expect(writes()).toEqual([]);
	});

	it('passes the 404 of a missing order to the user', async () => {
		const { credential } = company();
		const missing = (await run(credential, { operation: 'get', id: byId(987654) })).error('Fortnox') as NodeError;
		expect(missing.httpCode).toBe('404');
		expect(missing.message).toBe('Production order 987654 not found.');
	});

	it('under Continue On Fail, a bad item fails alone and nothing is sent for it', async () => {
		const { tenantId, credential, places } = company();
		sandbox().clearRequests();
		const result = await run(
			credential,
			{
				operation: 'create',
				itemId: '2002',
				quantity: '={{ $json.quantity }}',
				startDate: TODAY,
				productionState: 'registered',
				...places,
				additionalFields: { note: '={{ $json.note }}' },
			},
			{ items: [{ quantity: 1, note: 'first' }, { quantity: 0, note: 'bad' }, { quantity: 2, note: 'third' }], continueOnFail: true },
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.note ?? item.json.error)).toEqual(['first', 'Quantity 0 is out of range: it must be at least 0.01', 'third']);
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(writes().map((request) => (request.body as IDataObject).note).sort()).toEqual(['first', 'third']);
		expect(sandbox().tenant(tenantId).warehouse.productionOrders).toHaveLength(2);
	});
});
