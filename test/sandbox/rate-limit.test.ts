import { startSandbox, type Sandbox, type TenantCredentials } from '../../sandbox';
import { basicAuthorization, bearer, call, legacy } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sandbox rate limit ({ limit: 3, windowMs: 300 })', () => {
	let sandbox: Sandbox;

	beforeAll(async () => {
		sandbox = await startSandbox({ rateLimit: { limit: 3, windowMs: 300 } });
	});
	afterAll(() => sandbox.close());
	beforeEach(() => {
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

		await sleep(350);
		expect((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status).toBe(200);
		expect(sandbox.stats).toEqual({ requests: 6, rateLimited: 2, tokenRequests: 0 });
	});

	it('does not count 429 answers toward the window', async () => {
		const t = sandbox.createTenant();
		for (let i = 0; i < 3; i++) expect((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status).toBe(200);
		const thirdDone = Date.now(); // all three arrived before this instant
		// keep hammering for most of the window: if 429s counted, they would block until thirdDone + 550
		let limited = 0;
		while (Date.now() < thirdDone + 250) {
			expect((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status).toBe(429);
			limited++;
		}
		expect(limited).toBeGreaterThan(0);
		await sleep(thirdDone + 320 - Date.now());
		const after = [];
		for (let i = 0; i < 3; i++) after.push((await call(sandbox, 'GET', '/3/labels', { auth: legacy(t) })).status);
		expect(after).toEqual([200, 200, 200]);
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
