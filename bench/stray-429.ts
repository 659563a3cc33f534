/**
 * A 429 that no full window caused (a glitch of the service or of a gateway) must cost a run
 * little. 200 label creates through the Fortnox node at 300 ms of latency, the sandbox's
 * 25-per-5-seconds limit on, once as they are and once with 1 % of requests answered 429 by a
 * loopback proxy in front of the sandbox (no Retry-After, as Fortnox documents none). Prints
 * both runs and the ratio of their throughputs (target ≥ 0.9).
 *
 *   npm run bench:stray          (about 2 minutes)
 *   BENCH_COUNT=400 BENCH_STRAY=0.02 npm run bench:stray
 */
import { startFaultProxy, throughProxy, type FaultRule } from '../test/harness/fault-proxy';
import type { Measured } from './figures';
import { summarize } from './figures';
import { fortnoxNodeLabelCreates } from './label-creates';

const COUNT = Number(process.env.BENCH_COUNT ?? 200);
const STRAY = Number(process.env.BENCH_STRAY ?? 0.01);
const LATENCY = Number(process.env.BENCH_LATENCY ?? 300);

/** A fixed pseudo-random sequence, so both figures and reruns see the same pattern of 429s. */
function seeded(seed: number): () => number {
	let state = seed;
	return () => {
		state = (state * 1103515245 + 12345) % 2 ** 31;
		return state / 2 ** 31;
	};
}

function strayRule(fraction: number): { rule: FaultRule; injected: () => number } {
	const random = seeded(42);
	let injected = 0;
	return {
		rule: () => {
			if (random() >= fraction) return { kind: 'pass' };
			injected++;
			return { kind: 'answer', status: 429, body: '{"message":"Too Many Requests"}' };
		},
		injected: () => injected,
	};
}

async function labelCreates(count: number, fraction: number): Promise<Measured & { injected: number }> {
	const stray = strayRule(fraction);
	const measured = await fortnoxNodeLabelCreates(count, LATENCY, async (sandbox, credential) => {
		const proxy = await startFaultProxy(sandbox.url, stray.rule);
		throughProxy(credential, proxy);
		return proxy.close;
	});
	return { ...measured, answered429: measured.answered429 + stray.injected(), injected: stray.injected() };
}

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
	process.env.N8N_LOG_LEVEL = 'silent';
	print(`${COUNT} label creates per run at ${LATENCY} ms; limit 25 requests per 5 s`);
	const clean = await labelCreates(COUNT, 0);
	print(summarize('no stray 429', LATENCY, clean));
	const stray = await labelCreates(COUNT, STRAY);
	print(summarize(`${STRAY * 100} % stray 429`, LATENCY, stray));
	print(`stray 429s injected: ${stray.injected}`);
	print(`throughput ratio (stray / none): ${(clean.seconds / stray.seconds).toFixed(3)} (target ≥ 0.9)`);
}

main().catch((error) => {
	process.stderr.write(`${(error as Error).stack}\n`);
	process.exit(1);
});
