import { warehouseTenant, type WarehouseError } from './warehouse-seed';

interface ManualRow {
	rowId?: number;
	itemId: string;
	itemDescription: string;
	quantity: number;
	stockPointId: string;
	stockPointCode: string;
	stockPointName: string;
	stockLocationId: string;
	stockLocationCode: string;
	stockLocationName: string;
	deliveredQuantity?: number;
}
interface ManualDoc {
	id: number;
	date: string;
	note?: string;
	currency?: string;
	currencyRate?: number;
	currencyUnit?: number;
	released: boolean;
	voided: boolean;
	stockPointCode?: string;
	rows: ManualRow[];
}

const IN = '/api/warehouse/deliveries-v1/inbounddeliveries';
const OUT = '/api/warehouse/deliveries-v1/outbounddeliveries';

describe('sandbox warehouse: manual documents and the ledger', () => {
	const w = warehouseTenant();
	const { req, stock } = w;
	const inbound = (overrides: Record<string, unknown> = {}) => ({
		currency: 'SEK', currencyRate: 1, date: '2026-03-10', stockPointCode: 'MAIN',
		rows: [{ itemId: '1005', quantity: 4, stockLocationCode: 'A1' }], ...overrides,
	});
	const outbound = (overrides: Record<string, unknown> = {}) => ({
		date: '2026-03-12', rows: [{ itemId: '1005', quantity: 3, stockPointCode: 'MAIN', stockLocationCode: 'A1' }], ...overrides,
	});
	const create = async (path: string, body: unknown) => {
		const res = await req<ManualDoc>('POST', path, body);
		expect(res.status).toBe(201);
		return res.body;
	};

	it('creates an inbound document (201, id assigned, rows resolved); release raises inStock, void lowers it again', async () => {
		const doc = await create(IN, inbound({ note: 'Leverans från Kontorsgiganten' }));
		expect(doc).toMatchObject({ id: expect.any(Number), currency: 'SEK', currencyUnit: 1, released: false, voided: false, stockPointCode: 'MAIN' });
		expect(doc.rows[0]).toMatchObject({
			rowId: 1, itemId: '1005', itemDescription: 'Whiteboard', stockPointCode: 'MAIN', stockPointName: 'Huvudlager',
			stockLocationCode: 'A1', stockLocationName: 'Hylla A1',
		});
		expect(stock('1005')).toEqual({ inStock: 0, availableStock: 0 });
		const release = await req(`PUT`, `${IN}/${doc.id}/release`);
		expect([release.status, release.raw.length]).toEqual([204, 0]);
		expect(stock('1005')).toEqual({ inStock: 4, availableStock: 4 });
		expect(stock('1005', 'MAIN', 'A1')).toEqual({ inStock: 4, availableStock: 4 });
		expect((await req<ManualDoc>('GET', `${IN}/${doc.id}`)).body).toMatchObject({ released: true, voided: false });
		expect((await req('PUT', `${IN}/${doc.id}/void`)).status).toBe(204);
		expect(stock('1005')).toEqual({ inStock: 0, availableStock: 0 });
		expect((await req<ManualDoc>('GET', `${IN}/${doc.id}`)).body).toMatchObject({ released: true, voided: true });
		const again = await req<WarehouseError>('PUT', `${IN}/${doc.id}/void`);
		expect([again.status, again.body.error]).toEqual([400, 'document_is_voided']);
		// the movements are kept: the release and its reversal
		const ledger = [...w.sandbox.tenant(w.t.tenantId).warehouse.ledgers.values()].find((l) => l.itemId === '1005')!;
		expect(ledger.movements.map((m) => [m.quantity, m.reversal])).toEqual([[4, false], [-4, true]]);
	});

	it('validates bodies: required fields, limits, unknown items, stock points and locations', async () => {
		const cases: Array<[unknown, string]> = [
			[inbound({ currency: undefined }), 'invalid_request'],
			[inbound({ currency: 'SEKR' }), 'invalid_request'],
			[inbound({ currencyRate: 0 }), 'invalid_request'],
			[inbound({ currencyUnit: 0 }), 'invalid_request'],
			[inbound({ date: '2026-02-30' }), 'invalid_request'],
			[inbound({ date: undefined }), 'invalid_request'],
			[inbound({ rows: [] }), 'invalid_request'],
			[inbound({ rows: undefined }), 'invalid_request'],
			[inbound({ note: 'n'.repeat(1001) }), 'invalid_request'],
			[inbound({ rows: [{ itemId: '1005', quantity: 0.001 }] }), 'invalid_request'],
			[inbound({ rows: [{ itemId: '1005' }] }), 'invalid_request'],
			[inbound({ rows: [{ itemId: '1005', quantity: 1, shelf: 'A' }] }), 'invalid_request'],
			[inbound({ rows: [{ itemId: '9999', quantity: 1 }] }), 'unknown_item'],
			[inbound({ stockPointCode: 'NOPE' }), 'unknown_stock_point'],
			[inbound({ rows: [{ itemId: '1005', quantity: 1, stockLocationCode: 'B1' }] }), 'unknown_stock_location'],
			[inbound({ stockPointCode: undefined, rows: [{ itemId: '1005', quantity: 1, stockPointCode: 'STORE', stockLocationCode: 'A1' }] }), 'unknown_stock_location'],
		];
		for (const [body, error] of cases) {
			const res = await req<WarehouseError>('POST', IN, body);
			expect([JSON.stringify(body), res.status, res.body.error]).toEqual([JSON.stringify(body), 400, error]);
		}
		w.sandbox.addStockPoint(w.t.tenantId, { code: 'SHUT', name: 'Stängt', active: false, locations: [{ code: 'X1' }] });
		expect((await req<WarehouseError>('POST', IN, inbound({ stockPointCode: 'SHUT', rows: [{ itemId: '1005', quantity: 1 }] }))).body.error).toBe('stockpoint_inactive');
		expect((await req<WarehouseError>('GET', `${IN}/abc`)).body.error).toBe('invalid_parameter');
		expect((await req<WarehouseError>('GET', `${IN}/424242`)).status).toBe(404);
	});

	it('resolves rows by id or code; the head stock point is the default of rows', async () => {
		const store = w.sandbox.tenant(w.t.tenantId).warehouse.stockPoints.find((p) => p.code === 'STORE')!;
		const doc = await create(IN, inbound({
			stockPointCode: undefined, stockPointId: store.id,
			rows: [{ itemId: '1001', quantity: 1 }, { itemId: '1002', quantity: 2, stockPointCode: 'MAIN', stockLocationId: undefined, stockLocationCode: 'A2' }],
		}));
		expect(doc.rows.map((r) => [r.stockPointCode, r.stockLocationCode, r.stockPointId === store.id])).toEqual([['STORE', 'B1', true], ['MAIN', 'A2', false]]);
		const byLocationId = await create(OUT, outbound({ rows: [{ itemId: '1001', quantity: 1, stockLocationId: store.stockLocations[0].id }] }));
		expect(byLocationId.rows[0]).toMatchObject({ stockPointCode: 'STORE', stockLocationCode: 'B1', deliveredQuantity: 0 });
	});

	it('outbound behaves as delivery: reserved from saving on, leaves stock at release', async () => {
		const doc = await create(OUT, outbound({ rows: [{ itemId: '1001', quantity: 6, stockPointCode: 'MAIN', stockLocationCode: 'A1' }] }));
		expect(stock('1001')).toEqual({ inStock: 20, availableStock: 14 });
		const changed = await req<ManualDoc>('PUT', `${OUT}/${doc.id}`, outbound({ rows: [{ itemId: '1001', quantity: 2, stockPointCode: 'MAIN' }] }));
		expect(changed.status).toBe(200);
		expect(stock('1001')).toEqual({ inStock: 20, availableStock: 18 });
		expect((await req('PUT', `${OUT}/${doc.id}/release`)).status).toBe(204);
		expect(stock('1001')).toEqual({ inStock: 18, availableStock: 18 });
		expect((await req<ManualDoc>('GET', `${OUT}/${doc.id}`)).body.rows[0].deliveredQuantity).toBe(2);
		// void (customVoidDate) puts it back
		expect((await req('PUT', `${OUT}/${doc.id}/void?customVoidDate=2026-03-20`)).status).toBe(204);
		expect(stock('1001')).toEqual({ inStock: 20, availableStock: 20 });
		const ledger = [...w.sandbox.tenant(w.t.tenantId).warehouse.ledgers.values()].find((l) => l.itemId === '1001' && l.movements.length > 1)!;
		expect(ledger.movements.slice(1).map((m) => [m.date, m.quantity])).toEqual([['2026-03-12', -2], ['2026-03-20', 2]]);
		// voiding an unreleased outbound ends its reservation
		const reserved = await create(OUT, outbound({ rows: [{ itemId: '1003', quantity: 5, stockPointCode: 'MAIN' }] }));
		expect(stock('1003')).toEqual({ inStock: 15, availableStock: 10 });
		expect((await req('PUT', `${OUT}/${reserved.id}/void`)).status).toBe(204);
		expect(stock('1003')).toEqual({ inStock: 15, availableStock: 15 });
	});

	it('refuses an outbound release that takes more than inStock (insufficient_stock)', async () => {
		const doc = await create(OUT, outbound({ rows: [{ itemId: '1002', quantity: 5, stockPointCode: 'MAIN' }, { itemId: '1002', quantity: 5, stockPointCode: 'MAIN' }] }));
		expect(stock('1002')).toEqual({ inStock: 8, availableStock: -2 });
		const short = await req<WarehouseError>('PUT', `${OUT}/${doc.id}/release`);
		expect([short.status, short.body.error]).toEqual([400, 'insufficient_stock']);
		expect(stock('1002')).toEqual({ inStock: 8, availableStock: -2 });
		// rows without a location use the stock point's first one (A1), which holds none of 1002
		expect(stock('1002', 'MAIN', 'A1')).toEqual({ inStock: 0, availableStock: -10 });
	});

	it('release date rules: future date, locked period; void date in the locked period', async () => {
		const future = await create(IN, inbound({ date: '2026-04-01' }));
		const res = await req<WarehouseError>('PUT', `${IN}/${future.id}/release`);
		expect([res.status, res.body.error]).toEqual([400, 'cannot_release_later_than_current_date']);
		w.sandbox.setWarehouseToday(w.t.tenantId, '2026-04-01');
		expect((await req('PUT', `${IN}/${future.id}/release`)).status).toBe(204);

		w.sandbox.lockWarehousePeriod(w.t.tenantId, '2026-03-10');
		const locked = await create(IN, inbound({ date: '2026-03-10' }));
		const lockedRes = await req<WarehouseError>('PUT', `${IN}/${locked.id}/release`);
		expect([lockedRes.status, lockedRes.body.error]).toEqual([400, 'period_locked']);
		const voidLocked = await req<WarehouseError>('PUT', `${IN}/${future.id}/void?customVoidDate=2026-03-01`);
		expect([voidLocked.status, voidLocked.body.error]).toEqual([400, 'period_locked']);
		expect((await req<WarehouseError>('PUT', `${IN}/${future.id}/void?customVoidDate=20260301`)).body.error).toBe('invalid_parameter');
		expect((await req('PUT', `${IN}/${future.id}/void?customVoidDate=2026-03-11`)).status).toBe(204);
		w.sandbox.lockWarehousePeriod(w.t.tenantId, null);
		expect((await req('PUT', `${IN}/${locked.id}/release`)).status).toBe(204);
		const twice = await req<WarehouseError>('PUT', `${IN}/${locked.id}/release`);
		expect([twice.status, twice.body.error]).toEqual([400, 'document_is_released']);
		expect((await req('PUT', `${IN}/${future.id}/release`)).status).toBe(400);
		expect((await req<WarehouseError>('PUT', `${IN}/${future.id}/release`)).body.error).toBe('document_is_voided');
	});

	it('void of an inbound with a connected outbound: void_linked_outbound, or forced with negative stock', async () => {
		const doc = await create(IN, inbound());
		await req('PUT', `${IN}/${doc.id}/release`);
		const out = await create(OUT, outbound());
		await req('PUT', `${OUT}/${out.id}/release`);
		expect(stock('1005')).toEqual({ inStock: 1, availableStock: 1 });
		const linked = await req<WarehouseError>('PUT', `${IN}/${doc.id}/void`);
		expect([linked.status, linked.body.error]).toEqual([400, 'void_linked_outbound']);
		expect(linked.body.message).toMatch(/force/);
		expect((await req('PUT', `${IN}/${doc.id}/void?force=true`)).status).toBe(204);
		expect(stock('1005')).toEqual({ inStock: -3, availableStock: -3 });
		expect((await req<WarehouseError>('PUT', `${IN}/${doc.id}/void?force=yes`)).body.error).toBe('invalid_parameter');

		// an outbound that is itself voided no longer connects; an outbound released before the inbound never did
		const second = await create(IN, inbound({ rows: [{ itemId: '1004', quantity: 10, stockLocationCode: 'A2' }] }));
		const before = await create(OUT, outbound({ rows: [{ itemId: '1004', quantity: 1, stockPointCode: 'MAIN', stockLocationCode: 'A2' }] }));
		await req('PUT', `${OUT}/${before.id}/release`);
		await req('PUT', `${IN}/${second.id}/release`);
		const after = await create(OUT, outbound({ rows: [{ itemId: '1004', quantity: 1, stockPointCode: 'MAIN', stockLocationCode: 'A2' }] }));
		await req('PUT', `${OUT}/${after.id}/release`);
		expect((await req<WarehouseError>('PUT', `${IN}/${second.id}/void`)).body.error).toBe('void_linked_outbound');
		await req('PUT', `${OUT}/${after.id}/void`);
		expect((await req('PUT', `${IN}/${second.id}/void`)).status).toBe(204);
		expect(stock('1004')).toEqual({ inStock: 199, availableStock: 199 });
	});

	it('a released document: PATCH changes the note (204), PUT is refused; voided ones refuse both', async () => {
		for (const [path, body] of [[IN, inbound()], [OUT, outbound({ rows: [{ itemId: '1003', quantity: 1, stockPointCode: 'MAIN' }] })]] as const) {
			const doc = await create(path, body);
			expect((await req('PATCH', `${path}/${doc.id}`, { note: 'före' })).status).toBe(204);
			await req('PUT', `${path}/${doc.id}/release`);
			const patched = await req('PATCH', `${path}/${doc.id}`, { note: 'Levererat till kund' });
			expect([patched.status, patched.raw.length]).toEqual([204, 0]);
			expect((await req<ManualDoc>('GET', `${path}/${doc.id}`)).body.note).toBe('Levererat till kund');
			expect((await req<WarehouseError>('PATCH', `${path}/${doc.id}`, { note: 'x'.repeat(1001) })).status).toBe(400);
			expect((await req<WarehouseError>('PATCH', `${path}/${doc.id}`, { date: '2026-01-01' })).status).toBe(400);
			const put = await req<WarehouseError>('PUT', `${path}/${doc.id}`, body);
			expect([put.status, put.body.error]).toEqual([400, 'cannot_modify_released_document']);
			await req('PUT', `${path}/${doc.id}/void`);
			expect((await req<WarehouseError>('PUT', `${path}/${doc.id}`, body)).body.error).toBe('document_is_voided');
			expect((await req<WarehouseError>('PATCH', `${path}/${doc.id}`, { note: 'x' })).body.error).toBe('document_is_voided');
		}
		const missing = await req<WarehouseError>('PUT', `${OUT}/999999`, outbound());
		expect([missing.status, missing.body.error]).toEqual([404, 'not_found']);
		const unreleased = await create(OUT, outbound());
		expect((await req<ManualDoc>('PUT', `${OUT}/${unreleased.id}`, outbound({ id: unreleased.id + 1 }))).status).toBe(400);
		expect((await req<ManualDoc>('PUT', `${OUT}/${unreleased.id}`, outbound({ id: unreleased.id, note: 'ok' }))).body.note).toBe('ok');
		// an inbound id is not an outbound document
		const inDoc = await create(IN, inbound());
		expect((await req('GET', `${OUT}/${inDoc.id}`)).status).toBe(404);
	});

	it('lists manual documents with state, type and itemId filters', async () => {
		const a = await create(IN, inbound({ note: 'A' }));
		const b = await create(OUT, outbound({ rows: [{ itemId: '1001', quantity: 1, stockPointCode: 'MAIN' }] }));
		const c = await create(IN, inbound({ rows: [{ itemId: '1003', quantity: 1 }] }));
		await req('PUT', `${IN}/${a.id}/release`);
		await req('PUT', `${IN}/${c.id}/void`);
		const list = await req<Array<Record<string, unknown>>>('GET', '/api/warehouse/deliveries-v1');
		expect(list.headers.get('x-total-count')).toBe('3');
		expect(list.body[0]).toEqual({ date: '2026-03-10', deliveryId: a.id, entityId: String(a.id), note: 'A', released: true, type: 'Inbound', voided: false });
		const ids = async (query: string) => (await req<Array<{ deliveryId: number }>>('GET', `/api/warehouse/deliveries-v1?${query}`)).body.map((d) => d.deliveryId);
		expect(await ids('state=released')).toEqual([a.id]);
		expect(await ids('state=unreleased')).toEqual([b.id]);
		expect(await ids('state=voided')).toEqual([c.id]);
		expect(await ids('type=outbound')).toEqual([b.id]);
		expect(await ids('type=inbound&state=all')).toEqual([a.id, c.id]);
		expect(await ids('type=stocktransfer')).toEqual([]);
		expect(await ids('itemId=1003')).toEqual([c.id]);
		expect(await ids('limit=1&offset=1')).toEqual([b.id]);
		expect((await req<WarehouseError>('GET', '/api/warehouse/deliveries-v1?state=open')).body.error).toBe('invalid_parameter');
	});
});
