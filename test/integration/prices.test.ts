import type { IDataObject } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { loadOptionsContext, runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox, coreRequests } = useCoreSandbox();

const fortnox = (credential: NodeSpec['credential'], resource: string, parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource, ...parameters } }, items);

/** A company with the articles 100 and 200 and a price list WEB; the request log starts afresh. */
async function shop() {
	const { tenant, credential } = accessTokenCredential(sandbox());
	sandbox().addItem(tenant.tenantId, { itemId: '100', description: 'Kaffe, 500 g' });
	sandbox().addItem(tenant.tenantId, { itemId: '200', description: 'Te, 100 g' });
	const list = await fortnox(credential, 'priceList', { operation: 'create', code: 'WEB', description: 'Webbshop', additionalFields: { Comments: 'Priser i webbshoppen' } });
	expect(list.error()).toBeUndefined();
	sandbox().clearRequests();
	const prices = () => sandbox().tenant(tenant.tenantId).prices.map(({ PriceList, ArticleNumber, FromQuantity, Price }) => ({ PriceList, ArticleNumber, FromQuantity, Price }));
	return { tenantId: tenant.tenantId, credential, prices };
}

describe('Fortnox → Price List', () => {
	it('creates a price list with its code, gets it, lists it, updates it, and picks it from the list', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const created = await fortnox(credential, 'priceList', { operation: 'create', code: 'B2B', description: 'Återförsäljare', additionalFields: { Comments: 'Netto' } });
		expect(created.error()).toBeUndefined();
		expect(created.items[0].json).toMatchObject({ Code: 'B2B', Description: 'Återförsäljare', Comments: 'Netto', PreSelected: false });
		expect(coreRequests()[0].body).toEqual({ PriceList: { Comments: 'Netto', Code: 'B2B', Description: 'Återförsäljare' } });

		const got = await fortnox(credential, 'priceList', { operation: 'get', priceList: byNumber('B2B') });
		expect(got.items[0].json).toMatchObject({ Code: 'B2B', Description: 'Återförsäljare' });

		const updated = await fortnox(credential, 'priceList', { operation: 'update', priceList: byNumber('B2B'), updateFields: { Description: 'Återförsäljare 2027' } });
		expect(updated.items[0].json).toMatchObject({ Code: 'B2B', Description: 'Återförsäljare 2027', Comments: 'Netto' });
		expect(sandbox().tenant(tenant.tenantId).priceLists.find((list) => list.Code === 'B2B')).toMatchObject({ Description: 'Återförsäljare 2027' });

		const all = await fortnox(credential, 'priceList', { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => item.json.Code)).toEqual(['A', 'B2B']);

		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'price', operation: 'get' } });
		const picked = await new Fortnox().methods.listSearch.searchPriceLists.call(context, 'återf');
		expect(picked.results).toEqual([{ name: 'Återförsäljare 2027 (B2B)', value: 'B2B' }]);
	});

	it("refuses a code over 100 characters and a description over 50 before sending, and Fortnox's 404 for an unknown list", async () => {
		const { credential } = accessTokenCredential(sandbox());
		const long = await fortnox(credential, 'priceList', { operation: 'create', code: 'X'.repeat(101), description: 'Lång' });
		expect(long.error()?.message).toBe('Code is 101 characters long: it must be 1 to 100 characters');
		const wordy = await fortnox(credential, 'priceList', { operation: 'create', code: 'X', description: 'D'.repeat(51) });
		expect(wordy.error()?.message).toBe('Description is 51 characters long: it must be 1 to 50 characters');
		expect(coreRequests()).toEqual([]);
		const missing = await fortnox(credential, 'priceList', { operation: 'get', priceList: byNumber('NOPE') });
		expect(missing.error()?.message).toMatch(/Price list not found: NOPE/);
	});
});

describe('Fortnox → Price', () => {
	it('sets quantity steps of an article in a list, reads them back for the article, one by one and all, and the first price without a step', async () => {
		const { credential, prices } = await shop();
		for (const [fromQuantity, price] of [
			['0', 89],
			['10', 79.5],
			['100', 69],
		] as const) {
			const created = await fortnox(credential, 'price', { operation: 'create', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity, price });
			expect(created.error()).toBeUndefined();
			expect(created.items[0].json).toMatchObject({ PriceList: 'WEB', ArticleNumber: '100', FromQuantity: Number(fromQuantity), Price: price });
		}
		expect(coreRequests()[1].body).toEqual({ Price: { PriceList: 'WEB', ArticleNumber: '100', FromQuantity: 10, Price: 79.5 } });
		expect(prices()).toEqual([
			{ PriceList: 'WEB', ArticleNumber: '100', FromQuantity: 0, Price: 89 },
			{ PriceList: 'WEB', ArticleNumber: '100', FromQuantity: 10, Price: 79.5 },
			{ PriceList: 'WEB', ArticleNumber: '100', FromQuantity: 100, Price: 69 },
		]);
		await fortnox(credential, 'price', { operation: 'create', priceList: byNumber('A'), article: byNumber('200'), fromQuantity: '0', price: 45 });

		const steps = await fortnox(credential, 'price', { operation: 'getForArticle', priceList: byNumber('WEB'), article: byNumber('100') });
		expect(steps.items.map((item) => [item.json.FromQuantity, item.json.Price])).toEqual([
			[0, 89],
			[10, 79.5],
			[100, 69],
		]);

		const tenUp = await fortnox(credential, 'price', { operation: 'get', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '10' });
		expect(tenUp.items[0].json).toMatchObject({ FromQuantity: 10, Price: 79.5, PriceList: 'WEB' });
		const first = await fortnox(credential, 'price', { operation: 'get', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '' });
		expect(first.items[0].json).toMatchObject({ FromQuantity: 0, Price: 89 });
		expect(coreRequests().slice(-2).map((request) => request.path)).toEqual(['/3/prices/WEB/100/10', '/3/prices/WEB/100']);

		const all = await fortnox(credential, 'price', { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => `${String(item.json.PriceList)}/${String(item.json.ArticleNumber)}/${String(item.json.FromQuantity)}`)).toEqual([
			'A/200/0',
			'WEB/100/0',
			'WEB/100/10',
			'WEB/100/100',
		]);
		const two = await fortnox(credential, 'price', { operation: 'getAll', returnAll: false, limit: 2 });
		expect(two.items).toHaveLength(2);
	});

	it('updates a step, or the first price without a step, and deletes a step; the other steps stay', async () => {
		const { credential, prices } = await shop();
		await fortnox(credential, 'price', { operation: 'create', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '0', price: 89 });
		await fortnox(credential, 'price', { operation: 'create', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '10', price: 79 });

		const changed = await fortnox(credential, 'price', { operation: 'update', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '10', updateFields: { Price: 75 } });
		expect(changed.items[0].json).toMatchObject({ FromQuantity: 10, Price: 75 });
		const firstChanged = await fortnox(credential, 'price', { operation: 'update', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '', updateFields: { Price: 85 } });
		expect(firstChanged.items[0].json).toMatchObject({ FromQuantity: 0, Price: 85 });
		expect(coreRequests().filter((request) => request.method === 'PUT').map((request) => [request.path, request.body])).toEqual([
			['/3/prices/WEB/100/10', { Price: { Price: 75 } }],
			['/3/prices/WEB/100', { Price: { Price: 85 } }],
		]);

		const deleted = await fortnox(credential, 'price', { operation: 'delete', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '10' });
		expect(deleted.items[0].json).toEqual({ PriceList: 'WEB', ArticleNumber: '100', FromQuantity: 10, deleted: true });
		expect(prices()).toEqual([{ PriceList: 'WEB', ArticleNumber: '100', FromQuantity: 0, Price: 85 }]);
	});

	it("refuses before sending what Fortnox would not take; passes on Fortnox's own refusals; under Continue On Fail one bad row fails alone", async () => {
		const { credential, prices } = await shop();
		for (const [parameters, message] of [
			[{ operation: 'create', fromQuantity: '-1', price: 10 }, 'From Quantity -1 is negative: a quantity step is 0 or more'],
			[{ operation: 'create', fromQuantity: 'tio', price: 10 }, 'From Quantity "tio" is not a number: write a quantity such as 0 or 10'],
			[{ operation: 'update', fromQuantity: '0', updateFields: {} }, 'Update Fields are empty: add the price or percent to change'],
			[{ operation: 'delete', fromQuantity: '={{ "" }}' }, 'From Quantity is empty: name the quantity step to delete, 0 for the first price'],
		] as const) {
			const result = await fortnox(credential, 'price', { priceList: byNumber('WEB'), article: byNumber('100'), ...parameters });
			expect(result.error()?.message).toBe(message);
		}
		expect(coreRequests()).toEqual([]);

		const unknownArticle = await fortnox(credential, 'price', { operation: 'create', priceList: byNumber('WEB'), article: byNumber('999'), fromQuantity: '0', price: 10 });
		expect(unknownArticle.error()?.message).toMatch(/ArticleNumber 999 does not exist/);
		const noStep = await fortnox(credential, 'price', { operation: 'get', priceList: byNumber('WEB'), article: byNumber('100'), fromQuantity: '5' });
		expect(noStep.error()?.message).toMatch(/Price not found: WEB\/100 from quantity 5/);

		const rows = [
			{ article: '100', price: 89 },
			{ article: '100', price: 'nittio' },
			{ article: '200', price: 39 },
		];
		const result = await fortnox(
			credential,
			'price',
			{ operation: 'create', priceList: byNumber('WEB'), article: '={{ { __rl: true, mode: "id", value: $json.article } }}', fromQuantity: '0', price: '={{ $json.price }}' },
			rows,
			{ continueOnFail: true },
		);
		expect(result.items.map((item) => item.json.error ?? item.json.Price)).toEqual([89, 'Price "nittio" is not a number: write a number such as 2 or 12.50', 39]);
		expect(prices().map((price) => [price.ArticleNumber, price.Price])).toEqual([
			['100', 89],
			['200', 39],
		]);
	});
});

describe('Fortnox → Invoice: a row without a price takes its price list’s', () => {
	it("prices a customer on list B from list B, at the quantity step the row reaches; a row with a price keeps it; a customer on A gets the article's price", async () => {
		const { credential } = accessTokenCredential(sandbox());
		const list = await fortnox(credential, 'priceList', { operation: 'create', code: 'B', description: 'Återförsäljare' });
		expect(list.error()).toBeUndefined();
		const article = await fortnox(credential, 'article', { operation: 'create', description: 'Kontorsstol', additionalFields: { ArticleNumber: 'CH-1', SalesPrice: 2490, VAT: 25 } });
		expect(article.error()).toBeUndefined();
		for (const [fromQuantity, price] of [
			['0', 2100],
			['10', 1950],
		] as const) {
			const step = await fortnox(credential, 'price', { operation: 'create', priceList: byNumber('B'), article: byNumber('CH-1'), fromQuantity, price });
			expect(step.error()).toBeUndefined();
		}
		const reseller = await fortnox(credential, 'customer', { operation: 'create', name: 'Återförsäljaren AB', additionalFields: { PriceList: 'B' } });
		const walkIn = await fortnox(credential, 'customer', { operation: 'create', name: 'Kontoret i Växjö AB' });
		expect([reseller.error(), walkIn.error()]).toEqual([undefined, undefined]);

		const invoice = (customer: unknown, rows: IDataObject[]) =>
			fortnox(credential, 'invoice', { operation: 'create', customer: byNumber(String(customer)), rowsInput: 'json', rowsJson: JSON.stringify(rows) });
		const toReseller = await invoice(reseller.items[0].json.CustomerNumber, [
			{ ArticleNumber: 'CH-1', DeliveredQuantity: 2 },
			{ ArticleNumber: 'CH-1', DeliveredQuantity: 12 },
			{ ArticleNumber: 'CH-1', DeliveredQuantity: 1, Price: 1000 },
		]);
		expect(toReseller.error()).toBeUndefined();
		expect(toReseller.items[0].json.PriceList).toBe('B');
		expect((toReseller.items[0].json.InvoiceRows as IDataObject[]).map((row) => [row.DeliveredQuantity, row.Price])).toEqual([
			['2', 2100],
			['12', 1950],
			['1', 1000],
		]);
		const toWalkIn = await invoice(walkIn.items[0].json.CustomerNumber, [{ ArticleNumber: 'CH-1', DeliveredQuantity: 12 }]);
		expect((toWalkIn.items[0].json.InvoiceRows as IDataObject[]).map((row) => row.Price)).toEqual([2490]);
	});
});
