/**
 * Every client company from one workflow (issue 50): one service account approved by --companies
 * companies (20), and --writes new customers for each (100), made by one Fortnox node through n8n's
 * engine with Company (Tenant ID) an expression and Concurrency 25 (docs/companies.md advises it for
 * many companies), against the sandbox with its limit of 25 requests per 5 s per token on and
 * --latency ms per answer (300). Beside it, one company's same work alone, with the default
 * Concurrency (10). Prints each run's seconds, the ratio of the two, the most requests one company
 * took in any 5 s, the 429s, and the isolation check: every customer in the company it was written for.
 *
 *   npm run bench:companies
 *   npm run bench:companies -- --companies=5 --writes=50 --latency=1000
 */
import type { IDataObject } from 'n8n-workflow';

import { startSandbox } from '../sandbox';
import type { Sandbox } from '../sandbox';
import { runNode } from '../test/harness/run-workflow';
import { serviceAccountCredential } from '../test/harness/sandbox';
import { argument, print, timed } from './figures';

const COMPANIES = Number(argument('companies', '20'));
const WRITES = Number(argument('writes', '100'));
const LATENCY = Number(argument('latency', '300'));
/** Concurrency for many companies (docs/companies.md), and the default for one. */
const MANY_CONCURRENCY = 25;
const ONE_CONCURRENCY = 10;
const WINDOW_MS = 5_000;

interface Run {
	seconds: number;
	/** The most customers one company got within any 5 s. */
	busiestWindow: number;
	answered429: number;
	/** Customers in a company other than the one their item named, or missing. */
	misplaced: number;
	failed: number;
}

/** The most of `times` (ms, sorted) that fall within one window. */
function busiest(times: number[]): number {
	let most = 0;
	for (let start = 0, end = 0; end < times.length; end++) {
		while (times[end] - times[start] >= WINDOW_MS) start++;
		most = Math.max(most, end - start + 1);
	}
	return most;
}

async function writeCustomers(companies: number, concurrency: number): Promise<Run> {
	const sandbox: Sandbox = await startSandbox({ rateLimit: true, latency: LATENCY });
	try {
		const first = sandbox.createTenant();
		const tenants = [first.tenantId, ...Array.from({ length: companies - 1 }, () => sandbox.createTenant().tenantId)];
		const { account, credential } = serviceAccountCredential(sandbox, first);
		for (const tenantId of tenants.slice(1)) sandbox.createServiceAccount(tenantId, { clientId: account.clientId, clientSecret: account.clientSecret });
		// Interleaved, as a sheet of clients' rows would come: each company's items spread over the run.
		const rows: IDataObject[] = Array.from({ length: companies * WRITES }, (_, k) => ({ tenantId: tenants[k % companies], name: `Kund ${tenants[k % companies]} ${Math.floor(k / companies)}` }));
		const { value: result, seconds } = await timed(
			async () =>
				await runNode(
					{
						type: 'fortnox',
						credential,
						continueOnFail: true,
						parameters: {
							authentication: 'serviceAccount',
							companyTenantId: '={{ $json.tenantId }}',
							concurrency,
							resource: 'customer',
							operation: 'create',
							name: '={{ $json.name }}',
							additionalFields: {},
						},
					},
					rows,
				),
		);
		const failed = result.items.filter((item) => item.json.error !== undefined).length;
		let misplaced = 0;
		let busiestWindow = 0;
		for (const tenantId of tenants) {
			const customers = sandbox.tenant(tenantId).customers;
			const wanted = rows.filter((row) => row.tenantId === tenantId).map((row) => String(row.name));
			const held = new Set(customers.map((customer) => String(customer.Name)));
			misplaced += wanted.filter((name) => !held.has(name)).length + customers.filter((customer) => !String(customer.Name).startsWith(`Kund ${tenantId} `)).length;
			busiestWindow = Math.max(busiestWindow, busiest(customers.map((customer) => Number(customer.modifiedAt)).sort((a, b) => a - b)));
		}
		return { seconds, busiestWindow, answered429: sandbox.stats.rateLimited, misplaced, failed };
	} finally {
		await sandbox.close();
	}
}

async function main(): Promise<void> {
	print(`bench:companies: ${WRITES} new customers per company, ${LATENCY} ms per answer, the limit of 25 per 5 s per token on`);
	const one = await writeCustomers(1, ONE_CONCURRENCY);
	const many = await writeCustomers(COMPANIES, MANY_CONCURRENCY);
	for (const [label, run] of [
		[`1 company (Concurrency ${ONE_CONCURRENCY})`, one],
		[`${COMPANIES} companies (Concurrency ${MANY_CONCURRENCY})`, many],
	] as const) {
		print(
			`  ${label.padEnd(32)} ${run.seconds.toFixed(1).padStart(6)} s · most requests of one company in 5 s: ${run.busiestWindow} · 429s: ${run.answered429} · failed: ${run.failed} · in the wrong company or missing: ${run.misplaced}`,
		);
	}
	print(`  ${COMPANIES} companies took ${(many.seconds / one.seconds).toFixed(2)} × the time of one (${COMPANIES} × the work)`);
}

void main();
