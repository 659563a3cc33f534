import { runNode } from '../test/harness/run-workflow';
import type { Sandbox } from '../test/harness/sandbox';
import { accessTokenCredential, startSandbox } from '../test/harness/sandbox';
import type { Measured } from './figures';
import { benchNames } from './figures';

/** Points the bench's credential somewhere between the node and the sandbox; resolves with how to take that down. */
export type Route = (sandbox: Sandbox, credential: { id: string }) => Promise<() => Promise<void>>;

/**
 * `count` label creates through the Fortnox node (default Concurrency, Continue On Fail), run by
 * n8n's engine against a new sandbox with its 25-per-5-seconds limit on and `latency` ms per answer.
 */
export async function fortnoxNodeLabelCreates(count: number, latency: number, route?: Route): Promise<Measured> {
	const sandbox = await startSandbox({ rateLimit: true, latency });
	const { tenant, credential } = accessTokenCredential(sandbox);
	const takeDown = route ? await route(sandbox, credential) : undefined;
	try {
		const started = performance.now();
		const result = await runNode(
			{
				type: 'fortnox',
				credential,
				continueOnFail: true,
				parameters: { resource: 'label', operation: 'create', description: '={{ $json.name }}' },
			},
			benchNames(count).map((name) => ({ name })),
		);
		const seconds = (performance.now() - started) / 1000;
		const stopped = result.error();
		if (stopped) throw stopped;
		return {
			count,
			seconds,
			outputs: result.items.map((item) =>
				item.json.error !== undefined
					? { error: `${String(item.json.httpCode ?? '')} ${String(item.json.error)}` }
					: { description: item.json.Description as string },
			),
			answered429: sandbox.stats.rateLimited,
			stored: sandbox.tenant(tenant.accessToken).labels.length,
		};
	} finally {
		await takeDown?.();
		await sandbox.close();
	}
}
