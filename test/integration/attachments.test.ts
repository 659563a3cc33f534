import type { IDataObject } from 'n8n-workflow';

import { contractProblems } from '../contract/openapi-contract';
import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { binaryItem, runNode } from '../harness/run-workflow';

const { sandbox, salesCompany, oneRowDocument } = useCoreSandbox();

const ATTACHMENTS = '/api/fileattachments/';
const attachmentRequests = () => sandbox().requests.filter((request) => request.path.startsWith(ATTACHMENTS));

// The core sandbox checks /3/ requests; these check the file attachments API's against Fortnox's OpenAPI too.
afterEach(() => {
	expect(attachmentRequests().flatMap(contractProblems)).toEqual([]);
});

const attachment = (credential: NodeSpec['credential'], parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'attachment', ...parameters } }, items);

const pdf = (name: string, bytes = 2_000) => binaryItem(name, 'application/pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes, 7)]));

/** A customer with an e-mail address and one invoice to them; the request log starts afresh. */
async function invoiced() {
	const company = await salesCompany({ customers: [['Kontorsgiganten AB', { Email: 'ekonomi@kontorsgiganten.se' }]], articles: [] });
	const invoice = await oneRowDocument('invoice', company.credential, company.customer);
	sandbox().clearRequests();
	const stored = () => sandbox().tenant(company.tenantId).fileAttachments;
	return { ...company, invoice, stored };
}

/** Uploads a file to the archive through the node, as a user would first; its ArchiveFileId. */
async function archived(credential: NodeSpec['credential'], item = pdf('villkor.pdf')): Promise<string> {
	const uploaded = await runNode({ type: 'fortnox', credential, parameters: { resource: 'archive', operation: 'upload', folder: { __rl: true, mode: 'list', value: 'root' }, binaryPropertyName: 'data' } }, [item]);
	expect(uploaded.error()).toBeUndefined();
	return String(uploaded.items[0].json.ArchiveFileId);
}

describe('Fortnox → Attachment', () => {
	it('attaches an uploaded PDF to an invoice, included on send: listed, counted, and the e-mailed invoice carries it', async () => {
		const { tenantId, credential, invoice, stored } = await invoiced();
		const attached = await attachment(credential, { operation: 'attach', entityType: 'F', entityId: invoice, source: 'binaryData', binaryPropertyName: 'data', includeOnSend: true }, [
			pdf('leveransvillkor.pdf'),
		]);
		expect(attached.error()).toBeUndefined();
		const [made] = attached.items.map((item) => item.json);
		expect(made).toMatchObject({ entityType: 'F', entityId: Number(invoice), includeOnSend: true, file: { Name: 'leveransvillkor.pdf' } });
		const archive = sandbox().tenant(tenantId).archive;
		const file = [...archive.files.values()].find((candidate) => candidate.name === 'leveransvillkor.pdf');
		expect(file?.folderId).toBe('root');
		expect(stored()).toEqual([{ id: made.id, entityType: 'F', entityId: Number(invoice), fileId: file?.archiveFileId, includeOnSend: true }]);
		expect(sandbox().requests.find((request) => request.method === 'POST' && request.path === '/api/fileattachments/attachments-v1')?.body).toEqual([
			{ entityId: Number(invoice), entityType: 'F', fileId: file?.archiveFileId, includeOnSend: true },
		]);

		const listed = await attachment(credential, { operation: 'getAll', entityType: 'F', entityIds: `${invoice}, 999`, returnAll: true });
		expect(listed.items.map((item) => item.json)).toEqual([{ id: made.id, entityType: 'F', entityId: Number(invoice), fileId: file?.archiveFileId, includeOnSend: true }]);
		const counted = await attachment(credential, { operation: 'count', entityType: 'F', entityIds: `999,${invoice}` });
		expect(counted.items.map((item) => item.json)).toEqual([
			{ entityType: 'F', entityId: 999, numberOfAttachments: 0 },
			{ entityType: 'F', entityId: Number(invoice), numberOfAttachments: 1 },
		]);

		const sent = await runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'sendEmail', documentNumber: byNumber(invoice) } });
		expect(sent.error()).toBeUndefined();
		expect(sandbox().sentSalesMails(tenantId)).toEqual([expect.objectContaining({ documentNumber: invoice, to: 'ekonomi@kontorsgiganten.se', includedOnSend: ['leveransvillkor.pdf'] })]);
	});

	it('attaches an archive file by its ID left out on send, includes it by Update, validates, detaches; the file stays in the archive', async () => {
		const { tenantId, credential, invoice, stored } = await invoiced();
		const fileId = await archived(credential);
		const attached = await attachment(credential, { operation: 'attach', entityType: 'F', entityId: invoice, source: 'archiveFileId', archiveFileId: fileId, includeOnSend: false });
		expect(attached.items[0].json).toMatchObject({ fileId, includeOnSend: false });
		const id = String(attached.items[0].json.id);

		await runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'sendEmail', documentNumber: byNumber(invoice) } });
		expect(sandbox().sentSalesMails(tenantId)[0].includedOnSend).toEqual([]);

		const updated = await attachment(credential, { operation: 'update', entityType: 'F', entityId: invoice, attachmentId: id, includeOnSend: true });
		expect(updated.error()).toBeUndefined();
		expect(updated.items[0].json).toMatchObject({ id, includeOnSend: true });
		expect(stored()[0].includeOnSend).toBe(true);
		expect(sandbox().requests.find((request) => request.method === 'PUT')?.body).toEqual({ id, entityId: Number(invoice), entityType: 'F', fileId, includeOnSend: true });

		const valid = await attachment(credential, { operation: 'validateIncludedOnSend', entityType: 'F', entityId: invoice });
		expect(valid.items[0].json).toEqual({ entityType: 'F', entityId: Number(invoice), valid: true, attachmentIds: [id] });
		expect(sandbox().requests.filter((request) => request.path.endsWith('/validateincludedonsend'))).toHaveLength(1);

		const detached = await attachment(credential, { operation: 'detach', attachmentId: id });
		expect(detached.items[0].json).toEqual({ id, detached: true });
		expect(stored()).toEqual([]);
		expect([...sandbox().tenant(tenantId).archive.files.values()].some((file) => file.archiveFileId === fileId)).toBe(true);
	});

	it('attaches any file to a customer, left out on send', async () => {
		const { tenantId, credential, customer, stored } = await invoiced();
		const fileId = await archived(credential, binaryItem('ritning.png', 'image/png', Buffer.from('png bytes')));
		const attached = await attachment(credential, { operation: 'attach', entityType: 'C', entityId: customer, source: 'archiveFileId', archiveFileId: fileId, includeOnSend: false });
		expect(attached.error()).toBeUndefined();
		expect(stored()).toEqual([expect.objectContaining({ entityType: 'C', entityId: Number(customer), fileId, includeOnSend: false })]);
		expect(sandbox().tenant(tenantId).customers[0].CustomerNumber).toBe(customer);
	});

	it("refuses before sending what Fortnox documents: a 6th included on send, a file that is no PDF, over 5 MB, a record number that is no number", async () => {
		const { credential, invoice, stored } = await invoiced();
		for (const name of ['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf']) {
			const made = await attachment(credential, { operation: 'attach', entityType: 'F', entityId: invoice, source: 'binaryData', binaryPropertyName: 'data', includeOnSend: true }, [pdf(name)]);
			expect(made.error()).toBeUndefined();
		}
		const extra = await archived(credential, pdf('6.pdf'));
		sandbox().clearRequests();

		const sixth = await attachment(credential, { operation: 'attach', entityType: 'F', entityId: invoice, source: 'archiveFileId', archiveFileId: extra, includeOnSend: true });
		expect(sixth.error()?.message).toBe(
			`Include on Send is on, but invoice ${invoice} already has 5 attachments included on send: Fortnox includes at most 5; turn one off or attach this one with Include on Send off`,
		);
		const notPdf = await attachment(credential, { operation: 'attach', entityType: 'F', entityId: invoice, source: 'binaryData', binaryPropertyName: 'data', includeOnSend: false }, [
			binaryItem('bild.jpg', 'image/jpeg', Buffer.from('jpeg')),
		]);
		expect(notPdf.error()?.message).toBe('Input Binary Field holds bild.jpg (image/jpeg), not a PDF: Fortnox attaches only PDF files to invoices');
		const large = await attachment(credential, { operation: 'attach', entityType: 'F', entityId: invoice, source: 'binaryData', binaryPropertyName: 'data', includeOnSend: false }, [
			pdf('stor.pdf', 5 * 1024 * 1024),
		]);
		expect(large.error()?.message).toBe(`Input Binary Field holds stor.pdf of ${5 * 1024 * 1024 + 9} bytes: Fortnox attaches files of at most 5 MB (5,242,880 bytes)`);
		const word = await attachment(credential, { operation: 'count', entityType: 'F', entityIds: '1, tio' });
		expect(word.error()?.message).toBe('Record Numbers "tio" has the wrong format: write a whole number such as 1001');
		// Only the reads that count what is included went out: nothing was attached or uploaded.
		expect(sandbox().requests.map((request) => request.method)).toEqual(['GET']);

		const sixthOff = await attachment(credential, { operation: 'attach', entityType: 'F', entityId: invoice, source: 'archiveFileId', archiveFileId: extra, includeOnSend: false });
		expect(sixthOff.items[0].json).toMatchObject({ includeOnSend: false });
		const include = await attachment(credential, { operation: 'update', entityType: 'F', entityId: invoice, attachmentId: String(sixthOff.items[0].json.id), includeOnSend: true });
		expect(include.error()?.message).toMatch(/^Include on Send is on, but invoice \d+ already has 5 attachments included on send/);
		expect(stored().filter((stored) => stored.includeOnSend)).toHaveLength(5);
		expect(sandbox().requests.filter((request) => request.method === 'PUT')).toEqual([]);
	});

	it("passes on Fortnox's refusals: an unknown file or record, a file from an inbox folder attachments do not take; an upload to the inbox lands in Customer Invoices", async () => {
		const { tenantId, credential, invoice } = await invoiced();
		const unknownFile = await attachment(credential, { operation: 'attach', entityType: 'F', entityId: invoice, source: 'archiveFileId', archiveFileId: '0b9f2d1e-0000-4000-8000-000000000000', includeOnSend: false });
		expect(unknownFile.error()?.message).toMatch(/File not found in the archive or inbox/);
		const fileId = await archived(credential);
		const unknownInvoice = await attachment(credential, { operation: 'attach', entityType: 'F', entityId: '9999', source: 'archiveFileId', archiveFileId: fileId, includeOnSend: false });
		expect(unknownInvoice.error()?.message).toMatch(/F 9999 does not exist/);

		const inSupplierInvoices = await runNode(
			{ type: 'fortnox', credential, parameters: { resource: 'inbox', operation: 'upload', folder: { __rl: true, mode: 'id', value: 'inbox_s' }, binaryPropertyName: 'data' } },
			[pdf('lev.pdf')],
		);
		const inboxFile = String(inSupplierInvoices.items[0].json.ArchiveFileId);
		const refused = await attachment(credential, { operation: 'attach', entityType: 'F', entityId: invoice, source: 'archiveFileId', archiveFileId: inboxFile, includeOnSend: false });
		expect(refused.error()?.message).toMatch(/inbox file is attached from Kundfakturor, Ordrar or Offerter/);

		const toInbox = await attachment(
			credential,
			{ operation: 'attach', entityType: 'F', entityId: invoice, source: 'binaryData', binaryPropertyName: 'data', includeOnSend: true, options: { uploadTo: 'inbox' } },
			[pdf('avtal.pdf')],
		);
		expect(toInbox.error()).toBeUndefined();
		const inbox = sandbox().tenant(tenantId).inbox;
		expect([...inbox.files.values()].find((file) => file.name === 'avtal.pdf')?.folderId).toBe('inbox_kf');
	});

	it('under Continue On Fail one bad item fails alone; the others are attached', async () => {
		const { credential, invoice, stored } = await invoiced();
		const result = await attachment(
			credential,
			{ operation: 'attach', entityType: 'F', entityId: invoice, source: 'binaryData', binaryPropertyName: 'data', includeOnSend: true },
			[pdf('a.pdf'), binaryItem('b.txt', 'text/plain', Buffer.from('text')), pdf('c.pdf')] as unknown as IDataObject[],
			{ continueOnFail: true },
		);
		expect(result.items.map((item) => item.json.error ?? (item.json.file as IDataObject).Name)).toEqual(['a.pdf', 'Input Binary Field holds b.txt (text/plain), not a PDF: Fortnox attaches only PDF files to invoices', 'c.pdf']);
		expect(stored()).toHaveLength(2);
	});
});
