/**
 * Fortnox Stream Trigger beside the Fortnox Trigger (polling), in one run against the sandbox with its
 * 25-per-5-seconds limit on and 300 ms of latency per answer: each watches Customer Created on a
 * company of its own (so neither waits for the other's requests under one token's limit) while N
 * customers (default 200) are made in both, one every `--gap` seconds (default 0.9, so the run spans
 * several of n8n's minutes); the poll ticks every minute on the minute, as n8n's "every minute" does. Prints, per source, the delay from the change (the sandbox's time of it) to the
 * start of the run that carried it: median, 99th percentile and worst; and the requests each makes in
 * a quiet minute, times 60 for an hour. Both through n8n-core (TriggerContext, PollContext). Needs
 * Node ≥ 22 (the stream uses the global WebSocket): `npm run bench:stream` runs it on the Node 24 of
 * .n8n-runtime.
 *
 * Then ten Stream Trigger workflows on one company and a burst of 40 new customers (tenWorkflows):
 * each workflow's delay, and the record reads per event; once with the import on the workflows' own
 * token (so its writes share their limit), once by another app (a webshop: its own token and limit).
 *
 *   npm run bench:stream                         (about 5 minutes)
 *   npm run bench:stream -- --changes=50 --gap=0.5 --latency=0
 *   npm run bench:stream -- --only=tenWorkflows
 */
import type { IDataObject } from 'n8n-workflow';

import { hostPoller } from '../test/harness/poll-host';
import { accessTokenCredential } from '../test/harness/sandbox';
import type { StreamHost } from '../test/harness/stream-host';
import { hostTrigger } from '../test/harness/stream-host';
import { runBench, withSandbox } from './everyday-core';
import { argument, print } from './figures';

const CHANGES = Number(argument('changes', '200'));
const GAP_MS = Number(argument('gap', '0.9')) * 1000;
const LATENCY = Number(argument('latency', '300'));
const QUIET_MS = 60_000;

const sleep = async (ms: number) => await new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** How a writer signs its requests: the company's own token, or another app's bearer token. */
type Writer = Record<string, string>;
const tokenOf = (tenant: { accessToken: string; clientSecret: string }): Writer => ({ 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret });

/** A customer made as the writer makes it; a 429 (the writer's limit) is waited out. */
async function makeCustomer(sandbox: { url: string }, writer: Writer, name: string): Promise<void> {
	for (;;) {
		const answer = await fetch(`${sandbox.url}/3/customers`, {
			method: 'POST',
			headers: { ...writer, 'Content-Type': 'application/json' },
			body: JSON.stringify({ Customer: { Name: name } }),
		});
		if (answer.status === 201) return;
		if (answer.status !== 429) throw new Error(`POST /3/customers answered ${answer.status}: ${await answer.text()}`);
		await sleep(1000);
	}
}

/** When each host's runs started, per customer number, noted every 5 ms until `stop`. */
function watchRuns(hosts: StreamHost[]): { startedAt: Array<Map<string, number>>; stop: () => Promise<void> } {
	const startedAt = hosts.map(() => new Map<string, number>());
	let done = false;
	const watching = (async () => {
		const seen = hosts.map(() => 0);
		while (!done) {
			hosts.forEach((host, k) => {
				for (const run of host.runs.slice(seen[k])) for (const item of run.items) startedAt[k].set(String(item.CustomerNumber), Date.now());
				seen[k] = host.runs.length;
			});
			await sleep(5);
		}
	})();
	return {
		startedAt,
		async stop() {
			done = true;
			await watching;
		},
	};
}

async function compare(): Promise<void> {
	await withSandbox(LATENCY, async (sandbox) => {
		const streamed = accessTokenCredential(sandbox);
		const polled = accessTokenCredential(sandbox);
		const parameters = { events: ['customerCreated'] };
		const stream = hostTrigger({ type: 'fortnoxStreamTrigger', credential: streamed.credential, parameters });
		const poll = hostPoller({ type: 'fortnoxTrigger', credential: polled.credential, parameters });
		await stream.activate();
		const baseline = await poll.poll();
		if (baseline.error) throw baseline.error;

		// The sandbox's time of each change, by source and customer number: the event's timestamp on the stream.
		const changedAt: Record<'stream' | 'poll', Map<string, number>> = { stream: new Map(), poll: new Map() };
		const streamWatch = watchRuns([stream]);
		const startedAt: Record<'stream' | 'poll', Map<string, number>> = { stream: streamWatch.startedAt[0], poll: new Map() };
		let ticking = true;
		const polling = (async () => {
			while (ticking) {
				await sleep(60_000 - (Date.now() % 60_000));
				if (!ticking) break;
				const outcome = await poll.poll();
				if (outcome.error) throw outcome.error;
				const at = Date.now();
				for (const { json } of outcome.emitted ?? []) startedAt.poll.set(String((json as IDataObject).CustomerNumber), at);
			}
		})();

		for (let k = 0; k < CHANGES; k++) {
			await Promise.all([makeCustomer(sandbox, tokenOf(streamed.tenant), `Kund ${k + 1}`), makeCustomer(sandbox, tokenOf(polled.tenant), `Kund ${k + 1}`)]);
			await sleep(GAP_MS);
		}
		for (const event of sandbox.stream.events('customers')) {
			const source = event.tenantId === streamed.tenant.tenantId ? 'stream' : 'poll';
			changedAt[source].set(event.entityId, Date.parse(event.timestamp));
		}
		while (startedAt.poll.size < CHANGES || startedAt.stream.size < CHANGES) await sleep(200);
		ticking = false;
		await polling;

		// A quiet minute: what each source asks of Fortnox with nothing happening (the poll: one poll, 60 an hour).
		sandbox.resetStats();
		const quietStart = Date.now();
		await sleep(QUIET_MS);
		const streamQuiet = sandbox.stats.requests;
		const quietMs = Date.now() - quietStart;
		const idlePoll = await poll.poll();
		if (idlePoll.error) throw idlePoll.error;
		const pollQuiet = sandbox.stats.requests - streamQuiet;
		await streamWatch.stop();
		await stream.deactivate();

		for (const source of ['stream', 'poll'] as const) {
			const delays = [...changedAt[source]].map(([number, at]) => (startedAt[source].get(number) ?? Number.NaN) - at).sort((a, b) => a - b);
			const runs = source === 'stream' ? stream.runs.length : undefined;
			print(
				[
					(source === 'stream' ? 'Fortnox Stream Trigger' : 'Fortnox Trigger (poll every minute)').padEnd(36),
					`events ${startedAt[source].size} of ${CHANGES}`,
					runs === undefined ? '' : `runs ${runs}`,
					`delay median ${seconds(percentile(delays, 50))}`,
					`p99 ${seconds(percentile(delays, 99))}`,
					`worst ${seconds(delays[delays.length - 1])}`,
					`quiet hour ${(source === 'stream' ? (streamQuiet * 3_600_000) / quietMs : pollQuiet * 60).toFixed(0)} requests`,
				]
					.filter(Boolean)
					.join('  '),
			);
		}
		print(`429 answered ${sandbox.stats.rateLimited}`);
	});
}

/**
 * Ten Stream Trigger workflows on one company (new customer → CRM, → Slack, … each its own
 * workflow), as an import makes 40 customers in bursts of five at once, 1.5 s apart: each
 * workflow's delay from the change to its run, and the record reads the sandbox served per event.
 * The import writes with the workflows' token, then as another app with a token of its own.
 */
async function tenWorkflows(): Promise<void> {
	for (const importer of ['the same token', "another app's token"] as const) await tenWorkflowsBeside(importer);
}

async function tenWorkflowsBeside(importer: 'the same token' | "another app's token"): Promise<void> {
	const WORKFLOWS = 10;
	const BURSTS = 8;
	await withSandbox(
		LATENCY,
		async (sandbox) => {
			const { tenant, credential } = accessTokenCredential(sandbox);
			const webshop = sandbox.createOAuthClient();
			const writer = importer === 'the same token' ? tokenOf(tenant) : { Authorization: `Bearer ${sandbox.issueOAuthTokens(tenant.tenantId, webshop.clientId).access_token}` };
			const workflows = Array.from({ length: WORKFLOWS }, () => hostTrigger({ type: 'fortnoxStreamTrigger', credential, parameters: { events: ['customerCreated'] } }));
			for (const workflow of workflows) await workflow.activate();
			const { startedAt, stop } = watchRuns(workflows);
			sandbox.clearRequests();
			for (let burst = 0; burst < BURSTS; burst++) {
				await Promise.all(Array.from({ length: 5 }, async (_, k) => await makeCustomer(sandbox, writer, `Kund ${burst * 5 + k + 1}`)));
				await sleep(1_500);
			}
			const events = sandbox.stream.events('customers').filter((event) => event.tenantId === tenant.tenantId);
			while (startedAt.some((runs) => runs.size < events.length)) await sleep(100);
			await stop();
			for (const workflow of workflows) await workflow.deactivate();

			const delays = events.flatMap((event) => startedAt.map((runs) => runs.get(event.entityId)! - Date.parse(event.timestamp))).sort((a, b) => a - b);
			const reads = sandbox.requests.filter((request) => request.method === 'GET' && /^\/3\/customers\/\d+$/.test(request.path)).length;
			const handed = workflows.reduce((sum, workflow) => sum + workflow.runs.length, 0);
			print(
				[
					`${WORKFLOWS} Stream Trigger workflows, import on ${importer}`.padEnd(60),
					`runs ${handed} of ${events.length * WORKFLOWS}`,
					`delay median ${seconds(percentile(delays, 50))}`,
					`p99 ${seconds(percentile(delays, 99))}`,
					`worst ${seconds(delays[delays.length - 1])}`,
					`record reads ${reads} (${(reads / events.length).toFixed(2)} per event)`,
					`429 answered ${sandbox.stats.rateLimited}`,
				].join('  '),
			);
		},
		{ recordRequests: true },
	);
}

runBench(`Fortnox Stream Trigger beside the Fortnox Trigger (${CHANGES} new customers, one every ${GAP_MS / 1000} s)`, LATENCY, { compare, tenWorkflows });
