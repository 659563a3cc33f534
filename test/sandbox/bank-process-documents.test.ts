import type { DocumentType, Sandbox, TenantCredentials } from '../../sandbox';
import { call, withSandbox, type Auth } from './helpers';
import { expectProblem, START, STOCK, uploadForm } from './bank-process-helpers';

const ACTIVE_BASE: DocumentType[] = [
	'MemorandumOfAssociation', 'ArticlesOfAssociation', 'MinutesOfAnExtraordinaryGeneralMeeting', 'MinutesOfABoardMeeting',
	'BankPowerOfAttorney', 'RegistrationNotification',
];

describe('sandbox bank process: documents', () => {
	let sandbox: Sandbox;
	let t: TenantCredentials;
	let auth: Auth;
	withSandbox({ rateLimit: false }, (s) => (sandbox = s), (tenant, headers) => ([t, auth] = [tenant, headers]));

	const types = async (base: string, id: number | string) => {
		const res = await call<DocumentType[]>(sandbox, 'GET', `${base}/${id}/documents`, { auth });
		expect(res.status).toBe(200);
		return [...res.body].sort();
	};
	const sorted = (list: DocumentType[]) => [...list].sort();
	const content = (base: string, id: number | string, type: string) =>
		call<{ content: string }>(sandbox, 'GET', `${base}/${id}/documents/${type}/content`, { auth });
	const upload = (method: 'PUT' | 'POST', base: string, id: number | string, form: FormData) =>
		call(sandbox, method, `${base}/${id}/documents`, { auth, body: form });

	it('lists stock documents by status as in the availability table', async () => {
		const stock = (fields: Parameters<Sandbox['createStockOrder']>[1]) => sandbox.createStockOrder(t.tenantId, fields).id;
		expect(await types(STOCK, stock({}))).toEqual(sorted(ACTIVE_BASE));
		expect(await types(STOCK, stock({ emission: true }))).toEqual(sorted([...ACTIVE_BASE, 'SubscriptionList', 'BoardsProposal']));
		const sent = sorted([...ACTIVE_BASE, 'GeneralPowerOfAttorney', 'SignedDocumentCollection']);
		expect(await types(STOCK, stock({ status: 'SENT_TO_BV' }))).toEqual(sent);
		expect(await types(STOCK, stock({ status: 'COMPLETED' }))).toEqual(sorted([...sent, 'RegistrationCertificate']));
		expect(await types(STOCK, stock({ status: 'UNKNOWN', emission: true }))).toEqual(['BoardsProposal', 'RegistrationNotification', 'SubscriptionList']);

		// ABORTED: memorandum and bank power of attorney only if generated before
		const abortedAtOnce = [
			'ArticlesOfAssociation', 'GeneralPowerOfAttorney', 'MinutesOfABoardMeeting', 'MinutesOfAnExtraordinaryGeneralMeeting',
			'RegistrationCertificate', 'RegistrationNotification', 'SignedDocumentCollection',
		];
		expect(await types(STOCK, stock({ status: 'ABORTED' }))).toEqual(abortedAtOnce);
		const later = stock({});
		sandbox.updateOrder(t.tenantId, 'stock', later, { status: 'ABORTED' });
		expect(await types(STOCK, later)).toEqual(sorted([...abortedAtOnce, 'BankPowerOfAttorney', 'MemorandumOfAssociation'] as DocumentType[]));

		// DENIED_BY_BANK: the general power of attorney only once the order had been SENT_TO_BV
		const denied = stock({});
		sandbox.updateOrder(t.tenantId, 'stock', denied, { status: 'DENIED_BY_BANK' });
		expect(await types(STOCK, denied)).toEqual(['RegistrationNotification']);
		const deniedLate = stock({ status: 'SENT_TO_BV' });
		sandbox.updateOrder(t.tenantId, 'stock', deniedLate, { status: 'DENIED_BY_BANK' });
		expect(await types(STOCK, deniedLate)).toEqual(['GeneralPowerOfAttorney', 'RegistrationNotification']);
	});

	it('downloads generated documents as base64 PDF content; unavailable → 404, unknown type → 400', async () => {
		const order = sandbox.createStockOrder(t.tenantId);
		const res = await content(STOCK, order.id, 'ArticlesOfAssociation');
		expect(res.status).toBe(200);
		expect(Object.keys(res.body)).toEqual(['content']);
		const bytes = Buffer.from(res.body.content, 'base64');
		expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
		expect(bytes.toString('base64')).toBe(res.body.content);

		const missing = `${STOCK}/${order.id}/documents/RegistrationCertificate/content`;
		expect(expectProblem(await content(STOCK, order.id, 'RegistrationCertificate'), 404, missing).detail).toContain('RegistrationCertificate');
		expectProblem(await content(STOCK, order.id, 'LiquidityCertificate'), 404, `${STOCK}/${order.id}/documents/LiquidityCertificate/content`);
		expectProblem(await content(STOCK, order.id, 'Invoice'), 400, `${STOCK}/${order.id}/documents/Invoice/content`);
		expectProblem(await content(STOCK, 999999, 'ArticlesOfAssociation'), 404, `${STOCK}/999999/documents/ArticlesOfAssociation/content`);
		expectProblem(await call(sandbox, 'GET', `${STOCK}/999999/documents`, { auth }), 404, `${STOCK}/999999/documents`);
	});

	it('uploads a LiquidityCertificate with PUT (204) and returns exactly those bytes', async () => {
		const order = sandbox.createStockOrder(t.tenantId);
		const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80, 0x0a]);
		const res = await upload('PUT', STOCK, order.id, uploadForm(bytes, { type: 'LiquidityCertificate', document_in_effect_date: '2026-03-14' }, 'likvid.pdf'));
		expect(res.status).toBe(204);
		expect(res.raw.length).toBe(0);
		expect(await types(STOCK, order.id)).toEqual(sorted([...ACTIVE_BASE, 'LiquidityCertificate']));
		const got = await content(STOCK, order.id, 'LiquidityCertificate');
		expect(new Uint8Array(Buffer.from(got.body.content, 'base64'))).toEqual(bytes);

		const stored = sandbox.tenant(t.tenantId).companyOrders.documents.stock.get(order.id)!.get('LiquidityCertificate')!;
		expect(stored).toMatchObject({ type: 'LiquidityCertificate', fileName: 'likvid.pdf', contentType: 'application/pdf', inEffectDate: '2026-03-14' });
		const after = (await call<{ updated_at: string }>(sandbox, 'GET', `${STOCK}/${order.id}`, { auth })).body;
		expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(order.updated_at));

		// the deprecated POST does the same and replaces the certificate; the date defaults to today
		const again = await upload('POST', STOCK, order.id, uploadForm('second', { type: 'LiquidityCertificate' }));
		expect(again.status).toBe(204);
		expect(Buffer.from((await content(STOCK, order.id, 'LiquidityCertificate')).body.content, 'base64').toString()).toBe('second');
		const replaced = sandbox.tenant(t.tenantId).companyOrders.documents.stock.get(order.id)!.get('LiquidityCertificate')!;
		expect(replaced.inEffectDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		expect(replaced.inEffectDate).toBe(replaced.uploadedAt.slice(0, 10));

		// no longer shown once the order is aborted
		sandbox.updateOrder(t.tenantId, 'stock', order.id, { status: 'ABORTED' });
		expect(await types(STOCK, order.id)).not.toContain('LiquidityCertificate');
		expect((await content(STOCK, order.id, 'LiquidityCertificate')).status).toBe(404);
	});

	it('validates stock uploads with 400 problems and refuses finished orders with 409', async () => {
		const order = sandbox.createStockOrder(t.tenantId);
		const path = `${STOCK}/${order.id}/documents`;
		const noFile = new FormData();
		noFile.append('type', 'LiquidityCertificate');
		const textFile = new FormData();
		textFile.append('file', 'not a file');
		textFile.append('type', 'LiquidityCertificate');
		const bodies: Array<[string, FormData | string]> = [
			['BankCertificate on a stock order', uploadForm('x', { type: 'BankCertificate' })],
			['an unknown type', uploadForm('x', { type: 'Invoice' })],
			['no type', uploadForm('x', {})],
			['no file', noFile],
			['a text part as file', textFile],
			['a bad date', uploadForm('x', { type: 'LiquidityCertificate', document_in_effect_date: '2026-02-30' })],
			['a date-time', uploadForm('x', { type: 'LiquidityCertificate', document_in_effect_date: '2026-03-14T00:00:00Z' })],
			['not multipart', JSON.stringify({ type: 'LiquidityCertificate' })],
		];
		for (const [, body] of bodies) {
			expectProblem(await call(sandbox, 'PUT', path, { auth, body }), 400, path);
		}
		expect(sandbox.tenant(t.tenantId).companyOrders.documents.stock.has(order.id)).toBe(false);

		const done = sandbox.createStockOrder(t.tenantId, { status: 'ABORTED' });
		const p = `${STOCK}/${done.id}/documents`;
		expectProblem(await upload('PUT', STOCK, done.id, uploadForm('x', { type: 'LiquidityCertificate' })), 409, p);
		expectProblem(await upload('PUT', STOCK, 999999, uploadForm('x', { type: 'LiquidityCertificate' })), 404, `${STOCK}/999999/documents`);
	});

	it('lists start documents by status; BankCertificate only after its upload', async () => {
		const formation: DocumentType[] = ['ArticlesOfAssociation', 'BankPowerOfAttorney', 'GeneralPowerOfAttorney', 'MemorandumOfAssociation'];
		const order = sandbox.createStartOrder(t.tenantId);
		expect(await types(START, order.id)).toEqual(formation);
		expect(await types(START, sandbox.createStartOrder(t.tenantId, { status: 'COMPLETED' }).id)).toEqual(sorted([...formation, 'RegistrationCertificate']));
		expect(await types(START, sandbox.createStartOrder(t.tenantId, { status: 'CANCELLED' }).id)).toEqual(formation);
		expect(await types(START, sandbox.createStartOrder(t.tenantId, { status: 'UNKNOWN' }).id)).toEqual([]);
		expectProblem(await content(START, order.id, 'BankCertificate'), 404, `${START}/${order.id}/documents/BankCertificate/content`);
		expectProblem(await content(START, order.id, 'LiquidityCertificate'), 404, `${START}/${order.id}/documents/LiquidityCertificate/content`);
		const memo = await content(START, order.id, 'MemorandumOfAssociation');
		expect(Buffer.from(memo.body.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
	});

	it('creates a start-order BankCertificate (201) once; a second one is a 409 Conflict problem', async () => {
		const order = sandbox.createStartOrder(t.tenantId);
		const path = `${START}/${order.id}/documents`;
		const created = await upload('POST', START, order.id, uploadForm('bank certificate v1', { type: 'BankCertificate', document_in_effect_date: '2026-04-01' }));
		expect(created.status).toBe(201);
		expect(await types(START, order.id)).toContain('BankCertificate');
		const got = await content(START, order.id, 'BankCertificate');
		expect(Buffer.from(got.body.content, 'base64').toString()).toBe('bank certificate v1');

		const second = await upload('POST', START, order.id, uploadForm('v2', { type: 'BankCertificate' }));
		expect(expectProblem(second, 409, path).title).toBe('Conflict');
		expect(Buffer.from((await content(START, order.id, 'BankCertificate')).body.content, 'base64').toString()).toBe('bank certificate v1');

		expectProblem(await upload('POST', START, order.id, uploadForm('x', { type: 'LiquidityCertificate' })), 400, path);
		const cancelled = sandbox.createStartOrder(t.tenantId, { status: 'CANCELLED' });
		expectProblem(await upload('POST', START, cancelled.id, uploadForm('x', { type: 'BankCertificate' })), 409, `${START}/${cancelled.id}/documents`);
		// the start upload has no PUT
		expectProblem(await upload('PUT', START, order.id, uploadForm('x', { type: 'BankCertificate' })), 404, path);
	});
});
