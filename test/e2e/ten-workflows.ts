// Ten Stream Trigger workflows and two Fortnox Trigger (polling) workflows on one company in a real n8n
// (issue 49): each activated and a customer made at once, as a user who activates a workflow and goes
// on working does (n8n 2.40 answers before it starts the triggers: its publication service adds them
// after); then a burst of new customers, which the ten stream workflows read once each, not ten times;
// then some deactivated while customers are made, and woken.
import type { TriggerHost } from './several-workflows';
import { newCustomer, polled, scenarioRuns, streamed, workflowOf } from './several-workflows';

/** The workflows in the order they are activated: a polling one after the fifth stream one and after the tenth. */
const TRIGGERS = [...Array(5).fill(streamed), polled, ...Array(5).fill(streamed), polled] as Array<typeof streamed | typeof polled>;
const POLLING = TRIGGERS.filter((trigger) => trigger === polled).length;
/** What a read of a customer looks like in the sandbox's request log. */
const CUSTOMER_READ = /^\/3\/customers\/(\d+)$/;

export function describeTenWorkflows(real: () => TriggerHost): void {
	const { start, untilEachHas } = scenarioRuns(real);

	describe('ten Stream Trigger and two Fortnox Trigger workflows on one company, in a real n8n', () => {
		const workflows: Array<{ name: string; id: string }> = [];
		/** Per workflow, the customers made after n8n answered its activation: each must reach it once. */
		const owed = new Map<string, string[]>();

		const everyWorkflowHasItsCustomers = async () => await untilEachHas(workflows, (workflowId) => owed.get(workflowId)!);
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
			for (const [k, trigger] of TRIGGERS.entries()) {
				const definition = workflowOf(`New customer → ${k + 1} (${trigger === polled ? 'poll' : 'stream'}, one of ${TRIGGERS.length})`, trigger, 101 + k);
				const { id } = await api<{ id: string }>('/workflows', 'POST', definition);
				expect(await api(`/workflows/${id}/activate`, 'POST')).toMatchObject({ id, active: true });
				workflows.push({ name: definition.name, id });
				owed.set(id, []);
				const number = await newCustomer(real(), `Genast ${k + 1} AB`);
				for (const workflow of workflows) owed.get(workflow.id)!.push(number);
			}
			expectEachOnce(await everyWorkflowHasItsCustomers());
		});

		it('reads each customer of a burst once for the ten stream workflows', async () => {
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
			// Once each for the stream workflows, and once per polling workflow, which reads for itself; a
			// read Fortnox answered 429 is asked again (the bookkeeper shares the token's limit).
			expect(reads.length).toBeGreaterThanOrEqual(made.length * (1 + POLLING));
			expect(reads.length).toBeLessThanOrEqual(Math.ceil(made.length * 1.125) + made.length * POLLING + sandbox.stats.rateLimited);
		});

		it('gives the customers made while some workflows were deactivated to them once they are woken, once', async () => {
			const { api } = real();
			// Four stream workflows and a polling one sleep; the others go on.
			const sleeping = [workflows[0], workflows[2], workflows[5], workflows[8], workflows[9]];
			for (const workflow of sleeping) expect(await api(`/workflows/${workflow.id}/deactivate`, 'POST')).toMatchObject({ id: workflow.id, active: false });
			const made: string[] = [];
			for (let k = 1; k <= 5; k++) made.push(await newCustomer(real(), `Medan ${k} AB`));
			for (const workflow of sleeping) expect(await api(`/workflows/${workflow.id}/activate`, 'POST')).toMatchObject({ id: workflow.id, active: true });
			for (const workflow of workflows) owed.get(workflow.id)!.push(...made);
			expectEachOnce(await everyWorkflowHasItsCustomers());
		});
	});
}
