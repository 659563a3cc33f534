import type { Sandbox, TenantCredentials } from '../../sandbox';
import type { ErrorBody } from './helpers';
import { basicAuthorization, bearer, call, legacy, withSandbox } from './helpers';

interface TokenBody {
	access_token: string;
	refresh_token?: string;
	expires_in: number;
}
interface OAuthErrorBody {
	error: string;
	error_description: string;
}
interface Meta {
	'@TotalResources': number;
	'@TotalPages': number;
	'@CurrentPage': number;
}
interface CustomerList {
	Customers: Array<{ CustomerNumber: string; Name: string; '@url': string }>;
	MetaInformation: Meta;
}

let sandbox: Sandbox;
let tenant: TenantCredentials;
let account: { clientId: string; clientSecret: string; tenantId: string };
withSandbox(
	{ rateLimit: false },
	(s) => (sandbox = s),
	(t) => {
		tenant = t;
		account = sandbox.createServiceAccount(t.tenantId);
	},
);

async function requestToken(options: { clientId?: string; secret?: string; tenantId?: string | null } = {}) {
	const headers: Record<string, string> = {
		'Content-Type': 'application/x-www-form-urlencoded',
		Authorization: basicAuthorization(options.clientId ?? account.clientId, options.secret ?? account.clientSecret),
	};
	if (options.tenantId !== null) headers.TenantId = options.tenantId ?? account.tenantId;
	return await call<TokenBody & OAuthErrorBody>(sandbox, 'POST', '/oauth-v1/token', { headers, body: 'grant_type=client_credentials' });
}

describe('sandbox service accounts (client credentials grant)', () => {
	it('issues an hour-long token without a refresh token to an approved client, counting the request', async () => {
		const before = sandbox.stats.tokenRequests;
		const res = await requestToken();
		expect(res.status).toBe(200);
		expect(res.body.expires_in).toBe(3600);
		expect(res.body.refresh_token).toBeUndefined();
		expect(sandbox.stats.tokenRequests).toBe(before + 1);
		const labels = await call(sandbox, 'GET', '/3/labels', { auth: bearer(res.body.access_token) });
		expect(labels.status).toBe(200);
		expect(sandbox.tenant(res.body.access_token).id).toBe(tenant.tenantId);
	});

	it('refuses a wrong secret, a missing TenantId and a tenant that did not approve the client, in RFC 6749 bodies', async () => {
		const wrongSecret = await requestToken({ secret: 'nope' });
		expect(wrongSecret.status).toBe(401);
		expect(wrongSecret.body.error).toBe('invalid_client');

		const noTenant = await requestToken({ tenantId: null });
		expect(noTenant.status).toBe(400);
		expect(noTenant.body).toEqual({ error: 'invalid_request', error_description: 'The TenantId header is required.' });

		const other = sandbox.createTenant();
		const notApproved = await requestToken({ tenantId: other.tenantId });
		expect(notApproved.status).toBe(400);
		expect(notApproved.body.error).toBe('unauthorized_client');
		expect(notApproved.body.error_description).toContain(other.tenantId);
	});

	it('lets tests force expiry: the token then answers 401 and a new one works', async () => {
		const first = (await requestToken()).body.access_token;
		sandbox.expireAccessTokens();
		const refused = await call<ErrorBody>(sandbox, 'GET', '/3/customers', { auth: bearer(first) });
		expect(refused.status).toBe(401);
		const second = (await requestToken()).body.access_token;
		expect((await call(sandbox, 'GET', '/3/customers', { auth: bearer(second) })).status).toBe(200);
	});
});

describe('sandbox /3/customers', () => {
	const get = async <T>(path: string) => await call<T>(sandbox, 'GET', path, { auth: legacy(tenant) });

	it('pages the list with MetaInformation (limit up to 500, page from 1)', async () => {
		sandbox.addCustomers(tenant.tenantId, 1001);
		const first = await get<CustomerList>('/3/customers?limit=500');
		expect(first.body.MetaInformation).toEqual({ '@TotalResources': 1001, '@TotalPages': 3, '@CurrentPage': 1 });
		expect(first.body.Customers).toHaveLength(500);
		const last = await get<CustomerList>('/3/customers?limit=500&page=3');
		expect(last.body.Customers.map((c) => c.CustomerNumber)).toEqual(['1001']);
		expect(last.body.MetaInformation['@CurrentPage']).toBe(3);
		const tooMany = await get<ErrorBody>('/3/customers?limit=501');
		expect(tooMany.status).toBe(400);
		expect(tooMany.body.ErrorInformation.code).toBe(2000588);
	});

	it('creates a customer with the next number, refuses a used number or a missing name, and gets one', async () => {
		const auth = legacy(tenant);
		const created = await call<{ Customer: { CustomerNumber: string; Name: string } }>(sandbox, 'POST', '/3/customers', {
			auth,
			json: { Customer: { Name: 'Acme AB', Email: 'info@acme.test' } },
		});
		expect(created.status).toBe(201);
		expect(created.body.Customer).toMatchObject({ CustomerNumber: '1', Name: 'Acme AB' });

		const used = await call<ErrorBody>(sandbox, 'POST', '/3/customers', { auth, json: { Customer: { Name: 'B', CustomerNumber: '1' } } });
		expect(used.status).toBe(400);
		expect(used.body.ErrorInformation.code).toBe(2000637);
		const nameless = await call<ErrorBody>(sandbox, 'POST', '/3/customers', { auth, json: { Customer: { Email: 'x@y.test' } } });
		expect(nameless.status).toBe(400);
		expect(nameless.body.ErrorInformation.message).toContain('Name');

		expect((await get<{ Customer: { Email: string } }>('/3/customers/1')).body.Customer.Email).toBe('info@acme.test');
		expect((await get<ErrorBody>('/3/customers/99')).body.ErrorInformation.code).toBe(2000433);
	});
});
