import { startSandbox, type Sandbox, type SandboxRating, type TenantCredentials } from '../../sandbox';
import { bearer, call, legacy } from './helpers';

interface PartnerError {
	error: string;
	id: string;
	message: string;
}

const BASE = '/api/integration-developer';

describe('sandbox integration developer (partner) API', () => {
	let sandbox: Sandbox;
	let t: TenantCredentials;
	let client: { clientId: string };
	let token: string;

	beforeAll(async () => {
		sandbox = await startSandbox({ rateLimit: false });
		client = sandbox.createOAuthClient();
	});
	beforeEach(() => {
		t = sandbox.createTenant();
		token = sandbox.issueOAuthTokens(t.tenantId, client.clientId, 'developerapi').access_token;
	});
	afterAll(() => sandbox.close());

	const get = <T>(path: string, auth = bearer(token)) => call<T>(sandbox, 'GET', `${BASE}${path}`, { auth });

	it('accepts only bearer tokens with the developerapi scope', async () => {
		const legacyHeaders = await get<PartnerError>('/ratings-v1', legacy(t));
		expect(legacyHeaders.status).toBe(401);
		expect(legacyHeaders.body).toEqual({ error: 'UNAUTHORIZED', id: expect.any(String), message: expect.stringContaining('bearer') });
		const noScope = sandbox.issueOAuthTokens(t.tenantId, client.clientId, 'bookkeeping').access_token;
		const forbidden = await get<PartnerError>('/ratings-v1', bearer(noScope));
		expect([forbidden.status, forbidden.body.error]).toEqual([403, 'FORBIDDEN']);
		expect((await get<PartnerError>('/ratings-v1', bearer('nope'))).status).toBe(401);
		expect((await get('/ratings-v1')).status).toBe(200);
	});

	it('seeds every tenant with two integrations; filters ratings by integration and answer', async () => {
		const all = await get<SandboxRating[]>('/ratings-v1');
		expect(all.body.map((r) => r.integrationId)).toEqual([52001, 52001, 52002]);
		const one = await get<SandboxRating[]>('/ratings-v1?integrationId=52002');
		expect(one.body).toHaveLength(1);
		const open = await get<SandboxRating[]>('/ratings-v1?includeOnlyUnrespondedRatings=true');
		expect(open.body.every((r) => r.response === null)).toBe(true);
		expect(open.body).toHaveLength(2);
		expect((await get('/ratings-v1?integrationId=abc')).status).toBe(400);
		expect((await get('/ratings-v1?includeOnlyUnrespondedRatings=yes')).status).toBe(400);
	});

	it('stores a response to a rating and replaces an earlier one', async () => {
		const respond = (ratingId: number, json: unknown) =>
			call<SandboxRating & PartnerError>(sandbox, 'POST', `${BASE}/ratings-v1/${ratingId}/response`, { auth: bearer(token), json });
		const first = await respond(2, { comment: 'Tack!' });
		expect(first.status).toBe(200);
		expect(first.body.response).toEqual({ comment: 'Tack!', created: expect.any(String), updated: expect.any(String) });
		const second = await respond(2, { comment: 'Tack igen!' });
		expect(second.body.response?.comment).toBe('Tack igen!');
		expect(second.body.response?.created).toBe(first.body.response?.created);
		expect((await respond(2, { comment: '' })).status).toBe(400);
		expect((await respond(999, { comment: 'x' })).body.error).toBe('NOT_FOUND');
		const stored = sandbox.tenant(t.tenantId).partner.integrations[0].ratings.find((r) => r.ratingId === 2);
		expect(stored?.response?.comment).toBe('Tack igen!');
	});

	it('lists sales and users of an integration; unknown integrations are 404', async () => {
		const sales = await get<Array<{ type: string; amount: number }>>('/sales-v1/52001');
		expect(sales.body.map((s) => s.type)).toEqual(['ORDER', 'ORDER', 'CANCELLATION']);
		const users = await get<Array<{ email: string }>>('/users/users-v1/52001/880002');
		expect(users.body.map((u) => u.email)).toEqual(['cecilia@stadbolaget.example']);
		expect((await get('/users/users-v1/52002/880002')).body).toEqual([]);
		const unknown = await get<PartnerError>('/sales-v1/1');
		expect([unknown.status, unknown.body.error]).toEqual([404, 'NOT_FOUND']);
		expect((await get('/users/users-v1/52001/0')).status).toBe(400);
	});
});
