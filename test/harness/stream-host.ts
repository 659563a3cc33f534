import { ExecutionLifecycleHooks, TriggerContext } from 'n8n-core';
import { TriggersAndPollers } from 'n8n-core/dist/execution-engine/triggers-and-pollers';
import type { IDataObject, INode, ITriggerResponse, IWorkflowExecuteAdditionalData, WorkflowActivateMode } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { eventually } from './eventually';
import { additionalData, nodeTypes, toNode } from './run-workflow';
import type { NodeSpec } from './run-workflow';

/** One run the trigger started: its items and the deduplication key it gave n8n. */
export interface StreamRun {
	items: IDataObject[];
	key: string | undefined;
}

export interface StreamHost {
	runs: StreamRun[];
	/** Runs n8n skipped: their deduplication key was one a run of any workflow had already taken. */
	skipped: StreamRun[];
	/** What the trigger asked n8n to record as failed runs (n8n ≥ 2.40's saveFailedExecution). */
	failures: Error[];
	/** The workflow is activated (or n8n starts with it active): n8n-core runs the node's trigger(). */
	activate(mode?: WorkflowActivateMode): Promise<void>;
	/** Deactivated: n8n calls the trigger's close function. */
	deactivate(): Promise<void>;
	/** The user picks another credential on the trigger: it takes effect at the next activation. */
	useCredential(credential: NodeSpec['credential']): void;
	/** The user changes the trigger's parameters: they take effect at the next activation. */
	reconfigure(parameters: IDataObject): void;
	/** The node's static data as n8n saved it in its database. */
	saved(): IDataObject;
	/** Puts `data` in the database as the node's static data (as an earlier release left it). */
	keep(data: IDataObject): void;
	/** Resolves once `count` runs have started (rejects after `timeoutMs`). */
	runsReach(count: number, timeoutMs?: number): Promise<StreamRun[]>;
}

let hosted = 0;
/** n8n 2.40 keeps every execution's deduplication key under one unique index, across all workflows. */
const takenKeys = new Set<string>();

/**
 * Hosts a trigger node as n8n does for an active workflow: n8n-core's TriggersAndPollers runs its
 * trigger() with a TriggerContext. As n8n's trigger context factory does, each emit saves the
 * workflow's static data (here: to a JSON string standing for the database) and starts a run with
 * the deduplication key given, unless a run of any hosted workflow took that key already; n8n also
 * saves it after an activation. The workflow is built anew from the saved static data on each
 * activation, as after a restart.
 */
export function hostTrigger(spec: Omit<NodeSpec, 'name'>): StreamHost {
	const node: INode = toNode({ ...spec, name: 'Trigger' }, 0);
	const workflowId = `trigger-workflow-${++hosted}`;
	let database = '{}';
	let response: ITriggerResponse | undefined;
	const runs: StreamRun[] = [];
	const skipped: StreamRun[] = [];
	const failures: Error[] = [];
	const engine = new TriggersAndPollers();
	const hooks = new ExecutionLifecycleHooks('trigger', workflowId, {} as never);

	const host: StreamHost = {
		runs,
		skipped,
		failures,
		async activate(mode = 'activate') {
			const workflow = new Workflow({ id: workflowId, nodes: [node], connections: {}, active: true, nodeTypes, staticData: JSON.parse(database) as IDataObject });
			const data = additionalData(hooks, workflowId) as IWorkflowExecuteAdditionalData;
			response = await engine.runTriggerFunction(
				workflow,
				node,
				(wf, n, additional, executeMode, activation) =>
					new TriggerContext(
						wf,
						n,
						additional,
						executeMode,
						activation,
						(emitted, _responsePromise, _donePromise, key) => {
							database = JSON.stringify(workflow.staticData);
							const run = { items: emitted[0].map((item) => item.json), key };
							if (key !== undefined && takenKeys.has(key)) skipped.push(run);
							else runs.push(run);
							if (key !== undefined) takenKeys.add(key);
						},
						(error) => failures.push(error),
						(error) => failures.push(error as unknown as Error),
					),
				data,
				'trigger',
				mode,
			);
			// n8n saves the workflow's static data after activating its triggers.
			database = JSON.stringify(workflow.staticData);
		},
		async deactivate() {
			await response?.closeFunction?.();
			response = undefined;
		},
		useCredential(credential) {
			node.credentials = toNode({ ...spec, credential, name: node.name }, 0).credentials;
		},
		reconfigure(parameters) {
			node.parameters = { ...node.parameters, ...parameters } as INode['parameters'];
		},
		saved: () => ((JSON.parse(database) as IDataObject)[`node:${node.name}`] ?? {}) as IDataObject,
		keep(data) {
			database = JSON.stringify({ ...(JSON.parse(database) as IDataObject), [`node:${node.name}`]: data });
		},
		async runsReach(count, timeoutMs) {
			const started = () => `${count} runs; ${runs.length} started: ${JSON.stringify(runs.map((run) => run.items.map((item) => item.event)))}`;
			await eventually(started, () => runs.length >= count, timeoutMs);
			return runs;
		},
	};
	return host;
}
