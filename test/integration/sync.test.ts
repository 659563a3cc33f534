import type { IDataObject } from 'n8n-workflow';

import { useCoreSandbox } from '../harness/core';
import { once, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';
import { articleSync, customerSync, seedSyncCustomers, syncRow } from '../harness/sync';
import { call, legacy } from '../sandbox/helpers';

/** Create or Update as a nightly sync: what it costs in requests, and that what did not change is left alone. */
const { sandbox } = useCoreSandbox();
const proxy = useFaultProxy(() => sandbox().url);

/** When the seeded records were last changed, by the sandbox's clock: long before any test runs. */
const SEEDED = 1_000;

const upsertCustomers = (credential: NodeSpec['credential'], rows: IDataObject[]) => runNode(customerSync(credential), rows);
const seedCustomers = (tenantId: string, count: number) => seedSyncCustomers(sandbox(), tenantId, count, SEEDED);
const actions = (items: Array<{ json: IDataObject }>) => items.map((item) => String(item.json.error ?? item.json.action));
const tally = (values: string[]) => values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});
const requestsTo = (method: string) => sandbox().requests.filter((request) => request.method === method);

describe('Create or Update as a sync', () => {
	it('1,000 customers of which 10 changed: the register read once, 10 PUTs, at most 15 requests; the others unchanged and untouched', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const customers = seedCustomers(tenant.tenantId, 1000);
		const changed = new Set([3, 99, 100, 250, 400, 512, 640, 777, 901, 999]);
		const rows = Array.from({ length: 1000 }, (_, k) => syncRow(k, changed.has(k) ? 'Lund' : 'Växjö'));

		const result = await upsertCustomers(credential, rows);

		expect(result.error()).toBeUndefined();
		expect(sandbox().requests.length).toBeLessThanOrEqual(15);
		expect(actions(result.items)).toEqual(rows.map((_, k) => (changed.has(k) ? 'updated' : 'unchanged')));
		expect(result.items.map((item) => item.json.Email)).toEqual(rows.map((row) => row.email));
		expect(requestsTo('PUT').map((request) => request.path).sort()).toEqual([...changed].map((k) => `/3/customers/${customers[k].CustomerNumber}`).sort());
		expect(requestsTo('POST')).toEqual([]);
		expect(customers.filter((customer) => customer.City === 'Lund').map((customer) => customer.Email)).toEqual([...changed].map((k) => `kund${k}@example.com`));
		// Only the changed customers' modification time moved: a watcher of lastmodified sees 10, not 1,000.
		expect(customers.filter((customer) => customer.modifiedAt !== SEEDED)).toHaveLength(10);
	}, 300_000);

	it('1,000 customers of which 500 are new: 500 POSTs and at most 520 requests; one customer per key', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		seedCustomers(tenant.tenantId, 500);
		// Existing and new alternate: even items are the 500 there, odd items new customers 500 … 999.
		const rows = Array.from({ length: 1000 }, (_, i) => syncRow(i % 2 === 0 ? i / 2 : 500 + (i - 1) / 2));

		const result = await upsertCustomers(credential, rows);

		expect(result.error()).toBeUndefined();
		expect(sandbox().requests.length).toBeLessThanOrEqual(520);
		expect(requestsTo('POST')).toHaveLength(500);
		expect(requestsTo('PUT')).toEqual([]);
		expect(actions(result.items)).toEqual(rows.map((_, i) => (i % 2 === 0 ? 'unchanged' : 'created')));
		expect(result.items.filter((item) => item.json.duplicateOf !== undefined)).toEqual([]);
		const emails = sandbox().tenant(tenant.tenantId).customers.map((customer) => customer.Email);
		expect(emails).toHaveLength(1000);
		expect(new Set(emails).size).toBe(1000);
	}, 300_000);

	it('a register of 20,000 and 5 items: searched item by item, at most 10 requests, no full read', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const customers = seedCustomers(tenant.tenantId, 20_000);
		const picked = [7, 4_321, 12_000, 15_555, 19_999];

		const result = await upsertCustomers(
			credential,
			picked.map((k) => syncRow(k, 'Kalmar')),
		);

		expect(result.error()).toBeUndefined();
		expect(sandbox().requests.length).toBeLessThanOrEqual(10);
		expect(actions(result.items)).toEqual(picked.map(() => 'updated'));
		// Every GET was a search by e-mail: none read the register's pages.
		expect(requestsTo('GET').map((request) => request.query.email)).toEqual(expect.arrayContaining(picked.map((k) => `kund${k}@example.com`)));
		expect(requestsTo('GET').every((request) => typeof request.query.email === 'string')).toBe(true);
		expect(picked.map((k) => customers[k].City)).toEqual(picked.map(() => 'Kalmar'));
	}, 300_000);

	it('an item that changes nothing sends no PUT, says unchanged, and the record keeps its modification time; one the list cannot show is read first', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const [customer] = seedCustomers(tenant.tenantId, 1);
		customer.Phone1 = '0470-123 45';

		const same = await upsertCustomers(credential, [syncRow(0)]);
		expect(same.items[0].json).toMatchObject({ action: 'unchanged', CustomerNumber: customer.CustomerNumber, Email: 'kund0@example.com', City: 'Växjö' });
		expect(requestsTo('PUT')).toEqual([]);
		expect(customer.modifiedAt).toBe(SEEDED);

		// Phone1 is not in Fortnox's customer list (it shows Phone): the record itself is read to compare.
		const byPhone = (phone: string) =>
			runNode(
				{
					type: 'fortnox',
					credential,
					parameters: { resource: 'customer', operation: 'upsert', matchBy: 'email', matchValue: 'kund0@example.com', name: 'Kund 0', additionalFields: { Phone1: phone } },
				},
			);
		sandbox().clearRequests();
		expect((await byPhone('0470-123 45')).items[0].json).toMatchObject({ action: 'unchanged', Phone1: '0470-123 45' });
		expect(sandbox().requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /3/customers', `GET /3/customers/${customer.CustomerNumber}`]);
		expect(customer.modifiedAt).toBe(SEEDED);
		expect((await byPhone('0470-999 99')).items[0].json).toMatchObject({ action: 'updated', Phone1: '0470-999 99' });
		expect(customer.modifiedAt).not.toBe(SEEDED);
	});

	it('articles by EAN: a batch reads the register once and writes only what changed', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const { items } = sandbox().tenant(tenant.tenantId).warehouse;
		const ean = (k: number) => `73500000${String(10_000 + k)}`;
		for (let k = 0; k < 40; k++) sandbox().addItem(tenant.tenantId, { itemId: `A-${k}`, description: `Artikel ${k}`, ean: ean(k) });
		for (const item of items) Object.assign(item, { modifiedAt: SEEDED, article: { ...item.article, SalesPrice: 100 } });
		const rows = Array.from({ length: 45 }, (_, k) => ({ ean: ean(k), description: `Artikel ${k}`, price: k % 10 === 5 ? 120 : 100 }));

		const result = await runNode(
			{
				type: 'fortnox',
				credential,
				parameters: { resource: 'article', operation: 'upsert', matchBy: 'ean', matchValue: '={{ $json.ean }}', description: '={{ $json.description }}', additionalFields: { SalesPrice: '={{ $json.price }}' } },
			},
			rows,
		);

		expect(result.error()).toBeUndefined();
		expect(actions(result.items)).toEqual(rows.map((_, k) => (k >= 40 ? 'created' : k % 10 === 5 ? 'updated' : 'unchanged')));
		expect(tally(sandbox().requests.map((request) => request.method))).toEqual({ GET: 2, PUT: 4, POST: 5 });
		expect(items.filter((item) => item.modifiedAt !== SEEDED).map((item) => item.description)).toEqual([5, 15, 25, 35, 40, 41, 42, 43, 44].map((k) => `Artikel ${k}`));
	});

	it('1,000 articles held as Fortnox stores and lists them (rounded, numbers as text, null): a file of unrounded prices sends no PUT; a real change does', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const number = (k: number) => `P-${k}`;
		const CHANGED = 500;
		for (let k = 0; k < 1000; k++) sandbox().addItem(tenant.tenantId, { itemId: number(k), description: `Skruv ${k}` });
		// As the real Fortnox answers: prices kept to two decimals, the list's PurchasePrice and VAT as text, unset text as null.
		for (const item of sandbox().tenant(tenant.tenantId).warehouse.items) {
			Object.assign(item, { modifiedAt: SEEDED, purchasePrice: '12.35', ean: null, article: { ...item.article, SalesPrice: 12.35, VAT: '25', StockPlace: null } });
		}
		const rows = Array.from({ length: 1000 }, (_, k) => ({ number: number(k), description: `Skruv ${k}`, price: k === CHANGED ? 13.4567 : 12.3456, purchase: 12.3456, vat: 25, place: '', ean: '' }));

		const result = await runNode(
			articleSync(credential, { SalesPrice: '={{ $json.price }}', PurchasePrice: '={{ $json.purchase }}', VAT: '={{ $json.vat }}', StockPlace: '={{ $json.place }}', EAN: '={{ $json.ean }}' }),
			rows,
		);

		expect(result.error()).toBeUndefined();
		expect(tally(actions(result.items))).toEqual({ unchanged: 999, updated: 1 });
		expect(result.items[CHANGED].json).toMatchObject({ action: 'updated', ArticleNumber: number(CHANGED), SalesPrice: 13.4567 });
		expect(requestsTo('PUT').map((request) => [request.path, request.body])).toEqual([[`/3/articles/${number(CHANGED)}`, { Article: expect.objectContaining({ SalesPrice: 13.4567 }) }]]);
		expect(requestsTo('POST')).toEqual([]);
		expect(sandbox().tenant(tenant.tenantId).warehouse.items.filter((item) => item.modifiedAt !== SEEDED).map((item) => item.itemId)).toEqual([number(CHANGED)]);
	}, 300_000);

	it('suppliers by organisation number: one read of the register for the batch, not one per item', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const { suppliers } = sandbox().tenant(tenant.tenantId).purchasing;
		const organisationNumber = (k: number) => `5590${String(10 + k)}-1234`;
		for (let k = 0; k < 20; k++) sandbox().addSupplier(tenant.tenantId, { supplierNumber: `L${k}`, name: `Leverantör ${k}` });
		for (const supplier of suppliers) {
			const k = Number(/^L(\d+)$/.exec(supplier.SupplierNumber)?.[1]);
			Object.assign(supplier, { modifiedAt: SEEDED }, Number.isInteger(k) ? { OrganisationNumber: organisationNumber(k), City: 'Borås' } : {});
		}
		const rows = Array.from({ length: 22 }, (_, k) => ({ key: organisationNumber(k), name: `Leverantör ${k}`, city: k === 7 ? 'Gävle' : 'Borås' }));

		const result = await runNode(
			{
				type: 'fortnox',
				credential,
				parameters: { resource: 'supplier', operation: 'upsert', matchBy: 'organisationNumber', matchValue: '={{ $json.key }}', name: '={{ $json.name }}', additionalFields: { City: '={{ $json.city }}' } },
			},
			rows,
		);

		expect(result.error()).toBeUndefined();
		expect(actions(result.items)).toEqual(rows.map((_, k) => (k >= 20 ? 'created' : k === 7 ? 'updated' : 'unchanged')));
		// One read before the items, one after the creates to look for duplicates.
		expect(tally(sandbox().requests.map((request) => request.method))).toEqual({ GET: 2, PUT: 1, POST: 2 });
		expect(suppliers.filter((supplier) => supplier.modifiedAt !== SEEDED).map((supplier) => supplier.Name)).toEqual(['Leverantör 7', 'Leverantör 20', 'Leverantör 21']);
		expect(suppliers.filter((supplier) => supplier.City === 'Gävle').map((supplier) => supplier.SupplierNumber)).toEqual(['L7']);
	});

	it('a batch that read the register names in duplicateOf a customer another process made with the same key meanwhile', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		seedCustomers(tenant.tenantId, 30);
		throughProxy(credential, proxy());
		// Another n8n worker creates kund31 while this run's first create is on its way.
		const otherWorker = async () => await call(sandbox(), 'POST', '/3/customers', { auth: legacy(tenant), json: { Customer: { Name: 'K 31', Email: 'kund31@example.com' } } });
		proxy().setRule(once((request) => request.method === 'POST' && request.path === '/3/customers', { kind: 'before', action: otherWorker }));

		const result = await upsertCustomers(
			credential,
			Array.from({ length: 32 }, (_, k) => syncRow(k)),
		);

		expect(result.error()).toBeUndefined();
		const theirs = sandbox().tenant(tenant.tenantId).customers.find((customer) => customer.Name === 'K 31');
		expect(result.items[31].json).toMatchObject({ action: 'created', Email: 'kund31@example.com', duplicateOf: [theirs?.CustomerNumber] });
		expect(result.items.filter((item) => item.json.duplicateOf !== undefined)).toHaveLength(1);
	});
});
