import { ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import type {
	IConnections,
	IDataObject,
	INode,
	INodeExecutionData,
	IRun,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { createRunExecutionData, Workflow } from 'n8n-workflow';

import { TestCredentialsHelper } from './credentials-helper';
import { PACKAGE, PackageNodeTypes } from './node-types';

export const credentialsHelper = new TestCredentialsHelper();
export const nodeTypes = new PackageNodeTypes();

let executionCounter = 0;

export interface NodeSpec {
	name?: string;
	/** Node name without the package prefix, e.g. `fortnox`. */
	type: string;
	parameters: IDataObject;
	/** Stored credential id (see `credentialsHelper.set`) and which credential type it is. */
	credential: { id: string; type: 'fortnoxApi' | 'fortnoxOAuth2Api' };
	continueOnFail?: boolean;
}

function toNode(spec: NodeSpec, index: number): INode {
	return {
		id: `node-${index}`,
		name: spec.name ?? `Node ${index}`,
		type: `${PACKAGE}.${spec.type}`,
		typeVersion: 1,
		position: [index * 200, 0],
		parameters: {
			...(spec.credential.type === 'fortnoxOAuth2Api' ? { authentication: 'oAuth2' } : {}),
			...spec.parameters,
		} as INode['parameters'],
		credentials: { [spec.credential.type]: { id: spec.credential.id, name: `${spec.credential.type} ${spec.credential.id}` } },
		...(spec.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
	};
}

export function additionalData(hooks: ExecutionLifecycleHooks, executionId: string): IWorkflowExecuteAdditionalData {
	return {
		credentialsHelper,
		executionId,
		hooks,
		currentNodeExecutionIndex: 0,
		restApiUrl: 'http://127.0.0.1/rest',
		instanceBaseUrl: 'http://127.0.0.1/',
		formBaseUrl: 'http://127.0.0.1/form',
		formWaitingBaseUrl: 'http://127.0.0.1/form-waiting',
		formTestBaseUrl: 'http://127.0.0.1/form-test',
		webhookBaseUrl: 'http://127.0.0.1/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1/webhook-test',
		mcpBaseUrl: 'http://127.0.0.1/mcp',
		mcpTestBaseUrl: 'http://127.0.0.1/mcp-test',
		variables: {},
		logAiEvent: () => undefined,
	} as unknown as IWorkflowExecuteAdditionalData;
}

export interface WorkflowResult {
	run: IRun;
	/** Output items of a node's first run (main output 0). */
	output(nodeName: string): INodeExecutionData[];
	/** The error a node stopped the workflow with, if any. */
	error(nodeName?: string): Error | undefined;
}

/**
 * Runs the given chain of nodes (each feeding the next) through n8n-core's WorkflowExecute,
 * starting with `items` as the first node's input: the same engine and node contexts n8n uses.
 */
export async function runChain(specs: NodeSpec[], items: IDataObject[] = [{}]): Promise<WorkflowResult> {
	const nodes = specs.map(toNode);
	const connections: IConnections = {};
	nodes.slice(1).forEach((node, index) => {
		connections[nodes[index].name] = { main: [[{ node: node.name, type: 'main', index: 0 }]] };
	});
	const workflow = new Workflow({ id: 'test-workflow', nodes, connections, active: false, nodeTypes });

	const executionId = String(++executionCounter);
	const hooks = new ExecutionLifecycleHooks('manual', executionId, {
		id: 'test-workflow',
		name: 'Test',
		active: false,
		activeVersionId: null,
		isArchived: false,
		createdAt: new Date(),
		updatedAt: new Date(),
		nodes,
		connections,
	});
	const finished = new Promise<IRun>((resolve) => hooks.addHandler('workflowExecuteAfter', resolve));
	const runExecutionData = createRunExecutionData({
		executionData: {
			nodeExecutionStack: [{ node: nodes[0], data: { main: [items.map((json) => ({ json }))] }, source: null }],
		},
	});

	const execute = new WorkflowExecute(additionalData(hooks, executionId), 'manual', runExecutionData);
	await execute.processRunExecutionData(workflow);
	const run = await finished;

	return {
		run,
		output: (nodeName) => run.data.resultData.runData[nodeName]?.[0]?.data?.main?.[0] ?? [],
		error: (nodeName) =>
			(nodeName ? run.data.resultData.runData[nodeName]?.[0]?.error : run.data.resultData.error) as Error | undefined,
	};
}

/** One node, one run: the common case. */
export async function runNode(spec: Omit<NodeSpec, 'name'>, items?: IDataObject[]): Promise<WorkflowResult & { items: INodeExecutionData[] }> {
	const result = await runChain([{ ...spec, name: 'Fortnox' }], items);
	return { ...result, items: result.output('Fortnox') };
}
