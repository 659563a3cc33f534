import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { IDataObject, INodeExecutionData, IRunExecutionData } from 'n8n-workflow';

import { startSandbox, type Sandbox, type SandboxOptions } from '../../sandbox';
import { EXAMPLES_DIR, installPackedPackage, ownerSession, startN8n, type N8nInstance } from '../../scripts/n8n-instance';

/** An execution as n8n's public API returns it with `includeData=true`. */
export interface Execution {
	id: string;
	status: string;
	mode: string;
	workflowId: string;
	/** null while it runs */
	stoppedAt: string | null;
	data: IRunExecutionData;
}

export interface RealN8n {
	n8n: N8nInstance;
	sandbox: Sandbox;
	/** The installed package: name, version, folder inside the n8n user folder. */
	pkg: { name: string; version: string; dir: string };
	/** n8n's own routes (what the editor uses), as the logged-in owner. */
	rest(route: string, method?: 'GET' | 'POST', body?: unknown): Promise<Response>;
	/** The public API (`/api/v1…`) with an API key of the owner. */
	api<T>(route: string, method?: 'GET' | 'POST' | 'PUT', body?: unknown): Promise<T>;
	/** Runs an example as the editor's "Execute workflow" does; resolves with the execution n8n recorded once it ended. */
	runExample(file: string): Promise<Execution>;
	/** Runs stored workflow `id` from its node `triggerName` in the same way. */
	runWorkflow(id: string, triggerName: string): Promise<Execution>;
}

const API_KEY_SCOPES = [
	'workflow:create',
	'workflow:list',
	'workflow:read',
	'workflow:update',
	'workflow:activate',
	'workflow:deactivate',
	'execution:list',
	'execution:read',
];

export interface Example {
	id: string;
	name: string;
	nodes: Array<{ name: string; type: string; webhookId?: string }>;
}

export function readExample(file: string): Example {
	return JSON.parse(fs.readFileSync(path.join(EXAMPLES_DIR, file), 'utf8'));
}

/**
 * The owner's session and a public-API key (with `scopes`) on a running n8n, and manual runs as
 * the editor starts them. Shared by the e2e suite and the benches that run a real n8n.
 */
export async function connectN8n(n8n: N8nInstance, label: string, scopes: string[]) {
	const owner = { cookie: await logIn(n8n) };
	const created = await request(`${n8n.url}/rest/api-keys`, owner, 'POST', { label, scopes, expiresAt: null });
	const apiKey = ((await created.json()) as { data: { rawApiKey: string } }).data.rawApiKey;
	const api = async <T>(route: string, method = 'GET', body?: unknown) =>
		(await (await request(`${n8n.url}/api/v1${route}`, { 'X-N8N-API-KEY': apiKey }, method, body)).json()) as T;

	/** What "Execute workflow" in the editor does: a manual run of stored workflow `id` from its node `triggerName`, to its end. */
	async function runWorkflow(id: string, triggerName: string, timeoutMs?: number): Promise<Execution> {
		// n8n 1.x runs the workflow the editor sends along; 2.x reads the stored one and ignores it.
		const stored = await (await request(`${n8n.url}/rest/workflows/${id}`, owner)).json();
		const run = await request(`${n8n.url}/rest/workflows/${id}/run`, owner, 'POST', {
			workflowData: (stored as { data: unknown }).data,
			triggerToStartFrom: { name: triggerName },
		});
		const { executionId } = ((await run.json()) as { data: { executionId: string } }).data;
		return await waitFor(
			`the run of workflow ${id}`,
			async () => {
				const execution = await api<Execution>(`/executions/${executionId}?includeData=true`);
				// n8n 1.x may record the end before the execution's data.
				return execution.stoppedAt && execution.data ? execution : undefined;
			},
			timeoutMs,
		);
	}

	return { owner, api, runWorkflow };
}

/**
 * For one test file: a fresh n8n user folder with the packed package installed as a community
 * package, the sandbox with demo data, and n8n running with the examples imported. `sandbox`: more
 * options for the sandbox (latency, rate limit, request log); `env`: more settings for n8n.
 */
export function useRealN8n(options: { sandbox?: SandboxOptions; env?: Record<string, string> } = {}): () => RealN8n {
	let env: RealN8n | undefined;
	let userFolder = '';
	let sandbox: Sandbox | undefined;
	let n8n: N8nInstance | undefined;

	beforeAll(async () => {
		userFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'fortnox-e2e-'));
		const pkg = await installPackedPackage(userFolder);
		sandbox = await startSandbox({ demo: true, ...options.sandbox });
		n8n = await startN8n({ userFolder, sandbox, env: options.env });
		const { owner, api, runWorkflow } = await connectN8n(n8n, 'e2e', API_KEY_SCOPES);
		env = {
			n8n,
			sandbox,
			pkg,
			rest: (route, method, body) => request(`${n8n!.url}${route}`, owner, method, body),
			api,
			runWorkflow: async (id, triggerName) => await runWorkflow(id, triggerName),
			async runExample(file) {
				const { id, nodes } = readExample(file);
				const trigger = nodes.find((node) => node.type.endsWith('Trigger'));
				if (!trigger) throw new Error(`${file} has no trigger node to start from`);
				return await runWorkflow(id, trigger.name);
			},
		};
	}, 15 * 60 * 1000);

	afterAll(async () => {
		await n8n?.stop();
		await sandbox?.close();
		if (userFolder) fs.rmSync(userFolder, { recursive: true, force: true });
	}, 2 * 60 * 1000);

	return () => {
		if (!env) throw new Error('n8n did not start: see the beforeAll error');
		return env;
	};
}

/** How long one example's run may take in a real n8n on a loaded 2-core machine (not a timing assertion). */
export const EXAMPLE_RUN_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Polls `probe` until it returns something other than undefined, for things that happen in their
 * own time (n8n publishes an activated workflow in the background, callbacks run async).
 */
export async function waitFor<T>(
	what: string,
	probe: () => Promise<T | undefined> | T | undefined,
	// Generous: a loaded 2-core machine can take minutes where an idle one takes seconds.
	timeoutMs = 3 * 60 * 1000,
): Promise<T> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const value = await probe();
		if (value !== undefined) return value;
		if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
}

/**
 * Posts a CSV file to an activated example's webhook (`path`, with its query), as an export would
 * (until n8n has published the workflow its webhook answers 404), and waits for the run it started:
 * the first finished run of the workflow not in `seen`, which it then joins.
 */
export async function postCsv(
	real: () => RealN8n,
	request: { path: string; workflowId: string; body: string; seen: string[] },
): Promise<{ response: Response; execution: Execution }> {
	const url = `${real().n8n.url}/webhook/${request.path}`;
	const response = await waitFor('the published webhook', async () => {
		const answer = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: request.body });
		return answer.status === 404 ? undefined : answer;
	});
	const execution = await waitFor('the run the file started', async () => {
		const { data } = await real().api<{ data: Execution[] }>(`/executions?workflowId=${request.workflowId}&includeData=true`);
		return data.find((candidate) => !request.seen.includes(candidate.id) && candidate.stoppedAt);
	});
	request.seen.push(execution.id);
	return { response, execution };
}

/** That the run of an example succeeded and every node of it (sticky notes aside) ran, successfully. */
export function expectEveryNodeSucceeded(execution: Execution, file: string): void {
	const { runData, error } = execution.data.resultData;
	const nodes = readExample(file).nodes.filter((node) => node.type !== 'n8n-nodes-base.stickyNote');

	expect({ status: execution.status, error: error?.message }).toEqual({ status: 'success', error: undefined });
	expect(Object.keys(runData).sort()).toEqual(nodes.map((node) => node.name).sort());
	for (const node of nodes) expect([node.name, runData[node.name][0].executionStatus]).toEqual([node.name, 'success']);
}

/** The items a node put out on its first output in its first run. */
export function outputOf(execution: Execution, nodeName: string): INodeExecutionData[] {
	const run = execution.data.resultData.runData[nodeName]?.[0];
	if (!run) throw new Error(`"${nodeName}" did not run`);
	return run.data?.main[0] ?? [];
}

/** Logs in as the owner; resolves with the session cookie. */
export const logIn = ownerSession;

/** Whether a fetch failed on a kept-alive socket the server had closed (n8n closes idle ones after 5 s). */
const staleSocket = (error: unknown): boolean => (error as { cause?: { code?: string } }).cause?.code === 'UND_ERR_SOCKET';

export async function request(url: string, headers: Record<string, string>, method = 'GET', body?: unknown): Promise<Response> {
	const send = async () =>
		await fetch(url, {
			method,
			headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
	// A GET met a kept-alive socket n8n closed while the test was busy elsewhere (importing the
	// package's nodes takes seconds on a loaded machine): a GET is safe to send again, on a new socket.
	const res = await send().catch(async (error: unknown) => {
		if (method !== 'GET' || !staleSocket(error)) throw error;
		return await send();
	});
	if (!res.ok) throw new Error(`${method} ${url}: HTTP ${res.status} ${await res.text()}`);
	return res;
}

/**
 * Sends a request as the company's bookkeeper would (the demo company's, or `tenantId`'s), on the
 * company's legacy token, which the workflows may use too: their requests share its rate limit, so
 * a 429 (refused before anything was done) is waited out and sent again.
 */
export async function asBookkeeper(real: Pick<RealN8n, 'sandbox'>, method: 'POST' | 'PUT', path: string, body?: IDataObject, tenantId = 'demo'): Promise<IDataObject> {
	const demo = real.sandbox.tenant(tenantId);
	const headers = { 'Access-Token': demo.accessToken, 'Client-Secret': demo.clientSecret, 'Content-Type': 'application/json' };
	for (let attempt = 1; ; attempt++) {
		const res = await fetch(`${real.sandbox.url}${path}`, { method, headers, body: body && JSON.stringify(body) });
		if (res.status !== 429 || attempt === 30) {
			expect([method, path, res.status]).toEqual([method, path, method === 'POST' ? 201 : 200]);
			return (await res.json()) as IDataObject;
		}
		await new Promise((resolve) => setTimeout(resolve, 1000));
	}
}

/**
 * Waits until the sandbox has had requests since `requestsBefore` and then none for two seconds:
 * an activation's first poll has read how things stand and is done.
 */
export async function firstPollDone(sandbox: Sandbox, requestsBefore: number): Promise<void> {
	let seen = requestsBefore;
	let quietProbes = 0;
	await waitFor('the first poll to finish', () => {
		const now = sandbox.stats.requests;
		quietProbes = now > requestsBefore && now === seen ? quietProbes + 1 : 0;
		seen = now;
		return quietProbes >= 8 ? true : undefined;
	});
}

/**
 * Waits until n8n has saved the secret the Company Order Trigger `node` registered at activation:
 * n8n saves a workflow's static data only after its webhooks exist at Fortnox, and a callback in
 * between is answered 503 (Fortnox delivers it again a minute later).
 */
export async function registrationSaved(api: RealN8n['api'], workflowId: string, node: string): Promise<void> {
	await waitFor('n8n to save the registration', async () => {
		const { staticData } = await api<{ staticData?: Record<string, { secret?: string }> | null }>(`/workflows/${workflowId}`);
		return staticData?.[`node:${node}`]?.secret ? true : undefined;
	});
}
