import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startSandbox, type Sandbox } from '../../sandbox';
import { eventually } from '../harness/eventually';
import { basicAuthorization, call, legacy } from './helpers';

// startSandbox's stateFile (`npm start` keeps the demo's records between starts): a sandbox saved on
// close and started again from the file answers as the first did, and goes on numbering where it stopped.

/** The demo tenant and app of sandbox/demo-data.js. */
const DEMO = { tenantId: 'demo', accessToken: 'demo-access-token', clientSecret: 'demo-client-secret', oauthClientId: 'demo-client-id', oauthClientSecret: 'demo-client-secret' };
const auth = legacy({ tenantId: DEMO.tenantId, accessToken: DEMO.accessToken, clientSecret: DEMO.clientSecret });

/** The answers a user would look at again after a restart, with the sandbox's own address taken out. */
async function answers(sandbox: Sandbox, ids: { invoice: number; archiveFile: string; inbound: number }) {
	const get = async (route: string) => {
		const res = await call(sandbox, 'GET', route, { auth });
		expect(res.status).toBe(200);
		return res.raw.toString('utf8').split(sandbox.url).join('<sandbox>');
	};
	return {
		customers: await get('/3/customers?limit=500'),
		customer: await get('/3/customers/C-KEPT'),
		invoice: await get(`/3/invoices/${ids.invoice}`),
		invoices: await get('/3/invoices'),
		archive: await get('/3/archive'),
		archiveFile: await get(`/3/archive/${ids.archiveFile}`),
		inbound: await get(`/api/warehouse/deliveries-v1/inbounddeliveries/${ids.inbound}`),
		stock: await get('/api/warehouse/status-v1/stockbalance?itemIds=1001'),
		labels: await get('/3/labels'),
	};
}

describe('sandbox state file', () => {
	let dir: string;
	let stateFile: string;
	const open: Sandbox[] = [];
	const start = async (options: { saveEveryMs?: number } = {}) => {
		const sandbox = await startSandbox({ demo: true, rateLimit: false, stateFile, ...options });
		open.push(sandbox);
		return sandbox;
	};

	beforeEach(() => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-state-'));
		stateFile = path.join(dir, 'sandbox-state.bin');
	});
	afterEach(async () => {
		await Promise.all(open.splice(0).map((s) => s.close()));
		fs.rmSync(dir, { recursive: true, force: true });
	});

	it('a sandbox saved on close and started from its file answers as before: customers, invoices, archive files, warehouse documents, tokens', async () => {
		const first = await start();
		expect(first.keptFrom).toBeNull();
		const post = async (route: string, json: unknown) => {
			const res = await call<Record<string, Record<string, unknown>>>(first, 'POST', route, { auth, json });
			expect(res.status).toBe(201);
			return res.body;
		};
		await post('/3/customers', { Customer: { CustomerNumber: 'C-KEPT', Name: 'Kvarhållna AB', Email: 'kvar@example.com' } });
		const invoice = await post('/3/invoices', {
			Invoice: { CustomerNumber: 'C-KEPT', InvoiceDate: '2026-03-02', InvoiceRows: [{ Description: 'Konsulttimme', DeliveredQuantity: 3, Price: 950 }] },
		});
		const form = new FormData();
		const pdfBytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10, 0x80]);
		form.append('file', new Blob([pdfBytes], { type: 'application/pdf' }), 'avtal.pdf');
		const uploaded = await call<{ File: { Id: string; ArchiveFileId: string } }>(first, 'POST', '/3/archive', { auth, body: form });
		expect(uploaded.status).toBe(201);
		const inbound = await call<{ id: number }>(first, 'POST', '/api/warehouse/deliveries-v1/inbounddeliveries', {
			auth,
			json: { currency: 'SEK', currencyRate: 1, date: '2026-03-10', stockPointCode: 'MAIN', rows: [{ itemId: '1001', quantity: 4 }] },
		});
		expect(inbound.status).toBe(201);
		expect((await call(first, 'PUT', `/api/warehouse/deliveries-v1/inbounddeliveries/${inbound.body.id}/release`, { auth })).status).toBe(204);
		const refresh = first.issueOAuthTokens(DEMO.tenantId, DEMO.oauthClientId).refresh_token;
		const ids = { invoice: Number((invoice.Invoice as { DocumentNumber: string }).DocumentNumber), archiveFile: uploaded.body.File.Id, inbound: inbound.body.id };
		const before = await answers(first, ids);
		await first.close();

		const closedAt = fs.statSync(stateFile).mtime.getTime();
		const second = await start();
		expect(second.keptFrom?.getTime()).toBe(closedAt);
		// Started from the file, it has nothing new to save.
		second.saveState();
		expect(fs.statSync(stateFile).mtime.getTime()).toBe(closedAt);
		expect(await answers(second, ids)).toEqual(before);
		// The uploaded file's bytes, not only its listing.
		const download = await call(second, 'GET', `/3/archive/${ids.archiveFile}`, { auth });
		expect(download.raw.equals(pdfBytes)).toBe(true);
		// Counters go on: the next invoice has the next number.
		const next = await call<{ Invoice: { DocumentNumber: string } }>(second, 'POST', '/3/invoices', {
			auth,
			json: { Invoice: { CustomerNumber: 'C-KEPT', InvoiceRows: [{ Description: 'Resa', DeliveredQuantity: 1, Price: 100 }] } },
		});
		expect(Number(next.body.Invoice.DocumentNumber)).toBe(ids.invoice + 1);
		// A refresh token issued before the restart still gets tokens (an n8n OAuth2 credential stays connected).
		const token = await fetch(`${second.url}/oauth-v1/token`, {
			method: 'POST',
			headers: { Authorization: basicAuthorization(DEMO.oauthClientId, DEMO.oauthClientSecret), 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: String(refresh) }),
		});
		expect(token.status).toBe(200);
	});

	it('saves on its timer once the state has changed, and writes the file by renaming a complete one', async () => {
		const sandbox = await start({ saveEveryMs: 200 });
		const savedAt = () => fs.statSync(stateFile).mtimeMs;
		const fresh = savedAt();
		await new Promise((resolve) => setTimeout(resolve, 600));
		expect(savedAt()).toBe(fresh);
		expect((await call(sandbox, 'POST', '/3/customers', { auth, json: { Customer: { Name: 'Timer AB' } } })).status).toBe(201);
		await eventually('the timer to save the changed state', () => savedAt() > fresh);
		expect(fs.readdirSync(dir)).toEqual(['sandbox-state.bin']);
		// The saved file alone (no close) already holds the new customer.
		fs.copyFileSync(stateFile, path.join(dir, 'copy.bin'));
		const copy = await startSandbox({ rateLimit: false, stateFile: path.join(dir, 'copy.bin') });
		open.push(copy);
		const names = (await call<{ Customers: Array<{ Name: string }> }>(copy, 'GET', '/3/customers', { auth })).body.Customers.map((c) => c.Name);
		expect(names).toContain('Timer AB');
	});
});
