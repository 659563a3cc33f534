import { useClocks } from '../harness/clocks';
import { useCoreSandbox } from '../harness/core';
import { once, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import { hostPoller, withPollBudgets } from '../harness/poll-host';
import type { PollOutcome } from '../harness/poll-host';
import { accessTokenCredential } from '../harness/sandbox';

// Fortnox's 25 requests per 5 s is not what these tests are about, and 2,000 GETs at that pace take
// nearly 7 minutes: here the transport's limiter lets requests go as fast as the sandbox answers.
// npm run bench:trigger measures the trigger at the real limit.
jest.mock('../../nodes/shared/transport/rate-limiter', () => {
	const actual = jest.requireActual<typeof import('../../nodes/shared/transport/rate-limiter')>('../../nodes/shared/transport/rate-limiter');
	const roomy = new Map<string, InstanceType<typeof actual.SlidingWindowLimiter>>();
	return {
		...actual,
		limiterFor: (key: string) => {
			if (!roomy.has(key)) roomy.set(key, new actual.SlidingWindowLimiter({ ...actual.FORTNOX_RATE_LIMIT, limit: 100_000, spacingMs: 0 }));
			return roomy.get(key)!;
		},
	};
});

const TRIGGER = 'fortnoxTrigger';

const { sandbox, madeLongAgo } = useCoreSandbox();
const proxy = useFaultProxy(() => sandbox().url);
const clocks = useClocks(sandbox);
const MINUTE = 60_000;

/** The emitted items as "event number". */
function summary(outcome: PollOutcome): string[] {
	expect(outcome.error).toBeUndefined();
	return (outcome.emitted ?? []).map(({ json }) => `${String(json.event)} ${String(json.CustomerNumber)}`);
}

const created = (from: number, count: number) => Array.from({ length: count }, (_, k) => `customerCreated ${from + k}`);

describe('Fortnox Trigger under volume', () => {
	it('two overlapping polls over 600 new customers: the second tick finds the first poll running and returns at once; 600 events, not 1,200', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		sandbox().addCustomers(tenant.tenantId, 5);
		madeLongAgo();
		throughProxy(credential, proxy());
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerCreated'] } });
		expect(summary(await trigger.poll())).toEqual([]);
		const memory = trigger.saved();

		// A bulk import: 600 customers between two polls, so the next poll is 600 single GETs.
		sandbox().addCustomers(tenant.tenantId, 600);
		// n8n's next tick comes while that poll still fetches (its 300th GET waits until the tick is over).
		let second: PollOutcome | undefined;
		proxy().setRule(
			once((request) => request.path === '/3/customers/305', {
				kind: 'before',
				action: async () => {
					second = await trigger.poll();
				},
			}),
		);
		sandbox().clearRequests();
		const first = await trigger.poll();

		// Counted first, so a failure says how many each poll emitted.
		expect({ second: summary(second!).length, first: summary(first).length }).toEqual({ second: 0, first: 600 });
		expect(second).toEqual({ emitted: null });
		expect(summary(first)).toEqual(created(6, 600));
		// The second tick sent nothing: one list read and 600 GETs in all.
		expect(sandbox().requests.filter((request) => request.path === '/3/customers')).toHaveLength(2);
		expect(sandbox().requests.filter((request) => request.path.startsWith('/3/customers/'))).toHaveLength(600);
		expect(trigger.saved()).not.toEqual(memory);

		// The poll that ran has ended: the next tick polls again, and one more customer fires once.
		sandbox().addCustomers(tenant.tenantId, 1);
		expect(summary(await trigger.poll())).toEqual(['customerCreated 606']);
		expect(summary(await trigger.poll())).toEqual([]);
	}, 120_000);

	withPollBudgets('a backlog of 2,000 new customers is drained within the poll budget over several polls a minute apart: each event once, in order, and no update', async () => {
		const start = Date.parse('2026-11-10T09:00:30Z');
		clocks.set(start, 0);
		const { tenant, credential } = accessTokenCredential(sandbox());
		// 2 s a poll: what n8n ≥ 2.39 answers to getPollBudgetMs() (45 s under the durable scheduler, 5 minutes by default).
		const trigger = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerCreated', 'customerUpdated'] } }, { budgetMs: 2000 });
		expect(summary(await trigger.poll())).toEqual([]);
		sandbox().addCustomers(tenant.tenantId, 2000);

		const polls: string[][] = [];
		while (polls.flat().length < 2000 && polls.length < 100) {
			clocks.to(start + (polls.length + 1) * MINUTE);
			polls.push(summary(await trigger.poll()));
		}
		// Several polls, each one a share of the backlog (a poll always fetches at least one record).
		expect(polls.length).toBeGreaterThan(1);
		expect(polls.every((emitted) => emitted.length > 0)).toBe(true);
		expect(polls.flat()).toEqual(created(1, 2000));
		// Drained: the next polls read the same minute again and emit nothing, and nothing is left for later.
		for (const minutes of [1, 2, 3]) {
			clocks.to(start + (polls.length + minutes) * MINUTE);
			expect(summary(await trigger.poll())).toEqual([]);
		}
		expect(trigger.saved().pending).toBeUndefined();
	}, 300_000);

	it('two triggers (two workflows) on one credential both poll at once: each emits every event once', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const toCrm = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerCreated'] } });
		const toChat = hostPoller({ type: TRIGGER, credential, parameters: { events: ['customerCreated'] } });
		await Promise.all([toCrm.poll(), toChat.poll()]);
		sandbox().addCustomers(tenant.tenantId, 300);
		const [crm, chat] = await Promise.all([toCrm.poll(), toChat.poll()]);
		expect(summary(crm)).toEqual(created(1, 300));
		expect(summary(chat)).toEqual(created(1, 300));
		expect((await Promise.all([toCrm.poll(), toChat.poll()])).map(summary)).toEqual([[], []]);
	}, 120_000);
});
