import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';

import { hostPoller } from '../harness/poll-host';
import { credentialsHelper, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, serviceAccountCredential, startSandbox } from '../harness/sandbox';

type NodeError = Error & { description?: string };

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
});
afterAll(async () => await sandbox.close());

/** Runs `run` and checks it failed with `message`, sending nothing to the service (not even a token request). */
async function refusedBeforeSending(run: () => Promise<{ error(): Error | undefined }>, message: string | RegExp) {
	sandbox.clearRequests();
	const error = (await run()).error() as NodeError | undefined;
	expect(error?.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
	expect(error?.description).toMatch(/[Nn]othing was sent to Fortnox/);
	expect(sandbox.requests).toEqual([]);
	return error!;
}

const apiRequest = (credential: { id: string; type: 'fortnoxApi' }, parameters: IDataObject) =>
	runNode({ type: 'fortnox', credential, parameters: { resource: 'apiRequest', operation: 'send', method: 'GET', path: '/3/customers', ...parameters } });

describe('API Request: what an expression or an imported workflow can put in its fields', () => {
	it.each([
		['the number 5', '={{ 5 }}', 'Path is the number 5, not a text: '],
		['an object', '={{ { "path": "/3/customers" } }}', 'Path is an object, not a text: '],
	])('a Path that is %s: a clear error naming the field', async (_case, path, start) => {
		const { credential } = accessTokenCredential(sandbox);
		const error = await refusedBeforeSending(() => apiRequest(credential, { path }), new RegExp(`^${start}use a path below the base URL`));
		expect(error.message).not.toMatch(/trim is not a function/);
	});

	it('a JSON Body nested 100,000 deep: a clear error, not "Maximum call stack size exceeded"', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
		await refusedBeforeSending(
			() => apiRequest(credential, { method: 'POST', path: '/3/customers', jsonBody: deep }),
			"JSON Body is nested more than 100 levels deep: Fortnox's bodies are a few levels deep; at most 100 are sent",
		);
	});

	it('a JSON Body of ordinary depth is sent', async () => {
		const { credential } = accessTokenCredential(sandbox);
		const result = await apiRequest(credential, { method: 'POST', path: '/3/customers', jsonBody: JSON.stringify({ Customer: { Name: 'Djup AB' } }) });
		expect(result.error()).toBeUndefined();
		expect(result.items[0].json.Customer).toMatchObject({ Name: 'Djup AB' });
	});

	it.each([['TRACE'], ['post'], ['']])('Method %j: a clear error naming the methods', async (method) => {
		const { credential } = accessTokenCredential(sandbox);
		await refusedBeforeSending(() => apiRequest(credential, { method }), `Method ${JSON.stringify(method)} is not a method of the API: use one of GET, POST, PUT, PATCH, DELETE`);
	});

	it.each([[0], [-5], ['abc'], [2.5]])('Paginate with Limit %j: a clear error, not an empty list', async (limit) => {
		const { credential } = accessTokenCredential(sandbox);
		await refusedBeforeSending(
			() => apiRequest(credential, { paginate: true, returnAll: false, limit }),
			`Limit ${JSON.stringify(limit)} is not a number of records: it must be a whole number of at least 1, or turn on Return All`,
		);
	});

	it('a typed Get Many with Limit 0 from an expression: the same error', async () => {
		const { credential } = accessTokenCredential(sandbox);
		await refusedBeforeSending(
			() => runNode({ type: 'fortnox', credential, parameters: { resource: 'customer', operation: 'getAll', returnAll: false, limit: '={{ 0 }}', filters: {} } }),
			'Limit 0 is not a number of records: it must be a whole number of at least 1, or turn on Return All',
		);
	});
});

describe("the credential's settings", () => {
	const withSettings = (settings: ICredentialDataDecryptedObject) => {
		const made = accessTokenCredential(sandbox);
		credentialsHelper.set(made.credential.id, { ...credentialsHelper.stored.get(made.credential.id), ...settings });
		return made.credential;
	};
	const labels = (credential: { id: string; type: 'fortnoxApi' | 'fortnoxServiceAccountApi' }) =>
		runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll' } });

	it.each([
		[{ baseUrl: 'api.fortnox.se' }, `The credential's Base URL "api.fortnox.se" is not a web address: give one such as https://api.fortnox.se, or leave it empty for Fortnox's own`],
		[{ baseUrl: 'ftp://api.fortnox.se' }, `The credential's Base URL "ftp://api.fortnox.se" is not a web address: give one such as https://api.fortnox.se, or leave it empty for Fortnox's own`],
		[{ requestTimeout: 0 }, "The credential's Request Timeout (Seconds) 0 is not allowed: it must be a whole number from 1 to 600"],
		[{ requestTimeout: 'abc' }, `The credential's Request Timeout (Seconds) "abc" is not allowed: it must be a whole number from 1 to 600`],
		[{ workersSharingToken: 0 }, "The credential's Workers Sharing This Token 0 is not allowed: it must be a whole number from 1 to 25"],
	])('%j: a clear error naming the setting, nothing sent', async (settings, message) => {
		await refusedBeforeSending(() => labels(withSettings(settings)), message);
	});

	it('a service account whose Auth URL is not a web address: a clear error, no token request', async () => {
		const { credential } = serviceAccountCredential(sandbox);
		credentialsHelper.set(credential.id, { ...credentialsHelper.stored.get(credential.id), authUrl: 'apps.fortnox.se' });
		await refusedBeforeSending(
			() => labels(credential),
			`The credential's Auth URL "apps.fortnox.se" is not a web address: give one such as https://apps.fortnox.se, or leave it empty for Fortnox's own`,
		);
	});

	it('the settings as the dialog saves them (numbers, a trailing slash) still work', async () => {
		const result = await labels(withSettings({ requestTimeout: 30, workersSharingToken: 2, baseUrl: `${sandbox.url}/` }));
		expect(result.error()).toBeUndefined();
	});
});

describe('Fortnox Trigger: Events given by an expression as a text', () => {
	const events = '={{ "invoiceBookkept" }}';

	it('refuses it on activation (the first poll) with a clear message, sending nothing', async () => {
		const { credential } = accessTokenCredential(sandbox);
		sandbox.clearRequests();
		const outcome = await hostPoller({ type: 'fortnoxTrigger', credential, parameters: { events } }).poll();
		expect(outcome.error?.message).toBe('Events are "invoiceBookkept", not a list: choose them from the list, or give a list such as ["articleCreated"]');
		expect(outcome.error?.message).not.toMatch(/is not a function/);
		expect(sandbox.requests).toEqual([]);
	});

	it('refuses it in the manual test too', async () => {
		const { credential } = accessTokenCredential(sandbox);
		await refusedBeforeSending(
			() => runNode({ type: 'fortnoxTrigger', credential, parameters: { events } }),
			'Events are "invoiceBookkept", not a list: choose them from the list, or give a list such as ["articleCreated"]',
		);
	});
});
