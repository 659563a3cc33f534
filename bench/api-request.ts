/**
 * A Return All of 1,000 customers (GET /3/customers, MetaInformation paging) at 300 ms latency per
 * answer, against the sandbox with its 25-per-5-seconds limit on: through this package's API Request
 * (service-account credential, run by n8n's engine), then through n8n's HTTP Request node in a real
 * n8n with its own pagination ("Update a Parameter in Each Request": page = $pageCount + 1, complete
 * when @CurrentPage reaches @TotalPages), once with limit=500 and once with Fortnox's default page size.
 * Prints, per run: requests the sandbox received (token requests apart), seconds, 429s, records.
 *
 *   npm run bench:api-request
 *   BENCH_COUNT=2000 BENCH_LATENCY=1000 npm run bench:api-request
 */
import type { IDataObject } from 'n8n-workflow';

import { runNode } from '../test/harness/run-workflow';
import type { Sandbox, TenantCredentials } from '../sandbox';
import { serviceAccountCredential, startSandbox } from '../test/harness/sandbox';
import { startRealN8n } from './http-request-node';

const COUNT = Number(process.env.BENCH_COUNT ?? 1000);
const LATENCY = Number(process.env.BENCH_LATENCY ?? 300);
const NODE = 'HTTP Request';

interface Figures {
	requests: number;
	tokenRequests: number;
	seconds: number;
	answered429: number;
	records: number;
}

async function withCustomers<T>(run: (sandbox: Sandbox, tenant: TenantCredentials) => Promise<T>): Promise<T> {
	const sandbox = await startSandbox({ rateLimit: true, latency: LATENCY });
	try {
		const tenant = sandbox.createTenant();
		sandbox.addCustomers(tenant.tenantId, COUNT);
		return await run(sandbox, tenant);
	} finally {
		await sandbox.close();
	}
}

const figures = (sandbox: Sandbox, seconds: number, records: number): Figures => ({
	requests: sandbox.stats.requests - sandbox.stats.tokenRequests,
	tokenRequests: sandbox.stats.tokenRequests,
	seconds,
	answered429: sandbox.stats.rateLimited,
	records,
});

async function apiRequest(): Promise<Figures> {
	return await withCustomers(async (sandbox, tenant) => {
		const { credential } = serviceAccountCredential(sandbox, tenant);
		const started = performance.now();
		const result = await runNode({
			type: 'fortnox',
			credential,
			parameters: { resource: 'apiRequest', operation: 'send', method: 'GET', path: '/3/customers', paginate: true, returnAll: true },
		});
		const seconds = (performance.now() - started) / 1000;
		const stopped = result.error();
		if (stopped) throw stopped;
		return figures(sandbox, seconds, result.items.length);
	});
}

function httpRequestWorkflow(url: string, accessToken: string, clientSecret: string, pageSize?: number) {
	return {
		name: `Bench: HTTP Request node, Return All of ${COUNT} customers`,
		settings: { saveManualExecutions: true },
		connections: { Start: { main: [[{ node: NODE, type: 'main', index: 0 }]] } },
		nodes: [
			{ id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			{
				id: 'http',
				name: NODE,
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				position: [200, 0],
				parameters: {
					method: 'GET',
					url: `${url}/3/customers`,
					sendQuery: pageSize !== undefined,
					queryParameters: { parameters: pageSize ? [{ name: 'limit', value: String(pageSize) }] : [] },
					sendHeaders: true,
					headerParameters: {
						parameters: [
							{ name: 'Access-Token', value: accessToken },
							{ name: 'Client-Secret', value: clientSecret },
						],
					},
					options: {
						pagination: {
							pagination: {
								paginationMode: 'updateAParameterInEachRequest',
								parameters: { parameters: [{ type: 'qs', name: 'page', value: '={{ $pageCount + 1 }}' }] },
								paginationCompleteWhen: 'other',
								completeExpression:
									'={{ $response.body.MetaInformation["@CurrentPage"] >= $response.body.MetaInformation["@TotalPages"] }}',
							},
						},
					},
				},
			},
		],
	};
}

const print = (line: string) => process.stdout.write(`${line}\n`);

const line = (who: string, f: Figures) =>
	[
		who.padEnd(37),
		`requests ${String(f.requests).padStart(3)}`,
		`token requests ${f.tokenRequests}`,
		`${f.seconds.toFixed(2).padStart(6)} s`,
		`429 answered ${String(f.answered429).padStart(3)}`,
		`records ${f.records}`,
	].join('  ');

async function main(): Promise<void> {
	process.env.N8N_LOG_LEVEL = 'silent';
	print(`Return All of ${COUNT} customers, ${LATENCY} ms latency per answer, limit 25 requests per 5 s`);
	print(line('API Request (service account)', await apiRequest()));

	const real = await startRealN8n();
	try {
		for (const pageSize of [500, undefined]) {
			const measured = await withCustomers(async (sandbox, tenant) => {
				const execution = await real.execute(httpRequestWorkflow(sandbox.url, tenant.accessToken, tenant.clientSecret, pageSize));
				const run = execution.data.resultData.runData[NODE]?.[0];
				if (!run) throw new Error(`"${NODE}" did not run: ${JSON.stringify(execution.data.resultData.error ?? {})}`);
				const pages = (run.data?.main[0] ?? []).map((item) => item.json as IDataObject);
				const records = pages.reduce((sum, page) => sum + ((page.Customers as unknown[] | undefined)?.length ?? 0), 0);
				return figures(sandbox, run.executionTime / 1000, records);
			});
			print(line(`HTTP Request node, ${pageSize ? `limit=${pageSize}` : 'default page size'}`, measured));
		}
	} finally {
		await real.stop();
	}
}

main().catch((error) => {
	process.stderr.write(`${(error as Error).stack}\n`);
	process.exit(1);
});
