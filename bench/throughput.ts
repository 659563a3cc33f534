/**
 * 1,000 label creates through the Fortnox node, run by n8n's engine against the sandbox with
 * its 25-per-5-seconds limit on. Prints the rate achieved as a fraction of the 5 req/s limit,
 * the 429s the sandbox answered and the failures that reached the user.
 *
 *   npm run bench            (about 3½ minutes: the limit is the point)
 *   BENCH_COUNT=200 npm run bench
 */
import { runNode } from '../test/harness/run-workflow';
import { accessTokenCredential, startSandbox } from '../test/harness/sandbox';

const LIMIT_PER_SECOND = 25 / 5;

async function main(): Promise<void> {
	process.env.N8N_LOG_LEVEL = 'silent';
	const count = Number(process.env.BENCH_COUNT ?? 1000);
	const sandbox = await startSandbox({ rateLimit: true });
	try {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const items = Array.from({ length: count }, (_, k) => ({ name: `Bench ${String(k).padStart(4, '0')}` }));
		const started = performance.now();
		const result = await runNode(
			{
				type: 'fortnox',
				credential,
				continueOnFail: true,
				parameters: { resource: 'label', operation: 'create', description: '={{ $json.name }}' },
			},
			items,
		);
		const seconds = (performance.now() - started) / 1000;

		const surfaced = result.items.filter((item) => item.json.error !== undefined).length + (result.error() ? 1 : 0);
		const stored = sandbox.tenant(tenant.accessToken).labels.length;
		const rate = count / seconds;
		// The first 25 leave at once (an empty window); the sustained rate is what the limit governs.
		const sustained = (count - 25) / seconds;
		const lines = [
			`label creates:            ${count} (${stored} stored by the sandbox)`,
			`elapsed:                  ${seconds.toFixed(1)} s`,
			`requests/s overall:       ${rate.toFixed(3)} (${(rate / LIMIT_PER_SECOND).toFixed(3)} of the 5 req/s limit)`,
			`requests/s sustained:     ${sustained.toFixed(3)} (${(sustained / LIMIT_PER_SECOND).toFixed(3)} of the limit, first window's burst left out)`,
			`429s answered by sandbox: ${sandbox.stats.rateLimited}`,
			`429s surfaced to user:    ${surfaced}`,
		];
		process.stdout.write(`${lines.join('\n')}\n`);
	} finally {
		await sandbox.close();
	}
}

main().catch((error) => {
	process.stderr.write(`${(error as Error).stack}\n`);
	process.exit(1);
});
