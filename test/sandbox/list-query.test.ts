import type { Sandbox, TenantCredentials } from '../../sandbox';
import { call, type Auth, type ErrorBody, withSandbox } from './helpers';

// Every classic /3/ list honours the query parameters Fortnox's OpenAPI names for it, with the
// semantics of Fortnox's "Parameters" page (search = case-insensitive contains, filter, lastmodified,
// sortby + sortorder), filtering before paging.

let sandbox: Sandbox;
let t: TenantCredentials;
let auth: Auth;
// Sandbox time runs 600 times faster, so a short pause moves records into a later minute.
withSandbox(
	{ rateLimit: false, timeScale: 600 },
	(started) => (sandbox = started),
	(tenant, headers) => {
		t = tenant;
		auth = headers;
	},
);

type Meta = { '@TotalResources': number; '@TotalPages': number; '@CurrentPage': number };
const get = <T>(path: string) => call<T>(sandbox, 'GET', path, { auth });

/** One field of every record a /3/ list answers for the query (the answer must be a 200). */
async function listed(path: string, query: string, field: string): Promise<unknown[]> {
	const res = await get<Record<string, unknown>>(`${path}?${query}`);
	expect(res.status).toBe(200);
	const key = Object.keys(res.body).find((name) => name !== 'MetaInformation')!;
	return (res.body[key] as Array<Record<string, unknown>>).map((record) => record[field]);
}

/** The 400 a query gets, in the classic ErrorInformation shape. */
async function refused(path: string) {
	const res = await get<ErrorBody>(path);
	expect(res.status).toBe(400);
	return res.body.ErrorInformation;
}

/** 120 ms real = 72 s of sandbox time: whatever is made next is modified in a later minute. */
const nextMinute = () => new Promise((resolve) => setTimeout(resolve, 120));
const MINUTE = new Intl.DateTimeFormat('sv-SE', {
	timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
/** `lastmodified` for the minute (Stockholm time, as Fortnox) in which a record was modified. */
const minuteOf = (ms: number) => encodeURIComponent(MINUTE.format(ms));
const dateOf = (ms: number) => MINUTE.format(ms).slice(0, 10);

describe('GET /3/customers', () => {
	const CUSTOMERS = [
		{ CustomerNumber: '1', Name: 'Acme AB', City: 'Växjö', ZipCode: '352 30', Email: 'info@acme.se', Phone1: '0470-123 45', OrganisationNumber: '556677-8899', GLN: '7350000000011', GLNDelivery: '7350000000028' },
		{ CustomerNumber: '2', Name: 'Öster Bageri', City: 'VÄXJÖ', ZipCode: '352 31', Email: 'order@osterbageri.se', Phone1: '0470-999 99', OrganisationNumber: '556000-1111' },
		{ CustomerNumber: '3', Name: 'Cykel & Co', City: 'Lund', ZipCode: '222 22', Email: 'hej@cykel.se', Phone1: '046-11 22 33', OrganisationNumber: '559000-2222', GLN: '7350000000035', Active: false },
		{ CustomerNumber: '12', Name: 'Zeta Data', City: 'Falun', ZipCode: '791 00', Email: 'data@zeta.se', Phone1: '023-44 55 66', OrganisationNumber: '556677-0000', GLNDelivery: '7350000000042' },
	];
	const numbers = (query: string) => listed('/3/customers', query, 'CustomerNumber');
	beforeEach(async () => {
		for (const Customer of CUSTOMERS) expect((await call(sandbox, 'POST', '/3/customers', { auth, json: { Customer } })).status).toBe(201);
	});

	it.each([
		['customernumber', '1', ['1', '12']],
		['name', 'ab', ['1']],
		['zipcode', '352', ['1', '2']],
		['city', 'växjö', ['1', '2']],
		['city', 'Va\u0308xjo\u0308', ['1', '2']], // decomposed ä and ö: the same text
		['email', 'CYKEL', ['3']],
		['phone', '0470', ['1', '2']],
		['organisationnumber', '556677', ['1', '12']],
		['gln', '0035', ['3']],
		['glndelivery', '735000000004', ['12']],
		['city', '', ['1', '2', '3', '12']], // empty: as if absent
	])('%s=%s keeps the customers whose field contains it, whatever the case', async (name, value, expected) => {
		expect(await numbers(`${name}=${encodeURIComponent(value)}`)).toEqual(expected);
	});

	it('combines parameters, and pages what matches (MetaInformation counts the matches)', async () => {
		sandbox.addCustomers(t.tenantId, 30);
		expect(await numbers('city=v%C3%A4xj%C3%B6&phone=999')).toEqual(['2']);
		const page = await get<{ Customers: Array<{ CustomerNumber: string }>; MetaInformation: Meta }>('/3/customers?city=V%C3%A4xj%C3%B6&limit=1&page=2');
		expect(page.body.MetaInformation).toEqual({ '@TotalResources': 2, '@TotalPages': 2, '@CurrentPage': 2 });
		expect(page.body.Customers.map((c) => c.CustomerNumber)).toEqual(['2']);
	});

	it('filter=active|inactive; any other filter is a 400', async () => {
		expect(await numbers('filter=active')).toEqual(['1', '2', '12']);
		expect(await numbers('filter=inactive')).toEqual(['3']);
		expect(await refused('/3/customers?filter=all')).toEqual({
			error: 1, code: 2000587, message: 'Ett ogiltigt filter har använts.',
		});
	});

	it('sortby customernumber (as numbers) or name (Swedish order), sortorder ascending or descending', async () => {
		expect(await numbers('sortby=name')).toEqual(['1', '3', '12', '2']); // Z before Ö
		expect(await numbers('sortby=name&sortorder=descending')).toEqual(['2', '12', '3', '1']);
		expect(await numbers('sortby=customernumber&sortorder=descending')).toEqual(['12', '3', '2', '1']);
		expect(await numbers('sortby=customernumber&sortorder=ascending')).toEqual(['1', '2', '3', '12']);
		expect(await numbers('sortorder=descending')).toEqual(['12', '3', '2', '1']); // the list's own order, turned round
		expect((await refused('/3/customers?sortby=city')).message).toBe('Invalid parameter sortby: city (allowed: customernumber, name).');
		expect((await refused('/3/customers?sortby=name&sortorder=desc')).message).toBe('Invalid parameter sortorder: desc (allowed: ascending, descending).');
	});

	it('lastmodified keeps the customers created at or after that minute (Stockholm time), a date alone from its midnight', async () => {
		await nextMinute();
		const created = await call<{ Customer: { CustomerNumber: string } }>(sandbox, 'POST', '/3/customers', { auth, json: { Customer: { Name: 'Nykund AB' } } });
		sandbox.addCustomers(t.tenantId, 1);
		const stored = sandbox.tenant(t.tenantId).customers;
		const modified = stored.find((c) => c.CustomerNumber === created.body.Customer.CustomerNumber)!.modifiedAt;
		expect(await numbers(`lastmodified=${minuteOf(modified)}`)).toEqual(['4', '5']);
		expect(await numbers(`lastmodified=${minuteOf(stored[0].modifiedAt)}`)).toHaveLength(6);
		expect(await numbers(`lastmodified=${dateOf(stored[0].modifiedAt)}`)).toHaveLength(6);
		expect(await numbers('lastmodified=2999-01-01%2000:00')).toEqual([]);
		for (const bad of ['2026-04-12T10:00', '2026-04-12 24:00', '2026-02-30', '12/04/2026', '2026-04-12 10:00:00']) {
			expect((await refused(`/3/customers?lastmodified=${encodeURIComponent(bad)}`)).message).toContain('Invalid parameter lastmodified');
		}
	});

	it('answers with its own time in the Date header; setTime moves that clock alone, and lastmodified compares its Stockholm wall-clock minutes', async () => {
		// 02:40 summer time in Stockholm, on the night the clocks go back from 03:00 to 02:00.
		const summerTime = Date.parse('2026-10-25T00:40:00Z');
		sandbox.setTime(summerTime);
		try {
			// n8n's clock (Date.now) somewhere else entirely: the service's does not follow it.
			const elsewhere = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-01T00:00:00Z'));
			const serviceNow = sandbox.now();
			elsewhere.mockRestore();
			expect(serviceNow - summerTime).toBeLessThan(60_000);
			const answer = await get('/3/customers');
			const date = Date.parse(answer.headers.get('date')!);
			expect(date - summerTime).toBeGreaterThanOrEqual(-1000);
			expect(date - summerTime).toBeLessThan(60_000);

			const summer = await call<{ Customer: { CustomerNumber: string } }>(sandbox, 'POST', '/3/customers', { auth, json: { Customer: { Name: 'Sommartid AB' } } });
			// 02:10 winter time, half an hour later: a wall-clock minute before the one just made.
			sandbox.setTime(Date.parse('2026-10-25T01:10:00Z'));
			const winter = await call<{ Customer: { CustomerNumber: string } }>(sandbox, 'POST', '/3/customers', { auth, json: { Customer: { Name: 'Vintertid AB' } } });
			// Of the two (the others were made at the machine's time, after that night).
			const madeThatNight = async (minute: string) =>
				(await numbers(`lastmodified=${encodeURIComponent(minute)}`)).filter((number) => [summer, winter].some((made) => made.body.Customer.CustomerNumber === number));
			expect(await madeThatNight('2026-10-25 02:30')).toEqual([summer.body.Customer.CustomerNumber]);
			expect(await madeThatNight('2026-10-25 02:00')).toEqual([summer.body.Customer.CustomerNumber, winter.body.Customer.CustomerNumber]);
		} finally {
			sandbox.setTime(null);
		}
	});
});

describe('GET /3/articles', () => {
	const articles = (query: string) => listed('/3/articles', query, 'ArticleNumber');
	beforeEach(() => {
		sandbox.addItem(t.tenantId, {
			itemId: '3001', description: 'Whiteboardpenna', ean: '7310000000012', manufacturer: 'Pennfabriken',
			manufacturerArticleNumber: 'PF-22', webshopArticle: true, supplierNumber: '201',
		});
		sandbox.addItem(t.tenantId, { itemId: '3002', description: 'Gammal stol', ean: '7310000000029', active: false });
	});

	it.each([
		['articlenumber', '300', ['3001', '3002']],
		['description', 'WHITEBOARD', ['1005', '3001']],
		['ean', '73100000000', ['3001', '3002']],
		['suppliernumber', '201', ['1003', '1004', '1005', '3001']],
		['manufacturer', 'fabrik', ['3001']],
		['manufacturerarticlenumber', 'pf-2', ['3001']],
		['webshop', 'true', ['3001']],
	])('%s=%s keeps the articles whose field contains it, whatever the case', async (name, value, expected) => {
		expect(await articles(`${name}=${value}`)).toEqual(expected);
	});

	it('filter=active|inactive; any other filter is a 400', async () => {
		expect(await articles('filter=inactive')).toEqual(['3002']);
		expect(await articles('filter=active')).toEqual(['1001', '1002', '1003', '1004', '1005', '2001', '2002', '3001']);
		expect((await refused('/3/articles?filter=expired')).message).toBe('Ett ogiltigt filter har använts.');
	});

	it('sortby articlenumber, quantityinstock, reservedquantity or stockvalue, either way (ties keep the list order)', async () => {
		// In stock: 1001 25, 1002 8, 1003 15, 1004 200, the rest 0. Reserve 5 × 1001 and 3 × 1003 (unreleased outbound documents).
		for (const [itemId, quantity] of [['1001', 5], ['1003', 3]] as const) {
			const rows = [{ itemId, quantity, stockPointCode: 'MAIN', stockLocationCode: 'A1' }];
			expect((await call(sandbox, 'POST', '/api/warehouse/deliveries-v1/outbounddeliveries', { auth, json: { date: '2026-03-12', rows } })).status).toBe(201);
		}
		expect(await articles('sortby=quantityinstock')).toEqual(['1005', '2001', '2002', '3001', '3002', '1002', '1003', '1001', '1004']);
		expect(await articles('sortby=quantityinstock&sortorder=descending')).toEqual(['1004', '1001', '1003', '1002', '1005', '2001', '2002', '3001', '3002']);
		expect(await articles('sortby=reservedquantity&sortorder=descending&limit=3')).toEqual(['1001', '1003', '1002']);
		expect(await listed('/3/articles', 'sortby=reservedquantity&sortorder=descending&limit=2', 'ReservedQuantity')).toEqual(['5', '3']);
		// Stock value = in stock × purchase price: 1001 47,250, 1002 27,600, 1003 3,735, 1004 2,500.
		expect(await articles('sortby=stockvalue&sortorder=ascending&filter=active')).toEqual(['1005', '2001', '2002', '3001', '1004', '1003', '1002', '1001']);
		expect(await articles('sortby=articlenumber&sortorder=descending&limit=2')).toEqual(['3002', '3001']);
		expect((await refused('/3/articles?sortby=description')).message).toMatch(/^Invalid parameter sortby: description \(allowed: articlenumber, quantityinstock/);
	});

	it('lastmodified keeps the articles added at or after that minute', async () => {
		await nextMinute();
		const added = sandbox.addItem(t.tenantId, { itemId: '3003', description: 'Ny' });
		expect(await articles(`lastmodified=${minuteOf(added.modifiedAt)}`)).toEqual(['3003']);
		expect(await articles(`lastmodified=${dateOf(added.modifiedAt)}&description=ny`)).toEqual(['3003']);
	});
});

describe('GET /3/suppliers (the OpenAPI names no parameters of its own: the global ones)', () => {
	const suppliers = (query: string) => listed('/3/suppliers', query, 'SupplierNumber');

	it('lastmodified, sortorder and paging after them; other parameters are ignored', async () => {
		await nextMinute();
		const added = sandbox.addSupplier(t.tenantId, { supplierNumber: '300', name: 'Lampgrossen' });
		expect(await suppliers(`lastmodified=${minuteOf(added.modifiedAt)}`)).toEqual(['300']);
		expect(await suppliers('sortorder=descending')).toEqual(['300', '202', '201']);
		expect(await suppliers('sortorder=descending&limit=1&page=3')).toEqual(['201']);
		expect(await suppliers('name=nothing-like-it&sortby=name')).toEqual(['201', '202', '300']);
	});
});

describe('GET /3/accounts', () => {
	const accounts = (query: string) => listed('/3/accounts', query, 'Number');

	it('sru is the account SRU code (a whole number, equal)', async () => {
		expect(await accounts('sru=7281')).toEqual([1910, 1930]);
		expect(await accounts('sru=72')).toEqual([]);
		expect((await refused('/3/accounts?sru=SRU')).message).toBe('Invalid parameter sru: SRU (allowed: a whole number).');
	});

	it('sortby=number, ascending or descending', async () => {
		expect((await accounts('sortby=number&sortorder=descending')).slice(0, 3)).toEqual([8310, 7210, 6570]);
		expect((await accounts('sortby=number')).slice(0, 2)).toEqual([1510, 1910]);
		expect((await refused('/3/accounts?sortby=description')).message).toBe('Invalid parameter sortby: description (allowed: number).');
	});

	it('lastmodified keeps the accounts created or changed at or after that minute', async () => {
		await nextMinute();
		const changed = await call(sandbox, 'PUT', '/3/accounts/1930', { auth, json: { Account: { Description: 'Bankkonto' } } });
		const created = await call(sandbox, 'POST', '/3/accounts', { auth, json: { Account: { Number: 6991, Description: 'Övrigt' } } });
		expect([changed.status, created.status]).toEqual([200, 201]);
		const modified = sandbox.tenant(t.tenantId).accounts.get(2)!.get(1930)!.modifiedAt;
		expect(await accounts(`lastmodified=${minuteOf(modified)}`)).toEqual([1930, 6991]);
		expect(await accounts(`lastmodified=${minuteOf(modified)}&financialyear=1`)).toEqual([]);
	});
});

describe('GET /3/financialyears', () => {
	const years = (query: string) => listed('/3/financialyears', query, 'Id');

	it('Date gives the financial year that contains it', async () => {
		expect(await years('Date=2025-06-30')).toEqual([1]);
		expect(await years('date=2026-01-01')).toEqual([2]);
		expect(await years('Date=2026-12-31')).toEqual([2]);
		expect(await years('Date=2024-12-31')).toEqual([]);
		const one = await get<{ MetaInformation: Meta }>('/3/financialyears?Date=2025-01-01');
		expect(one.body.MetaInformation).toEqual({ '@TotalResources': 1, '@TotalPages': 1, '@CurrentPage': 1 });
		expect((await refused('/3/financialyears?Date=2025-02-30')).message).toBe('Invalid parameter Date: 2025-02-30 (allowed: YYYY-MM-DD).');
		expect(await years('sortorder=descending')).toEqual([2, 1]);
	});
});
