import { startSandbox, type Sandbox, type SandboxInvoiceRequest, type SandboxRecurringRecord, type TenantCredentials } from '../../sandbox';
import { call, legacy, type Auth, withSandbox } from './helpers';

interface RecurringError {
	code: string;
	details: Array<{ field: string; message: string }>;
	message: string;
}

const BASE = '/api/recurring-billing/recurrings-v1';
const REQUESTS = '/api/recurring-billing/recurrings-invoice-requests-v1';

const body = (overrides: Record<string, unknown> = {}) => ({
	customer: { number: '1001', name: 'Kontorsgiganten AB' },
	dates: { dates: { invoice_processing_date: '2026-05-31', period_start_date: '2026-05-01' } },
	rows: [{ description: 'Städning', quantity: 2, price: 450 }],
	...overrides,
});

async function sleepMs(ms: number): Promise<void> {
	await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `read` until `done` holds (or 10 s pass); returns every distinct value seen, in order. */
async function observe<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T[]> {
	const seen: T[] = [];
	for (const started = Date.now(); Date.now() - started < 10000; await sleepMs(50)) {
		const value = await read();
		if (seen.length === 0 || JSON.stringify(seen[seen.length - 1]) !== JSON.stringify(value)) seen.push(value);
		if (done(value)) break;
	}
	return seen;
}

describe('sandbox recurring contracts', () => {
	let sandbox: Sandbox;
	let t: TenantCredentials;
	let auth: Auth;

	withSandbox(
		{ rateLimit: false },
		(started) => (sandbox = started),
		(tenant, tenantAuth) => {
			t = tenant;
			auth = tenantAuth;
		},
	);

	const create = (json: unknown = body()) => call<SandboxRecurringRecord & RecurringError>(sandbox, 'POST', BASE, { auth, json });

	it('creates an ACTIVE contract with Location, ETag and Last-Modified, derives anchors and totals', async () => {
		const res = await create(body({ status: 'DRAFT' }));
		expect(res.status).toBe(201);
		expect(res.body).toMatchObject({
			serial_number: 1,
			status: 'ACTIVE',
			amount_per_invoicing: 1,
			invoice_handling: 'MANUAL',
			tax_reduction_category: 'NONE',
			dates: {
				dates: { invoice_processing_date: '2026-05-31', invoice_date: '2026-05-31', end_date: null },
				rules: { interval: 1, frequency: 'MONTH', invoice_anchor: 'LAST_DAY', period_anchor: 'DAY_1' },
			},
			totals: { row_count: 1, total_excluding_vat: 900 },
			error_logs: [],
		});
		expect(res.headers.get('location')).toBe(`${sandbox.url}${BASE}/${res.body.id}`);
		expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
		expect(Date.parse(res.headers.get('last-modified') ?? '')).not.toBeNaN();

		const got = await call<SandboxRecurringRecord>(sandbox, 'GET', `${BASE}/${res.body.id}`, { auth });
		expect(got.headers.get('etag')).toBe(res.headers.get('etag'));
		expect(got.body.id).toBe(res.body.id);
	});

	it.each([
		['no rows', { rows: [] }, 'rows'],
		['amount per invoicing 13', { amount_per_invoicing: 13 }, 'amount_per_invoicing'],
		['a value outside an enum', { vat_option: 'BOTH' }, 'vat_option'],
		['LETTER without the invoice service', { distribution_method: 'LETTER' }, 'distribution_method'],
		['a missing processing date', { dates: { dates: { period_start_date: '2026-05-01' } } }, 'dates.dates.invoice_processing_date'],
		['a customer without a number', { customer: { name: 'X' } }, 'customer.number'],
		['an unknown field', { colour: 'red' }, 'colour'],
	])('refuses %s with 400 naming the field', async (_case, overrides, field) => {
		const res = await create(body(overrides));
		expect(res.status).toBe(400);
		expect(res.body.code).toBe('VALIDATION_FAILED');
		expect(res.body.details.map((detail) => detail.field)).toContain(field);
		expect(sandbox.tenant(t.tenantId).recurring.recurrings.size).toBe(0);
	});

	it('lists with filters, sort, order and offset/limit paging headers', async () => {
		for (let k = 0; k < 5; k++) await create(body({ customer: { number: k % 2 ? '2002' : '1001', name: `Kund ${k}` } }));
		const [first] = [...sandbox.tenant(t.tenantId).recurring.recurrings.values()];
		first.record.status = 'INACTIVE';
		first.record.error_logs = [{ message: 'failed', created_at: '2026-05-01T00:00:00Z' }];

		const page = await call<SandboxRecurringRecord[]>(sandbox, 'GET', `${BASE}?limit=2&offset=2`, { auth });
		expect(page.body.map((r) => r.serial_number)).toEqual([3, 4]);
		expect(JSON.parse(page.headers.get('x-pagination') ?? '')).toEqual({ offset: 2, limit: 2, total: 5 });
		expect(page.headers.get('x-last-record')).toBe('false');
		const last = await call<SandboxRecurringRecord[]>(sandbox, 'GET', `${BASE}?limit=2&offset=4`, { auth });
		expect(last.body).toHaveLength(1);
		expect(last.headers.get('x-last-record')).toBe('true');

		const query = async (qs: string) =>
			(await call<SandboxRecurringRecord[]>(sandbox, 'GET', `${BASE}?${qs}`, { auth })).body.map((r) => r.serial_number);
		expect(await query('customer-numbers=2002')).toEqual([2, 4]);
		expect(await query('statuses=ACTIVE,FINISHED&customer-numbers=1001,2002')).toEqual([2, 3, 4, 5]);
		expect(await query('invoice-handlings=AUTOMATIC')).toEqual([]);
		expect(await query('error-status=HAS_ERROR')).toEqual([1]);
		expect(await query('error-status=HAS_NO_ERROR&order=DESC')).toEqual([5, 4, 3, 2]);
		expect(await query('sortby=customerName&order=DESC')).toEqual([5, 4, 3, 2, 1]);
		expect(await query('sortby=SERIAL_NUMBER')).toEqual([1, 2, 3, 4, 5]);

		for (const bad of ['limit=101', 'limit=0', 'offset=-1', 'statuses=PAUSED', 'sortby=colour', 'order=UP']) {
			const res = await call<RecurringError>(sandbox, 'GET', `${BASE}?${bad}`, { auth });
			expect([bad, res.status, res.body.code]).toEqual([bad, 400, 'INVALID_QUERY']);
		}
	});

	it('needs If-Match for changes (428), refuses a stale one (412) and honours If-Unmodified-Since', async () => {
		const created = await create();
		const path = `${BASE}/${created.body.id}`;
		const etag = created.headers.get('etag') as string;
		const patch = [{ op: 'replace', path: '/remark', value: 'Ny text' }];

		const missing = await call<RecurringError>(sandbox, 'PATCH', path, { auth, json: patch });
		expect([missing.status, missing.body.code]).toEqual([428, 'PRECONDITION_REQUIRED']);
		const put = await call<RecurringError>(sandbox, 'PUT', path, { auth, json: body() });
		expect(put.status).toBe(428);

		const ok = await call<SandboxRecurringRecord>(sandbox, 'PATCH', path, { auth, json: patch, headers: { 'If-Match': etag } });
		expect(ok.status).toBe(200);
		expect(ok.body.remark).toBe('Ny text');
		const fresh = ok.headers.get('etag') as string;
		expect(fresh).not.toBe(etag);

		const stale = await call<RecurringError>(sandbox, 'PATCH', path, { auth, json: patch, headers: { 'If-Match': etag } });
		expect([stale.status, stale.body.code]).toEqual([412, 'PRECONDITION_FAILED']);
		const weak = await call(sandbox, 'PATCH', path, { auth, json: patch, headers: { 'If-Match': `W/${fresh}` } });
		expect(weak.status).toBe(200);

		const current = weak.headers.get('etag') as string;
		const longAgo = new Date(Date.now() - 3600_000).toUTCString();
		const since = await call<RecurringError>(sandbox, 'PATCH', path, {
			auth,
			json: patch,
			headers: { 'If-Match': current, 'If-Unmodified-Since': longAgo },
		});
		expect(since.status).toBe(412);
	});

	it('replaces the whole contract with PUT: required fields, cleared optionals, anchors re-derived', async () => {
		const created = await create(body({ our_reference: 'Bo', remark: 'x' }));
		const path = `${BASE}/${created.body.id}`;
		const headers = { 'If-Match': created.headers.get('etag') as string };

		const incomplete = await call<RecurringError>(sandbox, 'PUT', path, { auth, headers, json: body() });
		expect(incomplete.status).toBe(400);
		expect(incomplete.body.details.map((d) => d.field)).toEqual(
			expect.arrayContaining(['amount_per_invoicing', 'invoice_handling', 'status', 'tax_reduction_category', 'dates.rules']),
		);

		const full = {
			customer: { number: '1001' },
			dates: { dates: { invoice_processing_date: '2026-06-15', period_start_date: '2026-06-01' }, rules: { interval: 3, frequency: 'MONTH', invoice_anchor: 'LAST_DAY' } },
			amount_per_invoicing: 1,
			invoice_handling: 'AUTOMATIC',
			status: 'INACTIVE',
			tax_reduction_category: 'RUT',
			remark: 'Kvartal',
		};
		const res = await call<SandboxRecurringRecord>(sandbox, 'PUT', path, { auth, headers, json: full });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({
			status: 'INACTIVE',
			remark: 'Kvartal',
			our_reference: null,
			rows: created.body.rows,
			// the date changed, so its anchor follows the date (the date wins over the anchor sent)
			dates: { dates: { invoice_processing_date: '2026-06-15' }, rules: { interval: 3, invoice_anchor: 'DAY_15' } },
		});
	});

	it('patches only the allowed root paths; deviation paths are a 400 of their own', async () => {
		const created = await create();
		const path = `${BASE}/${created.body.id}`;
		let etag = created.headers.get('etag') as string;
		const send = async (ops: unknown) => {
			const res = await call<SandboxRecurringRecord & RecurringError>(sandbox, 'PATCH', path, { auth, json: ops, headers: { 'If-Match': etag } });
			if (res.status === 200) etag = res.headers.get('etag') as string;
			return res;
		};

		const anchor = await send([{ op: 'replace', path: '/dates', value: { rules: { invoice_anchor: 'DAY_10' } } }]);
		expect(anchor.body.dates.dates.invoice_processing_date).toBe('2026-05-10'); // the anchor moves the date within the month
		const rows = await send([
			{ op: 'add', path: '/rows/-', value: { description: 'Fönster', price: 100 } },
			{ op: 'remove', path: '/rows/0' },
			{ op: 'replace', path: '/customer/name', value: 'Nytt Namn AB' },
		]);
		expect(rows.body.rows).toEqual([{ description: 'Fönster', price: 100 }]);
		expect(rows.body.customer).toEqual({ number: '1001', name: 'Nytt Namn AB' });

		const deviation = await send([{ op: 'add', path: '/deviations/-', value: {} }]);
		expect([deviation.status, deviation.body.code]).toEqual([400, 'DEVIATION_PATH_NOT_ALLOWED']);
		const notAllowed = await send([{ op: 'replace', path: '/serial_number', value: 9 }]);
		expect([notAllowed.status, notAllowed.body.code]).toEqual([400, 'PATCH_PATH_NOT_ALLOWED']);
		const badOp = await send([{ op: 'move', path: '/remark', from: '/our_reference' }]);
		expect([badOp.status, badOp.body.code]).toEqual([400, 'INVALID_PATCH']);
		const invalid = await send([{ op: 'replace', path: '/amount_per_invoicing', value: 0 }]);
		expect([invalid.status, invalid.body.code]).toEqual([400, 'VALIDATION_FAILED']);
		const emptyRows = await send([{ op: 'replace', path: '/rows', value: [] }]);
		expect(emptyRows.status).toBe(400);
	});

	it('answers 400 for ids that are not UUIDs and 404 for unknown ones', async () => {
		const notUuid = await call<RecurringError>(sandbox, 'GET', `${BASE}/42`, { auth });
		expect([notUuid.status, notUuid.body.code]).toEqual([400, 'INVALID_ID']);
		const unknown = await call<RecurringError>(sandbox, 'GET', `${BASE}/00000000-0000-4000-8000-000000000000`, { auth });
		expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
		const otherTenant = sandbox.createTenant();
		const theirs = await call<SandboxRecurringRecord>(sandbox, 'POST', BASE, { auth: legacy(otherTenant), json: body() });
		expect((await call(sandbox, 'GET', `${BASE}/${theirs.body.id}`, { auth })).status).toBe(404);
		const route = await call<RecurringError>(sandbox, 'DELETE', `${BASE}/${theirs.body.id}`, { auth });
		expect(route.body).toEqual({ code: 'NOT_FOUND', details: [], message: expect.any(String) });
		const noAuth = await call<RecurringError>(sandbox, 'GET', BASE);
		expect([noAuth.status, noAuth.body.code]).toEqual([401, 'UNAUTHORIZED']);
	});

	it('lists and gets deviations', async () => {
		const created = await create();
		const deviations = sandbox.tenant(t.tenantId).recurring.recurrings.get(created.body.id)!.deviations;
		const deviation = {
			id: '11111111-2222-4333-8444-555555555555',
			recurring_id: created.body.id,
			deviation_type: 'SKIP' as const,
			repeat_interval: 12,
			target_invoice_index: 2,
			accrual: null,
			rows: [],
			created_at: '2026-05-01T00:00:00Z',
			modified_at: '2026-05-01T00:00:00Z',
		};
		deviations.push(deviation);
		expect((await call(sandbox, 'GET', `${BASE}/${created.body.id}/deviations`, { auth })).body).toEqual([deviation]);
		expect((await call(sandbox, 'GET', `${BASE}/${created.body.id}/deviations/${deviation.id}`, { auth })).body).toEqual(deviation);
		const missing = await call<RecurringError>(sandbox, 'GET', `${BASE}/${created.body.id}/deviations/11111111-2222-4333-8444-000000000000`, { auth });
		expect(missing.status).toBe(404);
	});

	it('creates SYNC invoice requests at once, numbering invoices and moving the contract on', async () => {
		const a = await create();
		const b = await create(body({ amount_per_invoicing: 3 }));
		const res = await call<SandboxInvoiceRequest>(sandbox, 'POST', REQUESTS, { auth, json: { recurring_ids: [a.body.id, b.body.id] } });
		expect(res.status).toBe(201);
		expect(res.body).toMatchObject({
			processing_mode: 'SYNC',
			status: 'COMPLETED',
			items: [
				{ recurring_id: a.body.id, status: 'INVOICED', invoice_number: 1001 },
				{ recurring_id: b.body.id, status: 'INVOICED', invoice_number: 1002 },
			],
			processed_at: expect.any(String),
		});
		const after = (id: string) => sandbox.tenant(t.tenantId).recurring.recurrings.get(id)!.record.dates.dates.invoice_processing_date;
		expect(after(a.body.id)).toBe('2026-06-30');
		expect(after(b.body.id)).toBe('2026-08-31');
		// The contract changed, so the ETag read before invoicing is stale now.
		const stale = await call(sandbox, 'PATCH', `${BASE}/${a.body.id}`, {
			auth,
			json: [{ op: 'replace', path: '/remark', value: 'x' }],
			headers: { 'If-Match': a.headers.get('etag') as string },
		});
		expect(stale.status).toBe(412);

		const listed = await call<SandboxInvoiceRequest[]>(sandbox, 'GET', `${REQUESTS}?recurring-ids=${a.body.id}&status=COMPLETED`, { auth });
		expect(listed.body.map((r) => r.id)).toEqual([res.body.id]);
		expect((await call<SandboxInvoiceRequest>(sandbox, 'GET', `${REQUESTS}/${res.body.id}`, { auth })).body.id).toBe(res.body.id);
	});

	it('refuses invoice requests outside the rules', async () => {
		const a = await create();
		const ids = (n: number) => Array.from({ length: n }, (_, k) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`);
		const post = (qs: string, json: unknown) => call<RecurringError>(sandbox, 'POST', `${REQUESTS}${qs}`, { auth, json });
		expect((await post('', { recurring_ids: ids(101) })).status).toBe(400);
		expect((await post('?processing-mode=LATER', { recurring_ids: [a.body.id] })).body.code).toBe('INVALID_QUERY');
		expect((await post('', { recurring_ids: [] })).body.code).toBe('VALIDATION_FAILED');
		const unknown = await post('', { recurring_ids: [ids(1)[0]] });
		expect(unknown.body.details).toEqual([{ field: 'recurring_ids', message: `${ids(1)[0]} not found` }]);
		for (const qs of ['', `?recurring-ids=${ids(101).join(',')}`, '?recurring-ids=abc']) {
			expect((await call(sandbox, 'GET', `${REQUESTS}${qs}`, { auth })).status).toBe(400);
		}
	});

	it('processes an ASYNC request over time: PENDING, PROCESSING, COMPLETED; 409 while it is in flight', async () => {
		const a = await create();
		const inactive = await create();
		sandbox.tenant(t.tenantId).recurring.recurrings.get(inactive.body.id)!.record.status = 'INACTIVE';
		const res = await call<SandboxInvoiceRequest>(sandbox, 'POST', `${REQUESTS}?processing-mode=ASYNC`, {
			auth,
			json: { recurring_ids: [a.body.id, inactive.body.id] },
		});
		expect(res.status).toBe(202);
		expect(res.body.status).toBe('PENDING');

		const again = await call<RecurringError>(sandbox, 'POST', REQUESTS, { auth, json: { recurring_ids: [inactive.body.id] } });
		expect(again.status).toBe(409);
		expect(again.body.code).toBe('INVOICE_REQUEST_IN_FLIGHT');
		expect(again.body.details[0].message).toContain(`${inactive.body.id} is in invoice request ${res.body.id}`);

		const read = async () => (await call<SandboxInvoiceRequest>(sandbox, 'GET', `${REQUESTS}/${res.body.id}`, { auth })).body;
		const statuses = await observe(async () => (await read()).status, (status) => status === 'COMPLETED' || status === 'FAILED');
		expect(statuses).toEqual(['PENDING', 'PROCESSING', 'COMPLETED']);
		expect((await read()).items).toEqual([
			{ recurring_id: a.body.id, status: 'INVOICED', invoice_number: 1001, error_message: null },
			{ recurring_id: inactive.body.id, status: 'FAILED', invoice_number: null, error_message: expect.stringContaining('INACTIVE') },
		]);
		const withErrors = await call<SandboxRecurringRecord[]>(sandbox, 'GET', `${BASE}?error-status=HAS_ERROR`, { auth });
		expect(withErrors.body.map((r) => r.id)).toEqual([inactive.body.id]);
		// Once done, the contracts can be invoiced again.
		expect((await call(sandbox, 'POST', REQUESTS, { auth, json: { recurring_ids: [a.body.id] } })).status).toBe(201);
	});
});

describe('sandbox recurring contracts over (scaled) time', () => {
	it('finishes an ACTIVE contract once its end date has passed, with a new ETag', async () => {
		const sandbox = await startSandbox({ rateLimit: false, timeScale: 86400 }); // one sandbox day per second
		try {
			const auth = legacy(sandbox.createTenant());
			const tomorrow = new Date(Date.now() + 86400_000).toISOString().slice(0, 10);
			const created = await call<SandboxRecurringRecord>(sandbox, 'POST', BASE, {
				auth,
				json: body({ dates: { dates: { invoice_processing_date: '2026-01-31', period_start_date: '2026-01-01', end_date: tomorrow } } }),
			});
			expect(created.body.status).toBe('ACTIVE');
			const statuses = await observe(
				async () => (await call<SandboxRecurringRecord>(sandbox, 'GET', `${BASE}/${created.body.id}`, { auth })).body.status,
				(status) => status === 'FINISHED',
			);
			expect(statuses).toEqual(['ACTIVE', 'FINISHED']);
			const got = await call<SandboxRecurringRecord>(sandbox, 'GET', `${BASE}/${created.body.id}`, { auth });
			expect(got.headers.get('etag')).not.toBe(created.headers.get('etag'));
			const request = await call<SandboxInvoiceRequest>(sandbox, 'POST', REQUESTS, { auth, json: { recurring_ids: [created.body.id] } });
			expect(request.body.status).toBe('FAILED');
		} finally {
			await sandbox.close();
		}
	});
});

describe('sandbox recurring demo data', () => {
	it('seeds active contracts and a deviation for the demo tenant', async () => {
		const sandbox = await startSandbox({ rateLimit: false, demo: true });
		try {
			const auth = { 'Access-Token': 'demo-access-token', 'Client-Secret': 'demo-client-secret' };
			const active = await call<SandboxRecurringRecord[]>(sandbox, 'GET', `${BASE}?statuses=ACTIVE`, { auth });
			expect(active.body.map((r) => r.customer.number)).toEqual(['1001', '1002', '1003']);
			const deviations = await call<unknown[]>(sandbox, 'GET', `${BASE}/${active.body[0].id}/deviations`, { auth });
			expect(deviations.body).toHaveLength(1);
		} finally {
			await sandbox.close();
		}
	});
});
