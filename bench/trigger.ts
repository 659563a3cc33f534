/**
 * The Fortnox Trigger after a bulk change, through n8n-core's poll machinery, against the sandbox with
 * its 25-per-5-seconds limit on and 300 ms of latency per answer: N customers (default 2,000) made at
 * once after the trigger's first poll, the trigger on Customer Created, n8n's schedule ticking every
 * minute without waiting for the poll before (as n8n-core's cron does; the first tick right after the
 * change), each poll with the budget n8n's durable scheduler gives by default (36 s: its 45 s timeout
 * less a fifth). Once with Include Whole Record on (the default), once off. Prints per run: the polls
 * that ran (and the ticks that found one running), requests per event, seconds from the change to the
 * last event, and the events (distinct, in order).
 *
 *   npm run bench:trigger                                   (about 15 minutes: the limit is the point)
 *   npm run bench:trigger -- --changes=500 --budget=300000  (n8n's default budget: 5 minutes)
 *   npm run bench:trigger -- --only=list                    (whole, list; comma-separated)
 *   npm run bench:trigger -- --every=60 --latency=0
 */
import type { IDataObject } from 'n8n-workflow';

import { hostPoller } from '../test/harness/poll-host';
import { accessTokenCredential } from '../test/harness/sandbox';
import { runBench, withSandbox } from './everyday-core';
import { argument, print } from './figures';

const CHANGES = Number(argument('changes', '2000'));
const BUDGET_MS = Number(argument('budget', '36000'));
const EVERY_MS = Number(argument('every', '60')) * 1000;
const LATENCY = Number(argument('latency', '300'));

async function drain(what: string, includeWholeRecord: boolean): Promise<void> {
	await withSandbox(LATENCY, async (sandbox) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		const trigger = hostPoller({ type: 'fortnoxTrigger', credential, parameters: { events: ['customerCreated'], options: { includeWholeRecord } } }, { budgetMs: BUDGET_MS });
		const first = await trigger.poll();
		if (first.error) throw first.error;
		sandbox.addCustomers(tenant.tenantId, CHANGES);
		sandbox.resetStats();
		sandbox.resetRateLimits();

		const started = performance.now();
		const numbers: string[] = [];
		let ticks = 0;
		let polls = 0;
		let lastEventAt = 0;
		const running: Array<Promise<void>> = [];
		const tick = async () => {
			ticks++;
			const outcome = await trigger.poll();
			if (outcome.error) throw outcome.error;
			const emitted = outcome.emitted ?? [];
			// A poll that runs always emits one event at least while any is left; a tick that found one running emits none.
			if (!emitted.length) return;
			polls++;
			numbers.push(...emitted.map(({ json }) => String((json as IDataObject).CustomerNumber)));
			lastEventAt = performance.now();
		};
		while (numbers.length < CHANGES) {
			running.push(tick());
			const next = started + ticks * EVERY_MS;
			while (numbers.length < CHANGES && performance.now() < next) await new Promise((resolve) => setTimeout(resolve, 50));
		}
		await Promise.all(running);

		const inOrder = numbers.every((number, k) => number === String(k + 1));
		print(
			[
				what.padEnd(34),
				`polls ${polls} (ticks ${ticks}, ${ticks - polls} found a poll running)`,
				`requests ${sandbox.stats.requests}`,
				`${(sandbox.stats.requests / numbers.length).toFixed(3)} per event`,
				`last event after ${((lastEventAt - started) / 1000).toFixed(1)} s`,
				`events ${numbers.length} (${new Set(numbers).size} distinct, ${inOrder ? 'in order' : 'NOT in order'})`,
				`429 answered ${sandbox.stats.rateLimited}`,
			].join('  '),
		);
	});
}

runBench(`Fortnox Trigger (${CHANGES} new customers, a tick every ${EVERY_MS / 1000} s, budget ${BUDGET_MS / 1000} s)`, LATENCY, {
	whole: async () => await drain('Include Whole Record on', true),
	list: async () => await drain('Include Whole Record off', false),
});
