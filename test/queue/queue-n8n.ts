import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { INodeExecutionData } from 'n8n-workflow';

import { startSandbox, type Sandbox } from '../../sandbox';
import { CREDENTIALS, installPackedPackage, startN8n, type N8nInstance } from '../../scripts/n8n-instance';
import { startQueueServices } from '../../scripts/queue-services';
import { connectN8n, request, waitFor, type Execution } from '../e2e/harness';

/**
 * A real n8n in queue mode (main, `workers` workers running one execution each at a time, Redis,
 * PostgreSQL) with the packed package installed as a community package, and the sandbox with its
 * rate limit on. Shared by test/queue and bench/queue.ts.
 */
export interface QueueN8n {
	n8n: N8nInstance;
	sandbox: Sandbox;
	/** n8n's public API with a key of the owner. */
	api<T>(route: string, method?: 'GET' | 'POST', body?: unknown): Promise<T>;
	/** Runs the workflow as the editor's Execute workflow does, from its trigger `triggerName`. */
	runWorkflow(id: string, triggerName: string): Promise<Execution>;
	/** A workflow "webhook → `count` names → Fortnox: create label" on the demo token, published. */
	labelWorkflow(name: string, prefix: string, count: number, options?: { continueOnFail?: boolean }): Promise<LabelWorkflow>;
	stop(): Promise<void>;
}

export interface LabelWorkflow {
	id: string;
	names: string[];
	/** POSTs to its webhook; n8n answers at once and queues the execution. */
	trigger(): Promise<void>;
	/** The execution the trigger started, once it has ended. */
	finished(): Promise<Execution>;
}

export const CREATE_NODE = 'Create labels';

/** Label names: `${prefix} 000` … (a label's description holds at most 25 characters). */
export const labelNames = (prefix: string, count: number) =>
	Array.from({ length: count }, (_, k) => `${prefix} ${String(k).padStart(3, '0')}`);

function labelWorkflowBody(name: string, webhookPath: string, names: string[], continueOnFail: boolean) {
	return {
		name,
		settings: { saveDataSuccessExecution: 'all', saveDataErrorExecution: 'all' },
		connections: {
			Webhook: { main: [[{ node: 'Names', type: 'main', index: 0 }]] },
			Names: { main: [[{ node: CREATE_NODE, type: 'main', index: 0 }]] },
		},
		nodes: [
			{
				id: 'webhook',
				name: 'Webhook',
				type: 'n8n-nodes-base.webhook',
				typeVersion: 2,
				position: [0, 0],
				webhookId: webhookPath,
				parameters: { httpMethod: 'POST', path: webhookPath, responseMode: 'onReceived' },
			},
			{
				id: 'names',
				name: 'Names',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [200, 0],
				parameters: { jsCode: `return ${JSON.stringify(names)}.map((name) => ({ json: { name } }));` },
			},
			{
				id: 'create',
				name: CREATE_NODE,
				type: 'n8n-nodes-fortnox-suite.fortnox',
				typeVersion: 1,
				position: [400, 0],
				...(continueOnFail ? { onError: 'continueRegularOutput' } : {}),
				parameters: { resource: 'label', operation: 'create', description: '={{ $json.name }}' },
				credentials: { fortnoxApi: { id: CREDENTIALS.api.id, name: CREDENTIALS.api.name } },
			},
		],
	};
}

/** `webhookProcessor`: an `n8n webhook` process takes the production webhooks (scripts/n8n-instance.js). */
export async function startQueueN8n(workers: number, workersSharingToken = workers, options: { webhookProcessor?: boolean; recordRequests?: boolean } = {}): Promise<QueueN8n> {
	const services = await startQueueServices();
	const userFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'fortnox-queue-'));
	let sandbox: Sandbox | undefined;
	let n8n: N8nInstance | undefined;
	const stop = async () => {
		await n8n?.stop();
		await sandbox?.close();
		await services.stop();
		fs.rmSync(userFolder, { recursive: true, force: true });
	};
	try {
		await installPackedPackage(userFolder);
		// The demo tenant's token, with the service's limit of 25 requests per 5 s.
		sandbox = await startSandbox({ demo: true, rateLimit: true, recordRequests: options.recordRequests });
		n8n = await startN8n({ userFolder, sandbox, queue: { ...services, workers, workerConcurrency: 1, workersSharingToken, ...options } });
		const url = n8n.url;
		const { api, runWorkflow } = await connectN8n(n8n, 'queue', ['workflow:create', 'workflow:list', 'workflow:read', 'workflow:activate', 'workflow:deactivate', 'execution:list', 'execution:read']);

		return {
			n8n,
			sandbox,
			api,
			runWorkflow,
			stop,
			async labelWorkflow(name, prefix, count, options = {}) {
				const webhookPath = `labels-${prefix.toLowerCase().replace(/\W+/g, '-')}`;
				const names = labelNames(prefix, count);
				const { id } = await api<{ id: string }>('/workflows', 'POST', labelWorkflowBody(name, webhookPath, names, options.continueOnFail ?? false));
				await api(`/workflows/${id}/activate`, 'POST');
				// n8n registers the production webhook of a published workflow in the background.
				// Until then a GET hears "not registered"; after, that the path takes POST only.
				await waitFor(`the webhook of ${name}`, async () => {
					const res = await fetch(`${url}/webhook/${webhookPath}`);
					return (await res.text()).includes('Did you mean to make a POST request') ? true : undefined;
				});
				return {
					id,
					names,
					async trigger() {
						await request(`${url}/webhook/${webhookPath}`, {}, 'POST', {});
					},
					async finished() {
						return await waitFor(
							`the execution of ${name}`,
							async () => {
								const { data } = await api<{ data: Execution[] }>(`/executions?workflowId=${id}&includeData=true`);
								return data.find((execution) => execution.stoppedAt);
							},
							10 * 60 * 1000,
						);
					},
				};
			},
		};
	} catch (err) {
		await stop();
		throw err;
	}
}

/** The Fortnox node's run in an execution: its items and when it started and ended (ms). */
export function createRun(execution: Execution): { items: INodeExecutionData[]; start: number; end: number } {
	const run = execution.data.resultData.runData[CREATE_NODE]?.[0];
	if (!run) throw new Error(`"${CREATE_NODE}" did not run: ${JSON.stringify(execution.data.resultData.error ?? {})}`);
	return { items: run.data?.main[0] ?? [], start: run.startTime, end: run.startTime + run.executionTime };
}

/** Labels of the demo tenant whose description starts with `prefix`. */
export const storedLabels = (sandbox: Sandbox, prefix: string) =>
	sandbox
		.tenant('demo')
		.labels.map((label) => label.Description)
		.filter((description) => description.startsWith(`${prefix} `));
