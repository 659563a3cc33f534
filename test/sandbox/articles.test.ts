import type { Sandbox, TenantCredentials } from '../../sandbox';
import { answeredFieldsOf, fieldsOf } from '../contract/openapi';
import { call, type Auth, type ErrorBody, withSandbox } from './helpers';

// /3/articles as Fortnox's OpenAPI has it: every field of fortnox_Article, checked as the schema types
// and limits it; PUT changes only the fields given; DELETE refuses an article the warehouse has used.
// Articles are the warehouse's items: a new tenant has 1001–1005 (with stock, 1003/1004/1002 on
// purchase orders), 2001 and 2002 (produced from 1001–1004).

type Article = Record<string, unknown> & { ArticleNumber: string };
type Answer = { Article: Article } & ErrorBody;

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

const create = (Article: Record<string, unknown>) => call<Answer>(sandbox, 'POST', '/3/articles', { auth, json: { Article } });
const update = (number: string, Article: Record<string, unknown>) => call<Answer>(sandbox, 'PUT', `/3/articles/${number}`, { auth, json: { Article } });
const get = (number: string) => call<Answer>(sandbox, 'GET', `/3/articles/${encodeURIComponent(number)}`, { auth });
const remove = (number: string) => call<ErrorBody>(sandbox, 'DELETE', `/3/articles/${encodeURIComponent(number)}`, { auth });
const item = (number: string) => sandbox.tenant(t.tenantId).warehouse.items.find((i) => i.itemId === number);

describe('sandbox /3/articles', () => {
	it('creates with the number assigned and shows every field of fortnox_Article, unset ones at their defaults', async () => {
		const res = await create({ Description: 'Skruv' });
		expect(res.status).toBe(201);
		const article = res.body.Article;
		expect(Object.keys(article).sort()).toEqual(answeredFieldsOf('fortnox_Article'));
		expect(article).toMatchObject({
			'@url': `${sandbox.url}/3/articles/1`, ArticleNumber: '1', Description: 'Skruv', Active: true, Type: 'STOCK', StockGoods: false,
			VAT: 25, Unit: null, SalesPrice: null, PurchasePrice: 0, QuantityInStock: 0, DisposableQuantity: 0, StockValue: 0,
			SupplierNumber: null, SupplierName: null, HouseworkType: null, SalesAccount: 3001, Weight: 0, Note: '',
		});
		expect((await get('1')).body.Article).toEqual(article);
		// The warehouse knows it at once, under the same number.
		expect(item('1')).toMatchObject({ itemId: '1', description: 'Skruv', stockGoods: false });
	});

	it('takes every kind of writable field and ignores the read-only ones', async () => {
		const body = {
			ArticleNumber: 'A-100', Description: 'Träskruv 4x40', SalesPrice: '149.50', PurchasePrice: 80, VAT: 12, Unit: 'kg',
			EAN: '7310000000012', StockGoods: false, Type: 'SERVICE', SupplierNumber: '201', Housework: true, HouseworkType: 'CONSTRUCTION',
			Weight: 250, SalesAccount: 3001, Note: 'Rostfri', Active: false, WebshopArticle: true, StockPlace: 'B4',
		};
		const res = await create({ ...body, '@url': 'x', QuantityInStock: 99, StockValue: 5, SupplierName: 'Någon annan' });
		expect(res.status).toBe(201);
		expect(res.body.Article).toMatchObject({
			...body, SalesPrice: 149.5, '@url': `${sandbox.url}/3/articles/A-100`, QuantityInStock: 0, StockValue: 0, SupplierName: 'Kontorsgrossisten AB',
		});
		const list = await call<{ Articles: Article[] }>(sandbox, 'GET', '/3/articles?articlenumber=A-100', { auth });
		expect(list.body.Articles).toEqual([expect.objectContaining({ ArticleNumber: 'A-100', SalesPrice: 149.5, VAT: 12, StockPlace: 'B4', Housework: true })]);
	});

	it('a SERVICE article is not stock goods unless the body says so', async () => {
		expect((await create({ Description: 'Montering', Type: 'SERVICE', Unit: 'h' })).body.Article).toMatchObject({ StockGoods: false, Unit: 'h' });
	});

	it.each([
		['a field the schema does not have', { Colour: 'red' }, 2001399, 'Felaktigt fältnamn (Colour)'],
		['no Description', { Description: undefined }, 2009001, 'Description is required.'],
		['a Description over 200 characters', { Description: 'x'.repeat(201) }, 2009002, 'Description is too long (max 200 characters).'],
		['an ArticleNumber over 50 characters', { ArticleNumber: '1'.repeat(51) }, 2009002, 'ArticleNumber is too long (max 50 characters).'],
		['a Type outside the enum', { Type: 'GOODS' }, 2009004, 'Type must be one of STOCK, SERVICE (GOODS).'],
		['a HouseworkType outside the enum', { HouseworkType: 'DOGWALKING' }, 2009004, expect.stringContaining('HouseworkType must be one of CONSTRUCTION')],
		// fortnox_Article lists it, fortnox_ArticleV2 no longer does.
		['a HouseworkType only the older schema lists', { HouseworkType: 'TUTORING' }, 2009004, expect.stringContaining('HouseworkType must be one of CONSTRUCTION')],
		['an account below 1000', { SalesAccount: 999 }, 2009101, 'SalesAccount must be between 1000 and 99999 (999).'],
		['a negative weight', { Weight: -1 }, 2009101, 'Weight must be between 0 and 999999999 (-1).'],
		['a depth that is not whole', { Depth: 1.5 }, 2000108, 'Värdet måste vara numeriskt (1.5)'],
		['a price that is text', { SalesPrice: 'cheap' }, 2000108, 'Värdet måste vara numeriskt (cheap)'],
		['a boolean that is text', { StockGoods: 'yes' }, 2000134, 'Värdet måste vara en boolean (yes)'],
		['a unit that does not exist', { Unit: 'pkt' }, 2009107, 'Unit pkt does not exist (/3/units).'],
		['a supplier that does not exist', { SupplierNumber: '999' }, 2009107, 'SupplierNumber 999 does not exist (/3/suppliers).'],
		['an article number in use', { ArticleNumber: '1001' }, 2000013, 'Artikelnummer "1001" används redan.'],
	])('refuses %s with 400, and adds nothing', async (_what, fields, code, message) => {
		const res = await create({ Description: 'Refused', ...fields });
		expect([res.status, res.body.ErrorInformation.code, res.body.ErrorInformation.message]).toEqual([400, code, message]);
		expect(sandbox.tenant(t.tenantId).warehouse.items).toHaveLength(7);
	});

	it('PUT changes only the fields given, the warehouse sees it, and lastmodified moves', async () => {
		const before = item('1003')!.modifiedAt;
		await new Promise((resolve) => setTimeout(resolve, 120)); // 72 s of sandbox time
		const res = await update('1003', { Description: 'Skrivbordslampa LED', SalesPrice: 499, ArticleNumber: '1003', QuantityInStock: 1 });
		expect(res.status).toBe(200);
		expect(res.body.Article).toMatchObject({
			ArticleNumber: '1003', Description: 'Skrivbordslampa LED', SalesPrice: 499, PurchasePrice: 249, SupplierNumber: '201', StockWarning: 4, QuantityInStock: 15,
		});
		expect(item('1003')).toMatchObject({ description: 'Skrivbordslampa LED', purchasePrice: 249 });
		expect(item('1003')!.modifiedAt).toBeGreaterThan(before + 60_000);
		const minute = new Intl.DateTimeFormat('sv-SE', {
			timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
		}).format(item('1003')!.modifiedAt);
		const since = await call<{ Articles: Article[] }>(sandbox, 'GET', `/3/articles?lastmodified=${encodeURIComponent(minute)}`, { auth });
		expect(since.body.Articles.map((a) => a.ArticleNumber)).toEqual(['1003']);
	});

	it('PUT refuses a changed number and what POST refuses; unknown articles are 404', async () => {
		for (const [fields, code] of [
			[{ ArticleNumber: '1099' }, 2009104],
			[{ VAT: 'high' }, 2000108],
			[{ Unit: 'pkt' }, 2009107],
		] as const) {
			const res = await update('1001', fields);
			expect([res.status, res.body.ErrorInformation.code]).toEqual([400, code]);
		}
		expect(item('1001')).toMatchObject({ itemId: '1001', description: 'Kontorsstol', unit: 'st' });
		// As the real Fortnox keeps a field sent "" (recorded), an emptied Description keeps the description.
		expect((await update('1001', { Description: '' })).status).toBe(200);
		expect(item('1001')).toMatchObject({ description: 'Kontorsstol' });
		const missing = await update('9999', { Description: 'x' });
		expect([missing.status, missing.body.ErrorInformation.code]).toEqual([404, 2000428]);
	});

	it('DELETE removes an article nothing has used (204), its own bill of materials with it', async () => {
		await create({ ArticleNumber: 'NY-1', Description: 'Ny' });
		const res = await remove('NY-1');
		expect([res.status, res.raw.length]).toEqual([204, 0]);
		expect((await get('NY-1')).status).toBe(404);
		expect((await remove('2002')).status).toBe(204);
		expect(sandbox.tenant(t.tenantId).warehouse.billsOfMaterials.has('2002')).toBe(false);
		expect((await remove('NY-1')).body.ErrorInformation.code).toBe(2000428);
	});

	it('DELETE refuses an article the warehouse has used: stock movements, a purchase order, a bill of materials', async () => {
		const order = await call<{ error?: string; message?: string }>(sandbox, 'POST', '/api/warehouse/purchaseorders-v1', {
			auth,
			json: {
				supplierNumber: '201', orderDate: '2026-03-20', currencyCode: 'SEK', currencyRate: 1, paymentTermsCode: '30',
				deliveryName: 'Sandbox AB', deliveryAddress: 'Lagergatan 1', deliveryZipCode: '12345', deliveryCity: 'Stockholm',
				rows: [{ itemId: '1005', orderedQuantity: 3, price: 100, stockPointCode: 'MAIN' }],
			},
		});
		expect([order.status, order.body.message]).toEqual([201, undefined]);
		sandbox.setBillOfMaterials(t.tenantId, 'SET-1', [{ itemId: '2002', quantity: 1 }]);
		for (const [number, use] of [['1001', 'stock movements'], ['1005', 'purchase order 3'], ['2002', 'the bill of materials of item SET-1']]) {
			const res = await remove(number);
			expect([res.status, res.body.ErrorInformation.code]).toEqual([400, 2009106]);
			expect(res.body.ErrorInformation.message).toBe(`Article ${number} is used by ${use}; it cannot be deleted (make it inactive instead).`);
			expect(item(number)).toBeDefined();
		}
	});

	it('an article made over the API goes on warehouse documents, and is then kept', async () => {
		await create({ ArticleNumber: 'W-1', Description: 'Hyllplan', Unit: 'st', PurchasePrice: 100 });
		const doc = await call<{ id: number }>(sandbox, 'POST', '/api/warehouse/deliveries-v1/inbounddeliveries', {
			auth, json: { currency: 'SEK', currencyRate: 1, date: '2026-03-10', stockPointCode: 'MAIN', rows: [{ itemId: 'W-1', quantity: 6, stockLocationCode: 'A1' }] },
		});
		expect(doc.status).toBe(201);
		expect((await remove('W-1')).body.ErrorInformation.message).toMatch(/^Article W-1 is used by manualInbound document \d+;/);
		expect((await call(sandbox, 'PUT', `/api/warehouse/deliveries-v1/inbounddeliveries/${doc.body.id}/release`, { auth })).status).toBe(204);
		expect((await get('W-1')).body.Article).toMatchObject({ QuantityInStock: 6, DisposableQuantity: 6, StockValue: 600 });
	});

	it('lists fortnox_ArticleListItem fields (and StockGoods) with paging', async () => {
		const page = await call<{ Articles: Article[]; MetaInformation: Record<string, number> }>(sandbox, 'GET', '/3/articles?limit=3&page=3', { auth });
		expect(page.body.MetaInformation).toEqual({ '@TotalResources': 7, '@TotalPages': 3, '@CurrentPage': 3 });
		expect(page.body.Articles.map((a) => a.ArticleNumber)).toEqual(['2002']);
		expect(Object.keys(page.body.Articles[0]).sort()).toEqual([...fieldsOf('fortnox_ArticleListItem'), 'StockGoods'].sort());
	});
});
