import { warehouseTenant } from './warehouse-seed';
interface Row {
	id?: string;
	stockTakingRowId?: string;
	stockTakingId: number;
	itemId: string;
	stockPointId: string;
	stockLocationId: string;
	countedBy?: string | null;
	stockTakenQuantity?: number | null;
	currentRowNo?: number;
	totalQuantityInStock: number;
	hasPostReleaseStockChanges?: boolean;
}
interface StockTaking {
	id: number;
	name: string;
	responsible: string;
	state: string;
	date?: string;
	costCenterCode?: string;
	usingStockPoints: boolean;
	rows?: Row[];
}

const ST = '/api/warehouse/stocktaking-v1';
const IN = '/api/warehouse/deliveries-v1/inbounddeliveries';

describe('sandbox warehouse: stock taking', () => {
	const w = warehouseTenant();
	const { req, errorOf } = w;
	const head = (overrides: Record<string, unknown> = {}) => ({ name: 'Inventering mars', responsible: 'Anna', state: 'planning', ...overrides });
	const create = async (overrides: Record<string, unknown> = {}) => {
		const res = await req<StockTaking>('POST', ST, head(overrides));
		expect(res.status).toBe(201);
		return res.body;
	};
	const rows = async (id: number, query = '') => (await req<Row[]>('GET', `${ST}/${id}/rows${query}`)).body;
	const places = (list: Row[]) => list.map((r) => `${r.itemId}@${r.stockLocationId === w.main.a1 ? 'A1' : r.stockLocationId === w.main.a2 ? 'A2' : 'B1'}`);
	const stock = (itemId: string, location: string) => w.sandbox.stock(w.t.tenantId, itemId, location === 'B1' ? 'STORE' : 'MAIN', location).inStock;
	const receive = async (itemId: string, quantity: number, dateOf: string, stockLocationId = w.main.a1) => {
		const doc = await req<{ id: number }>('POST', IN, { currency: 'SEK', currencyRate: 1, date: dateOf, rows: [{ itemId, quantity, stockLocationId }] });
		expect((await req('PUT', `${IN}/${doc.body.id}/release`)).status).toBe(204);
	};
	/** A started stock taking dated 2026-03-15 with the rows of MAIN. */
	const startedAtMain = async () => {
		const st = await create();
		expect((await req<number>('POST', `${ST}/${st.id}/addrows?stockPointIds=${w.main.id}`)).body).toBe(4);
		await req('PUT', `${ST}/${st.id}`, head({ state: 'started', date: '2026-03-15' }));
		return st;
	};
	const count = (counts: Array<[string, string, number, string?]>) =>
		counts.map(([itemId, location, quantity, countedBy]) => ({
			itemId, stockPointId: location === 'B1' ? w.store.id : w.main.id, stockLocationId: { A1: w.main.a1, A2: w.main.a2, B1: w.store.b1 }[location],
			stockTakenQuantity: quantity, ...(countedBy ? { countedBy } : {}),
		}));

	it('creates in planning (201) with usingStockPoints from the setting; validates the head', async () => {
		const st = await create({ state: 'started', date: '2026-03-15', costCenterCode: 'CC1' });
		expect(st).toEqual({ id: expect.any(Number), name: 'Inventering mars', responsible: 'Anna', state: 'planning', date: '2026-03-15', costCenterCode: 'CC1', usingStockPoints: true, rows: [] });
		w.sandbox.setStockTakingUsesStockPoints(w.t.tenantId, false);
		expect((await create()).usingStockPoints).toBe(false);
		expect((await req<StockTaking>('GET', `${ST}/${st.id}`)).body.usingStockPoints).toBe(true);
		expect(w.sandbox.tenant(w.t.tenantId).warehouse.stockTakings).toHaveLength(2);
		const cases: unknown[] = [
			head({ name: undefined }), head({ name: '' }), head({ name: 'n'.repeat(51) }), head({ responsible: 'r'.repeat(51) }),
			head({ responsible: undefined }), head({ state: undefined }), head({ state: 'open' }), head({ date: '2026-13-01' }),
			head({ rows: [{ itemId: '1001' }] }), head({ shelf: 'A' }), head({ sortParams: { primarySort: 'colour' } }), [],
		];
		for (const body of cases) expect([JSON.stringify(body), ...(await errorOf('POST', ST, body))]).toEqual([JSON.stringify(body), 400, 'invalid_request']);
		expect(await errorOf('GET', `${ST}/abc`)).toEqual([400, 'invalid_parameter']);
		expect(await errorOf('GET', `${ST}/4242`)).toEqual([404, 'not_found']);
	});

	it('candidates are the ledger places not yet added; add rows by filter answers the number added', async () => {
		const st = await create();
		const all = await req<Row[]>('GET', `${ST}/${st.id}/candidates`);
		expect([all.status, all.headers.get('x-total-count')]).toEqual([200, '5']);
		expect(places(all.body)).toEqual(['1001@A1', '1001@B1', '1002@A2', '1003@A1', '1004@A2']);
		expect(all.body[0]).toEqual({ stockTakingId: st.id, itemId: '1001', stockPointId: w.main.id, stockLocationId: w.main.a1, totalQuantityInStock: 20 });
		// a place with only a reservation (an unreleased outbound) is a "non-inbound" one
		await req('POST', '/api/warehouse/deliveries-v1/outbounddeliveries', { date: '2026-03-20', rows: [{ itemId: '1005', quantity: 1, stockLocationId: w.main.a2 }] });
		expect(places((await req<Row[]>('GET', `${ST}/${st.id}/candidates`)).body)).not.toContain('1005@A2');
		expect(places((await req<Row[]>('GET', `${ST}/${st.id}/candidates?includeNonInboundItems=true`)).body)).toContain('1005@A2');
		const filtered = async (query: string) => places((await req<Row[]>('GET', `${ST}/${st.id}/candidates?${query}`)).body);
		expect(await filtered(`stockPointIds=${w.main.id}`)).toEqual(['1001@A1', '1002@A2', '1003@A1', '1004@A2']);
		expect(await filtered(`stockLocationIds=${w.main.a1},${w.store.b1}`)).toEqual(['1001@A1', '1001@B1', '1003@A1']);
		expect(await filtered('itemIds=1002&itemIds=1004')).toEqual(['1002@A2', '1004@A2']);
		expect(await filtered('itemIdSearch=00')).toHaveLength(5);
		expect(await filtered('itemDescriptionSearch=LAMPA')).toEqual(['1003@A1']);
		// Items of supplier 201 (their articles' SupplierNumber): 1003 and 1004; 1005 has never had stock in.
		expect(await filtered('supplierNumbers=201')).toEqual(['1003@A1', '1004@A2']);
		expect(await filtered('supplierNumbers=999')).toEqual([]);
		expect(await filtered('includeNonInboundItems=true&excludeZeroBalanceItems=true')).toHaveLength(5);
		await receive('1003', 1, '2026-03-10');
		expect(await filtered('transactionDate=2026-03-01')).toEqual(['1003@A1']);
		expect(await errorOf('GET', `${ST}/${st.id}/candidates?transactionDate=soon`)).toEqual([400, 'invalid_parameter']);

		const added = await req<number>('POST', `${ST}/${st.id}/addrows?stockPointIds=${w.main.id}&excludeNonInboundItems=true`);
		expect([added.status, added.body]).toEqual([201, 4]);
		expect((await req<number>('POST', `${ST}/${st.id}/addrows?stockPointIds=${w.main.id}&excludeNonInboundItems=true`)).body).toBe(0);
		expect(places((await req<Row[]>('GET', `${ST}/${st.id}/candidates?includeNonInboundItems=true`)).body)).toEqual(['1001@B1', '1005@A2']);
		const listed = await rows(st.id);
		expect(places(listed)).toEqual(['1001@A1', '1002@A2', '1003@A1', '1004@A2']);
		expect(listed[0]).toEqual({
			id: expect.any(String), stockTakingRowId: listed[0].id, stockTakingId: st.id, itemId: '1001', stockPointId: w.main.id, stockLocationId: w.main.a1,
			countedBy: null, stockTakenQuantity: null, currentRowNo: 1, totalQuantityInStock: 20, hasPostReleaseStockChanges: false,
		});
		expect((await req<number>('POST', `${ST}/${st.id}/addrows`)).body).toBe(2);
	});

	it('adds explicit rows (204): an existing row is left as is; rows need item, stock point and location', async () => {
		const st = await startedAtMain();
		await req('PUT', `${ST}/${st.id}`, head({ state: 'started', date: '2026-03-15', rows: count([['1001', 'A1', 19, 'Anna']]) }));
		const added = await req('POST', `${ST}/${st.id}/rows`, count([['1001', 'A1', 5], ['1005', 'A2', 2, 'Bo']]));
		expect(added.status).toBe(204);
		const listed = await rows(st.id);
		expect(listed.map((r) => [r.itemId, r.stockTakenQuantity, r.countedBy])).toEqual([
			['1001', 19, 'Anna'], ['1002', null, null], ['1003', null, null], ['1004', null, null], ['1005', 2, 'Bo'],
		]);
		const cases: Array<[unknown, string]> = [
			[[{ itemId: '1001', stockPointId: w.main.id }], 'invalid_request'],
			[[{ itemId: '1001', stockLocationId: w.main.a1 }], 'invalid_request'],
			[[{ stockPointId: w.main.id, stockLocationId: w.main.a1 }], 'invalid_request'],
			[[{ itemId: '1001', stockPointId: w.main.id, stockLocationId: w.main.a1, stockTakenQuantity: -1 }], 'invalid_request'],
			[[{ itemId: '1001', stockPointId: w.main.id, stockLocationId: w.main.a1, colour: 'red' }], 'invalid_request'],
			[{ itemId: '1001' }, 'invalid_request'],
			[[{ itemId: '9999', stockPointId: w.main.id, stockLocationId: w.main.a1 }], 'unknown_item'],
			[[{ itemId: '1001', stockPointId: w.main.id, stockLocationId: w.store.b1 }], 'unknown_stock_location'],
		];
		for (const [body, error] of cases) expect([JSON.stringify(body), ...(await errorOf('POST', `${ST}/${st.id}/rows`, body))]).toEqual([JSON.stringify(body), 400, error]);
	});

	it('update sets the head to the supplied values, updates existing rows only, and nulls omitted counted fields', async () => {
		const st = await create({ costCenterCode: 'CC1', projectId: 'P1' });
		await req('POST', `${ST}/${st.id}/addrows?itemIds=1001,1002`);
		expect(await errorOf('PUT', `${ST}/${st.id}`, head({ state: 'started' }))).toEqual([400, 'date_required']);
		for (const state of ['completed', 'voided']) expect(await errorOf('PUT', `${ST}/${st.id}`, head({ state, date: '2026-03-15' }))).toEqual([400, 'state_not_allowed']);
		expect(await errorOf('PUT', `${ST}/${st.id}`, head({ id: st.id + 1 }))).toEqual([400, 'invalid_request']);
		expect(await errorOf('PUT', `${ST}/${st.id}`, head({ rows: [{ itemId: '1001', stockPointId: w.main.id }] }))).toEqual([400, 'invalid_request']);
		const updated = await req<StockTaking>('PUT', `${ST}/${st.id}`, head({
			name: 'Inventering Q1', state: 'started', date: '2026-03-15', projectId: 'P2',
			rows: [...count([['1001', 'A1', 18, 'Anna'], ['1002', 'A2', 8]]), ...count([['1003', 'A1', 1]])],
		}));
		expect(updated.status).toBe(200);
		expect(updated.body).toMatchObject({ name: 'Inventering Q1', state: 'started', date: '2026-03-15', projectId: 'P2' });
		expect(updated.body.costCenterCode).toBeUndefined();
		// rows list by item, then stock point code (MAIN before STORE); 1003 has no row, so it is not added
		expect(updated.body.rows!.map((r) => [r.itemId, r.stockTakenQuantity, r.countedBy])).toEqual([['1001', 18, 'Anna'], ['1001', null, null], ['1002', 8, null]]);
		const again = await req<StockTaking>('PUT', `${ST}/${st.id}`, head({ state: 'started', date: '2026-03-15', rows: [{ itemId: '1001', stockPointId: w.main.id, stockLocationId: w.main.a1 }] }));
		expect(again.body.rows!.map((r) => [r.itemId, r.stockTakenQuantity, r.countedBy])).toEqual([['1001', null, null], ['1001', null, null], ['1002', 8, null]]);
		// back to planning is allowed; the date may then be removed
		expect((await req<StockTaking>('PUT', `${ST}/${st.id}`, head())).body).toMatchObject({ state: 'planning' });
	});

	it('release corrects stock to the counted quantities as of the date; rows show their deviation state', async () => {
		const st = await startedAtMain();
		await receive('1001', 5, '2026-03-20'); // after the stock taking date: not part of the count
		await req('PUT', `${ST}/${st.id}`, head({ state: 'started', date: '2026-03-15', rows: count([['1001', 'A1', 18, 'Anna'], ['1002', 'A2', 8, 'Anna']]) }));
		const state = async (filter: string) => (await rows(st.id, `?stateFilter=${filter}`)).map((r) => r.itemId);
		expect(await state('stockTakenWithDeviation')).toEqual(['1001']);
		expect(await state('stockTakenNoDeviation')).toEqual(['1002']);
		expect(await state('notStockTaken')).toEqual(['1003', '1004']);
		expect(await state('all')).toEqual(['1001', '1002', '1003', '1004']);
		expect((await rows(st.id))[0].totalQuantityInStock).toBe(20);

		const released = await req('PUT', `${ST}/${st.id}/release`);
		expect([released.status, released.raw.length]).toEqual([204, 0]);
		expect([stock('1001', 'A1'), stock('1002', 'A2'), stock('1003', 'A1'), stock('1004', 'A2')]).toEqual([23, 8, 15, 200]);
		expect(w.sandbox.stock(w.t.tenantId, '1001', 'MAIN', 'A1')).toEqual({ inStock: 23, availableStock: 23 });
		const ledger = [...w.sandbox.tenant(w.t.tenantId).warehouse.ledgers.values()].find((l) => l.itemId === '1001' && l.stockLocationId === w.main.a1)!;
		expect(ledger.movements.at(-1)).toMatchObject({ source: { kind: 'stockTaking', id: String(st.id) }, date: '2026-03-15', quantity: -2 });
		expect((await req<StockTaking>('GET', `${ST}/${st.id}`)).body.state).toBe('completed');
		// the rows keep the stock as of the date before the correction, so the deviation stays visible
		expect(await state('stockTakenWithDeviation')).toEqual(['1001']);
		const after = await rows(st.id);
		expect(after.map((r) => [r.totalQuantityInStock, r.hasPostReleaseStockChanges])).toEqual([[20, false], [8, false], [15, false], [200, false]]);
		await receive('1002', 1, '2026-03-10', w.main.a2); // backdated into the counted period
		expect((await rows(st.id, '?itemIds=1002'))[0].hasPostReleaseStockChanges).toBe(true);

		expect(await errorOf('PUT', `${ST}/${st.id}/release`)).toEqual([400, 'document_is_released']);
		expect(await errorOf('PUT', `${ST}/${st.id}`, head({ state: 'started', date: '2026-03-15' }))).toEqual([400, 'cannot_modify_released_document']);
		expect(await errorOf('POST', `${ST}/${st.id}/addrows`)).toEqual([400, 'cannot_modify_released_document']);
		expect(await errorOf('DELETE', `${ST}/${st.id}/rows`)).toEqual([400, 'cannot_modify_released_document']);
		expect(await errorOf('DELETE', `${ST}/${st.id}`)).toEqual([400, 'cannot_modify_released_document']);

		// a completed stock taking may not be voided (the OpenAPI's description of void)
		const before = stock('1001', 'A1');
		expect(await errorOf('PUT', `${ST}/${st.id}/void`)).toEqual([400, 'cannot_modify_released_document']);
		expect(stock('1001', 'A1')).toBe(before);
		expect((await req<StockTaking>('GET', `${ST}/${st.id}`)).body.state).toBe('completed');
	});

	it('release needs a started stock taking dated today or earlier, outside the locked period', async () => {
		const st = await create();
		expect(await errorOf('PUT', `${ST}/${st.id}/release`)).toEqual([400, 'stock_taking_not_started']);
		await req('PUT', `${ST}/${st.id}`, head({ state: 'started', date: '2026-04-01' }));
		expect(await errorOf('PUT', `${ST}/${st.id}/release`)).toEqual([400, 'cannot_release_later_than_current_date']);
		await req('PUT', `${ST}/${st.id}`, head({ state: 'started', date: '2026-02-15' }));
		w.sandbox.lockWarehousePeriod(w.t.tenantId, '2026-02-28');
		expect(await errorOf('PUT', `${ST}/${st.id}/release`)).toEqual([400, 'period_locked']);
		w.sandbox.lockWarehousePeriod(w.t.tenantId, null);
		expect((await req('PUT', `${ST}/${st.id}/release`)).status).toBe(204);
	});

	it('voids or deletes a stock taking in planning or started; deletes rows by filter (count) and one by id', async () => {
		const st = await startedAtMain();
		const deleted = await req<number>('DELETE', `${ST}/${st.id}/rows?itemIds=1002,1004`);
		expect([deleted.status, deleted.body]).toEqual([200, 2]);
		expect((await req<number>('DELETE', `${ST}/${st.id}/rows?supplierNumbers=999`)).body).toBe(0);
		const [first] = await rows(st.id);
		const one = await req<number>('DELETE', `${ST}/${st.id}/rows/${first.id}`);
		expect([one.status, one.body]).toEqual([200, 1]);
		expect(await errorOf('DELETE', `${ST}/${st.id}/rows/${first.id}`)).toEqual([404, 'not_found']);
		expect((await rows(st.id)).map((r) => r.itemId)).toEqual(['1003']);
		expect((await req('DELETE', `${ST}/${st.id}`)).status).toBe(204);
		expect(await errorOf('GET', `${ST}/${st.id}`)).toEqual([404, 'not_found']);

		const planned = await create();
		expect((await req('PUT', `${ST}/${planned.id}/void`)).status).toBe(204);
		expect(await errorOf('DELETE', `${ST}/${planned.id}`)).toEqual([400, 'document_is_voided']);
		expect(await errorOf('POST', `${ST}/${planned.id}/rows`, [])).toEqual([400, 'document_is_voided']);
	});

	it('rows: secondary sort, starting row number and item, paging; the stock taking sortParams set the primary sort', async () => {
		const st = await create({ sortParams: { primarySort: 'stockLocationCode', primarySortOrder: 'desc' } });
		await req('POST', `${ST}/${st.id}/addrows?includeNonInboundItems=true`);
		expect(places(await rows(st.id))).toEqual(['1001@B1', '1002@A2', '1004@A2', '1001@A1', '1003@A1']);
		expect(places(await rows(st.id, '?secondarysortby=totalQuantityInStock&secondaryorder=desc'))).toEqual(['1001@B1', '1004@A2', '1002@A2', '1001@A1', '1003@A1']);
		const from3 = await rows(st.id, '?startingRowNo=3');
		expect(from3.map((r) => [r.currentRowNo, r.itemId])).toEqual([[3, '1004'], [4, '1001'], [5, '1003']]);
		expect((await rows(st.id, '?startingItemId=1004')).map((r) => r.itemId)).toEqual(['1004', '1001', '1003']);
		expect(await rows(st.id, '?startingItemId=9999')).toEqual([]);
		const page = await req<Row[]>('GET', `${ST}/${st.id}/rows?limit=2&offset=1`);
		expect([page.body.map((r) => r.currentRowNo), page.headers.get('x-total-count')]).toEqual([[2, 3], '5']);
		expect((await rows(st.id, `?excludeZeroBalanceItems=true&stockPointIds=${w.main.id}`)).map((r) => r.itemId)).toEqual(['1002', '1004', '1001', '1003']);
		for (const q of ['secondarysortby=colour', 'secondaryorder=up&secondarysortby=itemId', 'stateFilter=counted', 'startingRowNo=x', 'excludeZeroBalanceItems=yes']) {
			expect([q, ...(await errorOf('GET', `${ST}/${st.id}/rows?${q}`))]).toEqual([q, 400, 'invalid_parameter']);
		}
	});

	it('lists stock takings by state and item (without rows)', async () => {
		const a = await create();
		const b = await startedAtMain();
		const c = await create();
		await req('PUT', `${ST}/${c.id}/void`);
		const ids = async (query: string) => (await req<StockTaking[]>('GET', `${ST}${query}`)).body.map((s) => s.id);
		expect(await ids('')).toEqual([a.id, b.id, c.id]);
		expect(await ids('?state=planning')).toEqual([a.id]);
		expect(await ids('?state=started')).toEqual([b.id]);
		expect(await ids('?state=voided')).toEqual([c.id]);
		expect(await ids('?itemId=1003')).toEqual([b.id]);
		expect((await req<StockTaking[]>('GET', ST)).body[1]).toEqual({ id: b.id, name: 'Inventering mars', responsible: 'Anna', state: 'started', date: '2026-03-15', usingStockPoints: true });
		expect(await errorOf('GET', `${ST}?state=open`)).toEqual([400, 'invalid_parameter']);
	});

	it('without stock points (setting off), a row is one item at one location', async () => {
		w.sandbox.setStockTakingUsesStockPoints(w.t.tenantId, false);
		const st = await create();
		expect(st.usingStockPoints).toBe(false);
		expect((await req<number>('POST', `${ST}/${st.id}/addrows`)).body).toBe(5);
		expect((await req<Row[]>('GET', `${ST}/${st.id}/candidates`)).body).toEqual([]);
		await req('PUT', `${ST}/${st.id}`, head({ state: 'started', date: '2026-03-15', rows: count([['1001', 'B1', 4]]) }));
		await req('PUT', `${ST}/${st.id}/release`);
		expect([stock('1001', 'B1'), stock('1001', 'A1')]).toEqual([4, 20]);
	});
});
