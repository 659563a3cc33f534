// Ten Stream Trigger workflows on one company in a real n8n (issue 49): each activated and a customer
// made at once, as a user who activates a workflow and goes on working does (n8n answers before the
// trigger starts); then a burst of new customers, which the ten workflows read once each, not ten times.
import type { Execution } from './harness';
import { waitFor } from './harness';
import type { TriggerHost } from './several-workflows';
import { customersOf, newCustomer, scenarioRuns, streamed, troubleInLogs, workflowOf } from './several-workflows';

const WORKFLOWS = 10;
/** What a read of a customer looks like in the sandbox's request log. */
const CUSTOMER_READ = /^\/3\/customers\/(\d+)$/;

export function describeTenStreamWorkflows(real: () => TriggerHost): void {
	const { start, runsByWorkflow } = scenarioRuns(real);

	describe('ten Stream Trigger workflows on one company, in a real n8n', () => {
		const workflows: Array<{ name: string; id: string }> = [];
		/** Per workflow, the customers made after n8n answered its activation: each must reach it once. */
		const owed = new Map<string, string[]>();

		/** Waits until every workflow has had what it is owed, then a little longer; fails naming what each had. */
		async function everyWorkflowHasItsCustomers(): Promise<Map<string, string[]>> {
			let runs = new Map<string, Execution[]>();
			const had = () => new Map(workflows.map((workflow) => [workflow.id, customersOf(runs.get(workflow.id))]));
			await waitFor('every workflow to run for every customer it is owed', async () => {
				runs = await runsByWorkflow();
				const seen = had();
				return workflows.every((workflow) => owed.get(workflow.id)!.every((number) => seen.get(workflow.id)!.includes(number))) ? true : undefined;
			}).catch((error: Error) => {
				const lines = workflows.map((workflow) => `${workflow.name}: owed ${owed.get(workflow.id)!.join(', ')}; had ${had().get(workflow.id)!.join(', ')}`);
				throw new Error(`${error.message}:\n${lines.join('\n')}\n${troubleInLogs(real().n8n.logFile)}`);
			});
			// A repeat would come within seconds of the first run: give it the time to show.
			await new Promise((resolve) => setTimeout(resolve, 5000));
			runs = await runsByWorkflow();
			return had();
		}
		const expectEachOnce = (had: Map<string, string[]>) => {
			for (const workflow of workflows) {
				const numbers = had.get(workflow.id)!;
				expect({ workflow: workflow.name, missing: owed.get(workflow.id)!.filter((number) => !numbers.includes(number)) }).toEqual({ workflow: workflow.name, missing: [] });
				expect({ workflow: workflow.name, twice: numbers.filter((number, k) => numbers.indexOf(number) !== k) }).toEqual({ workflow: workflow.name, twice: [] });
			}
		};

		beforeAll(start);

		afterAll(async () => {
			for (const workflow of workflows) await real().api(`/workflows/${workflow.id}/deactivate`, 'POST');
		});

		it('gives each workflow the customer made as soon as n8n answered its activation, and every later one, once', async () => {
			const { api } = real();
			for (let k = 1; k <= WORKFLOWS; k++) {
				const definition = workflowOf(`New customer → ${k} (stream, one of ten)`, streamed, 100 + k);
				const { id } = await api<{ id: string }>('/workflows', 'POST', definition);
				expect(await api(`/workflows/${id}/activate`, 'POST')).toMatchObject({ id, active: true });
				workflows.push({ name: definition.name, id });
				owed.set(id, []);
				const number = await newCustomer(real(), `Genast ${k} AB`);
				for (const workflow of workflows) owed.get(workflow.id)!.push(number);
			}
			expectEachOnce(await everyWorkflowHasItsCustomers());
		});

		it('reads each customer of a burst once for the ten workflows', async () => {
			const { sandbox } = real();
			sandbox.clearRequests();
			const made: string[] = [];
			for (let burst = 0; burst < 4; burst++) {
				made.push(...(await Promise.all(Array.from({ length: 5 }, async (_, k) => await newCustomer(real(), `Skur ${burst * 5 + k + 1} AB`)))));
				await new Promise((resolve) => setTimeout(resolve, 1500));
			}
			for (const workflow of workflows) owed.get(workflow.id)!.push(...made);
			expectEachOnce(await everyWorkflowHasItsCustomers());
			const reads = sandbox.requests.filter((request) => request.method === 'GET' && made.includes(CUSTOMER_READ.exec(request.path)?.[1] ?? ''));
			// Once each; a read Fortnox answered 429 is asked again (the bookkeeper shares the token's limit).
			expect(reads.length).toBeGreaterThanOrEqual(made.length);
			expect(reads.length).toBeLessThanOrEqual(Math.ceil(made.length * 1.125) + sandbox.stats.rateLimited);
		});
	});
}
