// The Fortnox Trigger in a real n8n with n8n's durable scheduler running its polls (issue 29): a
// backlog of new customers larger than one poll's budget arrives over several polls, each event once.
//
// What n8n 2.40 does with the settings (read from its own code):
// - N8N_SCHEDULER_ENABLED starts the durable scheduler on the main instance (jobs and tasks in the
//   database, claimed by an executor every few seconds);
// - N8N_SCHEDULER_POLL_TRIGGERS_ENABLED hands poll triggers to it, but only together with
//   N8N_USE_WORKFLOW_PUBLICATION_SERVICE (default true): each Poll Time becomes a cron job with a
//   second seeded from the workflow and node ids; else polls stay on n8n-core's in-memory cron;
// - there, each poll races N8N_SCHEDULER_POLL_TIMEOUT (default 45 s): past it the poll is
//   abandoned (its result dropped, the promise left running), and `getPollBudgetMs()` gives the
//   node that timeout (capped by N8N_SCHEDULER_LEASE_DURATION) less a margin: 36 s by default;
// - N8N_POLLER_DURABLE_CURSORS_ENABLED (needs the three above) keeps the node's static data in a
//   table of its own (seeded once from the static data): a poll works on a copy, committed with the
//   execution it starts (or alone when a scheduled poll returns null), never when it fails or is
//   abandoned, nor when the poll n8n runs at activation returns null; a failed or abandoned poll
//   also backs the trigger off for a while (skipped occurrences).
import fs from 'node:fs';

import type { Execution } from './harness';
import { useRealN8n, waitFor } from './harness';

/** The demo company's id in the sandbox; the trigger reads it through the demo access token. */
const TENANT = 'demo';
/** New customers made at once: a few hundred, as a bulk import makes them. */
const BACKLOG = 200;
/** Customers made between the activation and the first poll the scheduler runs. */
const EARLY = 5;
/** n8n's own default, said out loud: each poll is abandoned after 45 s, and the node is told it has 36 s. */
const POLL_TIMEOUT_S = 45;
const TRIGGER = 'New customer';
/** How long after the backlog the test waits for its events (the first poll comes within a minute, then one a minute). */
const EVENTS_WAIT_MS = 3.5 * 60 * 1000;

const real = useRealN8n({
	// Fortnox's own limit (25 requests in 5 s per token): the trigger's GETs cannot go faster than that.
	sandbox: { rateLimit: true, recordRequests: true },
	env: {
		N8N_SCHEDULER_ENABLED: 'true',
		N8N_SCHEDULER_POLL_TRIGGERS_ENABLED: 'true',
		N8N_USE_WORKFLOW_PUBLICATION_SERVICE: 'true',
		N8N_POLLER_DURABLE_CURSORS_ENABLED: 'true',
		N8N_SCHEDULER_POLL_TIMEOUT: String(POLL_TIMEOUT_S),
		// The scheduler's and the poll handler's own lines, as JSON with a time, for the poll timeline.
		N8N_LOG_LEVEL: 'debug',
		N8N_LOG_FORMAT: 'json',
		N8N_LOG_SCOPES: 'scheduler,poll-trigger,workflow-activation',
	},
});

/** One request the sandbox received, with when the test first saw it in the log (sampled every 100 ms). */
interface Seen {
	at: number;
	method: string;
	path: string;
	query: Record<string, string | string[]>;
}

/** A poll as the sandbox saw it: its customer list read, and the single GETs that followed until the next one. */
interface PollSeen {
	at: number;
	/** 'baseline': the whole list (a memory made afresh); 'changes': the list with lastmodified. */
	read: 'baseline' | 'changes';
	lastmodified?: string;
	/** Single GETs sent, a 429 and its retry counted twice. */
	gets: number;
	/** The records those GETs asked for. */
	fetched: Set<string>;
	lastAt: number;
}

/** One line of n8n's log about a poll task, from the scheduler and the poll handler. */
interface LogLine {
	level: string;
	message: string;
	/** winston's metadata format moves the timestamp in here */
	metadata: { timestamp?: string; [key: string]: unknown };
	timestamp?: string;
}

const byNumber = (a: string, b: string) => Number(a) - Number(b);

const timeOf = (line: LogLine) => Date.parse(line.timestamp ?? line.metadata?.timestamp ?? '');

const POLL_OUTCOMES = [
	'Poll returned new data; handed off to a new execution',
	'Poll returned no new data; nothing to hand off',
	'Poll exceeded its timeout and was abandoned',
	'Poll is backing off; skipping this occurrence',
	'Poll failed at runtime; routed to the error workflow',
	'Poll failed; backing off',
];

function workflowBody(name: string) {
	return {
		name,
		nodes: [
			{
				id: 'b7c2d8e4-0001-4d7a-9c1e-000000000001',
				name: TRIGGER,
				type: 'n8n-nodes-fortnox-suite.fortnoxTrigger',
				typeVersion: 1,
				position: [0, 0],
				parameters: {
					pollTimes: { item: [{ mode: 'everyMinute' }] },
					authentication: 'accessToken',
					events: ['customerCreated'],
				},
				credentials: { fortnoxApi: { id: 'fortnoxSandboxApi', name: 'Fortnox Sandbox' } },
			},
			{
				id: 'b7c2d8e4-0002-4d7a-9c1e-000000000002',
				name: 'Done',
				type: 'n8n-nodes-base.noOp',
				typeVersion: 1,
				position: [300, 0],
				parameters: {},
			},
		],
		connections: { [TRIGGER]: { main: [[{ node: 'Done', type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
	};
}

describe('Fortnox Trigger under n8n\u2019s durable scheduler, with a backlog larger than one poll budget', () => {
	let workflowId = '';
	let early: string[] = [];
	let backlog: string[] = [];
	let executions: Execution[] = [];
	const seen: Seen[] = [];
	let activationPoll: PollSeen | undefined;
	let firstScheduledPoll: PollSeen | undefined;
	let backlogPolls: PollSeen[] = [];
	let log: LogLine[] = [];
	let startedAt = 0;
	let backlogAt = 0;
	let endedAt = 0;

	/** The customer numbers each execution's trigger output holds, in the order n8n recorded them. */
	const numbersOf = (execution: Execution) =>
		(execution.data?.resultData.runData[TRIGGER]?.[0]?.data?.main[0] ?? []).map((item) => ({
			event: String(item.json.event),
			number: String(item.json.CustomerNumber),
		}));
	const emitted = () => executions.flatMap(numbersOf);
	const timesEmitted = (number: string) => emitted().filter((item) => item.number === number).length;

	async function allExecutions(): Promise<Execution[]> {
		const all: Execution[] = [];
		let cursor: string | undefined;
		do {
			const page = await real().api<{ data: Execution[]; nextCursor?: string | null }>(
				`/executions?workflowId=${workflowId}&includeData=true&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
			);
			all.push(...page.data);
			cursor = page.nextCursor ?? undefined;
		} while (cursor);
		return all.sort((a, b) => Number(a.id) - Number(b.id));
	}

	/** Adds the requests the sandbox logged since the last call, stamped with the time they were first seen. */
	let logged = 0;
	function sample(): void {
		const requests = real().sandbox.requests;
		const now = Date.now();
		for (const request of requests.slice(logged)) seen.push({ at: now, method: request.method, path: request.path, query: request.query });
		logged = requests.length;
	}

	/** The trigger's polls in a stretch of the sandbox's log: each customer list read opens one, its single GETs follow. */
	function pollsIn(requests: Seen[]): PollSeen[] {
		const found: PollSeen[] = [];
		for (const request of requests) {
			if (request.method !== 'GET') continue;
			if (request.path === '/3/customers') {
				// A later page of the same read (offset) belongs to the poll already open.
				if (request.query.offset !== undefined && found.length) continue;
				const lastmodified = request.query.lastmodified;
				found.push({
					at: request.at,
					read: lastmodified === undefined ? 'baseline' : 'changes',
					lastmodified: lastmodified === undefined ? undefined : String(lastmodified),
					gets: 0,
					fetched: new Set(),
					lastAt: request.at,
				});
			} else if (/^\/3\/customers\/[^/]+$/.test(request.path) && found.length) {
				const poll = found[found.length - 1];
				poll.gets++;
				poll.fetched.add(request.path.split('/')[3]);
				poll.lastAt = request.at;
			}
		}
		return found;
	}

	/** Waits until a poll from `from` on in the sandbox's log has read the customers and the sandbox has been quiet for 3 s. */
	async function nextPoll(what: string, from: number): Promise<PollSeen> {
		return await waitFor(what, () => {
			sample();
			const [poll] = pollsIn(seen.slice(from));
			const quiet = Date.now() - (seen[seen.length - 1]?.at ?? 0) >= 3000;
			return poll && quiet ? pollsIn(seen.slice(from))[0] : undefined;
		});
	}

	function readLog(): LogLine[] {
		return fs
			.readFileSync(real().n8n.logFile, 'utf8')
			.split('\n')
			.flatMap((line) => {
				try {
					const parsed = JSON.parse(line) as LogLine;
					return POLL_OUTCOMES.includes(parsed.message) ? [parsed] : [];
				} catch {
					return [];
				}
			});
	}

	/** Adds `count` customers as a bulk import would, all at once; their numbers. */
	function addCustomers(count: number): string[] {
		const { sandbox } = real();
		const before = new Set(sandbox.tenant(TENANT).customers.map((customer) => customer.CustomerNumber));
		sandbox.addCustomers(TENANT, count);
		return sandbox
			.tenant(TENANT)
			.customers.map((customer) => customer.CustomerNumber)
			.filter((number) => !before.has(number));
	}

	beforeAll(async () => {
		const { api, rest } = real();
		startedAt = Date.now();
		const sampler = setInterval(sample, 100);
		try {
			const response = await rest('/rest/workflows', 'POST', workflowBody('Durable scheduler: new customers'));
			workflowId = ((await response.json()) as { data: { id: string } }).data.id;
			expect(await api(`/workflows/${workflowId}/activate`, 'POST')).toMatchObject({ id: workflowId, active: true });

			// n8n publishes the workflow in the background and polls once on activation: the trigger takes a
			// baseline (the whole customer list) and fires nothing.
			activationPoll = await nextPoll('the activation poll', 0);

			// A few customers before the scheduler's first poll (it comes within the minute), then the
			// backlog once that poll is done: a bulk import of a few hundred, all at once.
			early = addCustomers(EARLY);
			firstScheduledPoll = await nextPoll('the scheduler\u2019s first poll', seen.length);
			backlog = addCustomers(BACKLOG);
			backlogAt = Date.now();
			const fromBacklog = seen.length;

			// Until every customer of the backlog was in an execution that has ended and the sandbox is
			// quiet (no poll runs), or the time is up.
			await waitFor(
				'the events of every customer of the backlog',
				async () => {
					sample();
					const quiet = Date.now() - (seen[seen.length - 1]?.at ?? 0) >= 3000;
					executions = await allExecutions();
					const got = new Set(emitted().map(({ number }) => number));
					const running = executions.some((execution) => !execution.stoppedAt);
					if (backlog.every((number) => got.has(number)) && !running && quiet) return true;
					return Date.now() - backlogAt > EVENTS_WAIT_MS ? false : undefined;
				},
				EVENTS_WAIT_MS + 60_000,
			);
			endedAt = Date.now();
			sample();
			executions = await allExecutions();
			backlogPolls = pollsIn(seen.slice(fromBacklog));
			log = readLog();
		} finally {
			clearInterval(sampler);
			// What n8n and the sandbox saw, for the report whether the test passes or not.
			const rel = (at: number) => `${((at - startedAt) / 1000).toFixed(1)} s`;
			const describePoll = (poll: PollSeen) =>
				`${rel(poll.at)}: ${poll.read} read${poll.lastmodified ? ` from ${poll.lastmodified}` : ''}, ${poll.gets} single GETs (${poll.fetched.size} records) until ${rel(poll.lastAt)}`;
			console.log(
				[
					`n8n log: ${real().n8n.logFile}; times from the activation`,
					`activation poll: ${activationPoll ? describePoll(activationPoll) : 'none'}`,
					`${early.length} customers (${early.join(', ')}) made; the scheduler's first poll: ${firstScheduledPoll ? describePoll(firstScheduledPoll) : 'none'}`,
					`backlog of ${backlog.length} customers (${backlog[0]}–${backlog[backlog.length - 1]}) made at ${rel(backlogAt)}; waited for its events until ${rel(endedAt)}`,
					'polls from the backlog on (as the sandbox saw them):',
					...backlogPolls.map((poll) => `  ${describePoll(poll)}`),
					'executions:',
					...executions.map(
						(execution) => `  #${execution.id} ${execution.mode} ${execution.status}: ${numbersOf(execution).length} items (${numbersOf(execution)[0]?.number}–${numbersOf(execution).at(-1)?.number})`,
					),
					'n8n poll tasks (its log):',
					...log.map((line) => `  ${rel(timeOf(line))}: ${line.level} ${line.message}`),
					`sandbox: ${real().sandbox.stats.requests} requests, ${real().sandbox.stats.rateLimited} answered 429; wall time from the activation ${rel(Date.now())}`,
				].join('\n'),
			);
		}
	}, EVENTS_WAIT_MS + 8 * 60 * 1000);

	afterAll(async () => {
		if (workflowId) await real().api(`/workflows/${workflowId}/deactivate`, 'POST');
	});

	it('starts an execution for each poll that found new customers, each a success', () => {
		expect(executions.length).toBeGreaterThan(0);
		expect(executions.map(({ mode, status }) => ({ mode, status }))).toEqual(executions.map(() => ({ mode: 'trigger', status: 'success' })));
	});

	it('emits customerCreated for every customer of the backlog exactly once across all executions', () => {
		const made = new Set([...early, ...backlog]);

		expect(emitted().filter(({ event }) => event !== 'customerCreated')).toEqual([]);
		expect(backlog.filter((number) => timesEmitted(number) !== 1).map((number) => [number, timesEmitted(number)])).toEqual([]);
		expect(emitted().filter(({ number }) => !made.has(number))).toEqual([]);
	});

	it('needed more than one poll for the backlog (it did not fit one budget) and fetched no record twice', () => {
		const withBacklog = executions.filter((execution) => numbersOf(execution).some(({ number }) => backlog.includes(number)));

		const fetched = backlogPolls.flatMap((poll) => [...poll.fetched]);

		expect(withBacklog.length).toBeGreaterThan(1);
		// A record is fetched in one poll only (a 429's retry is the same fetch); every one of the backlog, nothing else.
		expect(fetched.filter((number, index) => fetched.indexOf(number) !== index)).toEqual([]);
		expect(fetched.sort(byNumber)).toEqual([...backlog].sort(byNumber));
	});

	it('had no poll abandoned by n8n, failed or backed off', () => {
		const trouble = log.filter(
			(line) => line.message !== 'Poll returned new data; handed off to a new execution' && line.message !== 'Poll returned no new data; nothing to hand off',
		);

		expect(trouble.map((line) => `${new Date(timeOf(line)).toISOString()} ${line.message}`)).toEqual([]);
	});

	// n8n 2.40 with durable cursors runs the activation poll outside the scheduler and commits what it
	// wrote to the node's static data only when it emits: the baseline of a trigger's first poll, which
	// emits nothing, is dropped, and the scheduler's first poll takes it again, so the customers made in
	// between are counted as known and never fire.
	it('emits customerCreated once for each customer made between the activation and the scheduler\u2019s first poll', () => {
		expect(early.map((number) => [number, timesEmitted(number)])).toEqual(early.map((number) => [number, 1]));
	});
});
