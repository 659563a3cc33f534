/**
 * The usual alternative to this package: n8n's own HTTP Request node POSTing `/3/labels` with the
 * Access-Token and Client-Secret headers, in a real n8n (the runtime of the e2e tests, its own
 * user folder and ports), against the same sandbox at the same latency.
 *
 * Its batching is set as a user reading "25 requests per 5 seconds" would: 5 items per batch,
 * 1,000 ms between batches, On Error "Continue" so a refused item shows instead of stopping the
 * run, no Retry On Fail.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { INodeExecutionData } from 'n8n-workflow';

import { startN8n } from '../scripts/n8n-instance';
import { startSandbox } from '../test/harness/sandbox';
import type { Execution } from '../test/e2e/harness';
import { connectN8n } from '../test/e2e/harness';
import type { Measured } from './figures';

export const HTTP_NODE_BATCHING = { batchSize: 5, batchInterval: 1000 };

const NODE = 'HTTP Request';
/** The longest a benchmarked run may take before the bench gives up on it. */
const RUN_TIMEOUT_MS = 30 * 60 * 1000;

function workflow(count: number, url: string, accessToken: string, clientSecret: string) {
	return {
		name: `Bench: HTTP Request node, ${count} label creates`,
		settings: { saveManualExecutions: true },
		connections: {
			Start: { main: [[{ node: 'Items', type: 'main', index: 0 }]] },
			Items: { main: [[{ node: NODE, type: 'main', index: 0 }]] },
		},
		nodes: [
			{ id: 'start', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
			{
				id: 'items',
				name: 'Items',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [200, 0],
				parameters: {
					jsCode: `return Array.from({ length: ${count} }, (_, k) => ({ json: { name: 'Bench ' + String(k).padStart(4, '0') } }));`,
				},
			},
			{
				id: 'http',
				name: NODE,
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				position: [400, 0],
				onError: 'continueRegularOutput',
				parameters: {
					method: 'POST',
					url: `${url}/3/labels`,
					sendHeaders: true,
					headerParameters: {
						parameters: [
							{ name: 'Access-Token', value: accessToken },
							{ name: 'Client-Secret', value: clientSecret },
						],
					},
					sendBody: true,
					specifyBody: 'json',
					jsonBody: '={{ JSON.stringify({ Label: { Description: $json.name } }) }}',
					options: { batching: { batch: HTTP_NODE_BATCHING } },
				},
			},
		],
	};
}

export interface RealN8nBench {
	run(count: number, latency: number): Promise<Measured>;
	stop(): Promise<void>;
}

/** A real n8n of the bench's own: runs a workflow (started at its node "Start") to its end. */
export interface RealN8n {
	execute(workflow: object): Promise<Execution>;
	stop(): Promise<void>;
}

export async function startRealN8n(): Promise<RealN8n> {
	const userFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'fortnox-bench-'));
	// n8n-instance imports credentials for a demo tenant; the bench's workflow brings its own headers.
	const demo = await startSandbox({ demo: true });
	const n8n = await startN8n({ userFolder, sandbox: demo });
	const { api, runWorkflow } = await connectN8n(n8n, 'bench', ['workflow:create', 'workflow:read', 'execution:read', 'execution:list']);

	return {
		async execute(workflow) {
			const { id } = await api<{ id: string }>('/workflows', 'POST', workflow);
			return await runWorkflow(id, 'Start', RUN_TIMEOUT_MS);
		},
		async stop() {
			await n8n.stop();
			await demo.close();
			fs.rmSync(userFolder, { recursive: true, force: true });
		},
	};
}

/** Starts a real n8n of its own; `run` creates and runs the label workflow against a fresh sandbox. */
export async function startHttpRequestNodeBench(): Promise<RealN8nBench> {
	const real = await startRealN8n();
	return {
		async run(count, latency) {
			const sandbox = await startSandbox({ rateLimit: true, latency });
			try {
				const tenant = sandbox.createTenant();
				const execution = await real.execute(workflow(count, sandbox.url, tenant.accessToken, tenant.clientSecret));
				const run = execution.data.resultData.runData[NODE]?.[0];
				if (!run) throw new Error(`"${NODE}" did not run: ${JSON.stringify(execution.data.resultData.error ?? {})}`);
				const items: INodeExecutionData[] = run.data?.main[0] ?? [];
				return {
					count,
					seconds: run.executionTime / 1000,
					outputs: items.map((item) =>
						item.json.error !== undefined
							? { error: JSON.stringify(item.json.error) }
							: { description: (item.json.Label as { Description?: string } | undefined)?.Description },
					),
					answered429: sandbox.stats.rateLimited,
					stored: sandbox.tenant(tenant.accessToken).labels.length,
				};
			} finally {
				await sandbox.close();
			}
		},
		stop: real.stop,
	};
}
