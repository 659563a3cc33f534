// n8n in queue mode: main, Redis, PostgreSQL and two workers, each worker with its own copy of the
// package's limiter. Two workflows create 300 labels each on the same Fortnox token at the same
// time, one per worker; the credential tells the package two workers share the token (Workers
// Sharing This Token = 2), and the limiters must keep its 25 requests per 5 s between them.
import fs from 'node:fs';
import path from 'node:path';

import { CREDENTIALS } from '../../scripts/n8n-instance';
import { createRun, startQueueN8n, storedLabels, type LabelWorkflow, type QueueN8n } from './queue-n8n';
import type { Execution } from '../e2e/harness';

const COUNT = 300;
/**
 * 429s the sandbox may answer (each one retried): about one per worker each time it probes for more
 * than its share (every half minute or so). The bench saw 8 for this load; virtual-time runs of
 * the limiters (test/unit/rate-limiter.test.ts) see 8 as well.
 */
const MOST_429 = 20;

let queue: QueueN8n;
const runs: Array<{ workflow: LabelWorkflow; execution: Execution; prefix: string }> = [];

beforeAll(async () => {
	queue = await startQueueN8n(2);
	const workflows = await Promise.all(
		['Queue A', 'Queue B'].map(async (prefix) => ({ prefix, workflow: await queue.labelWorkflow(`${prefix}: ${COUNT} labels`, prefix, COUNT) })),
	);
	queue.sandbox.resetStats();
	// Both at once: each worker takes one (it runs one execution at a time).
	await Promise.all(workflows.map(async ({ workflow }) => await workflow.trigger()));
	for (const { prefix, workflow } of workflows) runs.push({ prefix, workflow, execution: await workflow.finished() });
}, 20 * 60 * 1000);

afterAll(async () => await queue?.stop(), 2 * 60 * 1000);

describe('a manual execution in queue mode', () => {
	it("runs on a worker, as n8n 3.x always runs it, with the package's credentials there", async () => {
		const { id } = await queue.api<{ id: string }>('/workflows', 'POST', {
			name: 'Queue: labels, by hand',
			settings: { executionOrder: 'v1' },
			connections: { Manual: { main: [[{ node: 'Labels', type: 'main', index: 0 }]] } },
			nodes: [
				{ id: 'manual', name: 'Manual', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
				{
					id: 'labels',
					name: 'Labels',
					type: 'n8n-nodes-fortnox-suite.fortnox',
					typeVersion: 1,
					position: [200, 0],
					parameters: { resource: 'label', operation: 'getAll', returnAll: true },
					credentials: { fortnoxApi: { id: CREDENTIALS.api.id, name: CREDENTIALS.api.name } },
				},
			],
		});
		const execution = await queue.runWorkflow(id, 'Manual');
		expect(execution.status).toBe('success');
		const labels = execution.data?.resultData.runData.Labels?.[0]?.data?.main[0] ?? [];
		expect(labels.map((item) => item.json.Description)).toEqual(queue.sandbox.tenant('demo').labels.map((label) => label.Description));
		const workerLogs = fs
			.readdirSync(path.dirname(queue.n8n.logFile))
			.filter((file) => /^worker-\d+\.log$/.test(file))
			.map((file) => fs.readFileSync(path.join(path.dirname(queue.n8n.logFile), file), 'utf8'));
		expect(workerLogs.filter((log) => log.includes(`Worker started execution ${execution.id} `))).toHaveLength(1);
	});
});

describe('two workers creating 300 labels each on one token', () => {
	it('both executions succeed, every item a created label', () => {
		for (const { execution, workflow } of runs) {
			expect({ workflow: workflow.id, status: execution.status }).toEqual({ workflow: workflow.id, status: 'success' });
			const { items } = createRun(execution);
			expect(items.map((item) => item.json.Description)).toEqual(workflow.names);
		}
	});

	it('ran side by side, on different workers', () => {
		const [a, b] = runs.map(({ execution }) => createRun(execution));
		// One execution at a time per worker: overlapping runs are on different workers.
		expect(a.start < b.end && b.start < a.end).toBe(true);
	});

	it('stored every label exactly once', () => {
		for (const { prefix, workflow } of runs) {
			expect(storedLabels(queue.sandbox, prefix).sort()).toEqual(workflow.names);
		}
	});

	it(`kept the token within its limit: at most ${MOST_429} 429s, all retried`, () => {
		const { rateLimited, requests } = queue.sandbox.stats;
		process.stdout.write(`queue mode: ${requests} requests, ${rateLimited} answered 429\n`);
		expect(rateLimited).toBeLessThanOrEqual(MOST_429);
	});
});
