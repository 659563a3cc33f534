/**
 * n8n in queue mode (main, Redis, PostgreSQL, workers running one execution each at a time), the
 * sandbox with its limit of 25 requests per 5 s on the demo token. Three set-ups, each its own n8n:
 * one worker with one workflow creating BENCH_QUEUE_COUNT labels; two workers with two such
 * workflows at once on the same token, the credential's Workers Sharing This Token set to 2 (as
 * docs/queue-mode.md tells queue-mode users); and the same left at 1, where each worker's limiter finds its
 * share from the 429s alone. The Fortnox nodes continue on fail, so a 429 that gave up would show
 * as an item. Prints per run: combined requests/s, that as a fraction of the limit (and with the
 * first window's 25 left out), 429s the sandbox answered, 429s surfaced as items.
 *
 *   npm run bench:queue                     (about 9 minutes)
 *   BENCH_QUEUE_COUNT=150 npm run bench:queue
 */
import { LIMIT_PER_SECOND } from './figures';
import { createRun, startQueueN8n, storedLabels } from '../test/queue/queue-n8n';

const COUNT = Number(process.env.BENCH_QUEUE_COUNT ?? 300);

const print = (line: string) => process.stdout.write(`${line}\n`);

const SETUPS = [
	{ label: '1 worker                      ', workers: 1, sharing: 1, prefixes: ['Bench One'] },
	{ label: '2 workers, sharing token = 2  ', workers: 2, sharing: 2, prefixes: ['Bench Two A', 'Bench Two B'] },
	{ label: '2 workers, sharing token = 1  ', workers: 2, sharing: 1, prefixes: ['Bench Adapt A', 'Bench Adapt B'] },
];

async function main(): Promise<void> {
	print(`n8n queue mode, workers with concurrency 1 each; ${COUNT} label creates per workflow on one token; limit 25 per 5 s`);
	for (const { label, workers, sharing, prefixes } of SETUPS) {
		const queue = await startQueueN8n(workers, sharing);
		try {
			const workflows = await Promise.all(
				prefixes.map(async (prefix) => await queue.labelWorkflow(`${prefix}: ${COUNT} labels`, prefix, COUNT, { continueOnFail: true })),
			);
			queue.sandbox.resetStats();
			await Promise.all(workflows.map(async (workflow) => await workflow.trigger()));
			const runs = await Promise.all(workflows.map(async (workflow) => createRun(await workflow.finished())));
			const seconds = (Math.max(...runs.map((run) => run.end)) - Math.min(...runs.map((run) => run.start))) / 1000;
			const total = COUNT * prefixes.length;
			const errors = runs.flatMap((run) => run.items.filter((item) => item.json.error !== undefined));
			const surfaced429 = errors.filter((item) => /\b429\b|Too Many Requests/.test(JSON.stringify(item.json))).length;
			const stored = prefixes.reduce((sum, prefix) => sum + new Set(storedLabels(queue.sandbox, prefix)).size, 0);
			print(
				[
					label,
					`${(total / seconds).toFixed(2).padStart(5)} req/s combined`,
					`${(total / seconds / LIMIT_PER_SECOND).toFixed(3)} of limit`,
					// A worker alone on the token sends its first 25 at once; its sustained rate leaves them out.
					`(sustained ${((total - 25) / seconds / LIMIT_PER_SECOND).toFixed(3)})`,
					`429 answered ${String(queue.sandbox.stats.rateLimited).padStart(3)}`,
					`429 surfaced ${String(surfaced429).padStart(3)}`,
					`failed ${String(errors.length).padStart(3)}`,
					`stored ${stored}/${total}`,
					`(${seconds.toFixed(1)} s)`,
				].join('  '),
			);
		} finally {
			await queue.stop();
		}
	}
}

main().catch((error) => {
	process.stderr.write(`${(error as Error).stack}\n`);
	process.exit(1);
});
