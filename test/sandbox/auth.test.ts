import { startSandbox, type Sandbox, type TenantCredentials } from '../../sandbox';
import { bearer, call, legacy } from './helpers';

interface LabelsBody {
	Labels: Array<{ Id: number; Description: string }>;
}
interface LoginError {
	ErrorInformation: { Error: number; Message: string; Code: number };
}

const INVALID_LOGIN = {
	ErrorInformation: { Error: 1, Message: 'Invalid login. The access token or client secret is wrong.', Code: 2000311 },
};

describe('sandbox authentication', () => {
	let sandbox: Sandbox;
	let a: TenantCredentials;
	let b: TenantCredentials;

	beforeAll(async () => {
		sandbox = await startSandbox({ rateLimit: false });
		a = sandbox.createTenant({ accessToken: 'token-a', clientSecret: 'secret-a', name: 'A AB' });
		b = sandbox.createTenant();
	});
	afterAll(() => sandbox.close());

	it('listens on 127.0.0.1 and reports its URL without a trailing slash', () => {
		expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
	});

	it('accepts the legacy Access-Token + Client-Secret headers', async () => {
		const res = await call<LabelsBody>(sandbox, 'GET', '/3/labels', { auth: legacy(a) });
		expect(res.status).toBe(200);
		expect(res.body).toEqual({ Labels: [] });
		expect(a).toEqual({ tenantId: expect.any(String), accessToken: 'token-a', clientSecret: 'secret-a' });
	});

	it.each([
		['a wrong client secret', { 'Access-Token': 'token-a', 'Client-Secret': 'nope' }],
		['a wrong access token', { 'Access-Token': 'nope', 'Client-Secret': 'secret-a' }],
		["another tenant's secret", { 'Access-Token': 'token-a', 'Client-Secret': 'x' + 'secret-a' }],
		['only the access token', { 'Access-Token': 'token-a' }],
		['no credentials', {}],
	])('answers 401 with the capitalised ErrorInformation for %s', async (_name, auth) => {
		const res = await call<LoginError>(sandbox, 'GET', '/3/accounts', { auth });
		expect(res.status).toBe(401);
		expect(res.headers.get('content-type')).toBe('application/json');
		expect(res.body).toEqual(INVALID_LOGIN);
	});

	it("does not accept one tenant's token with another tenant's secret", async () => {
		const res = await call(sandbox, 'GET', '/3/labels', { auth: { 'Access-Token': a.accessToken, 'Client-Secret': b.clientSecret } });
		expect(res.status).toBe(401);
	});

	it('accepts a bearer token issued by the sandbox and keeps tenants apart', async () => {
		await call(sandbox, 'POST', '/3/labels', { auth: legacy(b), json: { Label: { Description: 'Only in B' } } });
		const client = sandbox.createOAuthClient();
		const tokens = sandbox.issueOAuthTokens(b.tenantId, client.clientId);
		expect(tokens).toEqual({
			access_token: expect.any(String),
			refresh_token: expect.any(String),
			expires_in: 3600,
			token_type: 'bearer',
			scope: expect.any(String),
		});
		const viaBearer = await call<LabelsBody>(sandbox, 'GET', '/3/labels', { auth: bearer(tokens.access_token) });
		expect(viaBearer.status).toBe(200);
		expect(viaBearer.body.Labels.map((l) => l.Description)).toEqual(['Only in B']);
		const inA = await call<LabelsBody>(sandbox, 'GET', '/3/labels', { auth: legacy(a) });
		expect(inA.body.Labels).toEqual([]);
		expect(sandbox.tenant(tokens.access_token).id).toBe(b.tenantId);
	});

	it('answers an unknown bearer token 401 {"message":"unauthorized"}, without ErrorInformation', async () => {
		const res = await call(sandbox, 'GET', '/3/accounts', { auth: { Authorization: 'Bearer not-issued' } });
		expect([res.status, res.body]).toEqual([401, { message: 'unauthorized' }]);
	});

	it('answers 401 for every bearer token after expireAccessTokens()', async () => {
		const client = sandbox.createOAuthClient();
		const tokens = sandbox.issueOAuthTokens(a.tenantId, client.clientId);
		expect((await call(sandbox, 'GET', '/3/labels', { auth: bearer(tokens.access_token) })).status).toBe(200);
		sandbox.expireAccessTokens();
		const res = await call<LoginError>(sandbox, 'GET', '/3/labels', { auth: bearer(tokens.access_token) });
		expect(res.status).toBe(401);
		expect(res.body).toEqual({ message: 'unauthorized' }); // as the real Fortnox answered an expired token
		// the legacy scheme is unaffected
		expect((await call(sandbox, 'GET', '/3/labels', { auth: legacy(a) })).status).toBe(200);
	});

	it('exposes tenant state by id and by access token, and throws for unknown ones', () => {
		const byId = sandbox.tenant(a.tenantId);
		expect(sandbox.tenant('token-a')).toBe(byId);
		expect(byId.name).toBe('A AB');
		expect(byId.financialYears.map((y) => [y.Id, y.FromDate, y.ToDate])).toEqual([
			[1, '2025-01-01', '2025-12-31'],
			[2, '2026-01-01', '2026-12-31'],
		]);
		expect(() => sandbox.tenant('nobody')).toThrow(/Unknown tenant/);
	});

	it('refuses a second tenant with the same access token', () => {
		expect(() => sandbox.createTenant({ accessToken: 'token-a' })).toThrow();
	});

	it('answers an unknown route with a 404 ErrorInformation and bad JSON with 400', async () => {
		const unknown = await call<{ ErrorInformation: { code: number } }>(sandbox, 'GET', '/3/nothing-here', { auth: legacy(a) });
		expect(unknown.status).toBe(404);
		expect(unknown.body.ErrorInformation).toMatchObject({ error: 1, code: 2009042 });
		const wrongMethod = await call(sandbox, 'PATCH', '/3/labels', { auth: legacy(a) });
		expect(wrongMethod.status).toBe(404);
		const badJson = await call<{ ErrorInformation: { code: number } }>(sandbox, 'POST', '/3/labels', {
			auth: legacy(a),
			body: '{"Label":',
			headers: { 'Content-Type': 'application/json' },
		});
		expect(badJson.status).toBe(400);
		expect(badJson.body.ErrorInformation.code).toBe(2002115);
	});

	it('counts requests in stats and resets them', async () => {
		sandbox.resetStats();
		await call(sandbox, 'GET', '/3/labels', { auth: legacy(a) });
		await call(sandbox, 'GET', '/3/labels', {});
		expect(sandbox.stats).toEqual({ requests: 2, rateLimited: 0, tokenRequests: 0 });
		sandbox.resetStats();
		expect(sandbox.stats).toEqual({ requests: 0, rateLimited: 0, tokenRequests: 0 });
	});
});
