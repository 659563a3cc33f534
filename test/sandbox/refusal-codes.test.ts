import type { Sandbox } from '../../sandbox';
import { call, type Auth, type ErrorBody, withSandbox } from './helpers';

// Refusals answered with Fortnox's own codes and texts (docs/sandbox.md, "Refusals and their codes"):
// an unknown country 2000919 (recorded: accodeing/fortnox-api, invoices/save_new_with_country_KR.yml),
// a customer number in use 2000637 and an update naming no record 2000729 (recorded: its
// customers/save_old.yml, 2016).

let sandbox: Sandbox;
let auth: Auth;
withSandbox(
	{ rateLimit: false },
	(started) => (sandbox = started),
	(_tenant, headers) => (auth = headers),
);

const send = (method: string, path: string, json?: unknown) => call<ErrorBody & { Customer: Record<string, unknown>; Supplier: { SupplierNumber: string } }>(sandbox, method, path, { auth, json });
const info = (res: { body: ErrorBody }) => res.body.ErrorInformation as unknown as Record<string, unknown>;

describe('sandbox refusals with Fortnox codes', () => {
	it('refuses an unknown Country of a customer: 400 2000919 "Ogiltigt land: <value>"', async () => {
		const res = await send('POST', '/3/customers', { Customer: { Name: 'Narnia AB', Country: 'Narnia' } });
		expect(res.status).toBe(400);
		expect(info(res)).toEqual({ error: 1, message: 'Ogiltigt land: Narnia', code: 2000919 });
		const korea = await send('POST', '/3/customers', { Customer: { Name: 'Seoul AB', Country: 'South Korea' } });
		expect(info(korea)).toMatchObject({ code: 2000919, message: 'Ogiltigt land: South Korea' });
	});

	it('refuses an unknown CountryCode of a customer and of a supplier', async () => {
		const customer = await send('POST', '/3/customers', { Customer: { Name: 'Kod AB', CountryCode: 'QQ' } });
		expect([customer.status, info(customer).code, info(customer).message]).toEqual([400, 2000919, 'Ogiltig landskod: QQ']);
		const supplier = await send('POST', '/3/suppliers', { Supplier: { Name: 'Kod AB', CountryCode: 'QQ' } });
		expect([supplier.status, info(supplier).code]).toEqual([400, 2000919]);
	});

	it('refuses an unknown Country of a supplier, on POST and on PUT', async () => {
		const refused = await send('POST', '/3/suppliers', { Supplier: { Name: 'Narnia AB', Country: 'Narnia' } });
		expect([refused.status, info(refused).code, info(refused).message]).toEqual([400, 2000919, 'Ogiltigt land: Narnia']);
		const made = await send('POST', '/3/suppliers', { Supplier: { Name: 'Oslo AS', Country: 'Norge' } });
		expect(made.status).toBe(201);
		const number = made.body.Supplier.SupplierNumber;
		const put = await send('PUT', `/3/suppliers/${number}`, { Supplier: { Country: 'Atlantis' } });
		expect([put.status, info(put).code]).toEqual([400, 2000919]);
	});

	it.each(['SE', 'Sverige', 'sverige', 'Norge', 'Norway', 'Tyskland', 'United Kingdom', 'Holy See (Vatican City State)'])(
		'takes the country %s (an ISO code, a Swedish or an English name)', async (Country) => {
			const res = await send('POST', '/3/customers', { Customer: { Name: 'Land AB', Country } });
			expect(res.status).toBe(201);
			expect(res.body.Customer.Country).toBe(Country);
		});

	it('refuses a customer number in use: 400 2000637 "Kundnummer <n> används redan."', async () => {
		expect((await send('POST', '/3/customers', { Customer: { Name: 'Första AB', CustomerNumber: '77' } })).status).toBe(201);
		const again = await send('POST', '/3/customers', { Customer: { Name: 'Andra AB', CustomerNumber: '77' } });
		expect(again.status).toBe(400);
		expect(info(again)).toEqual({ error: 1, message: 'Kundnummer 77 används redan.', code: 2000637 });
	});

	it('answers an update naming no record with 400 2000729 "A valid identifier was not provided."', async () => {
		for (const path of ['/3/customers', '/3/customers/', '/3/articles', '/3/suppliers/']) {
			const res = await send('PUT', path, { Customer: { Name: 'Ingen AB' } });
			expect([path, res.status]).toEqual([path, 400]);
			expect(info(res)).toEqual({ error: 1, message: 'A valid identifier was not provided.', code: 2000729 });
		}
		// A path with no PUT below it keeps its 404.
		expect((await send('PUT', '/3/nosuchthing', {})).status).toBe(404);
	});
});
