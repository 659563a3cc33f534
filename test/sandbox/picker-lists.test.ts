import type { Sandbox, TenantCredentials } from '../../sandbox';
import { fieldsOf } from '../contract/openapi';
import { call, type Auth, type ErrorBody, withSandbox } from './helpers';

// The registers the pickers read: terms of payment, price lists, currencies, units, cost centers and
// projects, each with the routes and fields Fortnox's OpenAPI gives it, and what a new company has.

type Row = Record<string, unknown>;
type Meta = { '@TotalResources': number; '@TotalPages': number; '@CurrentPage': number };

let sandbox: Sandbox;
let t: TenantCredentials;
let auth: Auth;
withSandbox(
	{ rateLimit: false },
	(started) => (sandbox = started),
	(tenant, headers) => {
		t = tenant;
		auth = headers;
	},
);

const send = <T = Row>(method: string, path: string, json?: unknown) => call<T & ErrorBody>(sandbox, method, path, { auth, json });

/** A register: its path, wrappers, key, what a new company has, a new record and a change to it. */
interface Register {
	path: string;
	one: string;
	many: string;
	key: string;
	schema: string;
	seeded: string[];
	sample: Row;
	create: Row;
	change: Row;
	deletable: boolean;
}

const REGISTERS: Register[] = [
	{
		path: '/3/termsofpayments', one: 'TermsOfPayment', many: 'TermsOfPayments', key: 'Code', schema: 'fortnox_TermsOfPayment',
		seeded: ['0', '10', '15', '20', '30'], sample: { Code: '30', Description: '30 dagar' },
		create: { Code: '45', Description: '45 dagar' }, change: { Description: '45 dagar netto' }, deletable: true,
	},
	{
		path: '/3/pricelists', one: 'PriceList', many: 'PriceLists', key: 'Code', schema: 'fortnox_PriceList',
		seeded: ['A'], sample: { Code: 'A', Description: 'Standard', PreSelected: true, Comments: '' },
		create: { Code: 'B', Description: 'Återförsäljare' }, change: { Comments: 'Rabatt 20 %' }, deletable: false,
	},
	{
		path: '/3/currencies', one: 'Currency', many: 'Currencies', key: 'Code', schema: 'fortnox_Currency',
		seeded: ['EUR', 'SEK', 'USD'], sample: { Code: 'EUR', Description: 'Euro', BuyRate: 11.05, SellRate: 11.15, Unit: 1, Date: '2026-01-02', IsAutomatic: false },
		create: { Code: 'NOK', Description: 'Norska kronor', BuyRate: 0.95, SellRate: 0.97 }, change: { SellRate: 0.99, Date: '2026-03-01' }, deletable: true,
	},
	{
		path: '/3/units', one: 'Unit', many: 'Units', key: 'Code', schema: 'fortnox_Unit',
		seeded: ['h', 'kg', 'm', 'st'], sample: { Code: 'st', Description: 'Styck', CodeEnglish: 'pcs' },
		create: { Code: 'l', Description: 'Liter' }, change: { CodeEnglish: 'l' }, deletable: true,
	},
	{
		path: '/3/costcenters', one: 'CostCenter', many: 'CostCenters', key: 'Code', schema: 'fortnox_CostCenter',
		seeded: ['CC1', 'CC2'], sample: { Code: 'CC1', Description: 'Försäljning', Active: true, Note: '' },
		create: { Code: 'LAGER', Description: 'Lager', Note: 'Nytt' }, change: { Active: false }, deletable: true,
	},
	{
		path: '/3/projects', one: 'Project', many: 'Projects', key: 'ProjectNumber', schema: 'fortnox_Project',
		seeded: ['P1', 'P2'], sample: { ProjectNumber: 'P1', Description: 'Webbshop', Status: 'ONGOING', StartDate: '2026-01-01', EndDate: null, ProjectLeader: 'Anna Berg' },
		create: { ProjectNumber: '100', Description: 'Mässa', StartDate: '2026-09-01', EndDate: '2026-09-03' }, change: { Status: 'COMPLETED' }, deletable: true,
	},
];

describe.each(REGISTERS)('sandbox $path', (register) => {
	const { path, one, many, key } = register;
	const sampleKey = String(register.sample[key]);
	const newKey = String(register.create[key]);
	const list = (query = '') => send<{ MetaInformation: Meta } & Record<string, Row[]>>('GET', `${path}${query}`);

	it('lists what a new company has, in key order, with MetaInformation and paging', async () => {
		const all = await list();
		expect(all.status).toBe(200);
		expect(all.body[many].map((r) => r[key])).toEqual(register.seeded);
		expect(all.body.MetaInformation).toEqual({ '@TotalResources': register.seeded.length, '@TotalPages': 1, '@CurrentPage': 1 });
		expect(all.body[many]).toContainEqual(expect.objectContaining({ ...register.sample, '@url': `${sandbox.url}${path}/${sampleKey}` }));
		const last = await list(`?limit=1&page=${register.seeded.length}`);
		expect(last.body[many].map((r) => r[key])).toEqual(register.seeded.slice(-1));
		expect(last.body.MetaInformation).toEqual({ '@TotalResources': register.seeded.length, '@TotalPages': register.seeded.length, '@CurrentPage': register.seeded.length });
		expect((await list('?sortorder=descending')).body[many].map((r) => r[key])).toEqual([...register.seeded].reverse());
		expect((await list('?limit=501')).body.ErrorInformation.code).toBe(2000588);
	});

	it('gets one with every field of its schema; an unknown key is a 404', async () => {
		const got = await send<Record<string, Row>>('GET', `${path}/${sampleKey}`);
		expect(got.status).toBe(200);
		expect(Object.keys(got.body[one]).sort()).toEqual(fieldsOf(register.schema));
		expect(got.body[one]).toMatchObject(register.sample);
		const missing = await send('GET', `${path}/NOPE`);
		expect([missing.status, missing.body.ErrorInformation.code]).toEqual([404, expect.any(Number)]);
	});

	it('creates (201), refuses a key in use, updates only the fields given and keeps the key', async () => {
		const created = await send<Record<string, Row>>('POST', path, { [one]: { ...register.create, '@url': 'ignored' } });
		expect(created.status).toBe(201);
		expect(created.body[one]).toMatchObject({ ...register.create, '@url': `${sandbox.url}${path}/${newKey}` });
		const again = await send('POST', path, { [one]: register.create });
		expect([again.status, again.body.ErrorInformation.code]).toEqual([400, 2009105]);

		const updated = await send<Record<string, Row>>('PUT', `${path}/${newKey}`, { [one]: register.change });
		expect(updated.status).toBe(200);
		expect(updated.body[one]).toMatchObject({ ...register.create, ...register.change });
		expect((await send<Record<string, Row>>('GET', `${path}/${newKey}`)).body[one]).toEqual(updated.body[one]);
		const renamed = await send('PUT', `${path}/${newKey}`, { [one]: { [key]: 'OTHER' } });
		expect([renamed.status, renamed.body.ErrorInformation.code]).toEqual([400, 2009104]);
		expect((await list()).body.MetaInformation['@TotalResources']).toBe(register.seeded.length + 1);
	});

	it('refuses an unknown field, a missing required one and a body without its wrapper', async () => {
		expect((await send('POST', path, { [one]: { ...register.create, Colour: 'red' } })).body.ErrorInformation).toMatchObject({ code: 2001399, message: 'Felaktigt fältnamn (Colour)' });
		expect((await send('POST', path, { [one]: { [key]: 'X1' } })).body.ErrorInformation).toMatchObject({ code: 2009001, message: 'Description is required.' });
		expect((await send('POST', path, register.create)).body.ErrorInformation.code).toBe(2001392);
		expect((await list()).body[many]).toHaveLength(register.seeded.length);
	});

	it(register.deletable ? 'deletes (204) what nothing uses' : 'has no DELETE (the OpenAPI has none)', async () => {
		await send('POST', path, { [one]: register.create });
		const res = await send('DELETE', `${path}/${newKey}`);
		if (register.deletable) {
			expect([res.status, res.raw.length]).toEqual([204, 0]);
			expect((await send('GET', `${path}/${newKey}`)).status).toBe(404);
		} else {
			expect([res.status, res.body.ErrorInformation.code]).toEqual([404, 2009042]);
		}
	});
});

describe('sandbox registers: the rules of each', () => {
	const refused = async (method: string, path: string, json: unknown, code: number, message?: string) => {
		const res = await send(method, path, json);
		expect([res.status, res.body.ErrorInformation.code]).toEqual([400, code]);
		if (message) expect(res.body.ErrorInformation.message).toBe(message);
	};

	it('checks lengths, enums, numbers and dates as the schemas give them', async () => {
		await refused('POST', '/3/units', { Unit: { Code: 'x'.repeat(21), Description: 'Lång' } }, 2009002, 'Code is too long (max 20 characters).');
		await refused('POST', '/3/costcenters', { CostCenter: { Code: 'ABCDEFG', Description: 'Sju' } }, 2009002, 'Code is too long (max 6 characters).');
		await refused('POST', '/3/termsofpayments', { TermsOfPayment: { Code: 'x'.repeat(26), Description: 'Lång' } }, 2009002);
		await refused('POST', '/3/pricelists', { PriceList: { Code: 'C', Description: 'x'.repeat(51) } }, 2009002);
		await refused('POST', '/3/projects', { Project: { Description: 'Test', Status: 'PAUSED' } }, 2009004, 'Status must be one of NOTSTARTED, ONGOING, COMPLETED (PAUSED).');
		await refused('POST', '/3/projects', { Project: { Description: 'Test', StartDate: '2026-02-30' } }, 2009102, 'StartDate must be a date, YYYY-MM-DD (2026-02-30).');
		await refused('POST', '/3/currencies', { Currency: { Code: 'DKK', Description: 'Danska kronor', BuyRate: 'high' } }, 2000108);
		await refused('PUT', '/3/costcenters/CC1', { CostCenter: { Active: 'no' } }, 2000134);
		await refused('PUT', '/3/units/st', { Unit: { Description: 'x'.repeat(101) } }, 2009002);
	});

	it('numbers a project that has no number, from 1', async () => {
		const first = await send<{ Project: Row }>('POST', '/3/projects', { Project: { Description: 'Utan nummer' } });
		expect(first.body.Project).toMatchObject({ ProjectNumber: '1', Status: 'ONGOING', StartDate: null, EndDate: null });
		await send('POST', '/3/projects', { Project: { ProjectNumber: '2', Description: 'Med nummer' } });
		expect((await send<{ Project: Row }>('POST', '/3/projects', { Project: { Description: 'Nästa' } })).body.Project.ProjectNumber).toBe('3');
		const projects = await send<{ Projects: Row[] }>('GET', '/3/projects');
		expect(projects.body.Projects.map((p) => p.ProjectNumber)).toEqual(['1', '2', '3', 'P1', 'P2']);
		// The list shows fortnox_ProjectListItem's fields only.
		expect(Object.keys(projects.body.Projects[0]).sort()).toEqual(fieldsOf('fortnox_ProjectListItem'));
	});

	it('refuses to delete what a customer, an article or an account names, and the company currency', async () => {
		const customer = await send<{ Customer: Row }>('POST', '/3/customers', { Customer: { Name: 'Kund AB', TermsOfPayment: '30', Currency: 'EUR', Project: 'P1' } });
		expect(customer.status).toBe(201);
		await refused('DELETE', '/3/termsofpayments/30', undefined, 2009106, 'Terms of payment 30 is used by customer 1; it cannot be deleted.');
		await refused('DELETE', '/3/currencies/EUR', undefined, 2009106, 'Currency EUR is used by customer 1; it cannot be deleted.');
		await refused('DELETE', '/3/currencies/SEK', undefined, 2009106, "Currency SEK is used by the company's accounting; it cannot be deleted.");
		await refused('DELETE', '/3/projects/P1', undefined, 2009106, 'Project P1 is used by customer 1; it cannot be deleted.');
		await refused('DELETE', '/3/units/st', undefined, 2009106, 'Unit st is used by article 1001; it cannot be deleted.');
		expect((await send('POST', '/3/accounts', { Account: { Number: 6990, Description: 'Övrigt', CostCenter: 'CC2' } })).status).toBe(201);
		await refused('DELETE', '/3/costcenters/CC2', undefined, 2009106, 'Cost center CC2 is used by account 6990 (financial year 2); it cannot be deleted.');
		// Once nothing names them, they go; a customer cannot name them then.
		expect((await send('DELETE', '/3/costcenters/CC1')).status).toBe(204);
		await refused('POST', '/3/customers', { Customer: { Name: 'Ny AB', CostCenter: 'CC1' } }, 2009024, 'CostCenter CC1 does not exist (/3/costcenters).');
		expect(sandbox.tenant(t.tenantId).costCenters.map((c) => c.Code)).toEqual(['CC2']);
	});
});
