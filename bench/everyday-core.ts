/**
 * What the everyday-core benches (sales.ts, purchasing.ts) share: the Fortnox node run by n8n's
 * engine against a sandbox with its limit on and a latency, records made over the sandbox's HTTP API
 * as templates for copies put straight into its state, and Return All of such a list.
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import type { TenantCredentials } from '../sandbox';
import type { NodeSpec } from '../test/harness/run-workflow';
import { runNode } from '../test/harness/run-workflow';
import type { Sandbox } from '../test/harness/sandbox';
import { accessTokenCredential, startSandbox } from '../test/harness/sandbox';
import { argument, pace, print, timed } from './figures';

/**
 * Runs `run` against a new sandbox with its limit (25 requests per 5 s per token) on and `latency` ms
 * per answer; `recordRequests`: the sandbox keeps a log of the requests it received.
 */
export async function withSandbox<T>(latency: number, run: (sandbox: Sandbox) => Promise<T>, options: { recordRequests?: boolean } = {}): Promise<T> {
	const sandbox = await startSandbox({ rateLimit: true, latency, recordRequests: options.recordRequests });
	try {
		return await run(sandbox);
	} finally {
		await sandbox.close();
	}
}

/** POSTs a record over the sandbox's HTTP API, so that the sandbox makes it as Fortnox would. */
export async function postRecord(sandbox: Sandbox, tenant: TenantCredentials, path: string, body: IDataObject): Promise<void> {
	const answer = await fetch(`${sandbox.url}${path}`, {
		method: 'POST',
		headers: { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret, 'Content-Type': 'application/json', Accept: 'application/json' },
		body: JSON.stringify(body),
	});
	if (!answer.ok) throw new Error(`seeding: POST ${path} answered ${answer.status}: ${await answer.text()}`);
}

/** One run of the node over `items` with Continue On Fail, timed; throws when the run itself stopped. */
export async function timedRun(spec: Omit<NodeSpec, 'name'>, items: IDataObject[]): Promise<{ items: INodeExecutionData[]; seconds: number; failed: number }> {
	const { value: result, seconds } = await timed(() => runNode({ ...spec, continueOnFail: true }, items));
	const stopped = result.error();
	if (stopped) throw stopped;
	return { items: result.items, seconds, failed: result.items.filter((item) => item.json.error !== undefined).length };
}

/** The start of a run's line: what ran, seconds, requests, their pace against the limit and the 429s answered. */
export const runFigures = (what: string, seconds: number, { requests, rateLimited }: Sandbox['stats']): string[] => [
	what.padEnd(40),
	`${seconds.toFixed(1)} s`,
	`requests ${requests}`,
	...pace(requests, seconds),
	`429 answered ${rateLimited}`,
];

/**
 * Get Many with Return All, through the node, of the records `seed` puts in a new tenant. Prints
 * seconds, requests, 429s answered, and the records read (distinct by `numberField`).
 */
export async function returnAllOfSeeded(options: {
	latency: number;
	what: string;
	resource: string;
	numberField: string;
	seed: (sandbox: Sandbox, tenant: TenantCredentials) => Promise<void>;
}): Promise<void> {
	await withSandbox(options.latency, async (sandbox) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const seeding = await timed(() => options.seed(sandbox, tenant));
		sandbox.resetStats();
		sandbox.resetRateLimits();
		const { value: result, seconds } = await timed(() =>
			runNode({ type: 'fortnox', credential, parameters: { resource: options.resource, operation: 'getAll', returnAll: true, filters: {} } }),
		);
		const stopped = result.error();
		if (stopped) throw stopped;
		const numbers = new Set(result.items.map((item) => String(item.json[options.numberField])));
		print(
			[
				options.what.padEnd(40),
				`${seconds.toFixed(2)} s`,
				`requests ${sandbox.stats.requests}`,
				`429 answered ${sandbox.stats.rateLimited}`,
				`records ${result.items.length} (${numbers.size} distinct)`,
				`(seeded in ${seeding.seconds.toFixed(2)} s)`,
			].join('  '),
		);
	});
}

/**
 * Runs the parts of a bench that `--only=` names (comma-separated; default all) one after the other,
 * under a heading line; an error ends the process with exit code 1.
 */
export function runBench(name: string, latency: number, parts: Record<string, () => Promise<void>>): void {
	const only = argument('only', Object.keys(parts).join(',')).split(',');
	process.env.N8N_LOG_LEVEL = 'silent';
	const run = async () => {
		print(`${name} bench: ${latency} ms latency per answer, limit 25 requests per 5 s (5 req/s) per token`);
		for (const [part, measure] of Object.entries(parts)) if (only.includes(part)) await measure();
	};
	run().catch((error) => {
		process.stderr.write(`${(error as Error).stack}\n`);
		process.exit(1);
	});
}
