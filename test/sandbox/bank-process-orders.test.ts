import { startSandbox, type Sandbox, type StartCompanyOrder, type StockCompanyOrder, type TenantCredentials } from '../../sandbox';
import { call, legacy, withSandbox, type Auth } from './helpers';
import { expectProblem, patch, START, STOCK, UUID, type OrderList, type Problem } from './bank-process-helpers';

describe('sandbox bank process: orders', () => {
	let sandbox: Sandbox;
	let t: TenantCredentials;
	let auth: Auth;
	withSandbox({ rateLimit: false }, (s) => (sandbox = s), (tenant, headers) => ([t, auth] = [tenant, headers]));

	const list = <T = StockCompanyOrder>(path: string) => call<OrderList<T>>(sandbox, 'GET', path, { auth });
	const ids = (res: { body: OrderList<{ id: number | string }> }) => res.body.orders.map((o) => o.id);
	/** Stock orders of 2020, away from the seeded ones (which are recent). */
	const old = (created: string, updated: string) =>
		sandbox.createStockOrder(t.tenantId, { created_at: created, updated_at: updated });

	it('seeds every new tenant with stock and start orders in various statuses, without callbacks', async () => {
		const state = sandbox.tenant(t.tenantId).companyOrders;
		expect([...state.stock.values()].map((o) => o.status).sort()).toEqual(
			['ABORTED', 'ACCEPTED', 'ACCEPTED', 'COMPLETED', 'DENIED_BY_BANK', 'SENT_TO_BV'],
		);
		expect([...state.start.values()].map((o) => o.status).sort()).toEqual(['ACCEPTED', 'ACCEPTED', 'CANCELLED', 'COMPLETED']);
		expect(sandbox.deliveries).toEqual([]);

		const res = await list(STOCK);
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('application/json');
		expect(Object.keys(res.body)).toEqual(['limit', 'offset', 'orders', 'total_count']);
		expect(res.body).toMatchObject({ limit: 50, offset: 0, total_count: 6 });
		const order = res.body.orders[0];
		expect(Object.keys(order).slice(0, 5)).toEqual(['id', 'status', 'created_at', 'updated_at', 'utm_source']);
		expect(order).not.toHaveProperty('emission');
		expect(order).not.toHaveProperty('generatedDocuments');
		expect(order.company_information.organization_number).toMatch(/^\d{6}-\d{4}$/);
		expect(Number.isInteger(order.id)).toBe(true);

		const start = await list<StartCompanyOrder>(START);
		expect(start.body.total_count).toBe(4);
		expect(start.body.orders[0].id).toMatch(UUID);
		expect(start.body.orders.find((o) => o.status === 'COMPLETED')!.company_information.organization_number).toMatch(/^\d{6}-\d{4}$/);
	});

	it('sorts by -created_at by default, and by created_at / updated_at in either direction', async () => {
		const a = old('2020-01-03T10:00:00Z', '2020-01-05T10:00:00Z');
		const b = old('2020-01-01T10:00:00Z', '2020-01-09T10:00:00Z');
		const c = old('2020-01-02T10:00:00Z', '2020-01-04T10:00:00Z');
		const range = 'created_at_to=2020-12-31';
		expect(ids(await list(`${STOCK}?${range}`))).toEqual([a.id, c.id, b.id]);
		expect(ids(await list(`${STOCK}?${range}&sort=-created_at`))).toEqual([a.id, c.id, b.id]);
		expect(ids(await list(`${STOCK}?${range}&sort=created_at`))).toEqual([b.id, c.id, a.id]);
		expect(ids(await list(`${STOCK}?${range}&sort=updated_at`))).toEqual([c.id, a.id, b.id]);
		expect(ids(await list(`${STOCK}?${range}&sort=-updated_at`))).toEqual([b.id, a.id, c.id]);

		const all = (await list(STOCK)).body.orders.map((o) => Date.parse(o.created_at));
		expect(all).toEqual([...all].sort((x, y) => y - x));

		for (const sort of ['id', 'created', '+created_at', 'CREATED_AT']) {
			expectProblem(await list(`${STOCK}?sort=${encodeURIComponent(sort)}`), 400, STOCK);
		}
	});

	it('pages with limit and offset and counts every match in total_count', async () => {
		const all = ids(await list(STOCK));
		const page = await list(`${STOCK}?limit=2&offset=1`);
		expect(page.body).toMatchObject({ limit: 2, offset: 1, total_count: 6 });
		expect(ids(page)).toEqual(all.slice(1, 3));
		expect(ids(await list(`${STOCK}?limit=200&offset=5`))).toEqual(all.slice(5));
		const beyond = await list(`${STOCK}?offset=99`);
		expect(beyond.body).toEqual({ limit: 50, offset: 99, orders: [], total_count: 6 });

		for (const bad of ['limit=0', 'limit=201', 'limit=-1', 'limit=ten', 'limit=1.5', 'offset=-1', 'offset=x']) {
			const res = await list(`${STOCK}?${bad}`);
			expectProblem(res, 400, STOCK);
			expect((res.body as unknown as Problem).detail).toContain(bad.split('=')[0]);
		}
		expectProblem(await list(`${START}?limit=201`), 400, START);
	});

	it('filters by status, repeated and comma-separated; refuses UNKNOWN and other values for stock orders', async () => {
		const statusesOf = (res: { body: OrderList<StockCompanyOrder> }) => res.body.orders.map((o) => o.status).sort();
		const repeated = await list(`${STOCK}?status=ACCEPTED&status=COMPLETED`);
		expect(statusesOf(repeated)).toEqual(['ACCEPTED', 'ACCEPTED', 'COMPLETED']);
		expect(repeated.body.total_count).toBe(3);
		expect(statusesOf(await list(`${STOCK}?status=ACCEPTED,COMPLETED`))).toEqual(['ACCEPTED', 'ACCEPTED', 'COMPLETED']);
		expect(statusesOf(await list(`${STOCK}?status=SENT_TO_BV,DENIED_BY_BANK&status=ABORTED`))).toEqual(['ABORTED', 'DENIED_BY_BANK', 'SENT_TO_BV']);

		for (const bad of ['UNKNOWN', 'accepted', 'DENIED', 'ACCEPTED,NOPE']) {
			const res = await list(`${STOCK}?status=${bad}`);
			expect((expectProblem(res, 400, STOCK)).detail).toContain('status');
		}
	});

	it('filters start orders by their own statuses, UNKNOWN included', async () => {
		const weird = sandbox.createStartOrder(t.tenantId, { status: 'UNKNOWN' });
		expect(ids(await list(`${START}?status=UNKNOWN`))).toEqual([weird.id]);
		expect((await list<StartCompanyOrder>(`${START}?status=CANCELLED,COMPLETED`)).body.orders.map((o) => o.status).sort()).toEqual(['CANCELLED', 'COMPLETED']);
		expectProblem(await list(`${START}?status=DENIED_BY_BANK`), 400, START);
		expectProblem(await list(`${START}?status=SENT_TO_BV`), 400, START);
	});

	it('filters by created and updated dates, inclusive, by date', async () => {
		const a = old('2020-01-10T12:00:00Z', '2020-02-01T00:00:00Z');
		const b = old('2020-01-11T23:59:59Z', '2020-02-02T08:00:00Z');
		const c = old('2020-01-12T00:00:00Z', '2020-02-03T23:59:59Z');
		expect(ids(await list(`${STOCK}?created_at_from=2020-01-11&created_at_to=2020-01-12&sort=created_at`))).toEqual([b.id, c.id]);
		expect(ids(await list(`${STOCK}?created_at_to=2020-01-10`))).toEqual([a.id]);
		expect(ids(await list(`${STOCK}?updated_at_from=2020-02-03&updated_at_to=2020-02-03`))).toEqual([c.id]);
		expect(ids(await list(`${STOCK}?updated_at_to=2020-02-02&sort=updated_at`))).toEqual([a.id, b.id]);
		// a timestamp is taken by its date
		expect(ids(await list(`${STOCK}?created_at_from=2020-01-12T15:00:00Z&created_at_to=2020-01-12`))).toEqual([c.id]);
		const recent = await list(`${STOCK}?created_at_from=2021-01-01`);
		expect(recent.body.total_count).toBe(6);

		for (const bad of ['created_at_from=2020-13-01', 'created_at_to=yesterday', 'updated_at_from=2020-02-30', 'updated_at_to=20200101']) {
			expectProblem(await list(`${STOCK}?${bad}`), 400, STOCK);
		}
	});

	it('finds stock orders by organization number, with or without the dash (nine digits = without check digit)', async () => {
		const order = sandbox.createStockOrder(t.tenantId, { company_information: { organization_number: '556677-8899' } });
		const shortcut = sandbox.createStockOrder(t.tenantId, { organizationNumber: '556677-8890' });
		expect(shortcut.company_information.organization_number).toBe('556677-8890');
		const byDash = await list(`${STOCK}/find-by-organization-number/556677-8899`);
		expect(byDash.status).toBe(200);
		expect(byDash.body).toMatchObject({ limit: 50, offset: 0, total_count: 1 });
		expect(byDash.body.orders[0]).toEqual(order);

		const nine = await list(`${STOCK}/find-by-organization-number/556677889`);
		expect(ids(nine)).toHaveLength(2);
		expect(ids(await list(`${STOCK}/find-by-organization-number/000000-0000`))).toEqual([]);

		for (const bad of ['5566778899', '55667788', '556677-889', '55667-78899', 'abcdef-ghij', '556677_8899']) {
			const path = `${STOCK}/find-by-organization-number/${bad}`;
			expect(expectProblem(await list(path), 400, path).detail).toContain('organization_number');
		}
	});

	it('gets one order, and answers unknown ids with a 404 problem', async () => {
		const stock = sandbox.createStockOrder(t.tenantId, { utm_source: 'test' });
		const got = await call<StockCompanyOrder>(sandbox, 'GET', `${STOCK}/${stock.id}`, { auth });
		expect(got.status).toBe(200);
		expect(got.body).toEqual(stock);
		expect(got.body.utm_source).toBe('test');

		const start = sandbox.createStartOrder(t.tenantId);
		expect((await call(sandbox, 'GET', `${START}/${start.id}`, { auth })).body).toEqual(start);

		for (const path of [`${STOCK}/999999`, `${STOCK}/abc`, `${START}/00000000-0000-4000-8000-000000000000`, `${START}/${stock.id}`]) {
			expectProblem(await call(sandbox, 'GET', path, { auth }), 404, path);
		}
		// another tenant's order is not reachable
		const other = sandbox.createTenant();
		expectProblem(await call(sandbox, 'GET', `${STOCK}/${stock.id}`, { auth: legacy(other) }), 404, `${STOCK}/${stock.id}`);
	});

	it('denies a stock order: DENIED_BY_BANK, later updated_at; a finished order gives 409', async () => {
		const order = sandbox.createStockOrder(t.tenantId, { status: 'SENT_TO_BV', created_at: '2026-01-01T00:00:00Z' });
		const path = `${STOCK}/${order.id}`;
		const denied = await patch<StockCompanyOrder>(sandbox, auth, path, { status: 'DENIED' });
		expect(denied.status).toBe(200);
		expect(denied.body.status).toBe('DENIED_BY_BANK');
		expect(Date.parse(denied.body.updated_at)).toBeGreaterThan(Date.parse(order.updated_at));
		expect({ ...denied.body, status: order.status, updated_at: order.updated_at }).toEqual(order);
		expect(sandbox.tenant(t.tenantId).companyOrders.stock.get(order.id)!.status).toBe('DENIED_BY_BANK');

		const again = await patch<StockCompanyOrder>(sandbox, auth, path, { status: 'DENIED' }, 'application/json-patch+json; charset=utf-8');
		expect(again.status).toBe(200);
		expect(again.body).toEqual(denied.body);

		for (const status of ['COMPLETED', 'ABORTED'] as const) {
			const done = sandbox.createStockOrder(t.tenantId, { status });
			const p = `${STOCK}/${done.id}`;
			expect(expectProblem(await patch(sandbox, auth, p, { status: 'DENIED' }), 409, p).detail).toContain(status);
			expect(sandbox.tenant(t.tenantId).companyOrders.stock.get(done.id)!.status).toBe(status);
		}
	});

	it('validates the deny request: 415 for another content type, 400 for other bodies, 404 for unknown orders', async () => {
		const order = sandbox.createStockOrder(t.tenantId);
		const path = `${STOCK}/${order.id}`;
		for (const type of ['application/json', 'text/plain']) {
			expect(expectProblem(await patch(sandbox, auth, path, { status: 'DENIED' }, type), 415, path).detail).toContain('application/json-patch+json');
		}
		for (const body of [{ status: 'DENIED_BY_BANK' }, { status: 'CANCELLED' }, {}, { status: 'DENIED', note: 'x' }, [{ op: 'replace', path: '/status', value: 'DENIED' }]]) {
			expectProblem(await patch(sandbox, auth, path, body), 400, path);
		}
		const broken = await call(sandbox, 'PATCH', path, { auth, body: '{"status":', headers: { 'Content-Type': 'application/json-patch+json' } });
		expectProblem(broken, 400, path);
		expectProblem(await patch(sandbox, auth, `${STOCK}/424242`, { status: 'DENIED' }), 404, `${STOCK}/424242`);
		expect(sandbox.tenant(t.tenantId).companyOrders.stock.get(order.id)!.status).toBe('ACCEPTED');
	});

	it('modifies start orders: DENIED or CANCELLED and the share capital date; 409 once finished', async () => {
		const order = sandbox.createStartOrder(t.tenantId);
		const path = `${START}/${order.id}`;
		const dated = await patch<StartCompanyOrder>(sandbox, auth, path, { share_capital_received_date: '2026-03-14' });
		expect(dated.status).toBe(200);
		expect(dated.body).toMatchObject({ status: 'ACCEPTED', share_capital_received_date: '2026-03-14T00:00:00.000Z' });
		expect(Date.parse(dated.body.updated_at)).toBeGreaterThan(Date.parse(order.updated_at));

		const both = await patch<StartCompanyOrder>(sandbox, auth, path, { status: 'CANCELLED', share_capital_received_date: null });
		expect(both.body).toMatchObject({ status: 'CANCELLED', share_capital_received_date: null });
		expect(expectProblem(await patch(sandbox, auth, path, { status: 'DENIED' }), 409, path).detail).toContain('CANCELLED');
		expect((await patch<StartCompanyOrder>(sandbox, auth, path, { status: 'CANCELLED' })).body.status).toBe('CANCELLED');

		const other = sandbox.createStartOrder(t.tenantId);
		const p = `${START}/${other.id}`;
		expect((await patch<StartCompanyOrder>(sandbox, auth, p, { status: 'DENIED' })).body.status).toBe('DENIED');
		for (const body of [{}, { status: 'DENIED_BY_BANK' }, { status: 'COMPLETED' }, { share_capital_received_date: '14/03/2026' }, { share_capital_received_date: '2026-02-30' }, { share_capital_received_date: 20260314 }, { other: 1 }]) {
			expectProblem(await patch(sandbox, auth, p, body), 400, p);
		}
		expectProblem(await patch(sandbox, auth, p, { status: 'CANCELLED' }, 'application/json'), 415, p);
	});

	it('filters start orders by founder civic number (12 or 10 digits)', async () => {
		const order = sandbox.createStartOrder(t.tenantId);
		const civic = order.share_holders[order.share_holders.length - 1].civic_number; // YYYYMMDD-NNNN
		const found = await list<StartCompanyOrder>(`${START}?founder_civic_number=${civic}`);
		expect(found.status).toBe(200);
		expect(ids(found)).toContain(order.id);
		expect(found.body.orders.every((o) => o.share_holders.some((h) => h.civic_number === civic))).toBe(true);
		expect(ids(await list(`${START}?founder_civic_number=${civic.slice(2).replace('-', '')}`))).toContain(order.id);
		expect(ids(await list(`${START}?founder_civic_number=19000101-0000`))).toEqual([]);
		const mine = sandbox.createStartOrder(t.tenantId, { founderCivicNumber: '19800101-1234' });
		expect(mine.share_holders[0].civic_number).toBe('19800101-1234');
		expect(ids(await list(`${START}?founder_civic_number=19800101-1234`))).toEqual([mine.id]);
		for (const bad of ['abc', '1234', '19850412-12345']) {
			expectProblem(await list(`${START}?founder_civic_number=${bad}`), 400, START);
		}
	});

	it('keeps the JS API honest: unknown fields, statuses and orders throw; deleted orders are gone', async () => {
		expect(() => sandbox.createStockOrder(t.tenantId, { status: 'DENIED' as never })).toThrow(/status/);
		expect(() => sandbox.createStartOrder(t.tenantId, { emission: true } as never)).toThrow(/emission/);
		expect(() => sandbox.updateOrder(t.tenantId, 'stock', 1, { status: 'COMPLETED' })).toThrow(/No stock order/);
		expect(() => sandbox.createStockOrder('no-such-tenant')).toThrow(/Unknown tenant/);
		expect(() => sandbox.createStockOrder(t.tenantId, { founderCivicNumber: '19800101-1234' } as never)).toThrow(/start orders only/);
		const order = sandbox.createStockOrder(t.tenantId);
		expect(() => sandbox.updateOrder(t.tenantId, 'stock', order.id, { status: 'SENT_TO_BV', id: 5 } as never)).toThrow(/id/);
		expect(sandbox.tenant(t.tenantId).companyOrders.stock.get(order.id)!.status).toBe('ACCEPTED'); // nothing half-applied

		const updated = sandbox.updateOrder(t.tenantId, 'stock', order.id, { status: 'SENT_TO_BV', company_information: { name: 'Nytt Namn AB' } });
		expect(updated).toMatchObject({ status: 'SENT_TO_BV', company_information: { name: 'Nytt Namn AB', organization_number: order.company_information.organization_number } });
		sandbox.deleteOrder(t.tenantId, 'stock', order.id);
		expectProblem(await call(sandbox, 'GET', `${STOCK}/${order.id}`, { auth }), 404, `${STOCK}/${order.id}`);
	});

	it('answers 401 and unknown routes of the area with problem+json', async () => {
		const wrong: Auth[] = [{}, { 'Access-Token': t.accessToken, 'Client-Secret': 'wrong' }, { Authorization: 'Bearer nope' }];
		for (const creds of wrong) {
			const res = await call(sandbox, 'GET', STOCK, { auth: creds });
			expect(expectProblem(res, 401, STOCK).title).toBe('Unauthorized');
		}
		expectProblem(await call(sandbox, 'DELETE', `${STOCK}/1001`, { auth }), 404, `${STOCK}/1001`);
		expectProblem(await call(sandbox, 'GET', `${START}/find-by-organization-number/556677-8899`, { auth }), 404, `${START}/find-by-organization-number/556677-8899`);
	});

	it('seeds 12 stock and 5 start orders for the demo tenant', async () => {
		const demo = await startSandbox({ demo: true, rateLimit: false });
		try {
			const demoAuth = { 'Access-Token': 'demo-access-token', 'Client-Secret': 'demo-client-secret' };
			const stock = await call<OrderList<StockCompanyOrder>>(demo, 'GET', STOCK, { auth: demoAuth });
			expect(stock.body.total_count).toBe(12);
			expect(new Set(stock.body.orders.map((o) => o.status))).toEqual(new Set(['ACCEPTED', 'SENT_TO_BV', 'COMPLETED', 'ABORTED', 'DENIED_BY_BANK']));
			const start = await call<OrderList<StartCompanyOrder>>(demo, 'GET', START, { auth: demoAuth });
			expect(start.body.total_count).toBe(5);
		} finally {
			await demo.close();
		}
	});
});

describe('sandbox bank process: rate limit shared with /3/', () => {
	it('counts bank-process requests in the same per-token window', async () => {
		const sandbox = await startSandbox({ rateLimit: { limit: 3, windowMs: 60_000 } });
		try {
			const t = sandbox.createTenant();
			expect((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status).toBe(200);
			expect((await call(sandbox, 'GET', STOCK, { auth: legacy(t) })).status).toBe(200);
			expect((await call(sandbox, 'GET', '/api/bank-process-webhooks/v1', { auth: legacy(t) })).status).toBe(200);
			const limited = await call(sandbox, 'GET', START, { auth: legacy(t) });
			expect(limited.status).toBe(429);
			expect(limited.body).toEqual({ message: 'Too Many Requests' });
		} finally {
			await sandbox.close();
		}
	});
});
