// The stream example in a real n8n: activated, the Fortnox Stream Trigger opens the sandbox's event
// stream; a customer made in the sandbox starts the workflow once, and the workflow notes the welcome.
import fs from 'node:fs';

import type { RealN8n } from './harness';
import { asBookkeeper, expectEveryNodeSucceeded, outputOf, readExample, waitFor, type Execution } from './harness';

const FILE = 'new-customer-stream.json';

export function describeNewCustomerStream(real: () => RealN8n): void {
	describe(`examples/${FILE}`, () => {
		const example = readExample(FILE);
		const trigger = example.nodes.find((node) => node.type.endsWith('.fortnoxStreamTrigger'))!;
		const runsWith = async (customerNumber: string) => {
			const { data } = await real().api<{ data: Execution[] }>(`/executions?workflowId=${example.id}&includeData=true`);
			return data.filter((run) => (run.data?.resultData.runData[trigger.name]?.[0]?.data?.main[0] ?? []).some((item) => String(item.json.CustomerNumber) === customerNumber));
		};

		beforeAll(async () => {
			expect(await real().api(`/workflows/${example.id}/activate`, 'POST')).toMatchObject({ id: example.id, active: true });
			await waitFor('the workflow to subscribe to the stream', () => (real().sandbox.stream.connections().some((c) => c.subscribed && c.topics.includes('customers')) ? true : undefined));
		});

		afterAll(async () => {
			await real().api(`/workflows/${example.id}/deactivate`, 'POST');
		});

		it('starts the workflow once for a customer made in Fortnox, with the whole customer, and notes the welcome on it', async () => {
			const { Customer } = (await asBookkeeper(real(), 'POST', '/3/customers', { Customer: { Name: 'Strömmen Handel AB', City: 'Luleå' } })) as { Customer: { CustomerNumber: string } };
			const number = String(Customer.CustomerNumber);
			const execution = await waitFor('the run the stream started', async () => (await runsWith(number)).find((run) => run.stoppedAt)).catch(async (error: Error) => {
				// What n8n recorded and logged instead, so a failure says why.
				const { data } = await real().api<{ data: Execution[] }>(`/executions?workflowId=${example.id}&includeData=true`);
				const runs = data.map((run) => `${run.status}: ${run.data?.resultData.error?.message ?? ''}`);
				const log = fs.readFileSync(real().n8n.logFile, 'utf8').split('\n').slice(-40).join('\n');
				throw new Error(`${error.message}; runs: ${JSON.stringify(runs)}; n8n's log ends:\n${log}`);
			});
			expectEveryNodeSucceeded(execution, FILE);
			expect(outputOf(execution, trigger.name).map((item) => item.json)).toEqual([
				expect.objectContaining({ event: 'customerCreated', CustomerNumber: number, Name: 'Strömmen Handel AB', City: 'Luleå' }),
			]);
			const stored = real().sandbox.tenant('demo').customers.find((customer) => String(customer.CustomerNumber) === number);
			expect(stored?.Comments).toMatch(/^Welcome sent by n8n on \d{4}-\d{2}-\d{2}$/);
			// The workflow's own update is a change on the stream too, but not an event it follows: still one run.
			await new Promise((resolve) => setTimeout(resolve, 3000));
			expect(await runsWith(number)).toHaveLength(1);
		});
	});
}
