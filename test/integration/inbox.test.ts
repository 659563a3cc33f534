import { randomBytes } from 'node:crypto';

import { binaryBytes, binaryItem, runChain, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox();
});
afterAll(async () => await sandbox.close());

const folder = (mode: string, value: string) => ({ __rl: true, mode, value });

describe('Fortnox node: archive inbox', () => {
	it('uploads binary input and downloads the same bytes with name and MIME type (round trip)', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)]);
		const result = await runChain(
			[
				{
					name: 'Upload',
					type: 'fortnox',
					credential,
					parameters: { resource: 'inbox', operation: 'upload', folder: folder('list', 'inbox_s'), binaryPropertyName: 'data' },
				},
				{
					name: 'Download',
					type: 'fortnox',
					credential,
					parameters: { resource: 'inbox', operation: 'download', fileId: '={{ $json.Id }}', binaryPropertyName: 'file' },
				},
			],
			[binaryItem('faktura 4711 åäö.pdf', 'application/pdf', pdf)],
		);
		expect(result.error()).toBeUndefined();
		const uploaded = result.output('Upload')[0].json;
		expect(uploaded).toMatchObject({ Name: 'faktura 4711 åäö.pdf', Path: 'inbox_s', Size: pdf.length });
		const stored = sandbox.tenant(tenant.accessToken).inbox.files.get(uploaded.Id as string);
		expect(stored?.bytes.equals(pdf)).toBe(true);

		const downloaded = result.output('Download')[0];
		expect(binaryBytes(downloaded, 'file').equals(pdf)).toBe(true);
		expect(downloaded.binary?.file).toMatchObject({ fileName: 'faktura 4711 åäö.pdf', mimeType: 'application/pdf' });
		expect(downloaded.json).toMatchObject({ Id: uploaded.Id, Size: pdf.length });
	});

	it('uploads by path, creating the sub-folder, and lists it by path and by id', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const upload = await runNode(
			{
				type: 'fortnox',
				credential,
				parameters: {
					resource: 'inbox',
					operation: 'upload',
					folder: folder('path', '/inbox_v/2026/november/'),
					binaryPropertyName: 'data',
					options: { fileName: 'kvitto.png' },
				},
			},
			[binaryItem('IMG_0001.png', 'image/png', Buffer.from('png-bytes'))],
		);
		expect(upload.error()).toBeUndefined();
		expect(upload.items[0].json.Name).toBe('kvitto.png');
		const folderId = upload.items[0].json.Path as string;

		const byPath = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'inbox', operation: 'getFolder', folder: folder('path', 'inbox_v/2026/november') },
		});
		expect(byPath.items).toHaveLength(1);
		expect(byPath.items[0].json).toMatchObject({ Id: folderId, Name: 'november' });
		expect((byPath.items[0].json.Files as Array<{ Name: string }>).map((file) => file.Name)).toEqual(['kvitto.png']);

		const filesById = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'inbox', operation: 'getFolder', folder: folder('id', folderId), options: { output: 'files' } },
		});
		expect(filesById.items.map((item) => item.json.Name)).toEqual(['kvitto.png']);
	});

	it('lists the root with the predefined folders', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const root = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'inbox', operation: 'getFolder', folder: folder('list', 'root') },
		});
		expect(root.items[0].json.Id).toBe('root');
		const ids = (root.items[0].json.Folders as Array<{ Id: string }>).map((entry) => entry.Id);
		expect(ids).toEqual(expect.arrayContaining(['inbox_s', 'inbox_v', 'inbox_kf', 'inbox_o', 'inbox_of']));
	});

	it('deletes a file by id and a folder by path', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const uploaded = await runNode(
			{
				type: 'fortnox',
				credential,
				parameters: { resource: 'inbox', operation: 'upload', folder: folder('path', 'inbox_kf/arkiv'), binaryPropertyName: 'data' },
			},
			[binaryItem('a.txt', 'text/plain', Buffer.from('a')), binaryItem('b.txt', 'text/plain', Buffer.from('b'))],
		);
		const [first] = uploaded.items.map((item) => item.json.Id as string);
		const files = sandbox.tenant(tenant.accessToken).inbox.files;
		expect(files.size).toBe(2);

		const byId = await runNode({ type: 'fortnox', credential, parameters: { resource: 'inbox', operation: 'delete', target: folder('id', first) } });
		expect(byId.items[0].json).toEqual({ deleted: true, Id: first });
		expect(files.has(first)).toBe(false);

		const byPath = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'inbox', operation: 'delete', target: folder('path', 'inbox_kf/arkiv') },
		});
		expect(byPath.items[0].json).toEqual({ deleted: true, Path: 'inbox_kf/arkiv' });
		expect(files.size).toBe(0);
	});

	it('explains a folder id given to Download and a file id given to Get Folder', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const download = await runNode({ type: 'fortnox', credential, parameters: { resource: 'inbox', operation: 'download', fileId: 'inbox_s' } });
		expect(download.error()?.message).toBe('File ID "inbox_s" is a folder: use Get Folder to list a folder');

		const uploaded = await runNode(
			{ type: 'fortnox', credential, parameters: { resource: 'inbox', operation: 'upload', folder: folder('id', 'inbox_o'), binaryPropertyName: 'data' } },
			[binaryItem('order.csv', 'text/csv', Buffer.from('a;b'))],
		);
		const fileId = uploaded.items[0].json.Id as string;
		const getFolder = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'inbox', operation: 'getFolder', folder: folder('id', fileId) },
		});
		expect(getFolder.error()?.message).toBe(`Folder "${fileId}" is a file: use the Download operation for files`);
	});

	it('fails clearly when the input item has no such binary field, sending nothing', async () => {
		const { credential } = accessTokenCredential(sandbox);
		sandbox.resetStats();
		const result = await runNode(
			{ type: 'fortnox', credential, parameters: { resource: 'inbox', operation: 'upload', folder: folder('id', 'inbox_s'), binaryPropertyName: 'attachment' } },
			[binaryItem('a.txt', 'text/plain', Buffer.from('a'))],
		);
		expect(result.error()?.message).toMatch(/attachment/);
		expect(sandbox.stats.requests).toBe(0);
	});

	it("passes the service's 404 for an unknown folder through", async () => {
		const { credential } = accessTokenCredential(sandbox);
		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'inbox', operation: 'getFolder', folder: folder('id', 'nope') } });
		const error = result.error() as Error & { httpCode?: string; description?: string };
		expect(error.httpCode).toBe('404');
		expect(error.description).toContain('Fortnox error code 2009041');
	});
});
