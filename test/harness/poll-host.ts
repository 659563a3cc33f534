import { readFileSync } from 'node:fs';

import { ExecutionLifecycleHooks, PollContext } from 'n8n-core';
// From its own file: n8n-core 1.x (npm run test:compat) does not export it from its index.
import { TriggersAndPollers } from 'n8n-core/dist/execution-engine/triggers-and-pollers';
import type { IDataObject, INode, INodeExecutionData, IWorkflowExecuteAdditionalData, WorkflowActivateMode } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { additionalData, nodeTypes, toNode } from './run-workflow';
import type { NodeSpec } from './run-workflow';

/** What one poll came to: the items it handed to n8n (null: none), or the error n8n was told of. */
export type PollOutcome = { emitted: INodeExecutionData[] | null; error?: undefined } | { emitted: null; error: Error & { description?: string } };

export interface PollHost {
	/** One scheduled poll, as n8n runs it for an active workflow. */
	poll(): Promise<PollOutcome>;
	/** The static data as n8n saved it in its database (JSON), the node's part. */
	saved(): IDataObject;
	/** n8n restarted: the workflow is built anew from the saved static data (the node's part replaced by `saved`, if given). */
	restart(saved?: IDataObject): void;
	/** The user changed the trigger's parameters and saved: n8n reactivates it with the saved static data. */
	reconfigure(parameters: IDataObject): void;
}

/** Whether the n8n-core the tests run on (`npm run test:compat` swaps it) is `major.minor` or later. */
export function n8nCoreAtLeast(major: number, minor = 0): boolean {
	const { version } = JSON.parse(readFileSync(require.resolve('n8n-core/package.json'), 'utf8')) as { version: string };
	const [actualMajor, actualMinor] = version.split('.').map(Number);
	return actualMajor > major || (actualMajor === major && actualMinor >= minor);
}

/**
 * A test of the poll budget (`getPollBudgetMs()`, n8n ≥ 2.39): skipped under n8n-core 1.x, where
 * `budgetMs` has no effect. Jest's `it` is looked up when a test is declared, not when this file
 * loads: the benches load this harness outside jest.
 */
export const withPollBudgets = (name: string, test: () => Promise<void>, timeout?: number): void => (n8nCoreAtLeast(2, 39) ? it : it.skip)(name, test, timeout);

let hosted = 0;

/**
 * Hosts a polling trigger as n8n does for an active workflow: one Workflow object that lives
 * between polls, each poll through n8n-core's PollContext and TriggersAndPollers. As n8n's poll
 * executor does, items go to `__emit`, and the workflow's static data is saved (here: to a JSON
 * string standing for the database) only after a poll that succeeded; a poll that throws goes to
 * `__emitError` and saves nothing. Each host is a workflow of its own (its own id). `budgetMs` is
 * what n8n ≥ 2.39 answers to `getPollBudgetMs()` (n8n-core's own default: 5 minutes).
 * `durableCursors` hosts it as n8n 2.40 does with `N8N_POLLER_DURABLE_CURSORS_ENABLED`: the node's
 * static data is a copy of a row of its own (seeded once from the workflow's), committed after each
 * scheduled poll; the poll on activation is a test whose copy is dropped unless it emitted, while
 * the workflow's static data is saved after activation as always.
 */
export function hostPoller(spec: Omit<NodeSpec, 'name'>, options: { budgetMs?: number; durableCursors?: boolean } = {}): PollHost {
	const node: INode = toNode({ ...spec, name: 'Trigger', parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, ...spec.parameters } }, 0);
	const workflowId = `poll-workflow-${++hosted}`;
	let database = '{}';
	const build = () =>
		new Workflow({ id: workflowId, nodes: [node], connections: {}, active: true, nodeTypes, staticData: JSON.parse(database) as IDataObject });
	let workflow = build();
	let activation: WorkflowActivateMode = 'activate';
	/** The durable cursor's row: the node's static data as n8n 2.40 keeps it apart (undefined: not made yet). */
	let cursorRow: string | undefined;
	// n8n-core 1.x names its method runPoll.
	const engine = new TriggersAndPollers() as TriggersAndPollers & { runPoll?: TriggersAndPollers['runPollFunction'] };
	const runPoll = (engine.runPollFunction ?? engine.runPoll)!.bind(engine);
	const hooks = new ExecutionLifecycleHooks('trigger', 'poll', {} as never);

	return {
		async poll() {
			let emitted: INodeExecutionData[] | null = null;
			let reported: Error | undefined;
			const testing = activation === 'activate';
			const staged = options.durableCursors ? (JSON.parse((cursorRow ??= JSON.stringify(workflow.getStaticData('node', node)))) as IDataObject) : undefined;
			const context = new PollContext(
				workflow,
				node,
				additionalData(hooks, 'poll') as IWorkflowExecuteAdditionalData,
				'trigger',
				activation,
				(data) => {
					emitted = data[0];
				},
				(error) => {
					reported = error;
				},
				undefined,
				undefined,
				staged ? () => staged : undefined,
				options.budgetMs === undefined ? undefined : () => options.budgetMs!,
			);
			activation = 'init';
			try {
				const response = await runPoll(workflow, node, context);
				if (response !== null) context.__emit(response);
			} catch (error) {
				context.__emitError(error as Error);
				return { emitted: null, error: reported as Error };
			}
			if (staged && (!testing || emitted !== null)) cursorRow = JSON.stringify(staged);
			// n8n saves static data once it changed: after the started run, or at once when nothing was emitted.
			if (workflow.staticData.__dataChanged) {
				database = JSON.stringify(workflow.staticData);
				workflow.staticData.__dataChanged = false;
			}
			return { emitted };
		},
		saved: () => ((JSON.parse(database) as IDataObject)[`node:${node.name}`] ?? {}) as IDataObject,
		restart(saved) {
			if (saved) database = JSON.stringify({ ...(JSON.parse(database) as IDataObject), [`node:${node.name}`]: saved });
			workflow = build();
		},
		reconfigure(parameters) {
			node.parameters = { ...node.parameters, ...parameters } as INode['parameters'];
			workflow = build();
		},
	};
}
