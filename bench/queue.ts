/**
 * n8n in queue mode (main, Redis, PostgreSQL, two workers running one execution each at a time),
 * the sandbox with its limit of 25 requests per 5 s on the demo token. First one workflow creating
 * BENCH_QUEUE_COUNT labels (one worker busy), then two such workflows at once on the same token
 * (both workers busy, each with its own limiter). The Fortnox nodes continue on fail, so a 429 that
 * gave up would show as an item. Prints per run: combined requests/s and the sustained fraction
 * of the limit (first window left out, as bench/figures.ts counts), 429s the sandbox answered,
 * 429s surfaced as items.
 *
 *   npm run bench:queue                     (about 6 minutes after n8n is up)
 *   BENCH_QUEUE_COUNT=150 npm run bench:queue
 */
import { LIMIT_PER_SECOND } from './figures';
import { createRun, startQueueN8n, storedLabels } from '../test/queue/queue-n8n';

const COUNT = Number(process.env.BENCH_QUEUE_COUNT ?? 300);
const FIRST_WINDOW = 25;

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
	const queue = await startQueueN8n(2);
	try {
		print(`n8n queue mode, 2 workers (concurrency 1 each); ${COUNT} label creates per workflow on one token; limit 25 per 5 s`);
		for (const [label, prefixes] of [
			['1 worker ', ['Bench One']],
			['2 workers', ['Bench Two A', 'Bench Two B']],
		] as const) {
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
					`${((total - FIRST_WINDOW) / seconds / LIMIT_PER_SECOND).toFixed(3)} of limit`,
					`429 answered ${String(queue.sandbox.stats.rateLimited).padStart(3)}`,
					`429 surfaced ${String(surfaced429).padStart(3)}`,
					`failed ${String(errors.length).padStart(3)}`,
					`stored ${stored}/${total}`,
					`(${seconds.toFixed(1)} s)`,
				].join('  '),
			);
		}
	} finally {
		await queue.stop();
	}
}

main().catch((error) => {
	process.stderr.write(`${(error as Error).stack}\n`);
	process.exit(1);
});
