import { startSandbox, type Sandbox, type TenantCredentials } from '../../sandbox';
import { basicAuthorization, bearer, call } from './helpers';

interface TokenBody {
	access_token: string;
	refresh_token: string;
	expires_in: number;
	token_type: string;
	scope: string;
}
interface OAuthErrorBody {
	error: string;
	error_description?: string;
}

const REDIRECT = 'http://localhost:5678/rest/oauth2-credential/callback';

describe('sandbox OAuth2', () => {
	let sandbox: Sandbox;
	let client: { clientId: string; clientSecret: string };
	let first: TenantCredentials;
	let second: TenantCredentials;

	beforeAll(async () => {
		sandbox = await startSandbox({ rateLimit: false });
		first = sandbox.createTenant({ name: 'First AB' });
		second = sandbox.createTenant({ name: 'Second AB' });
		client = sandbox.createOAuthClient({ clientId: 'my-client', clientSecret: 's3cr+t/=' });
	});
	afterAll(() => sandbox.close());

	const basic = (id = client.clientId, secret = client.clientSecret) => basicAuthorization(id, secret);
	const token = (form: Record<string, string>, authorization: string | null = basic()) =>
		call<TokenBody & OAuthErrorBody>(sandbox, 'POST', '/oauth-v1/token', {
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(authorization ? { Authorization: authorization } : {}) },
			body: new URLSearchParams(form).toString(),
		});
	const authorize = async (extra: Record<string, string> = {}) => {
		const q = new URLSearchParams({
			client_id: client.clientId, redirect_uri: REDIRECT, scope: 'bookkeeping archive', state: 'xyz',
			access_type: 'offline', response_type: 'code', ...extra,
		});
		const res = await call(sandbox, 'GET', `/oauth-v1/auth?${q}`);
		expect(res.status).toBe(302);
		const location = new URL(res.headers.get('location')!);
		expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
		expect(location.searchParams.get('state')).toBe('xyz');
		return location.searchParams.get('code')!;
	};
	// The financial years need the bookkeeping scope, which every grant here holds.
	const readWith = async (accessToken: string) => call<{ FinancialYears: unknown[] }>(sandbox, 'GET', '/3/financialyears', { auth: bearer(accessToken) });

	it('code → tokens → API call → refresh rotation; the old refresh token is refused', async () => {
		const code = await authorize({ tenant: second.tenantId });
		const issued = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
		expect(issued.status).toBe(200);
		expect(issued.headers.get('content-type')).toBe('application/json');
		expect(issued.body).toEqual({
			access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 3600, token_type: 'bearer', scope: 'bookkeeping archive',
		});
		expect((await readWith(issued.body.access_token)).status).toBe(200);
		expect(sandbox.tenant(issued.body.access_token).id).toBe(second.tenantId);
		// A JWT, as Fortnox's: the tenant is a claim of its own, readable without the signature's key.
		const [, claims] = issued.body.access_token.split('.');
		expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({ tenantId: second.tenantId });

		// the code is single use
		const reused = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
		expect(reused.status).toBe(400);
		expect(reused.body.error).toBe('invalid_grant');

		const refreshed = await token({ grant_type: 'refresh_token', refresh_token: issued.body.refresh_token });
		expect(refreshed.status).toBe(200);
		expect(refreshed.body.access_token).not.toBe(issued.body.access_token);
		expect(refreshed.body.refresh_token).not.toBe(issued.body.refresh_token);
		expect(refreshed.body.expires_in).toBe(3600);
		expect((await readWith(refreshed.body.access_token)).status).toBe(200);

		const old = await token({ grant_type: 'refresh_token', refresh_token: issued.body.refresh_token });
		expect(old.status).toBe(400);
		expect(old.body).toMatchObject({ error: 'invalid_grant' });

		// the rotated one works once more
		expect((await token({ grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token })).status).toBe(200);
	});

	it('expireAccessTokens() makes bearer calls 401 until the token is refreshed', async () => {
		const tokens = sandbox.issueOAuthTokens(first.tenantId, client.clientId);
		expect((await readWith(tokens.access_token)).status).toBe(200);
		sandbox.expireAccessTokens();
		const expired = await readWith(tokens.access_token);
		expect(expired.status).toBe(401);
		expect(expired.body).toEqual({ message: 'unauthorized' }); // as the real Fortnox answered an expired token
		const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
		expect(refreshed.status).toBe(200);
		expect((await readWith(refreshed.body.access_token)).status).toBe(200);
	});

	it('approves for the first tenant when no tenant parameter is given (no demo tenant)', async () => {
		const code = await authorize();
		const issued = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
		expect(sandbox.tenant(issued.body.access_token).id).toBe(first.tenantId);
	});

	it('authenticates the client by Basic or by form fields, and refuses wrong secrets', async () => {
		const viaForm = await token(
			{ grant_type: 'authorization_code', code: await authorize(), redirect_uri: REDIRECT, client_id: client.clientId, client_secret: client.clientSecret },
			null,
		);
		expect(viaForm.status).toBe(200);

		const code = await authorize();
		const wrong = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, basic(client.clientId, 'wrong'));
		expect(wrong.status).toBe(401);
		expect(wrong.body.error).toBe('invalid_client');
		const none = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, null);
		expect(none.status).toBe(401);
	});

	it('refuses a mismatching redirect_uri, another client, and unsupported grant types', async () => {
		const mismatch = await token({ grant_type: 'authorization_code', code: await authorize(), redirect_uri: 'http://evil.example/cb' });
		expect(mismatch.status).toBe(400);
		expect(mismatch.body.error).toBe('invalid_grant');

		const other = sandbox.createOAuthClient();
		const code = await authorize();
		const stolen = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, basic(other.clientId, other.clientSecret));
		expect(stolen.status).toBe(400);
		expect(stolen.body.error).toBe('invalid_grant');

		const unsupported = await token({ grant_type: 'password', username: 'a', password: 'b' });
		expect(unsupported.status).toBe(400);
		expect(unsupported.body.error).toBe('unsupported_grant_type');
	});

	it('refuses an unknown client_id at /oauth-v1/auth', async () => {
		const res = await call<OAuthErrorBody>(sandbox, 'GET', `/oauth-v1/auth?client_id=nobody&redirect_uri=${encodeURIComponent(REDIRECT)}&response_type=code`);
		expect(res.status).toBe(400);
		expect(res.body.error).toBe('invalid_client');
	});

	it('revokes a refresh token together with its access tokens', async () => {
		const tokens = sandbox.issueOAuthTokens(first.tenantId, client.clientId);
		const res = await call(sandbox, 'POST', '/oauth-v1/revoke', {
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: basic() },
			body: new URLSearchParams({ token: tokens.refresh_token, token_type_hint: 'refresh_token' }).toString(),
		});
		expect(res.status).toBe(200);
		expect((await readWith(tokens.access_token)).status).toBe(401);
		expect((await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status).toBe(400);
	});

	it('issues client-credentials tokens for the tenant named by the TenantId header', async () => {
		sandbox.createServiceAccount(second.tenantId, { clientId: client.clientId });
		const res = await call<TokenBody>(sandbox, 'POST', '/oauth-v1/token', {
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: basic(), TenantId: second.tenantId },
			body: 'grant_type=client_credentials',
		});
		expect(res.status).toBe(200);
		expect(res.body.refresh_token).toBeUndefined();
		expect(sandbox.tenant(res.body.access_token).id).toBe(second.tenantId);
	});

	it("lets access tokens expire after 3600 s of the sandbox's time", async () => {
		const clocked = await startSandbox({ rateLimit: false });
		try {
			const issuedAt = Date.now();
			clocked.setTime(issuedAt);
			const tenant = clocked.createTenant();
			const c = clocked.createOAuthClient();
			const tokens = clocked.issueOAuthTokens(tenant.tenantId, c.clientId);
			clocked.setTime(issuedAt + 3599_000);
			expect((await call(clocked, 'GET', '/3/labels', { auth: bearer(tokens.access_token) })).status).toBe(200);
			clocked.setTime(issuedAt + 3601_000);
			expect((await call(clocked, 'GET', '/3/labels', { auth: bearer(tokens.access_token) })).status).toBe(401);
		} finally {
			await clocked.close();
		}
	});
});
