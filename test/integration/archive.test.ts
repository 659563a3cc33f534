import { randomBytes } from 'node:crypto';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { useCoreSandbox } from '../harness/core';
import { binaryBytes, binaryItem, loadOptionsContext, runChain, runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox, coreRequests } = useCoreSandbox();

const location = (mode: string, value: string) => ({ __rl: true, mode, value });
const archiveOf = (tenantId: string) => sandbox().tenant(tenantId).archive;

describe('Fortnox → Archive', () => {
	it('uploads binary input to the root and downloads the same bytes with name and MIME type', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200_000)]);
		const result = await runChain(
			[
				{ name: 'Upload', type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'upload', folder: location('list', 'root'), binaryPropertyName: 'data' } },
				{ name: 'Download', type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'download', fileId: '={{ $json.Id }}', binaryPropertyName: 'file' } },
			],
			[binaryItem('hyresavtal 2026.pdf', 'application/pdf', pdf)],
		);
		expect(result.error()).toBeUndefined();
		const uploaded = result.output('Upload')[0].json;
		expect(uploaded).toMatchObject({ Name: 'hyresavtal 2026.pdf', Size: pdf.length });
		expect(archiveOf(tenant.tenantId).files.get(uploaded.Id as string)?.bytes.equals(pdf)).toBe(true);
		expect(archiveOf(tenant.tenantId).files.get(uploaded.Id as string)?.folderId).toBe('root');

		const downloaded = result.output('Download')[0];
		expect(binaryBytes(downloaded, 'file').equals(pdf)).toBe(true);
		expect(downloaded.binary?.file).toMatchObject({ fileName: 'hyresavtal 2026.pdf', mimeType: 'application/pdf' });
		expect(coreRequests().map((request) => `${request.method} ${request.path}`)).toEqual(['POST /3/archive', `GET /3/archive/${String(uploaded.Id)}`]);
		expect(coreRequests()[0].query).toEqual({ folderid: 'root' });
	});

	it('uploads by path, creating the sub-folders, lists the folder by path and by ID, and lists the root', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const upload = await runNode(
			{
				type: 'fortnox',
				credential,
				parameters: { resource: 'archive', operation: 'upload', folder: location('path', '/Avtal/2026/'), binaryPropertyName: 'data', options: { fileName: 'el.pdf' } },
			},
			[binaryItem('scan0001.pdf', 'application/pdf', Buffer.from('%PDF-1.4 el'))],
		);
		expect(upload.error()).toBeUndefined();
		expect(upload.items[0].json.Name).toBe('el.pdf');
		expect(coreRequests()[0].query).toEqual({ path: 'Avtal/2026' });

		const byPath = await runNode({ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'getFolder', folder: location('path', 'Avtal/2026') } });
		expect(byPath.items[0].json).toMatchObject({ Name: '2026' });
		expect((byPath.items[0].json.Files as Array<{ Name: string }>).map((file) => file.Name)).toEqual(['el.pdf']);
		const folderId = String(byPath.items[0].json.Id);
		const stored = archiveOf(tenant.tenantId).folders.get(folderId);
		expect(stored?.name).toBe('2026');
		expect(stored?.fileIds).toEqual([upload.items[0].json.Id]);

		const files = await runNode({ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'getFolder', folder: location('id', folderId), options: { output: 'files' } } });
		expect(files.items.map((item) => item.json.Name)).toEqual(['el.pdf']);

		const root = await runNode({ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'getFolder', folder: location('list', 'root') } });
		expect(root.items[0].json.Id).toBe('root');
		expect((root.items[0].json.Folders as Array<{ Name: string }>).map((entry) => entry.Name)).toContain('Avtal');

		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'upload' } });
		const picked = await new Fortnox().methods.listSearch.searchArchiveFolders.call(context, 'avt');
		expect(picked.results).toEqual([{ name: 'Avtal', value: [...archiveOf(tenant.tenantId).folders.values()].find((entry) => entry.name === 'Avtal')?.id }]);
	});

	it('deletes a file by ID and a folder with its content by path', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const uploaded = await runNode(
			{ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'upload', folder: location('path', 'Kvitton/2026'), binaryPropertyName: 'data' } },
			[binaryItem('a.pdf', 'application/pdf', Buffer.from('a')), binaryItem('b.pdf', 'application/pdf', Buffer.from('b'))],
		);
		const [first, second] = uploaded.items.map((item) => item.json.Id as string);
		const files = archiveOf(tenant.tenantId).files;
		expect(files.has(first) && files.has(second)).toBe(true);

		const byId = await runNode({ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'delete', target: location('id', first) } });
		expect(byId.items[0].json).toEqual({ deleted: true, Id: first });
		expect(files.has(first)).toBe(false);

		const byPath = await runNode({ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'delete', target: location('path', 'Kvitton') } });
		expect(byPath.items[0].json).toEqual({ deleted: true, Path: 'Kvitton' });
		expect(files.has(second)).toBe(false);
		expect([...archiveOf(tenant.tenantId).folders.values()].some((folder) => folder.name === 'Kvitton')).toBe(false);
	});

	it('explains a folder ID given to Download and a file ID given to Get Folder', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const uploaded = await runNode(
			{ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'upload', folder: location('path', 'Avtal'), binaryPropertyName: 'data' } },
			[binaryItem('avtal.pdf', 'application/pdf', Buffer.from('%PDF'))],
		);
		const fileId = uploaded.items[0].json.Id as string;
		const getFolder = await runNode({ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'getFolder', folder: location('id', fileId) } });
		expect(getFolder.error()?.message).toBe(`Folder "${fileId}" is a file: use the Download operation for files`);
		const folderId = (await runNode({ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'getFolder', folder: location('path', 'Avtal') } })).items[0].json.Id as string;
		const download = await runNode({ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'download', fileId: folderId } });
		expect(download.error()?.message).toBe(`File ID "${folderId}" is a folder: use Get Folder to list a folder`);
	});

	it('under Continue On Fail fails only the item without its binary field, sending nothing for it', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const result = await runNode(
			{ type: 'fortnox', credential, continueOnFail: true, parameters: { resource: 'archive', operation: 'upload', folder: location('list', 'root'), binaryPropertyName: 'data' } },
			[binaryItem('1.pdf', 'application/pdf', Buffer.from('1')), { json: { name: 'no file' } }, binaryItem('3.pdf', 'application/pdf', Buffer.from('3'))],
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => (item.json.error ? 'failed' : item.json.Name))).toEqual(['1.pdf', 'failed', '3.pdf']);
		expect(coreRequests().filter((request) => request.method === 'POST')).toHaveLength(2);
		expect([...archiveOf(tenant.tenantId).files.values()].map((file) => file.name).sort()).toEqual(['1.pdf', '3.pdf']);
	});
});
