import { startSandbox, type Sandbox } from '../../sandbox';
import { call, type ErrorBody } from './helpers';
import { useSales, type Row } from './sales-helpers';

// The archive (/3/archive, the inbox's tree with its root open) and file connections
// (/3/supplierinvoicefileconnections, /3/voucherfileconnections, /3/articlefileconnections) over HTTP.

const { s, request, create, ok, refused } = useSales();

interface FileRow { '@url': string; Comments: string | null; Id: string; ArchiveFileId: string; Name: string; Path: string; Size: number }
interface Folder { '@url': string; Email: string; Files: FileRow[]; Folders: Array<{ '@url': string; Id: string; Name: string }>; Id: string; Name: string }

const tenant = () => s.sandbox.tenant(s.t.tenantId);
const upload = async (base: string, query: string, text: string, name: string) => {
	const form = new FormData();
	form.append('file', new Blob([text], { type: 'application/pdf' }), name);
	return call<{ File: FileRow } & ErrorBody>(s.sandbox, 'POST', `${base}${query}`, { auth: s.auth, body: form });
};
const uploaded = async (base: string, query: string, name = 'kvitto.pdf') => {
	const res = await upload(base, query, `%PDF ${name}`, name);
	expect(res.status).toBe(201);
	return res.body.File;
};
const folder = async (path: string) => (await request<{ Folder: Folder }>('GET', path)).body.Folder;
const names = (tree: 'inbox' | 'archive') => [...tenant()[tree].files.values()].map((f) => f.name);
const folderPath = (tree: 'inbox' | 'archive', id: string): string => {
	const f = tenant()[tree].folders.get(id)!;
	return f.parentId ? `${folderPath(tree, f.parentId)}/${f.name}` : f.name;
};

describe('sandbox archive', () => {
	it('shows its root with the folder of connected files, and uploads to root when no folder is named', async () => {
		const root = await folder('/3/archive');
		expect(root).toEqual({
			'@url': `${s.sandbox.url}/3/archive/root`, Email: expect.stringMatching(/^arkiv\..+@sandbox\.invalid$/), Files: [], Id: 'root', Name: 'Arkiv',
			Folders: [{ '@url': `${s.sandbox.url}/3/archive/archive_connected`, Id: 'archive_connected', Name: 'Kopplade filer' }],
		});
		const file = await uploaded('/3/archive', '', 'avtal.pdf');
		expect(file).toMatchObject({ '@url': `${s.sandbox.url}/3/archive/${file.Id}`, Name: 'avtal.pdf', Path: 'root', Size: 14 });
		expect((await folder('/3/archive')).Files.map((f) => f.Name)).toEqual(['avtal.pdf']);
		expect(names('archive')).toEqual(['avtal.pdf']);
		expect(names('inbox')).toEqual([]);
	});

	it('makes any folder of a path below root, and finds folders and files by path, id and fileid', async () => {
		const file = await uploaded('/3/archive', '?path=Avtal/2026', 'hyra.pdf');
		const avtal = (await folder('/3/archive')).Folders.find((f) => f.Name === 'Avtal')!;
		const y2026 = (await folder(`/3/archive/${avtal.Id}`)).Folders[0];
		expect(y2026.Name).toBe('2026');
		expect(file.Path).toBe(y2026.Id);
		expect((await folder('/3/archive?path=Avtal/2026')).Files.map((f) => f.Id)).toEqual([file.Id]);
		for (const path of ['/3/archive?path=Avtal/2026/hyra.pdf', `/3/archive/${file.Id}`, `/3/archive?fileid=${file.Id}`, `/3/archive?fileid=${file.ArchiveFileId}`, `/3/archive/x?fileid=${file.Id}`]) {
			const res = await request('GET', path);
			expect(res.status).toBe(200);
			expect(res.raw.toString()).toBe('%PDF hyra.pdf');
		}
		const into = await uploaded('/3/archive', `?folderid=${avtal.Id}`, 'bilaga.pdf');
		expect(into.Path).toBe(avtal.Id);
		expect(await refused('GET', '/3/archive?path=Saknas', undefined, 404)).toMatchObject({ code: 2009365 });
		expect(await refused('GET', '/3/archive/nope', undefined, 404)).toMatchObject({ code: 2009365 });
		expect(await refused('GET', '/3/archive?fileid=nope', undefined, 404)).toMatchObject({ code: 2009365 });
		expect((await upload('/3/archive', '?folderid=nope', 'x', 'x.pdf')).body.ErrorInformation).toMatchObject({ code: 2009365 });
	});

	it('deletes files and folders with what they hold, not root or the folder of connected files', async () => {
		const file = await uploaded('/3/archive', '?path=Avtal', 'a.pdf');
		await uploaded('/3/archive', '?path=Avtal/Gamla', 'b.pdf');
		expect((await request('DELETE', `/3/archive/${file.Id}`)).status).toBe(204);
		expect(names('archive')).toEqual(['b.pdf']);
		expect((await request('DELETE', '/3/archive?path=Avtal')).status).toBe(204);
		expect(names('archive')).toEqual([]);
		expect([...tenant().archive.folders.keys()]).toEqual(['root', 'archive_connected']);
		expect(await refused('DELETE', '/3/archive/root')).toMatchObject({ code: 2009032 });
		expect(await refused('DELETE', '/3/archive?path=Kopplade filer')).toMatchObject({ code: 2009032 });
	});

	it('leaves the inbox as it was: its paths still start at a predefined folder', async () => {
		expect((await upload('/3/inbox', '', 'x', 'x.pdf')).body.ErrorInformation).toMatchObject({ code: 2009031 });
		expect((await upload('/3/inbox', '?path=Avtal', 'x', 'x.pdf')).body.ErrorInformation).toMatchObject({ code: 2009033 });
		expect((await uploaded('/3/inbox', '?path=inbox_v/2026')).Path).not.toBe('inbox_v');
		expect(names('inbox')).toEqual(['kvitto.pdf']);
		expect(names('archive')).toEqual([]);
	});
});

describe('sandbox file connections', () => {
	const voucher = () => create<Row>('vouchers', 'Voucher', {
		Description: 'Lunch', TransactionDate: '2026-03-14', VoucherSeries: 'A', VoucherRows: [{ Account: 6110, Debit: 289 }, { Account: 1930, Credit: 289 }],
	});
	const supplierInvoice = async () => {
		await create('suppliers', 'Supplier', { Name: 'Kontorsgiganten AB' });
		return create<Row>('supplierinvoices', 'SupplierInvoice', { SupplierNumber: '1', InvoiceDate: '2025-11-20', SupplierInvoiceRows: [{ Account: 4010, Debit: 100 }] });
	};

	it('connects an inbox file to a voucher and moves it to the archive, by financial year and month', async () => {
		await voucher();
		const file = await uploaded('/3/inbox', '?folderid=inbox_v', 'lunch.pdf');
		const made = await create<Row>('voucherfileconnections', 'VoucherFileConnection', { FileId: file.Id, VoucherNumber: '1', VoucherSeries: 'A', VoucherYear: 2 });
		expect(made).toEqual({
			'@url': `${s.sandbox.url}/3/voucherfileconnections/${file.Id}`, FileId: file.Id, VoucherDescription: 'Lunch', VoucherNumber: '1',
			VoucherSeries: 'A', VoucherYear: 2,
		});
		expect(names('inbox')).toEqual([]);
		const moved = tenant().archive.files.get(file.Id)!;
		expect(folderPath('archive', moved.folderId)).toBe('Arkiv/Kopplade filer/2026/2026-03');
		expect((await folder('/3/archive?path=Kopplade filer/2026/2026-03')).Files.map((f) => f.Id)).toEqual([file.Id]);
		expect(await ok('GET', `/3/voucherfileconnections/${file.Id}`, 'VoucherFileConnection')).toEqual(made);
		expect(tenant().bookkeeping.connections.vouchers).toEqual([expect.objectContaining({ FileId: file.Id, VoucherSeries: 'A', VoucherNumber: 1, VoucherYear: 2 })]);
	});

	it('connects an archive file where it is, by its ArchiveFileId too; one connection per file and kind', async () => {
		await voucher();
		const file = await uploaded('/3/archive', '?path=Kvitton');
		const made = await create<Row>('voucherfileconnections', 'VoucherFileConnection', { FileId: file.ArchiveFileId, VoucherNumber: 1, VoucherSeries: 'A' });
		expect(made).toMatchObject({ FileId: file.Id, VoucherYear: 2 });
		expect(folderPath('archive', tenant().archive.files.get(file.Id)!.folderId)).toBe('Arkiv/Kvitton');
		expect(await refused('POST', '/3/voucherfileconnections', { VoucherFileConnection: { FileId: file.Id, VoucherNumber: '1', VoucherSeries: 'A' } }))
			.toMatchObject({ code: 2009371 });
		expect(tenant().bookkeeping.connections.vouchers).toHaveLength(1);
	});

	it('connects a file to a supplier invoice of the purchasing ledger, shown with its supplier', async () => {
		await supplierInvoice();
		const file = await uploaded('/3/inbox', '?folderid=inbox_s', 'faktura.pdf');
		const made = await create<Row>('supplierinvoicefileconnections', 'SupplierInvoiceFileConnection', { FileId: file.Id, SupplierInvoiceNumber: '1' });
		expect(made).toEqual({
			'@url': `${s.sandbox.url}/3/supplierinvoicefileconnections/${file.Id}`, FileId: file.Id, Name: 'faktura.pdf', SupplierInvoiceNumber: '1',
			SupplierName: 'Kontorsgiganten AB',
		});
		expect(folderPath('archive', tenant().archive.files.get(file.Id)!.folderId)).toBe('Arkiv/Kopplade filer/2025/2025-11');
		const list = await request<{ SupplierInvoiceFileConnections: Row[]; MetaInformation: Row }>('GET', '/3/supplierinvoicefileconnections');
		expect(list.body.SupplierInvoiceFileConnections).toEqual([made]);
		expect(list.body.MetaInformation).toEqual({ '@TotalResources': 1, '@TotalPages': 1, '@CurrentPage': 1 });
	});

	it('connects a file to an article', async () => {
		await create('articles', 'Article', { ArticleNumber: 'A-1', Description: 'Stol' });
		const file = await uploaded('/3/archive', '', 'stol.jpg');
		const made = await create<Row>('articlefileconnections', 'ArticleFileConnection', { FileId: file.Id, ArticleNumber: 'A-1' });
		expect(made).toEqual({ '@url': `${s.sandbox.url}/3/articlefileconnections/${file.Id}`, ArticleNumber: 'A-1', FileId: file.Id });
		expect((await request<{ ArticleFileConnections: Row[] }>('GET', '/3/articlefileconnections')).body.ArticleFileConnections).toEqual([made]);
		expect(tenant().bookkeeping.connections.articles).toEqual([expect.objectContaining({ FileId: file.Id, ArticleNumber: 'A-1' })]);
	});

	it.each([
		['supplierinvoicefileconnections', 'SupplierInvoiceFileConnection', { SupplierInvoiceNumber: '9' }, 2009368],
		['voucherfileconnections', 'VoucherFileConnection', { VoucherNumber: '9', VoucherSeries: 'A' }, 2009369],
		['voucherfileconnections', 'VoucherFileConnection', { VoucherNumber: '1', VoucherSeries: 'A', VoucherYear: 1 }, 2009369],
		['voucherfileconnections', 'VoucherFileConnection', { VoucherNumber: '1', VoucherSeries: 'A', VoucherYear: 8 }, 2009026],
		['articlefileconnections', 'ArticleFileConnection', { ArticleNumber: 'X' }, 2009370],
	])('refuses a connection to a record that does not exist (%s %o) and leaves the file in the inbox', async (path, wrapper, fields, code) => {
		await voucher();
		const file = await uploaded('/3/inbox', '?folderid=inbox_s');
		expect(await refused('POST', `/3/${path}`, { [wrapper]: { FileId: file.Id, ...fields } })).toMatchObject({ code });
		expect(await refused('POST', `/3/${path}`, { [wrapper]: { FileId: 'nope', ...fields } })).toMatchObject({ code: 2009366 });
		expect(names('inbox')).toEqual(['kvitto.pdf']);
		expect(tenant().bookkeeping.connections).toEqual({ supplierInvoices: [], vouchers: [], articles: [] });
	});

	it('deletes a connection; the file stays in the archive; unknown → 404', async () => {
		await voucher();
		const file = await uploaded('/3/inbox', '?folderid=inbox_v');
		await create('voucherfileconnections', 'VoucherFileConnection', { FileId: file.Id, VoucherNumber: '1', VoucherSeries: 'A' });
		expect((await request<{ VoucherFileConnections: Row[] }>('GET', '/3/voucherfileconnections')).body.VoucherFileConnections.map((c) => c.FileId)).toEqual([file.Id]);
		expect((await request('DELETE', `/3/voucherfileconnections/${file.Id}`)).status).toBe(204);
		expect((await request<{ VoucherFileConnections: Row[] }>('GET', '/3/voucherfileconnections')).body.VoucherFileConnections).toEqual([]);
		expect(tenant().bookkeeping.connections.vouchers).toEqual([]);
		expect(names('archive')).toEqual(['kvitto.pdf']);
		expect(await refused('GET', `/3/voucherfileconnections/${file.Id}`, undefined, 404)).toMatchObject({ code: 2009367 });
		expect(await refused('DELETE', `/3/voucherfileconnections/${file.Id}`, undefined, 404)).toMatchObject({ code: 2009367 });
		expect(await refused('GET', '/3/articlefileconnections/nope', undefined, 404)).toMatchObject({ code: 2009367 });
		expect(await refused('POST', '/3/voucherfileconnections', { VoucherFileConnection: { FileId: file.Id } })).toMatchObject({ code: 2009001 });
	});

	it.each([
		['supplierinvoicefileconnections', 'SupplierInvoiceFileConnection', { SupplierInvoiceNumber: '1' }, 'supplierInvoices'],
		['articlefileconnections', 'ArticleFileConnection', { ArticleNumber: 'A-1' }, 'articles'],
	] as const)('%s: GET one and DELETE by FileId', async (path, wrapper, fields, kept) => {
		await supplierInvoice();
		await create('articles', 'Article', { ArticleNumber: 'A-1', Description: 'Stol' });
		const file = await uploaded('/3/archive', '');
		const made = await create<Row>(path, wrapper, { FileId: file.Id, ...fields });
		expect(await ok('GET', `/3/${path}/${file.Id}`, wrapper)).toEqual(made);
		expect((await request('DELETE', `/3/${path}/${file.Id}`)).status).toBe(204);
		expect(tenant().bookkeeping.connections[kept]).toEqual([]);
		expect(await refused('GET', `/3/${path}/${file.Id}`, undefined, 404)).toMatchObject({ code: 2009367 });
		expect(names('archive')).toEqual(['kvitto.pdf']);
	});

	it('keeps a project and a cost center that a voucher names from being deleted', async () => {
		await create('vouchers', 'Voucher', {
			Description: 'Projekt', TransactionDate: '2026-03-14', VoucherSeries: 'A', Project: 'P2',
			VoucherRows: [{ Account: 6110, Debit: 5, CostCenter: 'CC2' }, { Account: 1930, Credit: 5 }],
		});
		expect(await refused('DELETE', '/3/projects/P2')).toMatchObject({ code: 2009106, message: expect.stringContaining('voucher A1') });
		expect(await refused('DELETE', '/3/costcenters/CC2')).toMatchObject({ code: 2009106, message: expect.stringContaining('voucher A1') });
		expect(tenant().projects.map((p) => p.ProjectNumber)).toEqual(['P1', 'P2']);
		expect((await request('DELETE', '/3/projects/P1')).status).toBe(204);
	});
});

describe('sandbox demo tenant’s bookkeeping', () => {
	let sandbox: Sandbox;
	beforeAll(async () => (sandbox = await startSandbox({ demo: true, rateLimit: false })));
	afterAll(() => sandbox.close());

	it('has two vouchers in series A and a contract in the archive', async () => {
		const auth = { 'Access-Token': 'demo-access-token', 'Client-Secret': 'demo-client-secret' };
		const vouchers = await call<{ Vouchers: Row[] }>(sandbox, 'GET', '/3/vouchers/sublist/A', { auth });
		expect(vouchers.body.Vouchers.map((v) => [v.VoucherNumber, v.Description])).toEqual([[1, 'Lokalhyra mars'], [2, 'Kontorsmaterial']]);
		const rent = await call<{ Voucher: { VoucherRows: Row[] } }>(sandbox, 'GET', '/3/vouchers/A/1', { auth });
		expect(rent.body.Voucher.VoucherRows.map((r) => [r.Account, r.Debit, r.Credit])).toEqual([[5010, 12000, 0], [1930, 0, 12000]]);
		const avtal = await call<{ Folder: Folder }>(sandbox, 'GET', '/3/archive?path=Avtal', { auth });
		expect(avtal.body.Folder.Files.map((f) => f.Name)).toEqual(['Hyresavtal Storgatan 1.pdf']);
	});
});
