import http from 'node:http';

import type { INodeExecutionData } from 'n8n-workflow';

import { credentialsHelper, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, expireTokensAtLabel, oAuth2Credential, startSandbox } from '../harness/sandbox';

/**
 * In front of the sandbox: holds each label create back by the delay its description asks for
 * ("… ~120" → 120 ms), so requests reach the service, and answers come back, in an order other
 * than the input's, as they do from a remote service under load.
 */
async function reorderingProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const body = Buffer.concat(chunks);
			const delay = Number(/~(\d+)/.exec(body.toString())?.[1] ?? 0);
			setTimeout(() => {
				const headers = Object.fromEntries(
					Object.entries(req.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
				) as Record<string, string>;
				fetch(`${target}${req.url}`, { method: req.method, headers, body: body.length ? body : undefined })
					.then(async (answer) => {
						res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
						res.end(Buffer.from(await answer.arrayBuffer()));
					})
					.catch(() => res.destroy());
			}, delay);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };
	return {
		url: `http://127.0.0.1:${port}`,
		close: async () => await new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
	};
}

const createLabels = (concurrency?: number) => ({
	resource: 'label',
	operation: 'create',
	description: '={{ $json.name }}',
	...(concurrency === undefined ? {} : { concurrency }),
});

/** Label names whose delays fall as the index rises: the later an item, the sooner it arrives. */
const reversedNames = (count: number) => Array.from({ length: count }, (_, k) => ({ name: `L${k} ~${(count - k) * 15}` }));

const descriptions = (items: INodeExecutionData[]) => items.map((item) => item.json.Description ?? item.json.error);
const pairs = (items: INodeExecutionData[]) => items.map((item) => item.pairedItem);
const indexes = (count: number) => Array.from({ length: count }, (_, item) => ({ item }));

let sandbox: Sandbox;
let proxy: Awaited<ReturnType<typeof reorderingProxy>>;
beforeAll(async () => {
	sandbox = await startSandbox();
	proxy = await reorderingProxy(sandbox.url);
});
afterAll(async () => {
	await proxy.close();
	await sandbox.close();
});

/** An access-token credential for a new tenant, reached through the reordering proxy. */
function viaProxy() {
	const { tenant, credential } = accessTokenCredential(sandbox);
	credentialsHelper.set(credential.id, { ...credentialsHelper.stored.get(credential.id), baseUrl: proxy.url });
	return { labels: () => sandbox.tenant(tenant.accessToken).labels, credential };
}

describe('items side by side', () => {
	it('keeps the input order and pairing when the service answers in another order', async () => {
		const { labels, credential } = viaProxy();
		const items = reversedNames(20);
		const result = await runNode({ type: 'fortnox', credential, parameters: createLabels() }, items);

		expect(result.error()).toBeUndefined();
		expect(descriptions(result.items)).toEqual(items.map((item) => item.name));
		expect(pairs(result.items)).toEqual(indexes(20));
		// The sandbox numbers labels as they arrive: items overtook each other on the way.
		const ids = result.items.map((item) => item.json.Id as number);
		expect(ids).not.toEqual([...ids].sort((a, b) => a - b));
		expect(labels()).toHaveLength(20);
	});

	it('with Concurrency 1 sends one item after the other', async () => {
		const { labels, credential } = viaProxy();
		const items = reversedNames(6);
		const result = await runNode({ type: 'fortnox', credential, parameters: createLabels(1) }, items);

		expect(result.error()).toBeUndefined();
		expect(descriptions(result.items)).toEqual(items.map((item) => item.name));
		expect(labels().map((label) => label.Description)).toEqual(items.map((item) => item.name));
	});

	it('under Continue On Fail fails only the bad item among good ones running beside it', async () => {
		const { labels, credential } = viaProxy();
		const items = reversedNames(12);
		items[7] = { name: items[3].name };
		const result = await runNode({ type: 'fortnox', credential, continueOnFail: true, parameters: createLabels() }, items);

		expect(result.error()).toBeUndefined();
		expect(pairs(result.items)).toEqual(indexes(12));
		const failed = result.items.filter((item) => item.json.error !== undefined);
		expect(failed.map((item) => item.pairedItem)).toEqual([{ item: 7 }]);
		expect(failed[0].json.error).toMatch(/already exists/);
		expect(labels()).toHaveLength(11);
	});

	it('without Continue On Fail stops: the failing item is reported and no request leaves after it', async () => {
		const { labels, credential } = viaProxy();
		// 19 of the token's 25 requests per 5 s spent just before: six items leave, item 5 last, and
		// the others wait in the limiter for the next window, seconds after item 5's failure came back.
		const before = Array.from({ length: 19 }, (_, k) => ({ name: `Before ${k}` }));
		expect((await runNode({ type: 'fortnox', credential, parameters: createLabels(25) }, before)).error()).toBeUndefined();
		const items = Array.from({ length: 40 }, (_, k) => ({ name: `Stop ${k}` }));
		items[5] = { name: 'Stop 1' };
		sandbox.resetStats();
		const result = await runNode({ type: 'fortnox', credential, parameters: createLabels(25) }, items);

		const error = result.error() as Error & { context?: { itemIndex?: number } };
		expect(error.message).toMatch(/already exists/);
		expect(error.context?.itemIndex).toBe(5);
		// Items 0 … 5 left, the failing one was not applied, and none that waited left after it.
		expect(sandbox.stats.requests).toBe(6);
		expect(labels().map((label) => label.Description).filter((name) => name.startsWith('Stop')).sort()).toEqual(['Stop 0', 'Stop 1', 'Stop 2', 'Stop 3', 'Stop 4']);
	});
});

describe('OAuth2 with items side by side', () => {
	it('refreshes an access token that expires mid-run once, for all 200 items, and the credential works on', async () => {
		const { tenant, credential, stored } = oAuth2Credential(sandbox);
		const tokensBefore = stored()?.oauthTokenData as { access_token: string; refresh_token: string };
		const persisted = jest.spyOn(credentialsHelper, 'updateCredentialsOauthTokenData');
		const labels = () => sandbox.tenant(tenant.tenantId).labels;

		// Half way through (while the rate limiter holds the rest), every access token stops working.
		const items = Array.from({ length: 200 }, (_, k) => ({ name: `OAuth ${k}` }));
		const result = await expireTokensAtLabel(sandbox, tenant.tenantId, 100, async () => await runNode({ type: 'fortnox', credential, parameters: createLabels() }, items));
		expect(result.error()).toBeUndefined();
		expect(descriptions(result.items)).toEqual(items.map((item) => item.name));
		expect(labels()).toHaveLength(200);

		// One refresh, saved once: a second one with the same, rotated-out refresh token would have failed.
		expect(persisted).toHaveBeenCalledTimes(1);
		persisted.mockRestore();
		const tokensAfter = stored()?.oauthTokenData as { access_token: string; refresh_token: string };
		expect(tokensAfter.refresh_token).not.toBe(tokensBefore.refresh_token);

		// The saved refresh token is the live one: the credential survives the next expiry too.
		sandbox.expireAccessTokens();
		const later = await runNode({ type: 'fortnox', credential, parameters: createLabels() }, [{ name: 'Afterwards' }]);
		expect(later.error()).toBeUndefined();
		expect(labels()).toHaveLength(201);
	}, 120_000);
});
