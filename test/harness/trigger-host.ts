import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { ExecutionLifecycleHooks, HookContext, WebhookContext } from 'n8n-core';
import type {
	INode,
	INodeExecutionData,
	INodeType,
	IWebhookData,
	IWebhookDescription,
	IWorkflowExecuteAdditionalData,
	WorkflowActivateMode,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { eventually } from './eventually';
import { additionalData, nodeTypes, toNode } from './run-workflow';
import type { NodeSpec } from './run-workflow';

/** The slice of Express's response that n8n's webhook nodes use. */
function expressLikeResponse(res: ServerResponse) {
	const response = Object.assign(res, {
		status(code: number) {
			res.statusCode = code;
			return response;
		},
		json(body: unknown) {
			res.setHeader('Content-Type', 'application/json');
			res.end(JSON.stringify(body));
			return response;
		},
		send(body: string) {
			res.end(body);
			return response;
		},
	});
	return response;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

export interface TriggerHost {
	/** The URL the trigger registers (n8n's production webhook URL for it). */
	webhookUrl: string;
	workflow: Workflow;
	/** Each started run's trigger output. */
	runs: INodeExecutionData[][];
	/** Every callback received: status answered and whether it started a run. */
	received: Array<{ status: number; started: boolean }>;
	activate(): Promise<void>;
	deactivate(): Promise<void>;
	/** Resolves once `count` calls have been handled (the node answers before its run is handed over). */
	settled(count: number, timeoutMs?: number): Promise<void>;
	close(): Promise<void>;
}

/**
 * Hosts a trigger node as n8n does in production: activation runs the node's `checkExists`
 * and, when that says no, `create`; deactivation runs `delete` (all through n8n-core's
 * HookContext); every HTTP request to the URL goes to the node's `webhook` through n8n-core's
 * WebhookContext with the raw body kept, and a returned workflowData counts as one run.
 */
export async function hostTrigger(spec: Omit<NodeSpec, 'name'>): Promise<TriggerHost> {
	const node: INode = { ...toNode({ ...spec, name: 'Trigger' }, 0), id: 'trigger', webhookId: 'd7a5e0b4-2f6e-4d2b-9a51-6a1f0f7b3c11' };
	const workflow = new Workflow({ id: 'trigger-workflow', nodes: [node], connections: {}, active: true, nodeTypes });
	const nodeType = nodeTypes.getByNameAndVersion(node.type) as INodeType;
	const description = nodeType.description.webhooks?.[0] as IWebhookDescription;
	const runs: INodeExecutionData[][] = [];
	const received: TriggerHost['received'] = [];

	const server: Server = createServer((req, res) => {
		void (async () => {
			const rawBody = await readBody(req);
			let body: unknown = {};
			try {
				body = JSON.parse(rawBody.toString('utf8'));
			} catch {
				body = {};
			}
			const request = Object.assign(req, { rawBody, body, params: {}, query: {} });
			const response = expressLikeResponse(res);
			const data = {
				...base,
				httpRequest: request,
				httpResponse: response,
			} as unknown as IWorkflowExecuteAdditionalData;
			const context = new WebhookContext(workflow, node, data, 'webhook', webhookData(data), [], null);
			try {
				const result = await nodeType.webhook!.call(context);
				const started = result.workflowData !== undefined;
				if (started) runs.push(result.workflowData![0]);
				if (result.noWebhookResponse !== true && !res.writableEnded) {
					response.status(200).json(result.webhookResponse ?? { message: started ? 'Workflow was started' : 'Webhook call received' });
				}
				received.push({ status: res.statusCode, started });
			} catch (error) {
				if (!res.writableEnded) response.status(500).json({ message: (error as Error).message });
				received.push({ status: 500, started: false });
			}
		})();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const port = (server.address() as AddressInfo).port;

	const hooks = new ExecutionLifecycleHooks('webhook', 'trigger', {} as never);
	const base = { ...additionalData(hooks, 'trigger'), webhookBaseUrl: `http://127.0.0.1:${port}/webhook` };
	const webhookData = (data: IWorkflowExecuteAdditionalData): IWebhookData => ({
		httpMethod: 'POST',
		node: node.name,
		path: `${node.webhookId}/${description.path}`,
		webhookDescription: description,
		workflowId: workflow.id,
		workflowExecuteAdditionalData: data,
		webhookId: node.webhookId,
	});
	const hookContext = (activation: WorkflowActivateMode | 'deactivate') =>
		new HookContext(workflow, node, base as IWorkflowExecuteAdditionalData, 'trigger', activation as WorkflowActivateMode, webhookData(base as IWorkflowExecuteAdditionalData));
	const methods = nodeType.webhookMethods!.default!;

	return {
		webhookUrl: `http://127.0.0.1:${port}/webhook/${node.webhookId}/${description.path}`,
		workflow,
		runs,
		received,
		async activate() {
			const context = hookContext('activate');
			if (!(await methods.checkExists.call(context))) await methods.create.call(context);
		},
		async deactivate() {
			await methods.delete.call(hookContext('deactivate'));
		},
		async settled(count, timeoutMs) {
			await eventually(() => `${count} callbacks handled; ${received.length} were`, () => received.length >= count, timeoutMs);
		},
		async close() {
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}
