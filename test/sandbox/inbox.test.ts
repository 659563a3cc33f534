import { startSandbox, type Sandbox, type TenantCredentials } from '../../sandbox';
import { call, type Auth, type ErrorBody, withSandbox } from './helpers';

interface FileRecord {
	'@url': string;
	Comments: string | null;
	Id: string;
	ArchiveFileId: string;
	Name: string;
	Path: string;
	Size: number;
}
interface FolderRecord {
	'@url': string;
	Email: string;
	Files: FileRecord[];
	Folders: Array<{ '@url': string; Id: string; Name: string }>;
	Id: string;
	Name: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PREDEFINED = ['inbox_s', 'inbox_v', 'inbox_kf', 'inbox_o', 'inbox_of', 'inbox_a', 'inbox_d', 'inbox_b', 'inbox_l'];

describe('sandbox archive inbox', () => {
	let sandbox: Sandbox;
	let t: TenantCredentials;
	let auth: Auth;

	withSandbox(
		{ rateLimit: false },
		(started) => (sandbox = started),
		(tenant, tenantAuth) => {
			t = tenant;
			auth = tenantAuth;
		},
	);

	const upload = (query: string, bytes: Uint8Array | string, name: string, type?: string) => {
		const form = new FormData();
		form.append('file', new Blob([bytes], type ? { type } : {}), name);
		return call<{ File: FileRecord } & ErrorBody>(sandbox, 'POST', `/3/inbox?${query}`, { auth, body: form });
	};
	const folder = async (path: string) => (await call<{ Folder: FolderRecord }>(sandbox, 'GET', path, { auth })).body.Folder;

	it('lists the root folder with the predefined folders, all empty', async () => {
		const res = await call<{ Folder: FolderRecord }>(sandbox, 'GET', '/3/inbox', { auth });
		expect(res.status).toBe(200);
		const root = res.body.Folder;
		expect(Object.keys(root)).toEqual(['@url', 'Email', 'Files', 'Folders', 'Id', 'Name']);
		expect(root.Id).toBe('root');
		expect(root['@url']).toBe(`${sandbox.url}/3/inbox/root`);
		expect(root.Files).toEqual([]);
		expect(root.Folders.map((f) => f.Id)).toEqual(PREDEFINED);
		expect(root.Folders[0]).toEqual({ '@url': `${sandbox.url}/3/inbox/inbox_s`, Id: 'inbox_s', Name: 'Leverantörsfakturor' });
		expect(root.Folders.find((f) => f.Id === 'inbox_v')!.Name).toBe('Verifikationer');
		for (const id of PREDEFINED) {
			const f = await folder(`/3/inbox/${id}`);
			expect(f).toMatchObject({ Id: id, Files: [], Folders: [] });
		}
	});

	it('uploads by folderid, lists the file, downloads bytes and headers, deletes by id', async () => {
		const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10, 0x80]);
		const up = await upload('folderid=inbox_v', bytes, 'kvitto.pdf', 'application/pdf');
		expect(up.status).toBe(201);
		const file = up.body.File;
		expect(Object.keys(file)).toEqual(['@url', 'Comments', 'Id', 'ArchiveFileId', 'Name', 'Path', 'Size']);
		expect(file).toMatchObject({ Comments: null, Name: 'kvitto.pdf', Path: 'inbox_v', Size: 8 });
		expect(file.Id).toMatch(UUID);
		expect(file.ArchiveFileId).toMatch(UUID);
		expect(file.ArchiveFileId).not.toBe(file.Id);
		expect(file['@url']).toBe(`${sandbox.url}/3/inbox/${file.Id}`);

		expect((await folder('/3/inbox/inbox_v')).Files).toEqual([file]);

		const dl = await call(sandbox, 'GET', `/3/inbox/${file.Id}`, { auth });
		expect(dl.status).toBe(200);
		expect(dl.headers.get('content-type')).toBe('application/pdf');
		expect(dl.headers.get('content-disposition')).toBe('attachment; filename="kvitto.pdf"');
		expect(new Uint8Array(dl.raw)).toEqual(bytes);
		expect(sandbox.tenant(t.tenantId).inbox.files.get(file.Id)!.bytes.equals(Buffer.from(bytes))).toBe(true);

		const del = await call(sandbox, 'DELETE', `/3/inbox/${file.Id}`, { auth });
		expect(del.status).toBe(204);
		expect(del.raw.length).toBe(0);
		expect((await folder('/3/inbox/inbox_v')).Files).toEqual([]);
		const gone = await call<ErrorBody>(sandbox, 'GET', `/3/inbox/${file.Id}`, { auth });
		expect(gone.status).toBe(404);
		expect(gone.body.ErrorInformation.code).toBe(2009041);
	});

	it('uploads by path, creating sub-folders below a predefined folder named by id or name', async () => {
		const up = await upload('path=inbox_s/2026/Mars', 'faktura', 'Faktura 1.txt', 'text/plain');
		expect(up.status).toBe(201);
		const inboxS = await folder('/3/inbox/inbox_s');
		expect(inboxS.Folders.map((f) => f.Name)).toEqual(['2026']);
		const y2026 = await folder(`/3/inbox?path=${encodeURIComponent('Leverantörsfakturor/2026')}`);
		expect(y2026.Id).toBe(inboxS.Folders[0].Id);
		expect(y2026.Folders.map((f) => f.Name)).toEqual(['Mars']);
		const mars = await folder(`/3/inbox/${y2026.Folders[0].Id}`);
		expect(mars.Files.map((f) => f.Name)).toEqual(['Faktura 1.txt']);
		expect(up.body.File.Path).toBe(mars.Id);

		// a second upload by the predefined folder's name reuses the folders
		const again = await upload(`path=${encodeURIComponent('Leverantörsfakturor/2026/Mars')}`, 'två', 'Faktura 2.txt');
		expect(again.body.File.Path).toBe(mars.Id);
		expect((await folder('/3/inbox/inbox_s')).Folders).toHaveLength(1);
		const byName = await call(sandbox, 'GET', `/3/inbox?path=${encodeURIComponent('inbox_s/2026/Mars/Faktura 2.txt')}`, { auth });
		expect(byName.status).toBe(200);
		expect(byName.raw.toString('utf8')).toBe('två');
		expect(byName.headers.get('content-type')).toBe('application/octet-stream');
	});

	it('downloads by path and deletes a file by path', async () => {
		await upload('folderid=inbox_kf', 'ABC', 'faktura.csv', 'text/csv');
		const dl = await call(sandbox, 'GET', '/3/inbox?path=inbox_kf/faktura.csv', { auth });
		expect(dl.status).toBe(200);
		expect(dl.headers.get('content-type')).toBe('text/csv');
		expect(dl.raw.toString()).toBe('ABC');
		const del = await call(sandbox, 'DELETE', '/3/inbox?path=Kundfakturor/faktura.csv', { auth });
		expect(del.status).toBe(204);
		expect((await call(sandbox, 'GET', '/3/inbox?path=inbox_kf/faktura.csv', { auth })).status).toBe(404);
	});

	it('deletes a folder with its content by path and by id', async () => {
		const a = await upload('path=inbox_o/Kund A/2026', 'x', 'order.txt');
		const b = await upload('path=inbox_o/Kund B', 'y', 'order.txt');
		expect((await call(sandbox, 'DELETE', `/3/inbox?path=${encodeURIComponent('inbox_o/Kund A')}`, { auth })).status).toBe(204);
		const state = sandbox.tenant(t.tenantId).inbox;
		expect(state.files.has(a.body.File.Id)).toBe(false);
		expect((await folder('/3/inbox/inbox_o')).Folders.map((f) => f.Name)).toEqual(['Kund B']);

		const kundB = b.body.File.Path;
		expect((await call(sandbox, 'DELETE', `/3/inbox/${kundB}`, { auth })).status).toBe(204);
		expect(state.folders.has(kundB)).toBe(false);
		expect(state.files.size).toBe(0);
		expect((await folder('/3/inbox/inbox_o')).Folders).toEqual([]);
	});

	it('refuses to delete root or a predefined folder', async () => {
		for (const path of ['/3/inbox/root', '/3/inbox/inbox_s', '/3/inbox?path=Verifikationer', '/3/inbox']) {
			const res = await call<ErrorBody>(sandbox, 'DELETE', path, { auth });
			expect(res.status).toBe(400);
			expect(res.body.ErrorInformation.code).toBe(2009032);
		}
		expect((await folder('/3/inbox')).Folders).toHaveLength(PREDEFINED.length);
	});

	it('answers unknown ids and paths with 404', async () => {
		for (const path of ['/3/inbox/no-such-id', '/3/inbox?path=inbox_s/nope', '/3/inbox?path=Okänd/mapp', '/3/inbox?path=nope.pdf']) {
			const res = await call<ErrorBody>(sandbox, 'GET', path, { auth });
			expect(res.status).toBe(404);
			expect(res.body.ErrorInformation.code).toBe(2009041);
		}
		expect((await call(sandbox, 'DELETE', '/3/inbox?path=inbox_s/nope', { auth })).status).toBe(404);
	});

	it('validates uploads: missing file part, no target, unknown folder, path outside predefined folders', async () => {
		const noFile = new FormData();
		noFile.append('document', new Blob(['x']), 'x.txt');
		const missing = await call<ErrorBody>(sandbox, 'POST', '/3/inbox?folderid=inbox_s', { auth, body: noFile });
		expect(missing.status).toBe(400);
		expect(missing.body.ErrorInformation.code).toBe(2009030);

		const textPart = new FormData();
		textPart.append('file', 'just a string');
		expect((await call(sandbox, 'POST', '/3/inbox?folderid=inbox_s', { auth, body: textPart })).status).toBe(400);

		const notMultipart = await call<ErrorBody>(sandbox, 'POST', '/3/inbox?folderid=inbox_s', { auth, json: { file: 'x' } });
		expect(notMultipart.status).toBe(400);
		expect(notMultipart.body.ErrorInformation.code).toBe(2009030);

		const noTarget = await upload('', 'x', 'x.txt');
		expect(noTarget.status).toBe(400);
		expect(noTarget.body.ErrorInformation.code).toBe(2009031);

		const unknownFolder = await upload('folderid=inbox_zz', 'x', 'x.txt');
		expect(unknownFolder.status).toBe(404);
		expect(unknownFolder.body.ErrorInformation.code).toBe(2009041);

		const outside = await upload('path=Privat/2026', 'x', 'x.txt');
		expect(outside.status).toBe(400);
		expect(outside.body.ErrorInformation.code).toBe(2009033);

		expect(sandbox.tenant(t.tenantId).inbox.files.size).toBe(0);
		expect(sandbox.tenant(t.tenantId).inbox.folders.size).toBe(1 + PREDEFINED.length);
	});

	it('accepts folderId in any case and keeps non-ASCII file names, with an RFC 5987 filename*', async () => {
		const up = await upload('folderId=inbox_l', 'lön', 'Lönebesked maj – 2026.txt', 'text/plain; charset=utf-8');
		expect(up.status).toBe(201);
		expect(up.body.File).toMatchObject({ Name: 'Lönebesked maj – 2026.txt', Path: 'inbox_l', Size: Buffer.byteLength('lön') });
		const dl = await call(sandbox, 'GET', `/3/inbox/${up.body.File.Id}`, { auth });
		expect(dl.headers.get('content-type')).toBe('text/plain; charset=utf-8');
		expect(dl.headers.get('content-disposition')).toBe(
			"attachment; filename=\"L_nebesked maj _ 2026.txt\"; filename*=UTF-8''L%C3%B6nebesked%20maj%20%E2%80%93%202026.txt",
		);
	});

	it('seeds files and a sub-folder in the demo inbox', async () => {
		const demo = await startSandbox({ demo: true, rateLimit: false });
		try {
			const demoAuth = { 'Access-Token': 'demo-access-token', 'Client-Secret': 'demo-client-secret' };
			const s = (await call<{ Folder: FolderRecord }>(demo, 'GET', '/3/inbox/inbox_s', { auth: demoAuth })).body.Folder;
			expect(s.Files.length).toBeGreaterThan(0);
			expect(s.Folders.map((f) => f.Name)).toContain('2026');
			const pdf = await call(demo, 'GET', `/3/inbox/${s.Files[0].Id}`, { auth: demoAuth });
			expect(pdf.headers.get('content-type')).toBe('application/pdf');
			expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
			expect(pdf.raw.length).toBe(s.Files[0].Size);
		} finally {
			await demo.close();
		}
	});
});
