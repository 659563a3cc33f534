import { ExecutionLifecycleHooks, LoadOptionsContext, WorkflowExecute } from 'n8n-core';
import type {
	IConnections,
	IDataObject,
	ILoadOptionsFunctions,
	INode,
	INodeExecutionData,
	IRun,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { createRunExecutionData, Workflow } from 'n8n-workflow';

import { TestCredentialsHelper } from './credentials-helper';
import { PACKAGE, PackageNodeTypes } from './node-types';

export const credentialsHelper = new TestCredentialsHelper();

export type CredentialType = 'fortnoxApi' | 'fortnoxOAuth2Api' | 'fortnoxServiceAccountApi';

/** The node's Authentication value that picks a credential type. */
const AUTHENTICATION: Record<CredentialType, string> = {
	fortnoxApi: 'accessToken',
	fortnoxOAuth2Api: 'oAuth2',
	fortnoxServiceAccountApi: 'serviceAccount',
};
export const nodeTypes = new PackageNodeTypes();

let executionCounter = 0;

export interface NodeSpec {
	name?: string;
	/** Node name without the package prefix, e.g. `fortnox`. */
	type: string;
	parameters: IDataObject;
	/** Stored credential id (see `credentialsHelper.set`) and which credential type it is. */
	credential: { id: string; type: CredentialType };
	/** n8n's On Error setting: true is "Continue" (regular output), 'errorOutput' is "Continue (using error output)". */
	continueOnFail?: boolean | 'errorOutput';
	/** n8n's Execute Once setting: the node runs for the first input item only. */
	executeOnce?: boolean;
	/** The node's version (1 unless given). */
	typeVersion?: number;
	/** Save no Authentication, as the editor does for a node that keeps its version's default. */
	defaultAuthentication?: boolean;
}

/** The node a spec stands for, as the editor saves it. */
export function toNode(spec: NodeSpec, index: number): INode {
	return {
		id: `node-${index}`,
		name: spec.name ?? `Node ${index}`,
		type: `${PACKAGE}.${spec.type}`,
		typeVersion: spec.typeVersion ?? 1,
		position: [index * 200, 0],
		parameters: {
			...(spec.defaultAuthentication ? {} : { authentication: AUTHENTICATION[spec.credential.type] }),
			...spec.parameters,
		} as INode['parameters'],
		credentials: { [spec.credential.type]: { id: spec.credential.id, name: `${spec.credential.type} ${spec.credential.id}` } },
		...(spec.continueOnFail ? { onError: spec.continueOnFail === 'errorOutput' ? ('continueErrorOutput' as const) : ('continueRegularOutput' as const) } : {}),
		...(spec.executeOnce ? { executeOnce: true } : {}),
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

function asItem(item: IDataObject | INodeExecutionData): INodeExecutionData {
	return 'json' in item && typeof item.json === 'object' ? (item as INodeExecutionData) : { json: item as IDataObject };
}

/** An input item carrying a file, as n8n keeps binary data in its default (in-memory) mode. */
export function binaryItem(fileName: string, mimeType: string, bytes: Buffer, json: IDataObject = {}): INodeExecutionData {
	return {
		json,
		binary: { data: { data: bytes.toString('base64'), mimeType, fileName, fileSize: String(bytes.length) } },
	};
}

/** The bytes of an output item's binary field. */
export function binaryBytes(item: INodeExecutionData, field = 'data'): Buffer {
	return Buffer.from(item.binary?.[field]?.data ?? '', 'base64');
}

export interface WorkflowResult {
	run: IRun;
	/** Output items of a node's first run (main output 0, or the one given: 1 is the error output under "Continue (using error output)"). */
	output(nodeName: string, outputIndex?: number): INodeExecutionData[];
	/** The error a node stopped the workflow with, if any. */
	error(nodeName?: string): Error | undefined;
}

/**
 * Runs the given chain of nodes (each feeding the next) through n8n-core's WorkflowExecute,
 * starting with `items` as the first node's input: the same engine and node contexts n8n uses.
 */
export async function runChain(specs: NodeSpec[], items: Array<IDataObject | INodeExecutionData> = [{}]): Promise<WorkflowResult> {
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
			nodeExecutionStack: [{ node: nodes[0], data: { main: [items.map(asItem)] }, source: null }],
		},
	});

	const execute = new WorkflowExecute(additionalData(hooks, executionId), 'manual', runExecutionData);
	await execute.processRunExecutionData(workflow);
	const run = await finished;

	return {
		run,
		output: (nodeName, outputIndex = 0) => run.data.resultData.runData[nodeName]?.[0]?.data?.main?.[outputIndex] ?? [],
		error: (nodeName) =>
			(nodeName ? run.data.resultData.runData[nodeName]?.[0]?.error : run.data.resultData.error) as Error | undefined,
	};
}

/** One node, one run: the common case. */
export async function runNode(spec: Omit<NodeSpec, 'name'>, items?: Array<IDataObject | INodeExecutionData>): Promise<WorkflowResult & { items: INodeExecutionData[] }> {
	const result = await runChain([{ ...spec, name: 'Fortnox' }], items);
	return { ...result, items: result.output('Fortnox') };
}

/** The context n8n gives a node's load-options and list-search methods while its panel is open. */
export function loadOptionsContext(spec: Omit<NodeSpec, 'name'>): ILoadOptionsFunctions {
	const node = toNode({ ...spec, name: 'Fortnox' }, 0);
	const workflow = new Workflow({ id: 'test-workflow', nodes: [node], connections: {}, active: false, nodeTypes });
	const hooks = new ExecutionLifecycleHooks('internal', 'load-options', {} as never);
	const data = { ...additionalData(hooks, 'load-options'), currentNodeParameters: node.parameters };
	return new LoadOptionsContext(workflow, node, data, 'parameters');
}
