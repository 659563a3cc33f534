import { startSandbox, type Sandbox, type TenantCredentials } from '../../sandbox';
import { basicAuthorization, bearer, call, legacy } from './helpers';

// The window runs on this clock, moved by the tests: no assertion depends on the machine's speed.
let now = 0;

describe('sandbox rate limit ({ limit: 3, windowMs: 300 })', () => {
	let sandbox: Sandbox;

	beforeAll(async () => {
		sandbox = await startSandbox({ rateLimit: { limit: 3, windowMs: 300, now: () => now } });
	});
	afterAll(() => sandbox.close());
	beforeEach(() => {
		now = 0;
		sandbox.resetRateLimits();
		sandbox.resetStats();
	});

	it('answers the 4th request within the window with 429 and allows requests after the window', async () => {
		const t = sandbox.createTenant();
		const statuses = [];
		for (let i = 0; i < 4; i++) statuses.push((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status);
		expect(statuses).toEqual([200, 200, 200, 429]);

		const limited = await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) });
		expect(limited.status).toBe(429);
		expect(limited.body).toEqual({ message: 'Too Many Requests' });
		expect(limited.headers.get('retry-after')).toBeNull();
		expect(limited.headers.get('content-type')).toBe('application/json');

		now = 300;
		expect((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status).toBe(200);
		expect(sandbox.stats).toEqual({ requests: 6, rateLimited: 2, tokenRequests: 0 });
	});

	it('does not count 429 answers toward the window', async () => {
		const t = sandbox.createTenant();
		for (let i = 0; i < 3; i++) expect((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status).toBe(200);
		// refused through the window: if 429s counted, they would keep the window full past 300
		for (const at of [100, 200, 299]) {
			now = at;
			expect((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status).toBe(429);
		}
		now = 300;
		const after = [];
		for (let i = 0; i < 3; i++) after.push((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status);
		expect(after).toEqual([200, 200, 200]);
		expect((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status).toBe(429);
	});

	it('slides: a request counts until windowMs after its own arrival', async () => {
		const t = sandbox.createTenant();
		const at = async (ms: number) => {
			now = ms;
			return (await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status;
		};
		expect([await at(0), await at(100), await at(200), await at(299)]).toEqual([200, 200, 200, 429]);
		expect([await at(300), await at(300), await at(399), await at(400)]).toEqual([200, 429, 429, 200]);
	});

	it('counts per access token: another tenant is not affected', async () => {
		const t1 = sandbox.createTenant();
		const t2 = sandbox.createTenant();
		for (let i = 0; i < 3; i++) await call(sandbox, 'GET', '/3/labels', { auth: legacy(t1) });
		expect((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t1) })).status).toBe(429);
		expect((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t2) })).status).toBe(200);
	});

	it('limits bearer tokens too, and never limits unauthenticated requests or the OAuth endpoints', async () => {
		const t = sandbox.createTenant();
		const client = sandbox.createOAuthClient();
		const { access_token } = sandbox.issueOAuthTokens(t.tenantId, client.clientId);
		for (let i = 0; i < 3; i++) expect((await call(sandbox, 'GET', '/3/labels', { auth: bearer(access_token) })).status).toBe(200);
		expect((await call(sandbox, 'GET', '/3/labels', { auth: bearer(access_token) })).status).toBe(429);

		for (let i = 0; i < 5; i++) expect((await call(sandbox, 'GET', '/3/labels', { auth: { 'Access-Token': 'x', 'Client-Secret': 'y' } })).status).toBe(401);

		const basic = basicAuthorization(client.clientId, client.clientSecret);
		for (let i = 0; i < 5; i++) {
			const res = await call(sandbox, 'POST', '/oauth-v1/token', {
				headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
				body: 'grant_type=refresh_token&refresh_token=unknown',
			});
			expect(res.status).toBe(400);
		}
	});
});

describe('sandbox rate limit defaults', () => {
	let sandbox: Sandbox;
	let t: TenantCredentials;
	beforeAll(async () => {
		sandbox = await startSandbox();
		t = sandbox.createTenant();
	});
	afterAll(() => sandbox.close());

	it('allows 25 requests per token in 5 s and answers the 26th with 429', async () => {
		const statuses = await Promise.all(Array.from({ length: 26 }, () => call(sandbox, 'GET', '/3/labels', { auth: legacy(t) }).then((r) => r.status)));
		expect(statuses.filter((s) => s === 200)).toHaveLength(25);
		expect(statuses.filter((s) => s === 429)).toHaveLength(1);
	});

	it('can be switched off', async () => {
		const open = await startSandbox({ rateLimit: false });
		try {
			const u = open.createTenant();
			const statuses = await Promise.all(Array.from({ length: 40 }, () => call(open, 'GET', '/3/labels', { auth: legacy(u) }).then((r) => r.status)));
			expect(new Set(statuses)).toEqual(new Set([200]));
		} finally {
			await open.close();
		}
	});
});
