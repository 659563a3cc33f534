import type { IDataObject } from 'n8n-workflow';

import type { Canary } from '../harness/canary';
import { startCanary } from '../harness/canary';
import type { Fault, ProxiedRequest } from '../harness/fault-proxy';
import { once, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, oAuth2Credential, serviceAccountCredential, startSandbox } from '../harness/sandbox';

type NodeError = Error & { description?: string; httpCode?: string };
type CredentialSpec = { id: string; type: 'fortnoxApi' | 'fortnoxOAuth2Api' | 'fortnoxServiceAccountApi' };

// n8n-workflow 1.x keeps no response headers on a failed request (npm run test:compat): the Location is not seen there.
const seesResponseHeaders = !String(process.env.N8N_COMPAT_LINE ?? '').startsWith('1.');

let sandbox: Sandbox;
/** Another host (127.0.0.2), and another port of the same host: nothing may ever reach either. */
let otherHost: Canary;
let otherPort: Canary;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
	otherHost = await startCanary('127.0.0.2');
	otherPort = await startCanary('127.0.0.1');
});
afterAll(async () => {
	await sandbox.close();
	await otherHost.close();
	await otherPort.close();
});
const proxy = useFaultProxy(() => sandbox.url);
afterEach(() => {
	const seen = [otherHost.connections, otherPort.connections];
	otherHost.connections = otherPort.connections = 0;
	expect(seen).toEqual([0, 0]);
});

const redirectTo = (status: number, target: string): Fault => ({ kind: 'answer', status, headers: { Location: target } });
const labelsOf = (tenantKey: string) => (sandbox.tenant(tenantKey).labels as IDataObject[]).map((label) => label.Description);

/** Every credential type, its requests (and a service account's token request too) through the proxy. */
const credentials: Array<[string, () => { tenant: { tenantId: string; accessToken: string }; credential: CredentialSpec }]> = [
	['access token', () => accessTokenCredential(sandbox)],
	['OAuth2', () => oAuth2Credential(sandbox)],
	['service account', () => serviceAccountCredential(sandbox)],
];
function viaProxy(make: () => { tenant: { tenantId: string; accessToken: string }; credential: CredentialSpec }, settings: IDataObject = {}) {
	const made = make();
	throughProxy(made.credential, proxy(), made.credential.type === 'fortnoxServiceAccountApi' ? { authUrl: proxy().url, ...settings } : settings);
	return made;
}

function expectRedirectRefused(error: NodeError | undefined, method: string, path: string, status: number, target: string) {
	expect(error?.message).toMatch(new RegExp(`^Fortnox's address answered ${method} ${path.replace(/[/?]/g, '\\$&')} with a redirect \\(HTTP ${status}\\) to `));
	if (seesResponseHeaders) expect(error?.message).toContain(`to ${target}; it was not followed`);
	expect(error?.description).toMatch(/Fortnox's API does not redirect.*nothing was sent there\. Check the credential's Base URL/);
	expect(error?.httpCode).toBe(String(status));
}

describe('a redirect never carries the credential to another host or port', () => {
	const isLabels = (request: ProxiedRequest) => request.path === '/3/labels';

	describe.each(credentials)('%s', (_kind, make) => {
		it.each([
			[301, () => `${otherHost.url}/3/labels`],
			[302, () => `${otherPort.url}/3/labels`],
		])('Label → Get Many meets a %i: an error that names where it pointed, and no connection there', async (status, target) => {
			const { credential } = viaProxy(make);
			proxy().setRule((request) => (isLabels(request) ? redirectTo(status, target()) : { kind: 'pass' }));

			const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll' } });
			expectRedirectRefused(result.error() as NodeError, 'GET', '/3/labels', status, target());
			expect(proxy().log.filter(isLabels)).toHaveLength(1);
		});

		it.each([307, 308])('API Request POST with a body meets a %i: the body and the credential stay, the label is not created twice', async (status) => {
			const { tenant, credential } = viaProxy(make);
			proxy().setRule(once((request) => request.method === 'POST' && isLabels(request), redirectTo(status, `${otherHost.url}/3/labels`)));

			const result = await runNode({
				type: 'fortnox',
				credential,
				parameters: { resource: 'apiRequest', operation: 'send', method: 'POST', path: '/3/labels', jsonBody: '{ "Label": { "Description": "Secret" } }' },
			});
			expectRedirectRefused(result.error() as NodeError, 'POST', '/3/labels', status, `${otherHost.url}/3/labels`);
			expect(labelsOf(tenant.tenantId)).toEqual([]);
		});
	});

	it('API Request with Paginate: a redirect of page 2 fails the list instead of reading it elsewhere', async () => {
		const { tenant, credential } = viaProxy(() => accessTokenCredential(sandbox));
		sandbox.addCustomers(tenant.tenantId, 520);
		proxy().setRule((request) =>
			request.path === '/3/customers' && request.query.get('page') === '2' ? redirectTo(302, `${otherHost.url}/3/customers?page=2`) : { kind: 'pass' },
		);

		const result = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'apiRequest', operation: 'send', method: 'GET', path: '/3/customers', paginate: true, returnAll: true },
		});
		expectRedirectRefused(result.error() as NodeError, 'GET', '/3/customers', 302, `${otherHost.url}/3/customers?page=2`);
	});

	it('API Request with File output: a redirect to a file elsewhere is not downloaded', async () => {
		const { credential } = viaProxy(() => oAuth2Credential(sandbox));
		proxy().setRule(once(isLabels, redirectTo(302, `${otherHost.url}/files/invoice.pdf`)));

		const result = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'apiRequest', operation: 'send', method: 'GET', path: '/3/labels', responseFormat: 'file', binaryPropertyName: 'data' },
		});
		expectRedirectRefused(result.error() as NodeError, 'GET', '/3/labels', 302, `${otherHost.url}/files/invoice.pdf`);
	});

	it.each([307, 308])("the service account's token request meets a %i: client ID, secret and tenant are not sent elsewhere", async (status) => {
		const { credential } = viaProxy(() => serviceAccountCredential(sandbox));
		proxy().setRule((request) => (request.path === '/oauth-v1/token' ? redirectTo(status, `${otherHost.url}/oauth-v1/token`) : { kind: 'pass' }));

		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll' } });
		const error = result.error() as NodeError;
		expect(error.message).toMatch(new RegExp(`^Fortnox's token endpoint answered with a redirect \\(HTTP ${status}\\)`));
		if (seesResponseHeaders) expect(error.message).toContain(`to ${otherHost.url}/oauth-v1/token; it was not followed`);
		// Nothing reached the API either: without a token no request leaves.
		expect(proxy().log.filter(isLabels)).toHaveLength(0);
	});
});

describe("the Request Timeout bounds the whole answer, not only silence", () => {
	const trickle: Fault = { kind: 'trickle', intervalMs: 1000 };

	it.each(credentials)('a read whose answer trickles in is cut at the timeout and read again (%s)', async (_kind, make) => {
		const { credential } = viaProxy(make, { requestTimeout: 2 });
		proxy().setRule(once((request) => request.path === '/3/labels', trickle));

		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll' } });
		expect(result.error()).toBeUndefined();
		// The node gave up on the trickle before its last byte (it takes minutes) and read again.
		expect(proxy().log.filter((request) => request.path === '/3/labels').map(({ fault, whole }) => ({ fault, whole }))).toEqual([
			{ fault: 'trickle', whole: undefined },
			{ fault: 'pass', whole: undefined },
		]);
	});

	it('a create whose answer trickles in ends at the timeout with the may-have-applied error, sent once', async () => {
		const { tenant, credential } = viaProxy(() => accessTokenCredential(sandbox), { requestTimeout: 2 });
		proxy().setRule(once((request) => request.method === 'POST', trickle));

		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'create', description: 'Slow' } });
		expect(result.error()?.message).toBe('No answer from Fortnox to POST /3/labels (no answer within 2 s): Fortnox may have applied it');
		expect(labelsOf(tenant.accessToken)).toEqual(['Slow']);
		expect(proxy().log.filter((request) => request.method === 'POST').map(({ fault, whole }) => ({ fault, whole }))).toEqual([{ fault: 'trickle', whole: undefined }]);
	});
});

describe('a server error after a create that Fortnox performed', () => {
	const isCreate = (request: ProxiedRequest) => request.method === 'POST' && request.path === '/3/labels';
	const asServerError = (json: unknown): Fault => ({ kind: 'rewrite', change: (answer) => ({ ...answer, status: 500, json }) });

	it.each([
		['an HTML page', { kind: 'gatewayAfterForward', status: 500 } as Fault],
		['a JSON body that is none of Fortnox’s errors', asServerError({ status: 500 })],
	])('HTTP 500 with %s: reported like a lost answer, not sent again', async (_case, fault) => {
		const { tenant, credential } = viaProxy(() => accessTokenCredential(sandbox));
		proxy().setRule(once(isCreate, fault));

		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'create', description: 'Maybe' } });
		const error = result.error() as NodeError;
		expect(error.message).toBe("No answer from Fortnox to POST /3/labels (HTTP 500 came back without an error of Fortnox's own): Fortnox may have applied it");
		expect(error.description).toMatch(/It was not sent again.*look the record up/);
		expect(`${error.message} ${error.description}`).not.toMatch(/<html>|not able to process your request/i);
		expect(labelsOf(tenant.accessToken)).toEqual(['Maybe']);
		expect(proxy().log.filter(isCreate)).toHaveLength(1);
	});

	it("HTTP 500 with Fortnox's own error: Fortnox's message and code, and that it may have applied it", async () => {
		const { tenant, credential } = viaProxy(() => accessTokenCredential(sandbox));
		proxy().setRule(once(isCreate, asServerError({ ErrorInformation: { error: 1, message: 'Ett internt fel uppstod', code: 2000000 } })));

		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'create', description: 'Applied' } });
		const error = result.error() as NodeError;
		expect(error.message).toBe('Fortnox answered POST /3/labels with a server error (HTTP 500: Ett internt fel uppstod · code 2000000): Fortnox may have applied it');
		expect(error.description).toMatch(/It was not sent again.*look the record up/);
		expect(labelsOf(tenant.accessToken)).toEqual(['Applied']);
		expect(proxy().log.filter(isCreate)).toHaveLength(1);
	});
});

describe('the token request: retried where that is safe, remembered when refused, and told truthfully', () => {
	const isToken = (request: ProxiedRequest) => request.path === '/oauth-v1/token';
	const tokenRequests = () => proxy().log.filter(isToken).length;
	const getLabels = (credential: CredentialSpec, items = 1, continueOnFail = false) =>
		runNode({ type: 'fortnox', credential, continueOnFail, parameters: { resource: 'label', operation: 'getAll' } }, Array.from({ length: items }, () => ({})));
	const serviceAccount = (settings: IDataObject = {}) => viaProxy(() => serviceAccountCredential(sandbox), settings);
	const html = (status: number): Fault => ({ kind: 'answer', status, headers: { 'Content-Type': 'text/html', 'Retry-After': '0' }, body: `<html><body><h1>${status}</h1></body></html>` });

	it.each([
		['dropped', { kind: 'dropAnswer' } as Fault],
		['answered 500', { kind: 'answer', status: 500, body: '' } as Fault],
		['answered 502 by a gateway', { kind: 'gatewayAfterForward', status: 502 } as Fault],
		['answered 429', { kind: 'answer', status: 429, body: '{"error":"too_many_requests"}' } as Fault],
		['unanswered until the timeout', { kind: 'hangAfterForward' } as Fault],
	])('one token request %s: sent again, and the run succeeds', async (_case, fault) => {
		const { credential } = serviceAccount({ requestTimeout: 2 });
		proxy().setRule(once(isToken, fault));

		const result = await getLabels(credential);
		expect(result.error()).toBeUndefined();
		expect(tokenRequests()).toBe(2);
	});

	it.each([
		[429, /^Fortnox's token endpoint answered Too Many Requests \(HTTP 429\) to all 5 attempts of the service account's token request for company \(tenant\) [\w-]+$/],
		[502, /^No token from Fortnox after 5 attempts of the service account's token request for company \(tenant\) [\w-]+ \(last: a gateway answered HTTP 502 in its place\)$/],
	])('a token endpoint that keeps answering %i: five attempts, then the truth, no raw page', async (status, message) => {
		const { credential } = serviceAccount();
		proxy().setRule((request) => (isToken(request) ? html(status) : { kind: 'pass' }));

		const error = (await getLabels(credential)).error() as NodeError;
		expect(error.message).toMatch(message);
		expect(error.description).toMatch(/No request was sent to Fortnox's API without a token, so running the item again is safe/);
		expect(`${error.message} ${error.description}`).not.toMatch(/<html>|5 minutes/);
		expect(tokenRequests()).toBe(5);
		expect(proxy().log.filter((request) => request.path === '/3/labels')).toHaveLength(0);
	});

	it('a 200 without a token says so, with what came instead', async () => {
		const { credential } = serviceAccount();
		proxy().setRule((request) => (isToken(request) ? { kind: 'rewrite', change: (answer) => ({ ...answer, json: { token_type: 'bearer' } }) } : { kind: 'pass' }));

		const error = (await getLabels(credential)).error() as NodeError;
		expect(error.message).toBe('Fortnox answered the service account\'s token request (HTTP 200) without an access token; it answered {"token_type":"bearer"}');
		expect(error.message).not.toMatch(/undefined/);
	});

	it.each([
		['a wrong secret', { clientSecret: 'not-the-secret' }],
		['a wrong tenant', { tenantId: 'no-such-tenant' }],
	])('%s under Continue On Fail: 20 items fail with the refusal after one token request, and the next run asks once again', async (_case, wrong) => {
		const { credential } = serviceAccount(wrong);

		const result = await getLabels(credential, 20, true);
		expect(result.error()).toBeUndefined();
		expect(result.items).toHaveLength(20);
		for (const item of result.items) expect(String(item.json.error)).toMatch(/^Fortnox refused the service account's token request/);
		expect(tokenRequests()).toBe(1);
		await getLabels(credential, 20, true);
		expect(tokenRequests()).toBe(2);
	});

	it.each([[-1], [0], ['soon']])('a nonsense lifetime (expires_in %p) does not mean a token request per API request', async (expiresIn) => {
		const { credential } = serviceAccount();
		proxy().setRule((request) =>
			isToken(request) ? { kind: 'rewrite', change: (answer) => ({ ...answer, json: { ...(answer.json as IDataObject), expires_in: expiresIn } }) } : { kind: 'pass' },
		);

		const result = await getLabels(credential, 20);
		expect(result.error()).toBeUndefined();
		expect(proxy().log.filter((request) => request.path === '/3/labels')).toHaveLength(20);
		expect(tokenRequests()).toBe(1);
	});

	it("an OAuth2 renewal answered 429 once is sent again, and the item succeeds", async () => {
		const { credential } = viaProxy(() => oAuth2Credential(sandbox));
		throughProxy(credential, proxy(), { accessTokenUrl: `${proxy().url}/oauth-v1/token` });
		sandbox.expireAccessTokens();
		proxy().setRule(once(isToken, { kind: 'answer', status: 429, headers: { 'Retry-After': '0' }, body: '{"error":"too_many_requests"}' }));

		const result = await getLabels(credential);
		expect(result.error()).toBeUndefined();
		expect(tokenRequests()).toBe(2);
	});
});
