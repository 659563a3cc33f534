import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { IConnections, IDataObject, INode } from 'n8n-workflow';

import { PACKAGE } from '../harness/node-types';
import type { NodeSpec } from '../harness/run-workflow';
import { runChain } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

interface ExampleWorkflow {
	nodes: Array<INode & { executeOnce?: boolean }>;
	connections: IConnections;
}

const example = JSON.parse(readFileSync(join(__dirname, '../../examples/recurring-invoice-run.json'), 'utf8')) as ExampleWorkflow;

/** The example's nodes in connection order from its trigger, without the trigger itself. */
function packageChain(workflow: ExampleWorkflow): Array<INode & { executeOnce?: boolean }> {
	const byName = new Map(workflow.nodes.map((node) => [node.name, node]));
	const chain = [];
	let current = workflow.nodes.find((node) => node.type === 'n8n-nodes-base.scheduleTrigger');
	while (current) {
		chain.push(current);
		const next = workflow.connections[current.name]?.main?.[0]?.[0]?.node;
		current = next ? byName.get(next) : undefined;
	}
	return chain.slice(1);
}

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ demo: true, timeScale: 10 });
});
afterAll(async () => await sandbox.close());

describe('examples/recurring-invoice-run.json', () => {
	it('invoices every active demo contract in one ASYNC request and outputs the invoice numbers', async () => {
		const demo = sandbox.tenant('demo');
		const { credential } = accessTokenCredential(sandbox, {
			tenantId: demo.id,
			accessToken: demo.accessToken,
			clientSecret: demo.clientSecret,
		});
		const chain = packageChain(example);
		expect(chain.every((node) => node.type.startsWith(`${PACKAGE}.`))).toBe(true);
		const specs: NodeSpec[] = chain.map((node) => ({
			name: node.name,
			type: node.type.slice(PACKAGE.length + 1),
			parameters: node.parameters as IDataObject,
			credential,
			executeOnce: node.executeOnce,
		}));

		const result = await runChain(specs);
		expect(result.error()).toBeUndefined();
		const last = chain[chain.length - 1].name;
		const active = result.output(chain[0].name).map((item) => item.json.id);
		expect(active).toHaveLength(3);
		expect(result.output(last).map((item) => item.json)).toEqual(
			active.map((id, k) => expect.objectContaining({ recurring_id: id, status: 'INVOICED', invoice_number: 1001 + k })),
		);
		expect(demo.recurring.invoiceRequests.size).toBe(1);
		expect(demo.recurring.invoices.map((invoice) => invoice.invoice_number)).toEqual([1001, 1002, 1003]);
	});
});
