// What only a real n8n shows of the triggers (issue 41): n8n keeps every execution's deduplication
// key under one unique index for all workflows, and keeps static data in its database across a
// restart. Two Stream Trigger workflows and a Fortnox Trigger workflow follow new customers of one
// company: each workflow gets each customer once, before and after a restart of n8n's main process
// during which customers were made. Run in a plain n8n (test/e2e) and in queue mode (test/queue),
// where the triggers live on main and the runs on the workers.
import fs from 'node:fs';
import path from 'node:path';

import type { IDataObject } from 'n8n-workflow';

import type { N8nInstance } from '../../scripts/n8n-instance';
import type { Sandbox } from '../../sandbox';
import type { Execution, RealN8n } from './harness';
import { asBookkeeper, firstPollDone, waitFor } from './harness';

/** What the scenario needs of a running n8n: its process, the sandbox, and its public API with a key that may create workflows. */
export type TriggerHost = Pick<RealN8n, 'api'> & { n8n: N8nInstance; sandbox: Sandbox };

const TRIGGER = 'New customer';
const CREDENTIAL = { fortnoxApi: { id: 'fortnoxSandboxApi', name: 'Fortnox Sandbox' } };

/** What n8n's processes logged of trouble (main's and the workers' logs beside it), for a failure to say why. */
function troubleInLogs(logFile: string): string {
	const folder = path.dirname(logFile);
	return fs
		.readdirSync(folder)
		.filter((file) => file.endsWith('.log'))
		.flatMap((file) =>
			fs
				.readFileSync(path.join(folder, file), 'utf8')
				.split('\n')
				.filter((line) => /deduplication|error|fail|Fortnox stream|skipped|Received trigger|Enqueued execution|dangling|crash|stalled|published/i.test(line))
				// n8n's own calls home, which a machine without the internet fails: noise here.
				.filter((line) => !/api\.n8n\.io|AxiosError|RedirectableRequest|emitErrorEvent|socketErrorListener|emitErrorNT|emitErrorCloseNT|Python task runner|system task run failed/.test(line))
				.slice(-60)
				.map((line) => `${file}: ${line.slice(0, 400)}`),
		)
		.join('\n');
}

/** A workflow of a trigger (with the demo company's access token, unless it names its credentials) and a No Operation after it. */
export function workflowOf(name: string, trigger: { type: string; parameters: IDataObject; credentials?: IDataObject }, seed: number) {
	const id = (n: number) => `c41e2e00-${String(seed).padStart(4, '0')}-4d7a-9c1e-00000000000${n}`;
	return {
		name,
		nodes: [
			{ id: id(1), name: TRIGGER, type: `n8n-nodes-fortnox-suite.${trigger.type}`, typeVersion: 1, position: [0, 0], parameters: trigger.parameters, credentials: trigger.credentials ?? CREDENTIAL },
			{ id: id(2), name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [300, 0], parameters: {} },
		],
		connections: { [TRIGGER]: { main: [[{ node: 'Done', type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
	};
}

export const streamed = { type: 'fortnoxStreamTrigger', parameters: { authentication: 'accessToken', events: ['customerCreated'], options: {} } };
export const polled = { type: 'fortnoxTrigger', parameters: { pollTimes: { item: [{ mode: 'everyMinute' }] }, authentication: 'accessToken', events: ['customerCreated'] } };

/** What names a customer a run started with: its number. */
const byCustomerNumber = (json: IDataObject) => String(json.CustomerNumber);

/** The customers a workflow's runs started with (as `label` names them), one entry per item (a repeat shows twice). */
const customersOf = (runs: Execution[] | undefined, label: (json: IDataObject) => string): string[] =>
	(runs ?? []).flatMap((run) => (run.data?.resultData.runData[TRIGGER]?.[0]?.data?.main[0] ?? []).map((item) => label(item.json))).sort();

/** A customer the bookkeeper makes in the demo company; its number. */
export async function newCustomer(real: TriggerHost, name: string): Promise<string> {
	const { Customer } = (await asBookkeeper(real, 'POST', '/3/customers', { Customer: { Name: name } })) as { Customer: { CustomerNumber: string } };
	return String(Customer.CustomerNumber);
}

/** The runs of a scenario, by workflow: those after the newest run when `start` was called; `label` names a customer a run started with. */
export function scenarioRuns(real: () => TriggerHost, label = byCustomerNumber) {
	/** Runs after this id are the scenario's (n8n numbers runs one after another, across workflows). */
	let since = 0;
	const newestListed = async () => Number((await real().api<{ data: Execution[] }>('/executions?limit=1')).data[0]?.id ?? 0);

	/**
	 * Every run of the scenario, by workflow. n8n's list leaves out a run that its main process still
	 * counts as running, and in queue mode main can go on counting a run so after the worker finished
	 * it (seen: a run `success`, finished, by its own id, absent from every list). The ids the list
	 * skips are read one by one, a few past the newest too.
	 */
	async function runsByWorkflow(): Promise<Map<string, Execution[]>> {
		const { data } = await real().api<{ data: Execution[] }>('/executions?includeData=true&limit=250');
		const listed = data.filter((run) => Number(run.id) > since);
		const ids = new Set(listed.map((run) => Number(run.id)));
		const newest = Math.max(since, ...ids);
		const skipped = Array.from({ length: newest + 5 - since }, (_, k) => since + 1 + k).filter((id) => !ids.has(id));
		const read = await Promise.all(
			skipped.map(async (id) => await real().api<Execution>(`/executions/${id}?includeData=true`).catch(() => undefined)),
		);
		const byWorkflow = new Map<string, Execution[]>();
		for (const run of [...listed, ...read]) if (run) byWorkflow.set(run.workflowId, [...(byWorkflow.get(run.workflowId) ?? []), run]);
		return byWorkflow;
	}

	/**
	 * Waits until each workflow has had every customer it is `owed`, then a little longer (a repeat
	 * would come within seconds of the first run), and returns what each had, by workflow id. A
	 * failure names, per workflow, what it was owed and had and each run's id, status and error, and
	 * what n8n logged.
	 */
	async function untilEachHas(workflows: Array<{ name: string; id: string }>, owed: (workflowId: string) => string[]): Promise<Map<string, string[]>> {
		let runs = new Map<string, Execution[]>();
		const had = () => new Map(workflows.map((workflow) => [workflow.id, customersOf(runs.get(workflow.id), label)]));
		await waitFor('every workflow to run for every customer it is owed', async () => {
			runs = await runsByWorkflow();
			const seen = had();
			return workflows.every((workflow) => owed(workflow.id).every((number) => seen.get(workflow.id)!.includes(number))) ? true : undefined;
		}).catch((error: Error) => {
			const lines = workflows.map((workflow) => {
				const statuses = (runs.get(workflow.id) ?? []).map(
					(run) => `${run.id}:${run.status}${run.stoppedAt ? '' : ' (not stopped)'}${run.data?.resultData.error ? ` (${run.data.resultData.error.message})` : ''}`,
				);
				return `${workflow.name}: owed ${owed(workflow.id).join(', ')}; had ${had().get(workflow.id)!.join(', ')}; runs ${statuses.join(', ')}`;
			});
			throw new Error(`${error.message}:\n${lines.join('\n')}\n${troubleInLogs(real().n8n.logFile)}`);
		});
		await new Promise((resolve) => setTimeout(resolve, 5000));
		runs = await runsByWorkflow();
		return had();
	}

	return {
		async start() {
			since = await newestListed();
		},
		untilEachHas,
	};
}

export function describeSeveralTriggerWorkflows(real: () => TriggerHost): void {
	const { start, untilEachHas } = scenarioRuns(real);

	describe('several trigger workflows on one company, in a real n8n', () => {
		const workflows: Array<{ name: string; id: string }> = [];
		const made: string[] = [];

		/** Waits until every workflow has had every customer made so far, then a little longer, and returns what each had. */
		async function everyWorkflowHasEveryCustomer(): Promise<Record<string, string[]>> {
			const had = await untilEachHas(workflows, () => made);
			return Object.fromEntries(workflows.map((workflow) => [workflow.name, had.get(workflow.id)!] as const));
		}
		const eachOnce = () => Object.fromEntries(workflows.map((workflow) => [workflow.name, [...made].sort()]));

		beforeAll(async () => {
			const { api, sandbox } = real();
			await start();
			const definitions = [
				workflowOf('New customer → CRM (stream)', streamed, 1),
				workflowOf('New customer → Slack (stream)', streamed, 2),
				workflowOf('New customer → report (polling)', polled, 3),
			];
			for (const definition of definitions) {
				const requestsBefore = sandbox.stats.requests;
				const subscriptionsBefore = sandbox.stream.subscriptions();
				const { id } = await api<{ id: string }>('/workflows', 'POST', definition);
				expect(await api(`/workflows/${id}/activate`, 'POST')).toMatchObject({ id, active: true });
				workflows.push({ name: definition.name, id });
				// A stream workflow has joined once the stream took a subscription that includes it; a polling one once its first poll read how things stand.
				if (definition === definitions[2]) await firstPollDone(sandbox, requestsBefore);
				else await waitFor('the stream to subscribe for the new workflow', () => (sandbox.stream.subscriptions() > subscriptionsBefore ? true : undefined));
			}
		});

		afterAll(async () => {
			for (const workflow of workflows) await real().api(`/workflows/${workflow.id}/deactivate`, 'POST');
		});

		it('gives each new customer to each workflow once: both stream workflows and the polling one', async () => {
			for (const name of ['Ada Bygg AB', 'Bo Måleri AB', 'Cia Café AB']) made.push(await newCustomer(real(), name));
			expect(await everyWorkflowHasEveryCustomer()).toEqual(eachOnce());
		});

		it('after an n8n restart, gives each workflow the customers made while n8n was down, once each', async () => {
			await real().n8n.restartMain(async () => {
				for (const name of ['Under Omstarten AB', 'Medan Nere AB']) made.push(await newCustomer(real(), name));
			});
			made.push(await newCustomer(real(), 'Efter Omstarten AB'));
			expect(await everyWorkflowHasEveryCustomer()).toEqual(eachOnce());
		});
	});
}
