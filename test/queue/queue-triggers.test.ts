// The triggers in n8n's queue mode as production runs it: main (where trigger nodes live), two
// workers (where the runs go), an `n8n webhook` process taking the production webhooks, Redis and
// PostgreSQL. The Stream Trigger and the Fortnox Trigger on main, with main restarted while
// customers are made; ten Stream Trigger and two Fortnox Trigger workflows on one company; the Company Order Trigger's signed callbacks through the webhook processor.
import { describeSeveralTriggerWorkflows } from '../e2e/several-workflows';
import { describeTenWorkflows } from '../e2e/ten-workflows';
import type { Execution } from '../e2e/harness';
import { readExample, registrationSaved, waitFor } from '../e2e/harness';
import { startQueueN8n, type QueueN8n } from './queue-n8n';

let queue: QueueN8n | undefined;
const started = () => {
	if (!queue) throw new Error('n8n in queue mode did not start: see the beforeAll error');
	return queue;
};

beforeAll(async () => {
	queue = await startQueueN8n(2, 2, { webhookProcessor: true, recordRequests: true });
}, 20 * 60 * 1000);

afterAll(async () => await queue?.stop(), 2 * 60 * 1000);

describeSeveralTriggerWorkflows(started);
describeTenWorkflows(started);

describe("the Company Order Trigger behind n8n's webhook processor", () => {
	const FILE = 'company-order-bank-certificate.json';
	const example = readExample(FILE);
	const trigger = example.nodes.find((node) => node.type === 'n8n-nodes-fortnox-suite.fortnoxCompanyOrderTrigger')!;
	const webhooks = () => [...started().sandbox.tenant('demo').companyOrders.webhooks.values()];
	const runs = async () => (await started().api<{ data: Execution[] }>(`/executions?workflowId=${example.id}`)).data;
	let orderId: string;
	let first: Execution;

	beforeAll(async () => {
		await started().api(`/workflows/${example.id}/activate`, 'POST');
		await waitFor('the trigger to register its webhook', () => (webhooks().length ? true : undefined));
		await registrationSaved(started().api, example.id, trigger.name);
		orderId = started().sandbox.createStartOrder('demo').id;
		first = await waitFor('the run started by the callback', async () => (await runs()).find((run) => run.stoppedAt));
	}, 10 * 60 * 1000);

	afterAll(async () => {
		await started().api(`/workflows/${example.id}/deactivate`, 'POST');
	});

	it("registers the webhook processor's address with Fortnox, and the signed callback runs the workflow from there", async () => {
		expect(webhooks().map((webhook) => webhook.url)).toEqual([`${started().n8n.webhookUrl}/webhook/${trigger.webhookId}/webhook`]);
		expect(started().n8n.webhookUrl).not.toBe(started().n8n.url);
		expect({ mode: first.mode, status: first.status }).toEqual({ mode: 'webhook', status: 'success' });
		const delivered = started().sandbox.deliveries.filter((delivery) => delivery.orderId === orderId && delivery.eventType === 'ORDER_ACCEPTED');
		expect(delivered.map(({ attempt, status }) => ({ attempt, status }))).toEqual([{ attempt: 1, status: 200 }]);
	});

	it('refuses a forged callback there (401) and starts no run', async () => {
		const forged = await fetch(webhooks()[0].url, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Fortnox-Signature-256': `sha256=${'0'.repeat(64)}` },
			body: JSON.stringify({ event_type: 'ORDER_ACCEPTED', order_id: orderId, order_type: 'START_COMPANY_ORDER' }),
		});
		expect(forged.status).toBe(401);
		await new Promise((resolve) => setTimeout(resolve, 3000));
		expect((await runs()).map((run) => run.id)).toEqual([first.id]);
	});

	it('answers the same signed callback sent again with 200 and starts no second run', async () => {
		const delivery = started().sandbox.deliveries.find((candidate) => candidate.orderId === orderId && candidate.eventType === 'ORDER_ACCEPTED')!;
		const again = await fetch(delivery.url, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Fortnox-Signature-256': delivery.signature },
			body: delivery.body,
		});
		const answer = { status: again.status, body: await again.json() };
		// What n8n keeps of the trigger's memory, so a failure says where it went.
		const kept = answer.body.reason ? undefined : (await started().api<{ staticData?: unknown }>(`/workflows/${example.id}`)).staticData;
		expect({ ...answer, kept }).toEqual({ status: 200, body: { received: true, started: false, reason: 'duplicate' }, kept: undefined });
		await new Promise((resolve) => setTimeout(resolve, 3000));
		expect((await runs()).map((run) => run.id)).toEqual([first.id]);
	});
});
