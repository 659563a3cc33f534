import type { Sandbox, TenantCredentials } from '../../sandbox';
import { fieldsOf } from '../contract/openapi';
import { call, type Auth, type ErrorBody, withSandbox } from './helpers';

// /3/customers as Fortnox's OpenAPI has it: every field of fortnox_Customer, checked as the schema
// types and limits it; PUT changes only the fields given; DELETE answers 204.

type Customer = Record<string, unknown> & { CustomerNumber: string };
type Answer = { Customer: Customer } & ErrorBody;

let sandbox: Sandbox;
let t: TenantCredentials;
let auth: Auth;
// Sandbox time runs 600 times faster, so a short pause moves a change into a later minute.
withSandbox(
	{ rateLimit: false, timeScale: 600 },
	(started) => (sandbox = started),
	(tenant, headers) => {
		t = tenant;
		auth = headers;
	},
);

const create = (Customer: Record<string, unknown>) => call<Answer>(sandbox, 'POST', '/3/customers', { auth, json: { Customer } });
const update = (number: string, Customer: Record<string, unknown>) => call<Answer>(sandbox, 'PUT', `/3/customers/${number}`, { auth, json: { Customer } });
const get = (number: string) => call<Answer>(sandbox, 'GET', `/3/customers/${encodeURIComponent(number)}`, { auth });
const stored = (number: string) => sandbox.tenant(t.tenantId).customers.find((c) => c.CustomerNumber === number);

/** The 400 a body gets: its code and message. */
async function refused(Customer: Record<string, unknown>) {
	const res = await create({ Name: 'Refused AB', ...Customer });
	expect(res.status).toBe(400);
	return [res.body.ErrorInformation.code, res.body.ErrorInformation.message];
}

describe('sandbox /3/customers', () => {
	it('creates with the number assigned and shows every field of fortnox_Customer, unset ones as Fortnox does', async () => {
		const res = await create({ Name: 'Acme AB', City: 'Växjö' });
		expect(res.status).toBe(201);
		const customer = res.body.Customer;
		expect(Object.keys(customer).sort()).toEqual(fieldsOf('fortnox_Customer'));
		expect(customer).toMatchObject({
			'@url': `${sandbox.url}/3/customers/1`, CustomerNumber: '1', Name: 'Acme AB', City: 'Växjö', Active: true,
			Address1: null, Email: '', Type: 'COMPANY', VATType: 'SEVAT', Currency: 'SEK', PriceList: 'A', TermsOfPayment: '',
			InvoiceDiscount: null, ShowPriceVATIncluded: false,
			DefaultDeliveryTypes: { Invoice: 'PRINT', Offer: 'PRINT', Order: 'PRINT' },
			DefaultTemplates: { CashInvoice: 'DEFAULTTEMPLATE', Invoice: 'DEFAULTTEMPLATE', Offer: 'DEFAULTTEMPLATE', Order: 'DEFAULTTEMPLATE' },
		});
		expect((await get('1')).body.Customer).toEqual(customer);
	});

	it('takes every kind of writable field, nested objects too, and ignores @url', async () => {
		const body = {
			'@url': 'https://elsewhere.example/3/customers/9',
			CustomerNumber: 'K-100', Name: 'Bergs Bageri', Type: 'PRIVATE', VATType: 'EUVAT', CountryCode: 'DK', Currency: 'EUR',
			TermsOfPayment: '30', PriceList: 'A', CostCenter: 'CC1', Project: 'P2', InvoiceDiscount: '2.5', ShowPriceVATIncluded: true,
			GLN: '7350000000011', SalesAccount: 3001, Active: false, DefaultDeliveryTypes: { Invoice: 'EMAIL' }, DefaultTemplates: { Offer: 'OFFERT' },
		};
		const res = await create(body);
		expect(res.status).toBe(201);
		expect(res.body.Customer).toMatchObject({
			...body, '@url': `${sandbox.url}/3/customers/K-100`, InvoiceDiscount: 2.5,
			DefaultDeliveryTypes: { Invoice: 'EMAIL', Offer: 'PRINT', Order: 'PRINT' },
			DefaultTemplates: { CashInvoice: 'DEFAULTTEMPLATE', Invoice: 'DEFAULTTEMPLATE', Offer: 'OFFERT', Order: 'DEFAULTTEMPLATE' },
		});
	});

	it.each([
		['a field the schema does not have', { Nickname: 'x' }, 2001399, 'Felaktigt fältnamn (Nickname)'],
		['a nested field the schema does not have', { DefaultDeliveryTypes: { Receipt: 'EMAIL' } }, 2001399, 'Felaktigt fältnamn (DefaultDeliveryTypes.Receipt)'],
		['no Name', { Name: undefined }, 2009001, 'Name is required.'],
		['an empty Name', { Name: '' }, 2009001, 'Name is required.'],
		['over maxLength', { ZipCode: '12345678901' }, 2009002, 'ZipCode is too long (max 10 characters).'],
		['under minLength', { CountryCode: 'S' }, 2009100, 'CountryCode is too short (min 2 characters).'],
		['a GLN of 12 digits', { GLN: '735000000001' }, 2009100, 'GLN is too short (min 13 characters).'],
		['a currency of 4 letters', { Currency: 'SEKK' }, 2009002, 'Currency is too long (max 3 characters).'],
		['a Type outside the enum', { Type: 'PERSON' }, 2009004, 'Type must be one of PRIVATE, COMPANY (PERSON).'],
		['a VATType outside the enum', { VATType: 'NOVAT' }, 2009004, expect.stringContaining('VATType must be one of SEVAT')],
		['a nested enum value outside it', { DefaultDeliveryTypes: { Order: 'FAX' } }, 2009004, expect.stringContaining('DefaultDeliveryTypes.Order must be one of')],
		['a nested object that is not one', { DefaultTemplates: 'OFFERT' }, 2009103, 'DefaultTemplates must be an object.'],
		['text that is a number', { City: 42 }, 2009003, 'City must be a string.'],
		['a number that is text', { InvoiceDiscount: 'much' }, 2000108, 'Värdet måste vara numeriskt (much)'],
		['a boolean that is text', { Active: 'yes' }, 2000134, 'Värdet måste vara en boolean (yes)'],
		['terms of payment that do not exist', { TermsOfPayment: '45' }, 2009107, 'TermsOfPayment 45 does not exist (/3/termsofpayments).'],
		['a currency that does not exist', { Currency: 'NOK' }, 2009107, 'Currency NOK does not exist (/3/currencies).'],
		['a cost center that does not exist', { CostCenter: 'CC9' }, 2009024, 'CostCenter CC9 does not exist (/3/costcenters).'],
		['a project that does not exist', { Project: 'P9' }, 2009025, 'Project P9 does not exist (/3/projects).'],
	])('refuses %s with 400, and stores nothing', async (_what, fields, code, message) => {
		expect(await refused(fields)).toEqual([code, message]);
		expect(sandbox.tenant(t.tenantId).customers).toEqual([]);
	});

	it('counts lengths in characters; null or "" put an optional field back to its default', async () => {
		const res = await create({ Name: 'å'.repeat(1024), OurReference: 'ö'.repeat(50), Currency: null, Type: '', CountryCode: '' });
		expect(res.status).toBe(201);
		expect(res.body.Customer).toMatchObject({ OurReference: 'ö'.repeat(50), Currency: 'SEK', Type: 'COMPANY', CountryCode: null });
	});

	it('refuses a customer number in use, but not an organisation number in use', async () => {
		expect((await create({ Name: 'Första AB', OrganisationNumber: '556677-8899' })).status).toBe(201);
		expect((await create({ Name: 'Andra AB', OrganisationNumber: '556677-8899' })).status).toBe(201);
		const again = await create({ Name: 'Tredje AB', CustomerNumber: '2' });
		expect([again.status, again.body.ErrorInformation.code]).toEqual([400, 2000637]);
	});

	it('PUT changes only the fields given, nested ones one level down, and moves lastmodified', async () => {
		await create({ Name: 'Flytt AB', City: 'Lund', Phone1: '046-123', DefaultDeliveryTypes: { Invoice: 'EMAIL' } });
		const created = stored('1')!.modifiedAt;
		await new Promise((resolve) => setTimeout(resolve, 120)); // 72 s of sandbox time
		const res = await update('1', { City: 'Malmö', DefaultDeliveryTypes: { Order: 'EMAIL' }, CustomerNumber: '1', '@url': 'x' });
		expect(res.status).toBe(200);
		expect(res.body.Customer).toMatchObject({
			Name: 'Flytt AB', City: 'Malmö', Phone1: '046-123', DefaultDeliveryTypes: { Invoice: 'EMAIL', Offer: 'PRINT', Order: 'EMAIL' },
		});
		expect((await get('1')).body.Customer).toEqual(res.body.Customer);
		const modified = stored('1')!.modifiedAt;
		expect(modified).toBeGreaterThan(created + 60_000);
		const minute = new Intl.DateTimeFormat('sv-SE', {
			timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
		}).format(modified);
		await create({ Name: 'Ny AB' });
		const since = await call<{ Customers: Customer[] }>(sandbox, 'GET', `/3/customers?lastmodified=${encodeURIComponent(minute)}&sortby=customernumber`, { auth });
		expect(since.body.Customers.map((c) => c.CustomerNumber)).toEqual(['1', '2']);
	});

	it('PUT refuses what POST refuses and a changed number, and changes nothing then; an emptied Name keeps the name', async () => {
		await create({ Name: 'Fast AB', City: 'Umeå' });
		for (const [fields, code] of [
			[{ CustomerNumber: '7' }, 2009104],
			[{ City: 'Luleå', ZipCode: '12345678901' }, 2009002],
			[{ Unknown: 1 }, 2001399],
		] as const) {
			const res = await update('1', fields);
			expect([res.status, res.body.ErrorInformation.code]).toEqual([400, code]);
		}
		expect(stored('1')).toMatchObject({ CustomerNumber: '1', Name: 'Fast AB', City: 'Umeå', ZipCode: '' });
		// The real Fortnox keeps a field sent "" (recorded for Comments and Country).
		expect((await update('1', { Name: '', City: '' })).status).toBe(200);
		expect(stored('1')).toMatchObject({ Name: 'Fast AB', City: 'Umeå' });
		const missing = await update('99', { City: 'Kiruna' });
		expect([missing.status, missing.body.ErrorInformation.code]).toEqual([404, 2000433]);
	});

	it('DELETE answers 204 and the customer is gone', async () => {
		await create({ Name: 'Borta AB' });
		await create({ Name: 'Kvar AB' });
		const res = await call(sandbox, 'DELETE', '/3/customers/1', { auth });
		expect([res.status, res.raw.length]).toEqual([204, 0]);
		expect((await get('1')).status).toBe(404);
		expect(sandbox.tenant(t.tenantId).customers.map((c) => c.Name)).toEqual(['Kvar AB']);
		expect((await call<ErrorBody>(sandbox, 'DELETE', '/3/customers/1', { auth })).body.ErrorInformation.code).toBe(2000433);
	});

	it('lists fortnox_CustomerListItem fields with paging and the documented filters', async () => {
		sandbox.addCustomers(t.tenantId, 5);
		await update('3', { City: 'Växjö', Active: false });
		await update('4', { City: 'Växjö' });
		const page = await call<{ Customers: Customer[]; MetaInformation: Record<string, number> }>(sandbox, 'GET', '/3/customers?limit=2&page=2', { auth });
		expect(page.body.MetaInformation).toEqual({ '@TotalResources': 5, '@TotalPages': 3, '@CurrentPage': 2 });
		expect(page.body.Customers.map((c) => c.CustomerNumber)).toEqual(['3', '4']);
		expect(Object.keys(page.body.Customers[0]).sort()).toEqual(fieldsOf('fortnox_CustomerListItem'));
		const active = await call<{ Customers: Customer[] }>(sandbox, 'GET', '/3/customers?city=v%C3%A4xj%C3%B6&filter=active', { auth });
		expect(active.body.Customers.map((c) => c.CustomerNumber)).toEqual(['4']);
	});
});
