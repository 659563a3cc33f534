/**
 * Create or Update as a nightly sync, through this package's Fortnox node run by n8n's engine,
 * against the sandbox with its 25-per-5-seconds limit on and 300 ms of latency per answer:
 * 1. Customer → Create or Update by e-mail of 1,000 items, of which 10 changed (the register holds all 1,000).
 * 2. The same of 1,000 items, of which 500 are new (the register holds the other 500, unchanged).
 * 3. 5 items, changed, against a register of 20,000 customers.
 * Prints requests and seconds of each, beside the figures measured before Create or Update read the
 * register once and skipped what did not change (two requests per item).
 *
 *   npm run bench:sync                         (about 2 minutes: the limit is the point)
 *   npm run bench:sync -- --only=changed,new,small
 *   npm run bench:sync -- --latency=0
 */
import type { IDataObject } from 'n8n-workflow';

import { accessTokenCredential } from '../test/harness/sandbox';
import { customerSync, seedSyncCustomers, syncRow } from '../test/harness/sync';
import { runBench, timedRun, withSandbox } from './everyday-core';
import { argument, print } from './figures';

const LATENCY = Number(argument('latency', '300'));

/** Measured before this change, with the same items, at 300 ms latency (bench:sales' upsert and issue 35). */
const BEFORE: Record<string, string> = {
	changed: '2,000 requests, 404 s',
	new: '2,501 requests, 507.1 s',
	small: 'not measured; two requests per item would be 10',
};

async function sync(part: string, what: string, register: number, items: IDataObject[]): Promise<void> {
	await withSandbox(LATENCY, async (sandbox) => {
		const { tenant, credential } = accessTokenCredential(sandbox);
		seedSyncCustomers(sandbox, tenant.tenantId, register);
		sandbox.resetStats();
		const { items: outputs, seconds, failed } = await timedRun(customerSync(credential), items);
		const count = (action: string) => outputs.filter((item) => item.json.action === action).length;
		print(
			[
				what.padEnd(52),
				`requests ${String(sandbox.stats.requests).padStart(4)}`,
				`${seconds.toFixed(1).padStart(6)} s`,
				`created ${count('created')}`,
				`updated ${count('updated')}`,
				`unchanged ${count('unchanged')}`,
				`failed ${failed}`,
				`429 answered ${sandbox.stats.rateLimited}`,
				`(before, measured earlier: ${BEFORE[part]})`,
			].join('  '),
		);
	});
}

const CHANGED = new Set([3, 99, 100, 250, 400, 512, 640, 777, 901, 999]);

runBench('Sync (Create or Update)', LATENCY, {
	changed: () => sync('changed', '1,000 customers, 10 changed', 1000, Array.from({ length: 1000 }, (_, k) => syncRow(k, CHANGED.has(k) ? 'Lund' : 'Växjö'))),
	new: () => sync('new', '1,000 customers, 500 new', 500, Array.from({ length: 1000 }, (_, i) => syncRow(i % 2 === 0 ? i / 2 : 500 + (i - 1) / 2))),
	small: () => sync('small', '5 customers, changed, register of 20,000', 20_000, [7, 4_321, 12_000, 15_555, 19_999].map((k) => syncRow(k, 'Kalmar'))),
});
