import type { IDataObject } from 'n8n-workflow';

import { once, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, oAuth2Credential, startSandbox } from '../harness/sandbox';

type NodeError = Error & { description?: string; httpCode?: string };

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
});
afterAll(async () => await sandbox.close());
const proxy = useFaultProxy(() => sandbox.url);

const isCreate = (request: { method: string; path: string }) => request.method === 'POST' && request.path === '/3/labels';
const createLabels = (credential: { id: string; type: 'fortnoxApi' | 'fortnoxOAuth2Api' }, names: string[], continueOnFail = false) =>
	runNode(
		{ type: 'fortnox', credential, continueOnFail, parameters: { resource: 'label', operation: 'create', description: '={{ $json.name }}' } },
		names.map((name) => ({ name })),
	);
const labelsOf = (tenantKey: string) => (sandbox.tenant(tenantKey).labels as IDataObject[]).map((label) => label.Description);

describe('a create whose answer is lost', () => {
	it.each([
		['the connection drops after Fortnox applied it', { kind: 'dropAnswer' as const }, /the connection was dropped/, undefined],
		['a gateway answers 502 with its HTML page', { kind: 'gatewayAfterForward' as const, status: 502 }, /a gateway answered HTTP 502/, '502'],
	])('%s: not sent again, and the error says it may exist and how to check', async (_case, fault, how, httpCode) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		throughProxy(credential, proxy());
		proxy().setRule(once(isCreate, fault));

		const result = await createLabels(credential, ['Export']);
		const error = result.error() as NodeError;
		expect(error.message).toMatch(/^No answer from Fortnox to POST \/3\/labels \(/);
		expect(error.message).toMatch(how);
		expect(error.message).toMatch(/Fortnox may have applied it$/);
		expect(error.description).toMatch(/It was not sent again/);
		expect(error.description).toMatch(/look the record up \(with a Get or Get Many of this resource, or in Fortnox\)/);
		expect(`${error.message} ${error.description}`).not.toMatch(/<html>|retry the request immediately/i);
		expect(error.httpCode ?? undefined).toBe(httpCode);
		// What the error warns of is what happened: Fortnox holds the label, once.
		expect(labelsOf(tenant.accessToken)).toEqual(['Export']);
		expect(proxy().log.filter(isCreate)).toHaveLength(1);
	});

	it.each([
		['access token', accessTokenCredential],
		['OAuth2', oAuth2Credential],
	])('an answer that never comes ends at the credential’s Request Timeout (%s)', async (_kind, credentialFor) => {
		const { tenant, credential } = credentialFor(sandbox);
		throughProxy(credential, proxy(), { requestTimeout: 1 });
		proxy().setRule(once(isCreate, { kind: 'hangAfterForward' }));

		const result = await createLabels(credential, ['Prio']);
		expect(result.error()?.message).toBe('No answer from Fortnox to POST /3/labels (no answer within 1 s): Fortnox may have applied it');
		expect(labelsOf(tenant.tenantId)).toEqual(['Prio']);
		expect(proxy().log.filter(isCreate)).toHaveLength(1);
	});

	it('under Continue On Fail only that item fails; the others are created', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		throughProxy(credential, proxy());
		let creates = 0;
		proxy().setRule((request) => (isCreate(request) && ++creates === 2 ? { kind: 'gatewayAfterForward', status: 504 } : { kind: 'pass' }));

		const result = await createLabels(credential, ['A', 'B', 'C'], true);
		expect(result.error()).toBeUndefined();
		const outputs = result.items.map((item) => item.json);
		expect(outputs.filter((output) => output.error === undefined)).toHaveLength(2);
		const failed = outputs.find((output) => output.error !== undefined)!;
		expect(failed).toMatchObject({ error: expect.stringMatching(/a gateway answered HTTP 504 in its place\): Fortnox may have applied it$/), httpCode: '504' });
		expect(labelsOf(tenant.accessToken).sort()).toEqual(['A', 'B', 'C']);
		expect(proxy().log.filter(isCreate)).toHaveLength(3);
	});
});

describe('requests that are safe to repeat', () => {
	it('a read whose answer never came is sent again and succeeds', async () => {
		const { credential } = accessTokenCredential(sandbox);
		await createLabels(credential, ['Kund']);
		throughProxy(credential, proxy(), { requestTimeout: 1 });
		proxy().setRule(once((request) => request.method === 'GET', { kind: 'hangAfterForward' }));

		const listed = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll', returnAll: true } });
		expect(listed.error()).toBeUndefined();
		expect(listed.items.map((item) => item.json.Description)).toEqual(['Kund']);
		expect(proxy().log.filter((request) => request.method === 'GET')).toHaveLength(2);
	});

	it('a DELETE repeated after a lost answer meets 404: the first one deleted it, so it succeeded', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const [created] = (await createLabels(credential, ['Gammal'])).items;
		throughProxy(credential, proxy());
		proxy().setRule(once((request) => request.method === 'DELETE', { kind: 'dropAnswer' }));

		const deleted = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'delete', labelId: String(created.json.Id) } });
		expect(deleted.error()).toBeUndefined();
		expect(deleted.items[0].json).toEqual({ deleted: true, Id: created.json.Id });
		expect(labelsOf(tenant.accessToken)).toEqual([]);
		expect(proxy().log.filter((request) => request.method === 'DELETE')).toHaveLength(2);
	});

	it('a DELETE of what never existed still reports 404 as not found', async () => {
		const { credential } = accessTokenCredential(sandbox);
		throughProxy(credential, proxy());
		const deleted = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'delete', labelId: '9999' } });
		expect((deleted.error() as NodeError).httpCode).toBe('404');
	});
});

// n8n-workflow 1.x keeps no response headers on a failed request (npm run test:compat): the node cannot see a Retry-After there.
const seesResponseHeaders = !String(process.env.N8N_COMPAT_LINE ?? '').startsWith('1.');

describe('a 429 asking to wait longer than a request waits', () => {
	(seesResponseHeaders ? it : it.skip)('fails that item at once, says so, and holds no other request on the token', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		throughProxy(credential, proxy());
		proxy().setRule(once(isCreate, { kind: 'answer', status: 429, headers: { 'Retry-After': '86400' }, body: '{"message":"Too Many Requests"}' }));

		const refused = await createLabels(credential, ['Först']);
		const error = refused.error() as NodeError;
		expect(error.message).toBe(
			'Fortnox asked to wait 86400 s before the next request (HTTP 429, Retry-After), longer than the 5 minutes a request waits',
		);
		expect(error.description).toMatch(/^Nothing was applied/);

		// A day's Retry-After did not block the token's limiter: the next run goes through (within the test's timeout).
		const next = await createLabels(credential, ['Sedan']);
		expect(next.error()).toBeUndefined();
		expect(labelsOf(tenant.accessToken)).toEqual(['Sedan']);
	});
});
