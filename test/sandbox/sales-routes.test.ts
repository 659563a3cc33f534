import { startSandbox, type Sandbox, type TenantCredentials } from '../../sandbox';
import { call, legacy } from './helpers';
import { fieldsOf } from './sales-helpers';

// What the sales routes share with the rest of the classic API: company information, the 25-per-5-s
// limit and its 429, the 401 of wrong credentials, and the demo tenant's invoices.

const SALES_LISTS = ['/3/invoices', '/3/invoicepayments', '/3/orders', '/3/offers', '/3/companyinformation'];

describe('sandbox GET /3/companyinformation', () => {
	let sandbox: Sandbox;
	beforeAll(async () => (sandbox = await startSandbox({ rateLimit: false })));
	afterAll(() => sandbox.close());

	it('answers the tenant’s company with every field of fortnox_CompanyInfo, the same each time', async () => {
		const t = sandbox.createTenant({ name: 'Bokhyllan AB' });
		const res = await call<{ CompanyInformation: Record<string, unknown> }>(sandbox, 'GET', '/3/companyinformation', { auth: legacy(t) });
		const company = res.body.CompanyInformation;
		expect(Object.keys(company).sort()).toEqual(fieldsOf('fortnox_CompanyInfo'));
		expect(company).toMatchObject({ CompanyName: 'Bokhyllan AB', CountryCode: 'SE', DatabaseNumber: expect.any(Number), OrganizationNumber: expect.stringMatching(/^\d{6}-\d{4}$/) });
		expect((await call(sandbox, 'GET', '/3/companyinformation', { auth: legacy(t) })).body).toEqual(res.body);
		const other = await call<typeof res.body>(sandbox, 'GET', '/3/companyinformation', { auth: legacy(sandbox.createTenant()) });
		expect(other.body.CompanyInformation.DatabaseNumber).not.toBe(company.DatabaseNumber);
	});

	it.each(SALES_LISTS)('answers %s with 401 for wrong credentials', async (path) => {
		const res = await call<{ ErrorInformation: { Code: number } }>(sandbox, 'GET', path, { auth: { 'Access-Token': 'x', 'Client-Secret': 'y' } });
		expect([res.status, res.body.ErrorInformation.Code]).toEqual([401, 2000311]);
	});
});

describe('sandbox sales routes under the rate limit ({ limit: 3, windowMs: 300 })', () => {
	let sandbox: Sandbox;
	let t: TenantCredentials;
	beforeAll(async () => (sandbox = await startSandbox({ rateLimit: { limit: 3, windowMs: 300 } })));
	afterAll(() => sandbox.close());
	beforeEach(() => {
		sandbox.resetRateLimits();
		t = sandbox.createTenant();
	});

	it.each(SALES_LISTS)('answers the 4th request to %s within the window with 429', async (path) => {
		const statuses = [];
		for (let i = 0; i < 4; i++) statuses.push((await call(sandbox, 'GET', path, { auth: legacy(t) })).status);
		expect(statuses).toEqual([200, 200, 200, 429]);
	});

	it('counts actions and PDFs too', async () => {
		const auth = legacy(t);
		await call(sandbox, 'POST', '/3/customers', { auth, json: { Customer: { Name: 'Acme AB' } } });
		await call(sandbox, 'POST', '/3/invoices', { auth, json: { Invoice: { CustomerNumber: '1' } } });
		expect((await call(sandbox, 'GET', '/3/invoices/1/preview', { auth })).status).toBe(200);
		const limited = await call(sandbox, 'PUT', '/3/invoices/1/bookkeep', { auth });
		expect([limited.status, limited.body]).toEqual([429, { message: 'Too Many Requests' }]);
		expect(sandbox.tenant(t.tenantId).sales.invoices[0].head.Booked).toBe(false);
	});
});

describe('sandbox demo tenant’s sales', () => {
	let sandbox: Sandbox;
	beforeAll(async () => (sandbox = await startSandbox({ demo: true, rateLimit: false })));
	afterAll(() => sandbox.close());

	it('has invoices to its customers: one booked and overdue, one paid, one not booked', async () => {
		const auth = { 'Access-Token': 'demo-access-token', 'Client-Secret': 'demo-client-secret' };
		const list = async (query: string) =>
			((await call<{ Invoices: Array<{ DocumentNumber: string }> }>(sandbox, 'GET', `/3/invoices?${query}`, { auth })).body.Invoices).map((i) => i.DocumentNumber);
		expect(await list('filter=unpaidoverdue')).toEqual(['1']);
		expect(await list('filter=fullypaid')).toEqual(['2']);
		expect(await list('filter=unbooked')).toEqual(['3']);
		const payments = await call<{ InvoicePayments: Array<{ InvoiceNumber: number; Booked: boolean }> }>(sandbox, 'GET', '/3/invoicepayments', { auth });
		expect(payments.body.InvoicePayments).toEqual([expect.objectContaining({ InvoiceNumber: 2, Booked: true })]);
		const customers = sandbox.tenant('demo').customers.map((c) => c.CustomerNumber);
		expect(sandbox.tenant('demo').sales.invoices.every((i) => customers.includes(String(i.head.CustomerNumber)))).toBe(true);
	});
});
