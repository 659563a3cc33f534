import type { Sandbox, SandboxStockPoint, TenantCredentials } from '../../sandbox';
import { bearer, call, type Auth, withSandbox } from './helpers';

interface WarehouseError {
	error: string;
	id: string;
	message: string;
}
type StockPoint = Omit<SandboxStockPoint, 'stockLocations'> & { stockLocations?: SandboxStockPoint['stockLocations'] };

const SP = '/api/warehouse/stockpoints-v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('sandbox warehouse: stock points, stock balance, articles, access', () => {
	let sandbox: Sandbox;
	let t: TenantCredentials;
	let auth: Auth;

	withSandbox(
		{ rateLimit: false, recordRequests: true },
		(started) => (sandbox = started),
		(tenant, tenantAuth) => {
			t = tenant;
			auth = tenantAuth;
		},
	);

	const req = <T>(method: string, path: string, json?: unknown, a: Auth = auth) => call<T>(sandbox, method, path, { auth: a, json });
	const get = <T>(path: string) => req<T>('GET', path);

	it('seeds MAIN and STORE; lists without locations, filters by q and state', async () => {
		const list = await get<StockPoint[]>(SP);
		expect(list.status).toBe(200);
		expect(list.headers.get('x-total-count')).toBe('2');
		expect(list.body.map((p) => [p.code, p.name, p.active, p.usingCompanyAddress])).toEqual([
			['MAIN', 'Huvudlager', true, true],
			['STORE', 'Butikslager', true, true],
		]);
		expect(list.body[0].id).toMatch(UUID);
		expect(list.body[0]).not.toHaveProperty('stockLocations');
		sandbox.addStockPoint(t.tenantId, { code: 'OLD', name: 'Gamla lagret', active: false });
		expect((await get<StockPoint[]>(`${SP}?q=butik`)).body.map((p) => p.code)).toEqual(['STORE']);
		expect((await get<StockPoint[]>(`${SP}?q=ma`)).body.map((p) => p.code)).toEqual(['MAIN']);
		expect((await get<StockPoint[]>(SP)).body.map((p) => p.code)).toEqual(['MAIN', 'STORE']);
		expect((await get<StockPoint[]>(`${SP}?state=INACTIVE`)).body.map((p) => p.code)).toEqual(['OLD']);
		expect((await get<StockPoint[]>(`${SP}?state=ALL`)).body.map((p) => p.code)).toEqual(['MAIN', 'OLD', 'STORE']);
		const bad = await get<WarehouseError>(`${SP}?state=SOME`);
		expect([bad.status, bad.body.error]).toEqual([400, 'invalid_parameter']);
	});

	it('gets a stock point by id or code, with its locations; unknown is 404', async () => {
		const byCode = await get<StockPoint>(`${SP}/MAIN`);
		expect(byCode.body.stockLocations!.map((l) => [l.code, l.name, l.stockPointId])).toEqual([
			['A1', 'Hylla A1', byCode.body.id],
			['A2', 'Hylla A2', byCode.body.id],
		]);
		expect((await get<StockPoint>(`${SP}/${byCode.body.id}`)).body).toEqual(byCode.body);
		const missing = await get<WarehouseError>(`${SP}/NOPE`);
		expect(missing.status).toBe(404);
		expect(missing.body).toEqual({ error: 'not_found', id: expect.stringMatching(UUID), message: expect.stringContaining('NOPE') });
	});

	it('creates a stock point (201, ids assigned, defaults); alreadyexists, duplicatestocklocations, field limits', async () => {
		const created = await req<StockPoint>('POST', SP, {
			code: 'EAST', name: 'Östra lagret', usingCompanyAddress: false, deliveryCity: 'Uppsala', deliveryZipCode: '75320',
			stockLocations: [{ code: 'E1', name: 'Hylla E1' }, { code: 'E2' }],
		});
		expect(created.status).toBe(201);
		expect(created.body).toMatchObject({ code: 'EAST', active: true, usingCompanyAddress: false, deliveryCity: 'Uppsala' });
		expect(created.body.id).toMatch(UUID);
		expect(created.body.stockLocations!.map((l) => [l.code, l.id.length, l.stockPointId])).toEqual([
			['E1', 36, created.body.id],
			['E2', 36, created.body.id],
		]);
		const exists = await req<WarehouseError>('POST', SP, { code: 'main', name: 'Igen' });
		expect([exists.status, exists.body.error]).toEqual([400, 'alreadyexists']);
		const dup = await req<WarehouseError>('POST', SP, { code: 'WEST', name: 'Väst', stockLocations: [{ code: 'W1' }, { code: 'W1' }] });
		expect([dup.status, dup.body.error]).toEqual([400, 'duplicatestocklocations']);
		for (const body of [
			{ name: 'No code' },
			{ code: 'X' },
			{ code: 'ELEVENCHARS', name: 'x' },
			{ code: 'X', name: 'x'.repeat(26) },
			{ code: 'X', name: 'x', deliveryZipCode: '12345678901' },
			{ code: 'X', name: 'x', deliveryCountryCode: 'SWE1' },
			{ code: 'X', name: 'x', deliveryAddress: 'a'.repeat(51) },
			{ code: 'X', name: 'x', stockLocations: [{ code: 'L'.repeat(21) }] },
			{ code: 'X', name: 'x', stockLocations: [{ code: 'L', name: 'n'.repeat(26) }] },
			{ code: 'X', name: 'x', colour: 'red' },
		]) {
			const res = await req<WarehouseError>('POST', SP, body);
			expect([res.status, res.body.error, JSON.stringify(body)]).toEqual([400, 'invalid_request', JSON.stringify(body)]);
		}
		expect((await get<StockPoint[]>(`${SP}?state=ALL`)).headers.get('x-total-count')).toBe('3');
	});

	it('gets stock points by ids (state default ALL), without locations', async () => {
		const main = (await get<StockPoint>(`${SP}/MAIN`)).body;
		const old = sandbox.addStockPoint(t.tenantId, { code: 'OLD', name: 'Gamla', active: false });
		const both = await get<StockPoint[]>(`${SP}/multi?ids=${main.id},${old.id}`);
		expect(both.body.map((p) => p.code)).toEqual(['MAIN', 'OLD']);
		expect(both.body[0]).not.toHaveProperty('stockLocations');
		expect((await get<StockPoint[]>(`${SP}/multi?ids=${main.id}&ids=${old.id}&state=ACTIVE`)).body.map((p) => p.code)).toEqual(['MAIN']);
		expect((await get<WarehouseError>(`${SP}/multi?ids=nope`)).status).toBe(400);
		expect((await get<WarehouseError>(`${SP}/multi`)).status).toBe(400);
	});

	it('updates a stock point completely; keeps location ids by id or code; refuses to drop a location in use', async () => {
		const main = (await get<StockPoint>(`${SP}/MAIN`)).body;
		const [a1, a2] = main.stockLocations!;
		const put = await req<StockPoint>('PUT', `${SP}/${main.id}`, {
			code: 'MAIN', name: 'Centrallager', deliveryCity: 'Göteborg',
			stockLocations: [{ id: a1.id, code: 'A1', name: 'Hylla 1' }, { code: 'A2' }, { code: 'A3', name: 'Hylla A3' }],
		});
		expect(put.status).toBe(200);
		expect(put.body.name).toBe('Centrallager');
		expect(put.body.stockLocations!.map((l) => [l.id === a1.id || l.id === a2.id, l.code, l.name])).toEqual([
			[true, 'A1', 'Hylla 1'], [true, 'A2', undefined], [false, 'A3', 'Hylla A3'],
		]);
		// A2 holds item 1002 and 1004 (seed): it cannot go
		const drop = await req<WarehouseError>('PUT', `${SP}/${main.id}`, { code: 'MAIN', name: 'x', stockLocations: [{ code: 'A1' }] });
		expect([drop.status, drop.body.error]).toEqual([400, 'stocklocation_in_use']);
		const store = (await get<StockPoint>(`${SP}/STORE`)).body;
		const clash = await req<WarehouseError>('PUT', `${SP}/${store.id}`, { code: 'MAIN', name: 'x', stockLocations: store.stockLocations });
		expect(clash.body.error).toBe('alreadyexists');
		expect((await req<WarehouseError>('PUT', `${SP}/MAIN`, { code: 'MAIN', name: 'x' })).status).toBe(400);
		expect((await req<WarehouseError>('PUT', `${SP}/00000000-0000-4000-8000-000000000000`, { code: 'Z', name: 'x' })).status).toBe(404);
	});

	it('appends stock locations (201): existing codes are ignored; lists locations with q', async () => {
		const main = (await get<StockPoint>(`${SP}/MAIN`)).body;
		const added = await req<Array<{ code: string; id: string; stockPointId: string }>>('POST', `${SP}/${main.id}`, [
			{ code: 'A2', name: 'ignored' }, { code: 'C1', name: 'Kyl' },
		]);
		expect(added.status).toBe(201);
		expect(added.body.map((l) => [l.code, l.stockPointId])).toEqual([['C1', main.id]]);
		const locations = await get<Array<{ code: string; name: string }>>(`${SP}/MAIN/stocklocations`);
		expect(locations.body.map((l) => l.code)).toEqual(['A1', 'A2', 'C1']);
		expect(locations.headers.get('x-total-count')).toBe('3');
		expect((await get<Array<{ code: string }>>(`${SP}/${main.id}/stocklocations?q=hylla`)).body.map((l) => l.code)).toEqual(['A1', 'A2']);
		expect((await req<WarehouseError>('POST', `${SP}/${main.id}`, { code: 'X' })).status).toBe(400);
	});

	it('deletes an unused stock point (200); refuses one with stock or document rows (stockpoint_in_use)', async () => {
		const spare = sandbox.addStockPoint(t.tenantId, { code: 'SPARE', name: 'Reserv', locations: [{ code: 'S1' }] });
		const deleted = await req<StockPoint>('DELETE', `${SP}/${spare.id}`);
		expect([deleted.status, deleted.body.code]).toEqual([200, 'SPARE']);
		expect((await get(`${SP}/SPARE`)).status).toBe(404);
		const main = (await get<StockPoint>(`${SP}/MAIN`)).body;
		const inUse = await req<WarehouseError>('DELETE', `${SP}/${main.id}`);
		expect(inUse.status).toBe(400);
		expect(inUse.body).toMatchObject({ error: 'stockpoint_in_use', message: expect.stringContaining('in use') });
		// no stock, but an unreleased document row points at it
		const empty = sandbox.addStockPoint(t.tenantId, { code: 'EMPTY', name: 'Tom', locations: [{ code: 'T1' }] });
		await req('POST', '/api/warehouse/deliveries-v1/inbounddeliveries', {
			currency: 'SEK', currencyRate: 1, date: '2026-02-01', rows: [{ itemId: '1005', quantity: 1, stockPointCode: 'EMPTY' }],
		});
		expect((await req<WarehouseError>('DELETE', `${SP}/${empty.id}`)).body.error).toBe('stockpoint_in_use');
		expect((await req<WarehouseError>('DELETE', `${SP}/MAIN`)).status).toBe(400);
	});

	it('stock balance per item × stock point, with filters (comma-separated or repeated)', async () => {
		const all = await get<Array<{ itemId: string; stockPointCode: string; inStock: number; availableStock: number }>>('/api/warehouse/status-v1/stockbalance');
		expect(all.headers.get('x-total-count')).toBe('14');
		expect(all.body.filter((r) => r.inStock !== 0)).toEqual([
			{ itemId: '1001', stockPointCode: 'MAIN', inStock: 20, availableStock: 20 },
			{ itemId: '1001', stockPointCode: 'STORE', inStock: 5, availableStock: 5 },
			{ itemId: '1002', stockPointCode: 'MAIN', inStock: 8, availableStock: 8 },
			{ itemId: '1003', stockPointCode: 'MAIN', inStock: 15, availableStock: 15 },
			{ itemId: '1004', stockPointCode: 'MAIN', inStock: 200, availableStock: 200 },
		]);
		const some = await get<unknown[]>('/api/warehouse/status-v1/stockbalance?itemIds=1001,1005&stockPointCodes=STORE');
		expect(some.body).toEqual([
			{ itemId: '1001', stockPointCode: 'STORE', inStock: 5, availableStock: 5 },
			{ itemId: '1005', stockPointCode: 'STORE', inStock: 0, availableStock: 0 },
		]);
		const repeated = await get<unknown[]>('/api/warehouse/status-v1/stockbalance?itemIds=1001&itemIds=1002&stockPointCodes=MAIN');
		expect(repeated.body).toHaveLength(2);
		expect(sandbox.stock(t.tenantId, '1001', 'MAIN')).toEqual({ inStock: 20, availableStock: 20 });
		expect(sandbox.stock(t.tenantId, '1001', 'MAIN', 'A2')).toEqual({ inStock: 0, availableStock: 0 });
		expect(() => sandbox.stock(t.tenantId, '1001', 'NOPE')).toThrow();
	});

	it('pages every list with limit/offset and X-Total-Count; invalid values are 400', async () => {
		for (let k = 0; k < 12; k++) sandbox.addStockPoint(t.tenantId, { code: `P${String(k).padStart(2, '0')}`, name: `Punkt ${k}` });
		const page = await get<StockPoint[]>(`${SP}?limit=5&offset=3`);
		expect(page.headers.get('x-total-count')).toBe('14');
		expect(page.body.map((p) => p.code)).toEqual(['P02', 'P03', 'P04', 'P05', 'P06']);
		expect((await get<StockPoint[]>(`${SP}?offset=12`)).body.map((p) => p.code)).toEqual(['P11', 'STORE']);
		expect((await get<StockPoint[]>(`${SP}?offset=99`)).body).toEqual([]);
		const balance = await get<unknown[]>('/api/warehouse/status-v1/stockbalance?limit=3&offset=1');
		expect([balance.body.length, balance.headers.get('x-total-count')]).toEqual([3, '98']);
		const types = await get<unknown[]>('/api/warehouse/documentdeliveries/custom/documenttypes-v1?limit=1');
		expect(types.headers.get('x-total-count')).toBe('1');
		expect((await get<unknown[]>(`${SP}/MAIN/stocklocations?limit=1&offset=1`)).body).toEqual([expect.objectContaining({ code: 'A2' })]);
		expect((await get<unknown[]>('/api/warehouse/deliveries-v1?limit=10')).headers.get('x-total-count')).toBe('0');
		for (const q of ['limit=0', 'limit=501', 'limit=abc', 'offset=-1', 'offset=1.5']) {
			const bad = await get<WarehouseError>(`${SP}?${q}`);
			expect([q, bad.status, bad.body.error]).toEqual([q, 400, 'invalid_parameter']);
		}
		expect((await get(`/api/warehouse/deliveries-v1?limit=0`)).status).toBe(400);
	});

	it('answers at most 100 records when no limit is asked for', async () => {
		for (let k = 0; k < 110; k++) sandbox.addStockPoint(t.tenantId, { code: `Q${String(k).padStart(3, '0')}`, name: `Punkt ${k}` });
		const first = await get<StockPoint[]>(SP);
		expect([first.body.length, first.headers.get('x-total-count')]).toEqual([100, '112']);
		// Sorted by code: MAIN, Q000 … Q109, STORE.
		const rest = await get<StockPoint[]>(`${SP}?offset=100`);
		expect(rest.body.map((p) => p.code)).toEqual([...Array.from({ length: 11 }, (_, k) => `Q${String(99 + k).padStart(3, '0')}`), 'STORE']);
	});

	it('serves the items as /3/articles (classic paging and errors)', async () => {
		sandbox.addItem(t.tenantId, { itemId: '3001', description: 'Kontorsstol Deluxe' });
		const list = await get<{ Articles: Array<Record<string, unknown>>; MetaInformation: Record<string, number> }>('/3/articles?limit=2&page=2');
		expect(list.status).toBe(200);
		expect(list.body.MetaInformation).toEqual({ '@TotalResources': 8, '@TotalPages': 4, '@CurrentPage': 2 });
		expect(list.body.Articles.map((a) => a.ArticleNumber)).toEqual(['1003', '1004']);
		const one = await get<{ Article: Record<string, unknown> }>('/3/articles/1001');
		// Every field of fortnox_Article (test/sandbox/articles.test.ts has them all).
		expect(one.body.Article).toMatchObject({
			'@url': `${sandbox.url}/3/articles/1001`, ArticleNumber: '1001', Description: 'Kontorsstol', EAN: '', Unit: 'st', StockGoods: true,
			QuantityInStock: 25, ReservedQuantity: 0, DisposableQuantity: 25, StockValue: 25 * 1890, WebshopArticle: false,
			Active: true, Manufacturer: null, ManufacturerArticleNumber: '', SupplierNumber: '202', SupplierName: 'Möbelfabriken i Tibro AB',
			PurchasePrice: 1890, StockWarning: 5,
		});
		// The list items carry no purchasing fields (fortnox_ArticleListItem).
		expect(list.body.Articles[0]).not.toHaveProperty('SupplierNumber');
		const added = (await get<{ Article: Record<string, unknown> }>('/3/articles/3001')).body.Article;
		expect(added).toMatchObject({ Unit: 'st', QuantityInStock: 0, StockWarning: 0, SupplierNumber: null, PurchasePrice: 0 });
		const missing = await get<{ ErrorInformation: { code: number } }>('/3/articles/9999');
		expect([missing.status, missing.body.ErrorInformation.code]).toEqual([404, 2000428]);
		expect((await get('/3/articles?limit=501')).status).toBe(400);
		expect(() => sandbox.addItem(t.tenantId, { itemId: '1001' })).toThrow();
	});

	it('answers 401 and 404 in the warehouse error shape, and 403 with Fortnox\'s codes for a token without warehouse (2000663) or a company without Lager (2001101)', async () => {
		const unauthorized = await req<WarehouseError>('GET', SP, undefined, {});
		expect([unauthorized.status, unauthorized.body.error, unauthorized.body.id]).toEqual([401, 'unauthorized', expect.stringMatching(UUID)]);
		const unknown = await get<WarehouseError>('/api/warehouse/nothing-v1');
		expect([unknown.status, unknown.body.error]).toEqual([404, 'not_found']);
		const wrongMethod = await req<WarehouseError>('PATCH', SP);
		expect([wrongMethod.status, wrongMethod.body.error]).toEqual([404, 'not_found']);

		const client = sandbox.createOAuthClient();
		const withScope = sandbox.issueOAuthTokens(t.tenantId, client.clientId).access_token;
		expect((await req('GET', SP, undefined, bearer(withScope))).status).toBe(200);
		const noScope = sandbox.issueOAuthTokens(t.tenantId, client.clientId, 'bookkeeping inbox').access_token;
		const scoped = await req<{ ErrorInformation: { code: number; message: string } }>('GET', `${SP}/MAIN`, undefined, bearer(noScope));
		expect([scoped.status, scoped.body.ErrorInformation]).toEqual([403, { error: 1, code: 2000663, message: 'Har inte behörighet för scope' }]);

		sandbox.setWarehouseEnabled(t.tenantId, false);
		for (const [method, path] of [['GET', SP], ['POST', '/api/warehouse/deliveries-v1/inbounddeliveries'], ['GET', '/api/warehouse/status-v1/stockbalance'],
			['PUT', '/api/warehouse/documentdeliveries/custom/outbound-v1/WEBSHOP/1/release']]) {
			const off = await req<{ ErrorInformation: { code: number; message: string } }>(method, path, method === 'GET' ? undefined : {});
			expect([path, off.status, off.body.ErrorInformation]).toEqual([path, 403, { error: 1, code: 2001101, message: 'Det finns ingen aktiv licens för önskat scope' }]);
		}
		expect((await get('/3/articles')).status).toBe(200);
		sandbox.setWarehouseEnabled(t.tenantId, true);
		expect((await get(SP)).status).toBe(200);
	});

	it('records every request (method, path, query, parsed body) when recordRequests is set', async () => {
		sandbox.clearRequests();
		await req('POST', `${SP}?x=1&x=2&y=3`, { code: 'LOG', name: 'Logg' });
		await get('/3/articles/1001');
		expect(sandbox.requests).toEqual([
			{ method: 'POST', path: SP, query: { x: ['1', '2'], y: '3' }, body: { code: 'LOG', name: 'Logg' } },
			{ method: 'GET', path: '/3/articles/1001', query: {}, body: undefined },
		]);
		sandbox.clearRequests();
		expect(sandbox.requests).toEqual([]);
	});
});
