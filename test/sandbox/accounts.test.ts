import { startSandbox, type Sandbox, type TenantCredentials } from '../../sandbox';
import { call, type Auth, type ErrorBody, withSandbox } from './helpers';

type Account = Record<string, unknown> & { Number: number; Description: string; Year: number; '@url': string };
interface ListBody {
	MetaInformation: { '@TotalResources': number; '@TotalPages': number; '@CurrentPage': number };
	Accounts: Account[];
}

const LIST_KEYS = [
	'@url', 'Active', 'BalanceBroughtForward', 'CostCenter', 'CostCenterSettings', 'Description', 'Number',
	'Project', 'ProjectSettings', 'SRU', 'Year',
].sort();
const FULL_KEYS = [
	...LIST_KEYS, 'BalanceCarriedForward', 'TransactionInformation', 'TransactionInformationSettings', 'VATCode',
].sort();

describe('sandbox accounts', () => {
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

	const create = (account: Record<string, unknown>, query = '') =>
		call<{ Account: Account } & ErrorBody>(sandbox, 'POST', `/3/accounts${query}`, { auth, json: { Account: account } });

	it('seeds a realistic chart in both financial years; lists sorted with list fields only', async () => {
		const res = await call<ListBody>(sandbox, 'GET', '/3/accounts', { auth });
		expect(res.status).toBe(200);
		const numbers = res.body.Accounts.map((a) => a.Number);
		expect(numbers.length).toBeGreaterThanOrEqual(6);
		expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
		expect(numbers).toEqual(expect.arrayContaining([1910, 1930, 2440, 3001, 4010, 6110]));
		for (const a of res.body.Accounts) {
			expect(Object.keys(a).sort()).toEqual(LIST_KEYS);
			expect(a.Year).toBe(2);
			expect(a['@url']).toBe(`${sandbox.url}/3/accounts/${a.Number}?financialyear=2`);
		}
		expect(res.body.MetaInformation).toEqual({ '@TotalResources': numbers.length, '@TotalPages': 1, '@CurrentPage': 1 });
		const state = sandbox.tenant(t.tenantId).accounts;
		expect([...state.keys()]).toEqual([1, 2]);
		expect(state.get(1)!.get(1930)!.Description).toBe('Företagskonto');
	});

	it('pages with page/limit/offset and reports MetaInformation', async () => {
		const all = (await call<ListBody>(sandbox, 'GET', '/3/accounts?limit=500', { auth })).body;
		const total = all.Accounts.length;
		const numbers = all.Accounts.map((a) => a.Number);

		const p2 = await call<ListBody>(sandbox, 'GET', '/3/accounts?limit=4&page=2', { auth });
		expect(p2.body.MetaInformation).toEqual({ '@TotalResources': total, '@TotalPages': Math.ceil(total / 4), '@CurrentPage': 2 });
		expect(p2.body.Accounts.map((a) => a.Number)).toEqual(numbers.slice(4, 8));

		const off = await call<ListBody>(sandbox, 'GET', '/3/accounts?limit=3&offset=2', { auth });
		expect(off.body.Accounts.map((a) => a.Number)).toEqual(numbers.slice(2, 5));

		const beyond = await call<ListBody>(sandbox, 'GET', '/3/accounts?limit=4&page=999', { auth });
		expect(beyond.status).toBe(200);
		expect(beyond.body).toEqual({
			MetaInformation: { '@TotalResources': total, '@TotalPages': Math.ceil(total / 4), '@CurrentPage': 999 },
			Accounts: [],
		});
	});

	it.each(['limit=501', 'limit=0', 'page=0', 'page=x', 'offset=-1'])('refuses %s with 400', async (q) => {
		const res = await call<ErrorBody>(sandbox, 'GET', `/3/accounts?${q}`, { auth });
		expect(res.status).toBe(400);
		expect(res.body.ErrorInformation.code).toBe(2000588);
	});

	it('spans several pages at limit 100 with the demo data', async () => {
		const demo = await startSandbox({ demo: true, rateLimit: false });
		try {
			const demoAuth = { 'Access-Token': 'demo-access-token', 'Client-Secret': 'demo-client-secret' };
			const p1 = await call<ListBody>(demo, 'GET', '/3/accounts', { auth: demoAuth });
			expect(p1.body.Accounts).toHaveLength(100);
			expect(p1.body.MetaInformation['@TotalResources']).toBeGreaterThanOrEqual(250);
			expect(p1.body.MetaInformation['@TotalPages']).toBe(Math.ceil(p1.body.MetaInformation['@TotalResources'] / 100));
			const last = p1.body.MetaInformation['@TotalPages'];
			const seen = new Set<number>();
			for (let page = 1; page <= last; page++) {
				const res = await call<ListBody>(demo, 'GET', `/3/accounts?page=${page}`, { auth: demoAuth });
				res.body.Accounts.forEach((a) => seen.add(a.Number));
			}
			expect(seen.size).toBe(p1.body.MetaInformation['@TotalResources']);
		} finally {
			await demo.close();
		}
	});

	it('gets a full account; unknown numbers are 404', async () => {
		const res = await call<{ Account: Account }>(sandbox, 'GET', '/3/accounts/1930', { auth });
		expect(res.status).toBe(200);
		expect(Object.keys(res.body.Account).sort()).toEqual(FULL_KEYS);
		expect(res.body.Account).toMatchObject({ Number: 1930, Description: 'Företagskonto', Year: 2, Active: true });
		const missing = await call<ErrorBody>(sandbox, 'GET', '/3/accounts/1999', { auth });
		expect(missing.status).toBe(404);
		expect(missing.body.ErrorInformation.code).toBe(2000423);
	});

	it('creates an account with defaults and returns it full with 201', async () => {
		const res = await create({ Number: 6990, Description: 'Övriga externa kostnader', SRU: 7513, CostCenter: 'CC1', Project: 'P2' });
		expect(res.status).toBe(201);
		expect(res.body.Account).toEqual({
			'@url': `${sandbox.url}/3/accounts/6990?financialyear=2`,
			Active: true,
			BalanceBroughtForward: 0,
			BalanceCarriedForward: 0,
			CostCenter: 'CC1',
			CostCenterSettings: 'ALLOWED',
			Description: 'Övriga externa kostnader',
			Number: 6990,
			Project: 'P2',
			ProjectSettings: 'ALLOWED',
			SRU: 7513,
			TransactionInformation: '',
			TransactionInformationSettings: 'ALLOWED',
			VATCode: null,
			Year: 2,
		});
		const got = await call<{ Account: Account }>(sandbox, 'GET', '/3/accounts/6990', { auth });
		expect(got.body.Account.Description).toBe('Övriga externa kostnader');
		expect(sandbox.tenant(t.tenantId).accounts.get(2)!.get(6990)!.CostCenter).toBe('CC1');
		expect(sandbox.tenant(t.tenantId).accounts.get(1)!.has(6990)).toBe(false);
	});

	it.each([
		['Number missing', { Description: 'X' }, 2009001],
		['Description missing', { Number: 6991 }, 2009001],
		['Number with 3 digits', { Number: 999, Description: 'X' }, 2009020],
		['Number with 5 digits', { Number: 10000, Description: 'X' }, 2009020],
		['Number not numeric', { Number: 'abcd', Description: 'X' }, 2000108],
		['Number already used', { Number: 1930, Description: 'X' }, 2009021],
		['Description of 201 characters', { Number: 6991, Description: 'd'.repeat(201) }, 2009002],
		['SRU with 3 digits', { Number: 6991, Description: 'X', SRU: 123 }, 2009023],
		['SRU with 6 digits', { Number: 6991, Description: 'X', SRU: 123456 }, 2009023],
		['TransactionInformation of 101 characters', { Number: 6991, Description: 'X', TransactionInformation: 't'.repeat(101) }, 2009002],
		['CostCenterSettings not allowed', { Number: 6991, Description: 'X', CostCenterSettings: 'SOMETIMES' }, 2009004],
		['ProjectSettings lower case', { Number: 6991, Description: 'X', ProjectSettings: 'allowed' }, 2009004],
		['TransactionInformationSettings invalid', { Number: 6991, Description: 'X', TransactionInformationSettings: 'YES' }, 2009004],
		['unknown CostCenter', { Number: 6991, Description: 'X', CostCenter: 'CC9' }, 2009024],
		['unknown Project', { Number: 6991, Description: 'X', Project: 'P9' }, 2009025],
		['Active not boolean', { Number: 6991, Description: 'X', Active: 'yes' }, 2000134],
		['unknown field', { Number: 6991, Description: 'X', Colour: 'blue' }, 2001399],
	])('refuses a create with %s (400)', async (_name, body, code) => {
		const res = await create(body);
		expect(res.status).toBe(400);
		expect(res.body.ErrorInformation).toEqual({ error: 1, message: expect.any(String), code });
		expect(sandbox.tenant(t.tenantId).accounts.get(2)!.has(6991)).toBe(false);
	});

	it('accepts the limits exactly: 200-character Description, 5-digit SRU, 100-character TransactionInformation', async () => {
		const res = await create({ Number: 6992, Description: 'd'.repeat(200), SRU: 12345, TransactionInformation: 't'.repeat(100) });
		expect(res.status).toBe(201);
		expect(res.body.Account).toMatchObject({ SRU: 12345 });
	});

	it('keeps financial years apart and refuses an unknown year', async () => {
		const inYear1 = await create({ Number: 6993, Description: 'Bara 2025' }, '?financialyear=1');
		expect(inYear1.status).toBe(201);
		expect(inYear1.body.Account.Year).toBe(1);
		expect(inYear1.body.Account['@url']).toBe(`${sandbox.url}/3/accounts/6993?financialyear=1`);
		expect((await call(sandbox, 'GET', '/3/accounts/6993', { auth })).status).toBe(404);
		expect((await call(sandbox, 'GET', '/3/accounts/6993?financialyear=1', { auth })).status).toBe(200);
		// the same number may exist in the other year
		expect((await create({ Number: 6993, Description: 'Också 2026' })).status).toBe(201);
		const y1 = await call<ListBody>(sandbox, 'GET', '/3/accounts?financialyear=1&limit=500', { auth });
		expect(y1.body.Accounts.every((a) => a.Year === 1)).toBe(true);
		expect(y1.body.Accounts.find((a) => a.Number === 6993)?.Description).toBe('Bara 2025');

		const unknown = await call<ErrorBody>(sandbox, 'GET', '/3/accounts?financialyear=7', { auth });
		expect(unknown.status).toBe(400);
		expect(unknown.body.ErrorInformation.code).toBe(2009026);
		expect((await create({ Number: 6994, Description: 'X' }, '?financialyear=7')).status).toBe(400);
	});

	it('updates partially, ignores read-only fields, and refuses to change the Number', async () => {
		const upd = await call<{ Account: Account }>(sandbox, 'PUT', '/3/accounts/6110', {
			auth,
			json: { Account: { Active: false, BalanceBroughtForward: 1250.5, Year: 1, BalanceCarriedForward: 9, '@url': 'x', Number: 6110 } },
		});
		expect(upd.status).toBe(200);
		expect(upd.body.Account).toMatchObject({
			Number: 6110, Description: 'Kontorsmateriel', Active: false, BalanceBroughtForward: 1250.5, BalanceCarriedForward: 1250.5, Year: 2,
		});

		const change = await call<ErrorBody>(sandbox, 'PUT', '/3/accounts/6110', { auth, json: { Account: { Number: 6111 } } });
		expect(change.status).toBe(400);
		expect(change.body.ErrorInformation.code).toBe(2009022);
		expect(change.body.ErrorInformation.message).toMatch(/cannot be changed/);
		expect(sandbox.tenant(t.tenantId).accounts.get(2)!.has(6111)).toBe(false);

		const invalid = await call<ErrorBody>(sandbox, 'PUT', '/3/accounts/6110', { auth, json: { Account: { Description: '', Active: true } } });
		expect(invalid.status).toBe(400);
		expect(invalid.body.ErrorInformation.code).toBe(2009001);
		expect(sandbox.tenant(t.tenantId).accounts.get(2)!.get(6110)!.Active).toBe(false); // nothing applied

		const year1 = await call<{ Account: Account }>(sandbox, 'PUT', '/3/accounts/6110?financialyear=1', {
			auth,
			json: { Account: { Description: 'Kontorsmaterial 2025' } },
		});
		expect(year1.body.Account).toMatchObject({ Description: 'Kontorsmaterial 2025', Year: 1, Active: true });
		expect(sandbox.tenant(t.tenantId).accounts.get(2)!.get(6110)!.Description).toBe('Kontorsmateriel');

		expect((await call(sandbox, 'PUT', '/3/accounts/1999', { auth, json: { Account: { Active: true } } })).status).toBe(404);
	});
});
