/**
 * 1,000 label creates through the Fortnox node (default Concurrency), run by n8n's engine against
 * the sandbox with its 25-per-5-seconds limit on, at 0, 300 and 1,000 ms of latency per answer;
 * then the same creates through n8n's HTTP Request node in a real n8n, same sandbox and latency.
 * Prints, per run: requests/s, the sustained fraction of the 5 req/s limit (first window left out),
 * 429s the sandbox answered, 429s and failures surfaced as items, labels stored, and whether the
 * output kept the input order.
 *
 *   npm run bench                       (about 20 minutes: the limit is the point)
 *   BENCH_COUNT=200 BENCH_LATENCIES=300 npm run bench
 *   npm run bench:node                  (this package's node only)
 */
import { summarize } from './figures';
import { HTTP_NODE_BATCHING, startHttpRequestNodeBench } from './http-request-node';
import { fortnoxNodeLabelCreates } from './label-creates';

const COUNT = Number(process.env.BENCH_COUNT ?? 1000);
const LATENCIES = (process.env.BENCH_LATENCIES ?? '0,300,1000').split(',').map(Number);
const WITH_HTTP_NODE = process.env.BENCH_HTTP_NODE !== '0';

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
	process.env.N8N_LOG_LEVEL = 'silent';
	print(`${COUNT} label creates per run; limit 25 requests per 5 s (5 req/s)`);
	for (const latency of LATENCIES) print(summarize('Fortnox node', latency, await fortnoxNodeLabelCreates(COUNT, latency)));
	if (!WITH_HTTP_NODE) return;

	print(`HTTP Request node: batches of ${HTTP_NODE_BATCHING.batchSize}, ${HTTP_NODE_BATCHING.batchInterval} ms apart, On Error Continue`);
	const real = await startHttpRequestNodeBench();
	try {
		for (const latency of LATENCIES) print(summarize('HTTP Request node', latency, await real.run(COUNT, latency)));
	} finally {
		await real.stop();
	}
}

main().catch((error) => {
	process.stderr.write(`${(error as Error).stack}\n`);
	process.exit(1);
});
