import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { binaryItem, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox, coreRequests } = useCoreSandbox();

type Credential = NodeSpec['credential'];
type Tenant = ReturnType<Sandbox['createTenant']>;

const connection = (credential: Credential, parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'fileConnection', ...parameters } }, items);
const location = (mode: string, value: string) => ({ __rl: true, mode, value });

/** A file uploaded through the node to a folder of the inbox or archive; its Id. */
async function uploaded(credential: Credential, resource: 'inbox' | 'archive', folder: string, name: string): Promise<string> {
	const result = await runNode({ type: 'fortnox', credential, parameters: { resource, operation: 'upload', folder: location('id', folder), binaryPropertyName: 'data' } }, [
		binaryItem(name, 'application/pdf', Buffer.from(`%PDF-1.4 ${name}`)),
	]);
	expect(result.error()).toBeUndefined();
	return String(result.items[0].json.Id);
}

/** A voucher booked through the node in series A; its number. */
async function bookedVoucher(credential: Credential): Promise<number> {
	const made = await runNode({
		type: 'fortnox',
		credential,
		parameters: {
			resource: 'voucher',
			operation: 'create',
			voucherSeries: 'A',
			transactionDate: '2026-11-20',
			description: 'Kvitto taxi',
			rowsInput: 'json',
			rowsJson: JSON.stringify([
				{ Account: 6110, Debit: 300 },
				{ Account: 1930, Credit: 300 },
			]),
		},
	});
	expect(made.error()).toBeUndefined();
	return Number(made.items[0].json.VoucherNumber);
}

/** A supplier invoice made over the sandbox's HTTP API (the purchasing resources are another part); its given number. */
async function supplierInvoice(tenant: Tenant): Promise<string> {
	const post = async (path: string, body: IDataObject) => {
		const response = await fetch(`${sandbox().url}${path}`, {
			method: 'POST',
			headers: { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret, Accept: 'application/json', 'Content-Type': 'application/json' },
			body: JSON.stringify(body),
		});
		const answer = (await response.json()) as IDataObject;
		expect([response.status, answer]).toEqual([201, expect.anything()]);
		return answer;
	};
	const supplier = (await post('/3/suppliers', { Supplier: { Name: 'Kontorsvaruhuset AB' } })).Supplier as IDataObject;
	const invoice = await post('/3/supplierinvoices', {
		SupplierInvoice: {
			SupplierNumber: supplier.SupplierNumber,
			InvoiceNumber: 'F-4711',
			InvoiceDate: '2026-11-20',
			DueDate: '2026-12-20',
			Total: 1250,
			VAT: 250,
			SupplierInvoiceRows: [{ Account: 6110, Debit: 1000 }],
		},
	});
	return String((invoice.SupplierInvoice as IDataObject).GivenNumber);
}

describe('Fortnox → File Connection', () => {
	it('connects an inbox file to a voucher: the file moves from the inbox to the archive; gets, lists and removes the connection', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const fileId = await uploaded(credential, 'inbox', 'inbox_v', 'taxikvitto.pdf');
		const number = await bookedVoucher(credential);
		sandbox().clearRequests();

		const created = await connection(credential, { operation: 'create', connectTo: 'voucher', fileId, voucherSeries: 'A', voucherNumber: number });
		expect(created.error()).toBeUndefined();
		expect(created.items[0].json).toMatchObject({ FileId: fileId, VoucherSeries: 'A', VoucherNumber: String(number) });
		expect(coreRequests().map((request) => [request.method, request.path, request.body])).toEqual([
			['POST', '/3/voucherfileconnections', { VoucherFileConnection: { FileId: fileId, VoucherSeries: 'A', VoucherNumber: String(number) } }],
		]);
		const state = sandbox().tenant(tenant.tenantId);
		expect(state.inbox.files.has(fileId)).toBe(false);
		expect([...state.archive.files.values()].map((file) => file.name)).toContain('taxikvitto.pdf');

		const got = await connection(credential, { operation: 'get', connectTo: 'voucher', fileId });
		expect(got.items[0].json).toMatchObject({ FileId: fileId, VoucherSeries: 'A', VoucherNumber: String(number) });
		const all = await connection(credential, { operation: 'getAll', connectTo: 'voucher', returnAll: true });
		expect(all.items.map((item) => item.json.FileId)).toEqual([fileId]);

		const removed = await connection(credential, { operation: 'delete', connectTo: 'voucher', fileId });
		expect(removed.items[0].json).toEqual({ FileId: fileId, deleted: true });
		const after = await connection(credential, { operation: 'getAll', connectTo: 'voucher', returnAll: true });
		expect(after.items).toHaveLength(0);
		expect([...sandbox().tenant(tenant.tenantId).archive.files.values()].map((file) => file.name)).toContain('taxikvitto.pdf');
	});

	it('connects an archive file to an article, picked by number; gets, lists and removes the connection, the file staying in the archive', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const article = await runNode({ type: 'fortnox', credential, parameters: { resource: 'article', operation: 'create', description: 'Kontorsstol', additionalFields: { ArticleNumber: 'STOL-1' } } });
		expect(article.error()).toBeUndefined();
		const fileId = await uploaded(credential, 'archive', 'root', 'produktblad.pdf');
		sandbox().clearRequests();

		const created = await connection(credential, { operation: 'create', connectTo: 'article', fileId, article: byNumber('STOL-1') });
		expect(created.error()).toBeUndefined();
		expect(created.items[0].json).toMatchObject({ FileId: fileId, ArticleNumber: 'STOL-1' });
		expect(coreRequests()[0].body).toEqual({ ArticleFileConnection: { FileId: fileId, ArticleNumber: 'STOL-1' } });
		expect(sandbox().tenant(tenant.tenantId).archive.files.has(fileId)).toBe(true);
		const listed = await connection(credential, { operation: 'getAll', connectTo: 'article', returnAll: true });
		expect(listed.items.map((item) => [item.json.FileId, item.json.ArticleNumber])).toEqual([[fileId, 'STOL-1']]);
		const got = await connection(credential, { operation: 'get', connectTo: 'article', fileId });
		expect(got.items[0].json).toMatchObject({ FileId: fileId, ArticleNumber: 'STOL-1' });

		const removed = await connection(credential, { operation: 'delete', connectTo: 'article', fileId });
		expect(removed.items[0].json).toEqual({ FileId: fileId, deleted: true });
		expect(coreRequests().slice(-2).map((request) => [request.method, request.path])).toEqual([
			['GET', `/3/articlefileconnections/${fileId}`],
			['DELETE', `/3/articlefileconnections/${fileId}`],
		]);
		expect((await connection(credential, { operation: 'getAll', connectTo: 'article', returnAll: true })).items).toHaveLength(0);
		expect(sandbox().tenant(tenant.tenantId).archive.files.has(fileId)).toBe(true);
	});

	it('connects an inbox file to a supplier invoice, picked by its given number; gets, lists and removes the connection', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const fileId = await uploaded(credential, 'inbox', 'inbox_s', 'faktura F-4711.pdf');
		const givenNumber = await supplierInvoice(tenant);
		sandbox().clearRequests();

		const created = await connection(credential, { operation: 'create', connectTo: 'supplierInvoice', fileId, documentNumber: byNumber(givenNumber) });
		expect(created.error()).toBeUndefined();
		expect(created.items[0].json).toMatchObject({ FileId: fileId, SupplierInvoiceNumber: givenNumber });
		expect(coreRequests()[0].body).toEqual({ SupplierInvoiceFileConnection: { FileId: fileId, SupplierInvoiceNumber: givenNumber } });
		expect(sandbox().tenant(tenant.tenantId).inbox.files.has(fileId)).toBe(false);
		const got = await connection(credential, { operation: 'get', connectTo: 'supplierInvoice', fileId });
		expect(got.items[0].json).toMatchObject({ FileId: fileId, SupplierInvoiceNumber: givenNumber });
		const listed = await connection(credential, { operation: 'getAll', connectTo: 'supplierInvoice', returnAll: true });
		expect(listed.items.map((item) => [item.json.FileId, item.json.SupplierInvoiceNumber])).toEqual([[fileId, givenNumber]]);

		const removed = await connection(credential, { operation: 'delete', connectTo: 'supplierInvoice', fileId });
		expect(removed.items[0].json).toEqual({ FileId: fileId, deleted: true });
		expect(coreRequests().slice(-2).map((request) => [request.method, request.path])).toEqual([
			['GET', '/3/supplierinvoicefileconnections'],
			['DELETE', `/3/supplierinvoicefileconnections/${fileId}`],
		]);
		expect((await connection(credential, { operation: 'getAll', connectTo: 'supplierInvoice', returnAll: true })).items).toHaveLength(0);
		expect(sandbox().tenant(tenant.tenantId).archive.files.has(fileId)).toBe(true);
	});

	it('refuses before sending a connection without a file or with a voucher number that is none', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const noFile = await connection(credential, { operation: 'create', connectTo: 'voucher', fileId: '={{ "" }}', voucherSeries: 'A', voucherNumber: 1 });
		expect(noFile.error()?.message).toBe('File ID is missing: it is required');
		const fraction = await connection(credential, { operation: 'create', connectTo: 'voucher', fileId: 'abc', voucherSeries: 'A', voucherNumber: 1.5 });
		expect(fraction.error()?.message).toBe('Voucher Number 1.5 is not a voucher number: a whole number from 1');
		expect(coreRequests()).toEqual([]);
	});

	it('under Continue On Fail fails only the item whose file Fortnox does not know', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		await runNode({ type: 'fortnox', credential, parameters: { resource: 'article', operation: 'create', description: 'Skrivbord', additionalFields: { ArticleNumber: 'BORD-1' } } });
		const first = await uploaded(credential, 'archive', 'root', 'bord-1.pdf');
		const third = await uploaded(credential, 'archive', 'root', 'bord-3.pdf');
		const result = await connection(credential, { operation: 'create', connectTo: 'article', fileId: '={{ $json.file }}', article: byNumber('BORD-1') }, [{ file: first }, { file: 'no-such-file' }, { file: third }], {
			continueOnFail: true,
		});
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => (item.json.error === undefined ? item.json.FileId : 'failed'))).toEqual([first, 'failed', third]);
		const listed = await connection(credential, { operation: 'getAll', connectTo: 'article', returnAll: true });
		expect(listed.items.map((item) => item.json.FileId).sort()).toEqual([first, third].sort());
		expect(sandbox().tenant(tenant.tenantId).archive.files.has('no-such-file')).toBe(false);
	});
});
