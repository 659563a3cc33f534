import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { binaryItem, loadOptionsContext, runNode } from '../harness/run-workflow';
import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';

type Credential = NodeSpec['credential'];

const { sandbox, coreRequests, salesCompany } = useCoreSandbox();

const run = (credential: Credential, resource: string, parameters: IDataObject, items?: IDataObject[]) =>
	runNode({ type: 'fortnox', credential, parameters: { resource, ...parameters } }, items);

async function ok(credential: Credential, resource: string, parameters: IDataObject, items?: IDataObject[]): Promise<IDataObject> {
	const result = await run(credential, resource, parameters, items);
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

const company = () =>
	salesCompany({
		customers: [
			['Kaffeklubben AB', {}],
			['Städbolaget i Sverige AB', {}],
		],
		articles: [['SUB-M', 'Kaffeprenumeration, månad', 299]],
	});
const links = (tenantId: string) => sandbox().tenant(tenantId).links;

describe('Fortnox → Customer Reference', () => {
	it("creates a customer's references, lists them (all, or one customer's, with a limit), updates, picks and deletes one", async () => {
		const { tenantId, credential, customer, other } = await company();
		const anna = await ok(credential, 'customerReference', { operation: 'create', customerNumber: customer, reference: 'Anna Inköp' });
		expect(anna).toMatchObject({ Id: 1, CustomerNumber: customer, Reference: 'Anna Inköp' });
		expect(coreRequests()[0].body).toEqual({ CustomerReferenceRow: { CustomerNumber: customer, Reference: 'Anna Inköp' } });
		await ok(credential, 'customerReference', { operation: 'create', customerNumber: customer, reference: 'Bo Ekonomi' });
		await ok(credential, 'customerReference', { operation: 'create', customerNumber: other, reference: 'Cecilia Lokalvård' });

		const all = await run(credential, 'customerReference', { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => item.json.Reference)).toEqual(['Anna Inköp', 'Bo Ekonomi', 'Cecilia Lokalvård']);
		const one = await run(credential, 'customerReference', { operation: 'getAll', returnAll: false, limit: 1, filters: { customer } });
		expect(one.items.map((item) => item.json.Reference)).toEqual(['Anna Inköp']);
		expect(coreRequests().at(-1)?.query).toEqual({ customer });

		expect(await ok(credential, 'customerReference', { operation: 'update', customerReference: byNumber(1), updateFields: { Reference: 'Anna Andersson' } })).toMatchObject({ Reference: 'Anna Andersson' });
		expect(await ok(credential, 'customerReference', { operation: 'get', customerReference: byNumber(1) })).toMatchObject({ Reference: 'Anna Andersson', CustomerNumber: customer });
		const picked = await new Fortnox().methods.listSearch.searchCustomerReferenceRows.call(
			loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'customerReference', operation: 'get' } }),
			'lokal',
		);
		expect(picked.results).toEqual([{ name: `Cecilia Lokalvård (${other})`, value: '3' }]);

		expect(await ok(credential, 'customerReference', { operation: 'delete', customerReference: byNumber(2) })).toEqual({ Id: '2', deleted: true });
		expect(links(tenantId).customerReferences.map((link) => link.fields.Reference)).toEqual(['Anna Andersson', 'Cecilia Lokalvård']);
	});

	it('refuses a reference without its customer before sending', async () => {
		const { tenantId, credential } = await company();
		const refused = await run(credential, 'customerReference', { operation: 'create', customerNumber: '={{ $json.none }}', reference: 'Anna' });
		expect(refused.error()?.message).toContain('Customer Number');
		expect(coreRequests()).toEqual([]);
		expect(links(tenantId).customerReferences).toEqual([]);
	});
});

describe('Fortnox → Article URL Connection', () => {
	it('connects an article to its web page, lists, gets, updates and deletes the connection', async () => {
		const { tenantId, credential } = await company();
		const made = await ok(credential, 'articleUrlConnection', { operation: 'create', articleNumber: 'SUB-M', urlConnection: 'https://shop.example/kaffe' });
		expect(made).toMatchObject({ Id: 1, ArticleNumber: 'SUB-M', URLConnection: 'https://shop.example/kaffe' });
		const list = await run(credential, 'articleUrlConnection', { operation: 'getAll', returnAll: true });
		expect(list.items.map((item) => item.json)).toMatchObject([{ Id: 1, ArticleNumber: 'SUB-M' }]);
		expect(await ok(credential, 'articleUrlConnection', { operation: 'update', articleUrlConnection: byNumber(1), updateFields: { URLConnection: 'https://shop.example/kaffe-m' } })).toMatchObject({
			URLConnection: 'https://shop.example/kaffe-m',
		});
		expect(await ok(credential, 'articleUrlConnection', { operation: 'get', articleUrlConnection: byNumber(1) })).toMatchObject({ URLConnection: 'https://shop.example/kaffe-m' });
		expect(links(tenantId).articleUrls.map((link) => link.fields)).toEqual([{ ArticleNumber: 'SUB-M', URLConnection: 'https://shop.example/kaffe-m' }]);
		await ok(credential, 'articleUrlConnection', { operation: 'delete', articleUrlConnection: byNumber(1) });
		expect(links(tenantId).articleUrls).toEqual([]);
	});
});

describe('Fortnox → Supplier Invoice URL Connection', () => {
	it('links a supplier invoice to a URL, inactive until a file is connected to the invoice; gets, updates and deletes it', async () => {
		const { tenantId, credential } = await company();
		const supplier = await ok(credential, 'supplier', { operation: 'create', name: 'Kontorshyror AB', additionalFields: {} });
		const invoice = await ok(credential, 'supplierInvoice', {
			operation: 'create',
			supplier: byNumber(String(supplier.SupplierNumber)),
			Total: 1250,
			VAT: 250,
			rowsInput: 'json',
			rowsJson: JSON.stringify([{ Account: 5010, Debit: 1000 }]),
			additionalFields: {},
		});
		const number = String(invoice.GivenNumber);
		sandbox().clearRequests();

		const made = await ok(credential, 'supplierInvoiceUrlConnection', { operation: 'create', supplierInvoiceNumber: number, externalURLConnection: 'https://docs.example/inv/118' });
		expect(made).toMatchObject({ Id: 1, SupplierInvoiceNumber: Number(number), ExternalURLConnection: 'https://docs.example/inv/118', Url: '' });
		// Fortnox's OpenAPI takes the fields without a wrapper.
		expect(coreRequests()[0].body).toEqual({ SupplierInvoiceNumber: Number(number), ExternalURLConnection: 'https://docs.example/inv/118' });

		const upload = await ok(credential, 'inbox', { operation: 'upload', folder: { __rl: true, mode: 'id', value: 'inbox_s' }, binaryPropertyName: 'data' }, [
			binaryItem('faktura.pdf', 'application/pdf', Buffer.from('%PDF-1.4 faktura')),
		]);
		await ok(credential, 'fileConnection', { operation: 'create', connectTo: 'supplierInvoice', fileId: String(upload.Id), documentNumber: byNumber(number) });
		expect(await ok(credential, 'supplierInvoiceUrlConnection', { operation: 'get', id: '1' })).toMatchObject({ Url: 'https://docs.example/inv/118' });

		expect(await ok(credential, 'supplierInvoiceUrlConnection', { operation: 'update', id: '1', updateFields: { ExternalURLConnection: 'https://docs.example/inv/118b' } })).toMatchObject({
			ExternalURLConnection: 'https://docs.example/inv/118b',
		});
		expect(await ok(credential, 'supplierInvoiceUrlConnection', { operation: 'delete', id: '1' })).toEqual({ Id: '1', deleted: true });
		expect(links(tenantId).supplierInvoiceUrls).toEqual([]);
		const gone = await run(credential, 'supplierInvoiceUrlConnection', { operation: 'get', id: '1' });
		expect(gone.error()?.message).toContain('not found');
	});
});
