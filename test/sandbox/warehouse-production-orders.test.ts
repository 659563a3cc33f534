import { warehouseTenant, type WarehouseError } from './warehouse-seed';
interface PackageItem {
	itemId: string;
	itemDescription: string;
	itemUnit: string;
	quantityRequired: number;
	quantityReserved: number;
	totalQuantityRequired: number;
}
interface ProductionOrder {
	id: number;
	itemId: string;
	itemDescription: string;
	itemUnit: string;
	quantity: number;
	startDate: string;
	productionDate?: string;
	productionState: string;
	documentState?: string;
	note?: string;
	outboundStockPointId: string;
	inboundStockPointId: string;
	inboundStockLocationId: string;
	packageItems: PackageItem[];
}

const PO = '/api/warehouse/productionorders-v1';

describe('sandbox warehouse: production orders', () => {
	const w = warehouseTenant();
	const { req, errorOf, stock } = w;
	const order = (overrides: Record<string, unknown> = {}) => ({
		itemId: '2001', quantity: 2, startDate: '2026-03-20', productionState: 'reserved',
		outboundStockPointId: w.main.id, inboundStockPointId: w.main.id, inboundStockLocationId: w.main.a1, ...overrides,
	});
	const create = async (overrides: Record<string, unknown> = {}) => {
		const res = await req<ProductionOrder>('POST', PO, order(overrides));
		expect(res.status).toBe(201);
		return res.body;
	};

	it('seeds bills of materials and answers package item records per quantity, or per an order', async () => {
		const one = await req<PackageItem[]>('GET', `${PO}/billofmaterials/2001`);
		expect(one.status).toBe(200);
		expect(one.body).toEqual([
			{ itemId: '1001', itemDescription: 'Kontorsstol', itemUnit: 'st', quantityRequired: 1, quantityReserved: 0, totalQuantityRequired: 1 },
			{ itemId: '1002', itemDescription: 'Skrivbord', itemUnit: 'st', quantityRequired: 1, quantityReserved: 0, totalQuantityRequired: 1 },
			{ itemId: '1003', itemDescription: 'Skrivbordslampa', itemUnit: 'st', quantityRequired: 1, quantityReserved: 0, totalQuantityRequired: 1 },
		]);
		expect((await req<PackageItem[]>('GET', `${PO}/billofmaterials/2002?quantity=2.5`)).body).toEqual([
			expect.objectContaining({ itemId: '1004', quantityRequired: 10, totalQuantityRequired: 25 }),
		]);
		const created = await create({ quantity: 3 });
		const byOrder = await req<PackageItem[]>('GET', `${PO}/billofmaterials/2001?id=${created.id}&quantity=100`);
		expect(byOrder.body.map((p) => [p.itemId, p.totalQuantityRequired, p.quantityReserved])).toEqual([['1001', 3, 3], ['1002', 3, 3], ['1003', 3, 3]]);
		expect((await req<PackageItem[]>('GET', `${PO}/billofmaterials/1005`)).body).toEqual([]);
		expect(await errorOf('GET', `${PO}/billofmaterials/9999`)).toEqual([404, 'not_found']);
		expect(await errorOf('GET', `${PO}/billofmaterials/2002?id=${created.id}`)).toEqual([400, 'invalid_parameter']);
		expect(await errorOf('GET', `${PO}/billofmaterials/2001?id=999`)).toEqual([404, 'not_found']);
		for (const q of ['0', '-1', 'abc']) expect(await errorOf('GET', `${PO}/billofmaterials/2001?quantity=${q}`)).toEqual([400, 'invalid_parameter']);
	});

	it('creates an order (201) that reserves its package items at the outbound stock point; registered reserves nothing', async () => {
		const created = await create({ note: 'Till kontoret' });
		expect(created).toMatchObject({
			id: expect.any(Number), itemId: '2001', itemDescription: 'Kontorsplats komplett', itemUnit: 'st', quantity: 2,
			startDate: '2026-03-20', productionState: 'reserved', note: 'Till kontoret', inboundStockLocationId: w.main.a1,
		});
		expect(created.documentState).toBeUndefined();
		expect(created.packageItems.map((p) => [p.itemId, p.quantityRequired, p.quantityReserved, p.totalQuantityRequired])).toEqual([
			['1001', 1, 2, 2], ['1002', 1, 2, 2], ['1003', 1, 2, 2],
		]);
		expect(stock('1001')).toEqual({ inStock: 20, availableStock: 18 });
		expect(stock('1002')).toEqual({ inStock: 8, availableStock: 6 });
		expect(stock('1001', 'STORE')).toEqual({ inStock: 5, availableStock: 5 });
		const registered = await create({ productionState: 'registered' });
		expect(registered.packageItems.every((p) => p.quantityReserved === 0)).toBe(true);
		expect(stock('1003')).toEqual({ inStock: 15, availableStock: 13 });
		// the ledger holds the reservation per package item and location
		const ledger = [...w.sandbox.tenant(w.t.tenantId).warehouse.ledgers.values()].find((l) => l.itemId === '1001' && l.stockPointId === w.main.id)!;
		expect(ledger.reservations).toEqual([{ source: { kind: 'productionOrder', id: String(created.id) }, rowId: 1, quantity: 2 }]);
		expect(w.sandbox.tenant(w.t.tenantId).warehouse.productionOrders).toHaveLength(2);
	});

	it('reserves what is available and leaves the rest unreserved; release then says DOCUMENT_NOT_FULLY_RESERVED', async () => {
		const big = await create({ quantity: 10, productionDate: '2026-03-25' });
		expect(big.packageItems.map((p) => [p.itemId, p.quantityReserved, p.totalQuantityRequired])).toEqual([['1001', 10, 10], ['1002', 8, 10], ['1003', 10, 10]]);
		expect(stock('1002')).toEqual({ inStock: 8, availableStock: 0 });
		expect(await errorOf('PUT', `${PO}/release/${big.id}`)).toEqual([400, 'DOCUMENT_NOT_FULLY_RESERVED']);
		// a second order finds nothing left of 1002
		const second = await create({ quantity: 1 });
		expect(second.packageItems.find((p) => p.itemId === '1002')!.quantityReserved).toBe(0);
		// saving again after stock arrived reserves the rest
		const inbound = await req<{ id: number }>('POST', '/api/warehouse/deliveries-v1/inbounddeliveries', {
			currency: 'SEK', currencyRate: 1, date: '2026-03-21', rows: [{ itemId: '1002', quantity: 2, stockPointId: w.main.id, stockLocationId: w.main.a1 }],
		});
		await req('PUT', `/api/warehouse/deliveries-v1/inbounddeliveries/${inbound.body.id}/release`);
		const saved = await req<ProductionOrder>('PUT', `${PO}/${big.id}`, order({ quantity: 10, productionDate: '2026-03-25' }));
		expect(saved.body.packageItems.find((p) => p.itemId === '1002')!.quantityReserved).toBe(10);
		const released = await req<ProductionOrder>('PUT', `${PO}/release/${big.id}`);
		expect([released.status, released.body.documentState]).toEqual([200, 'completed']);
	});

	it('release checks in order: voided, released, production date, future date, reservation, locked period', async () => {
		const voided = await create({ productionState: 'registered' });
		await req('PUT', `${PO}/void/${voided.id}`);
		expect(await errorOf('PUT', `${PO}/release/${voided.id}`)).toEqual([400, 'DOCUMENT_IS_VOIDED']);

		const open = await create({ productionState: 'registered' });
		expect(await errorOf('PUT', `${PO}/release/${open.id}`)).toEqual([400, 'PRODUCTION_DATE_IS_EMPTY']);
		await req('PUT', `${PO}/${open.id}`, order({ productionState: 'registered', productionDate: '2026-04-01' }));
		expect(await errorOf('PUT', `${PO}/release/${open.id}`)).toEqual([400, 'CANNOT_RELEASE_AFTER_CURRENT_DATE']);
		await req('PUT', `${PO}/${open.id}`, order({ productionState: 'registered', productionDate: '2026-03-31' }));
		expect(await errorOf('PUT', `${PO}/release/${open.id}`)).toEqual([400, 'DOCUMENT_NOT_FULLY_RESERVED']);
		await req('PUT', `${PO}/${open.id}`, order({ productionState: 'ongoing', productionDate: '2026-02-27' }));
		w.sandbox.lockWarehousePeriod(w.t.tenantId, '2026-02-28');
		expect(await errorOf('PUT', `${PO}/release/${open.id}`)).toEqual([400, 'period_locked']);
		w.sandbox.lockWarehousePeriod(w.t.tenantId, null);
		expect((await req('PUT', `${PO}/release/${open.id}`)).status).toBe(200);
		expect(await errorOf('PUT', `${PO}/release/${open.id}`)).toEqual([400, 'DOCUMENT_IS_RELEASED']);
		expect(await errorOf('PUT', `${PO}/release/abc`)).toEqual([400, 'invalid_parameter']);
		expect(await errorOf('PUT', `${PO}/release/4242`)).toEqual([404, 'not_found']);
	});

	it('release takes the package items out of the outbound stock point and puts the produced item in at the inbound location', async () => {
		const created = await create({ quantity: 3, productionDate: '2026-03-30', inboundStockPointId: w.store.id, inboundStockLocationId: w.store.b1 });
		const released = await req<ProductionOrder>('PUT', `${PO}/release/${created.id}`);
		expect(released.body).toMatchObject({ documentState: 'completed', productionDate: '2026-03-30' });
		expect(released.body.packageItems.map((p) => p.quantityReserved)).toEqual([3, 3, 3]);
		expect(stock('1001')).toEqual({ inStock: 17, availableStock: 17 });
		expect(stock('1002', 'MAIN', 'A2')).toEqual({ inStock: 5, availableStock: 5 });
		expect(stock('1003')).toEqual({ inStock: 12, availableStock: 12 });
		expect(stock('1001', 'STORE')).toEqual({ inStock: 5, availableStock: 5 });
		expect(stock('2001', 'STORE', 'B1')).toEqual({ inStock: 3, availableStock: 3 });
		expect(stock('2001')).toEqual({ inStock: 0, availableStock: 0 });
		const ledger = [...w.sandbox.tenant(w.t.tenantId).warehouse.ledgers.values()].find((l) => l.itemId === '2001')!;
		expect(ledger.movements).toEqual([expect.objectContaining({ date: '2026-03-30', quantity: 3, source: { kind: 'productionOrder', id: String(created.id) } })]);
	});

	it('void: an open order ends its reservations; a released one is reversed, with force when the produced item was taken out since', async () => {
		const open = await create();
		expect((await req('PUT', `${PO}/void/${open.id}`)).status).toBe(204);
		expect(stock('1001')).toEqual({ inStock: 20, availableStock: 20 });
		expect((await req<ProductionOrder>('GET', `${PO}/${open.id}`)).body).toMatchObject({ documentState: 'voided' });
		expect((await req<ProductionOrder>('GET', `${PO}/${open.id}`)).body.packageItems.map((p) => p.quantityReserved)).toEqual([0, 0, 0]);
		expect(await errorOf('PUT', `${PO}/void/${open.id}`)).toEqual([400, 'DOCUMENT_IS_VOIDED']);

		const plain = await create({ productionDate: '2026-03-30' });
		await req('PUT', `${PO}/release/${plain.id}`);
		expect((await req('PUT', `${PO}/void/${plain.id}`)).status).toBe(204);
		expect([stock('1001').inStock, stock('2001').inStock]).toEqual([20, 0]);

		const made = await create({ productionDate: '2026-03-30' });
		await req('PUT', `${PO}/release/${made.id}`);
		const out = await req<{ id: number }>('POST', '/api/warehouse/deliveries-v1/outbounddeliveries', {
			date: '2026-03-31', rows: [{ itemId: '2001', quantity: 2, stockPointId: w.main.id, stockLocationId: w.main.a1 }],
		});
		await req('PUT', `/api/warehouse/deliveries-v1/outbounddeliveries/${out.body.id}/release`);
		expect(await errorOf('PUT', `${PO}/void/${made.id}`)).toEqual([400, 'void_linked_outbound']);
		w.sandbox.lockWarehousePeriod(w.t.tenantId, '2026-03-30');
		expect(await errorOf('PUT', `${PO}/void/${made.id}?force=true`)).toEqual([400, 'period_locked']);
		w.sandbox.lockWarehousePeriod(w.t.tenantId, null);
		expect(await errorOf('PUT', `${PO}/void/${made.id}?force=maybe`)).toEqual([400, 'invalid_parameter']);
		expect((await req('PUT', `${PO}/void/${made.id}?force=true`)).status).toBe(204);
		expect(stock('2001')).toEqual({ inStock: -2, availableStock: -2 });
		expect(stock('1001').inStock).toBe(20);
	});

	it('validates bodies: required fields, limits, items with a bill of materials, mandatory stock points', async () => {
		const cases: Array<[unknown, string]> = [
			[order({ quantity: 0.001 }), 'invalid_request'],
			[order({ quantity: undefined }), 'invalid_request'],
			[order({ startDate: undefined }), 'invalid_request'],
			[order({ startDate: '2026-02-30' }), 'invalid_request'],
			[order({ productionState: undefined }), 'invalid_request'],
			[order({ productionState: 'done' }), 'invalid_request'],
			[order({ note: 'n'.repeat(1001) }), 'invalid_request'],
			[order({ itemId: undefined }), 'invalid_request'],
			[order({ shelf: 'A1' }), 'invalid_request'],
			[order({ packageItems: [{ itemId: '1001' }] }), 'invalid_request'],
			[order({ itemId: '9999' }), 'unknown_item'],
			[order({ itemId: '1005' }), 'no_bill_of_materials'],
			[order({ outboundStockPointId: undefined }), 'stock_point_required'],
			[order({ inboundStockPointId: undefined }), 'stock_point_required'],
			[order({ inboundStockLocationId: undefined }), 'stock_point_required'],
			[order({ outboundStockPointId: '00000000-0000-4000-8000-000000000000' }), 'unknown_stock_point'],
			[order({ inboundStockLocationId: w.store.b1 }), 'unknown_stock_location'],
		];
		for (const [body, error] of cases) {
			const res = await req<WarehouseError>('POST', PO, body);
			expect([JSON.stringify(body), res.status, res.body.error]).toEqual([JSON.stringify(body), 400, error]);
		}
		expect((await req<ProductionOrder>('POST', PO, order({ quantity: 0.01 }))).status).toBe(201);
		// with one active stock point, the stock points default to it
		const s = w.sandbox.tenant(w.t.tenantId).warehouse.stockPoints.find((p) => p.code === 'STORE')!;
		await req('PUT', `/api/warehouse/stockpoints-v1/${s.id}`, { code: 'STORE', name: s.name, active: false, stockLocations: s.stockLocations });
		const defaulted = await create({ outboundStockPointId: undefined, inboundStockPointId: undefined, inboundStockLocationId: undefined });
		expect(defaulted).toMatchObject({ outboundStockPointId: w.main.id, inboundStockPointId: w.main.id, inboundStockLocationId: w.main.a1 });
	});

	it('package items of the body replace the bill of materials for that order', async () => {
		const custom = await create({ packageItems: [{ itemId: '1004', quantityRequired: 4, quantityReserved: 99 }] });
		expect(custom.packageItems).toEqual([
			{ itemId: '1004', itemDescription: 'Pärm A4', itemUnit: 'st', quantityRequired: 4, quantityReserved: 8, totalQuantityRequired: 8 },
		]);
		expect(stock('1004')).toEqual({ inStock: 200, availableStock: 192 });
	});

	it('update replaces the order and its reservations; a released order takes only a note (PATCH); voided takes nothing', async () => {
		const created = await create({ note: 'first', batch: 'B1' });
		const updated = await req<ProductionOrder & { batch?: string }>('PUT', `${PO}/${created.id}`, order({ quantity: 5, id: created.id }));
		expect(updated.status).toBe(200);
		expect(updated.body).toMatchObject({ quantity: 5 });
		expect([updated.body.note, updated.body.batch]).toEqual([undefined, undefined]);
		expect(stock('1001').availableStock).toBe(15);
		expect(await errorOf('PUT', `${PO}/${created.id}`, order({ id: created.id + 1 }))).toEqual([400, 'invalid_request']);
		await req('PUT', `${PO}/${created.id}`, order({ quantity: 5, productionDate: '2026-03-31' }));
		await req('PUT', `${PO}/release/${created.id}`);
		expect(await errorOf('PUT', `${PO}/${created.id}`, order())).toEqual([400, 'cannot_modify_released_document']);
		const patched = await req<ProductionOrder>('PATCH', `${PO}/${created.id}`, { note: 'Klar' });
		expect([patched.status, patched.body.note, patched.body.documentState]).toEqual([200, 'Klar', 'completed']);
		expect(await errorOf('PATCH', `${PO}/${created.id}`, { note: 'n'.repeat(1001) })).toEqual([400, 'invalid_request']);
		expect(await errorOf('PATCH', `${PO}/${created.id}`, { quantity: 1 })).toEqual([400, 'invalid_request']);
		const gone = await create();
		await req('PUT', `${PO}/void/${gone.id}`);
		expect(await errorOf('PUT', `${PO}/${gone.id}`, order())).toEqual([400, 'DOCUMENT_IS_VOIDED']);
		expect(await errorOf('PATCH', `${PO}/${gone.id}`, { note: 'x' })).toEqual([400, 'DOCUMENT_IS_VOIDED']);
		expect(await errorOf('GET', `${PO}/4242`)).toEqual([404, 'not_found']);
	});

	it('lists by state (default incomplete) and item (produced or package item)', async () => {
		const open = await create({ startDate: '2026-04-10' });
		const late = await create({ startDate: '2026-03-01' });
		const done = await create({ itemId: '2002', quantity: 1, productionDate: '2026-03-31' });
		await req('PUT', `${PO}/release/${done.id}`);
		const gone = await create({ productionState: 'registered' });
		await req('PUT', `${PO}/void/${gone.id}`);
		const ids = async (query: string) => (await req<ProductionOrder[]>('GET', `${PO}${query}`)).body.map((o) => o.id);
		expect(await ids('')).toEqual([open.id, late.id]);
		expect(await ids('?state=all')).toEqual([open.id, late.id, done.id, gone.id]);
		expect(await ids('?state=delayed')).toEqual([late.id]);
		expect(await ids('?state=completed')).toEqual([done.id]);
		expect(await ids('?state=voided')).toEqual([gone.id]);
		expect(await ids('?state=all&itemId=2002')).toEqual([done.id]);
		expect(await ids('?state=all&itemId=1004')).toEqual([done.id]);
		expect(await ids('?itemId=1003')).toEqual([open.id, late.id]);
		const page = await req<ProductionOrder[]>('GET', `${PO}?state=all&limit=1&offset=1`);
		expect([page.body.map((o) => o.id), page.headers.get('x-total-count')]).toEqual([[late.id], '4']);
		expect(await errorOf('GET', `${PO}?state=open`)).toEqual([400, 'invalid_parameter']);
	});

	it('JS API: setBillOfMaterials adds the produced item when unknown and replaces a bill', async () => {
		w.sandbox.setBillOfMaterials(w.t.tenantId, '3001', [{ itemId: '1005', quantity: 2 }]);
		expect(w.sandbox.tenant(w.t.tenantId).warehouse.items.find((i) => i.itemId === '3001')).toMatchObject({ unit: 'st' });
		expect((await req<PackageItem[]>('GET', `${PO}/billofmaterials/3001?quantity=3`)).body).toEqual([
			expect.objectContaining({ itemId: '1005', totalQuantityRequired: 6 }),
		]);
		w.sandbox.setBillOfMaterials(w.t.tenantId, '2002', [{ itemId: '1004', quantity: 5 }, { itemId: '1003', quantity: 1 }]);
		expect((await req<PackageItem[]>('GET', `${PO}/billofmaterials/2002`)).body.map((p) => [p.itemId, p.quantityRequired])).toEqual([['1004', 5], ['1003', 1]]);
		expect(() => w.sandbox.setBillOfMaterials(w.t.tenantId, '3002', [{ itemId: '9999', quantity: 1 }])).toThrow();
		expect(() => w.sandbox.setBillOfMaterials(w.t.tenantId, '3002', [{ itemId: '1001', quantity: 0 }])).toThrow();
	});
});
