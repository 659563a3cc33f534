// The sandbox as a real company can be (issue 48): scopes per token, licences per company, the API
// licence, values the user may not see; refusals with Fortnox's documented codes and texts.
import type { Sandbox } from '../../sandbox';
import { startSandbox } from '../../sandbox';
import { basicAuthorization, bearer, call, legacy } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
});
afterAll(async () => await sandbox.close());

type Refusal = { ErrorInformation: { error: number; code: number; message: string } };
const refusal = (code: number, message: string) => ({ ErrorInformation: { error: 1, code, message } });

describe('sandbox access', () => {
	it("refuses a path outside the legacy token's scopes with 2000663, others pass", async () => {
		const t = sandbox.createTenant();
		sandbox.setAccess(t.tenantId, { tokenScopes: ['bookkeeping'] });
		const refused = await call<Refusal>(sandbox, 'GET', '/3/customers', { auth: legacy(t) });
		expect([refused.status, refused.body]).toEqual([403, refusal(2000663, 'Har inte behörighet för scope')]);
		expect((await call(sandbox, 'GET', '/3/financialyears', { auth: legacy(t) })).status).toBe(200);
	});

	it("gives a service account's token the scopes the company approved, whatever it asks", async () => {
		const t = sandbox.createTenant();
		const account = sandbox.createServiceAccount(t.tenantId, { scopes: ['customer'] });
		const token = await fetch(`${sandbox.url}/oauth-v1/token`, {
			method: 'POST',
			headers: { Authorization: basicAuthorization(account.clientId, account.clientSecret), TenantId: t.tenantId, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'grant_type=client_credentials&scope=customer invoice',
		});
		const { access_token, scope } = (await token.json()) as { access_token: string; scope: string };
		expect(scope).toBe('customer');
		expect((await call(sandbox, 'GET', '/3/customers', { auth: bearer(access_token) })).status).toBe(200);
		expect((await call<Refusal>(sandbox, 'GET', '/3/invoices', { auth: bearer(access_token) })).body.ErrorInformation.code).toBe(2000663);
	});

	it('refuses a scope the company has no licence for with 2001101, but answers whether the warehouse is activated', async () => {
		const t = sandbox.createTenant();
		sandbox.setAccess(t.tenantId, { licences: ['bookkeeping', 'customer'] });
		const refused = await call<Refusal>(sandbox, 'GET', '/3/employees', { auth: legacy(t) });
		expect([refused.status, refused.body]).toEqual([403, refusal(2001101, 'Det finns ingen aktiv licens för önskat scope')]);
		expect((await call(sandbox, 'GET', '/3/customers', { auth: legacy(t) })).status).toBe(200);
		sandbox.setWarehouseEnabled(t.tenantId, false);
		expect((await call<{ activated: boolean }>(sandbox, 'GET', '/api/warehouse/tenants-v4', { auth: legacy(t) })).body).toMatchObject({ activated: false });
	});

	it('refuses everything with 2001103 for a company without the API licence', async () => {
		const t = sandbox.createTenant();
		sandbox.setAccess(t.tenantId, { apiLicence: false });
		for (const path of ['/3/customers', '/api/warehouse/stockpoints-v1']) {
			const refused = await call<Refusal>(sandbox, 'GET', path, { auth: legacy(t) });
			expect([path, refused.status, refused.body]).toEqual([path, 403, refusal(2001103, 'Api-licens saknas.')]);
		}
	});

	it('answers API_NORIGHT for the values the user may not see, and the values again once the user may', async () => {
		const t = sandbox.createTenant();
		const customer = await call<{ Customer: { CustomerNumber: string } }>(sandbox, 'POST', '/3/customers', { auth: legacy(t), json: { Customer: { Name: 'Kund AB' } } });
		const made = await call<{ Invoice: { DocumentNumber: string } }>(sandbox, 'POST', '/3/invoices', {
			auth: legacy(t),
			json: { Invoice: { CustomerNumber: customer.body.Customer.CustomerNumber, InvoiceRows: [{ Description: 'Konsult', DeliveredQuantity: 1, Price: 1000 }] } },
		});
		sandbox.setAccess(t.tenantId, { hiddenValues: ['ContributionPercent', 'ContributionValue'] });
		const invoice = await call<{ Invoice: Record<string, unknown> }>(sandbox, 'GET', `/3/invoices/${made.body.Invoice.DocumentNumber}`, { auth: legacy(t) });
		expect(invoice.body.Invoice).toMatchObject({ ContributionPercent: 'API_NORIGHT', ContributionValue: 'API_NORIGHT', Total: expect.anything() });
		sandbox.setAccess(t.tenantId, { hiddenValues: [] });
		const seen = await call<{ Invoice: Record<string, unknown> }>(sandbox, 'GET', `/3/invoices/${made.body.Invoice.DocumentNumber}`, { auth: legacy(t) });
		expect(seen.body.Invoice.ContributionValue).not.toBe('API_NORIGHT');
	});
});
