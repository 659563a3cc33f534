import type { IDataObject, ITriggerFunctions, ITriggerResponse } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import { ACTIVATION_MARGIN_MS } from '../shared/activation-margin';
import { streamClientOf } from '../shared/stream/client';
import type { StreamMember } from '../shared/stream/connection';
import { streamConnectionOf } from '../shared/stream/connection';
import type { StreamEvent } from '../shared/stream/protocol';
import { isAfter } from '../shared/stream/protocol';
import { FetchedRecords } from '../shared/transport/record';
import { SharedReads } from '../shared/transport/shared-reads';
import type { CaughtUp } from './catch-up';
import { catchUp, isStale } from './catch-up';
import type { Streamed } from './events';
import { STREAMED } from './events';
import { RefusedReads } from './refused-reads';
import { streamReporter } from './report';

/**
 * What the workflow keeps between activations, and whose events they were. Per topic: the offset of
 * the last event it handed on, or before it has one, the moment it counts from; when that event
 * happened (Fortnox's clock, ms) and the highest whole number of a record it heard of, for a
 * catch-up from the lists when the stream no longer has what followed; and what its last catch-up
 * handed on, which the stream's replay does not hand on again.
 */
interface Memory {
	offsets?: Record<string, string>;
	/** For a topic it has no offset of yet: the moment (n8n's clock, ms) its events count from. */
	countsFrom?: Record<string, number>;
	heardAt?: Record<string, number>;
	highest?: Record<string, number>;
	caughtUp?: Record<string, CaughtUp>;
	tenantId?: string;
}

// Module state on purpose: the workflows of this process that follow one event read its records once.
const eventReads = new SharedReads();

/**
 * The items one stream event starts the workflow with: for each chosen event it tells, the event's
 * name and the whole record (each record fetched once, and shared with the other workflows of the
 * credential that follow the event), or the stream's event alone when the record is not wanted and
 * nothing needs to be read to decide.
 */
async function itemsOf(context: ITriggerFunctions, credential: string, chosen: Streamed[], event: StreamEvent, includeWholeRecord: boolean): Promise<IDataObject[]> {
	// The event's offset names it on its topic: a later event of the same record is read again.
	const shared = { reads: eventReads, key: `${credential} ${event.tenantId} ${event.topic} ${event.offset}` };
	const records = new FetchedRecords(context, shared);
	const items: IDataObject[] = [];
	for (const streamed of chosen.filter((s) => s.topic === event.topic && s.types.includes(event.type))) {
		const name = streamed.option.value;
		if (!streamed.then && !includeWholeRecord) {
			items.push({ event: name, ...event });
			continue;
		}
		const { read } = streamed;
		const record = read
			? await eventReads.share(`${shared.key} ${name}`, async () => await read(context, event))
			: streamed.record && (await records.get(streamed.record(event)));
		if (!record) continue;
		if (!streamed.then) {
			items.push({ event: name, ...record });
			continue;
		}
		const ref = streamed.then.record(record);
		const second = ref && (await records.get(ref));
		if (second && streamed.then.when(second)) items.push({ event: name, ...second });
	}
	return items;
}

type Isolated = <T>(work: () => Promise<T>) => Promise<T>;

/** How often, 100 ms apart, work that lost its isolate to another holder is tried again. */
const ISOLATE_ATTEMPTS = 100;

/** Whether work failed because the isolate it evaluated in was released under it. */
const lostIsolate = (error: unknown): boolean => {
	for (let cause = error; cause instanceof Error; cause = cause.cause) if (/No bridge acquired for this context/.test(cause.message)) return true;
	return false;
};

/**
 * n8n ≥ 2.40 evaluates expressions (a credential's headers among them) in an isolate that a caller
 * must hold. n8n holds it while a trigger activates and closes, not for what the trigger does in
 * between, so a stream event's work holds it itself, as n8n does for a trigger's close: through the
 * workflow's `expression.withIsolate`, feature-detected (older n8n has no isolate to hold). The hold
 * is the workflow's, not counted: work that starts while the activation holds it (events replayed as
 * n8n starts) shares that hold and loses the isolate when the activation ends, so such work is tried
 * again, and then holds one of its own.
 */
function isolatedOf(context: ITriggerFunctions): Isolated {
	const expression = (context as unknown as { workflow?: { expression?: { withIsolate?: Isolated } } }).workflow?.expression;
	if (!expression?.withIsolate) return async (work) => await work();
	const attempt = async <T>(work: () => Promise<T>, left: number): Promise<T> =>
		await expression.withIsolate!(work).catch(async (error: unknown) => {
			if (left <= 1 || !lostIsolate(error)) return await Promise.reject(error);
			await sleep(100);
			return await attempt(work, left - 1);
		});
	return async (work) => await attempt(work, ISOLATE_ATTEMPTS);
}

/**
 * Follows the chosen events on the stream of the credential's client, sharing its one connection
 * with every other active trigger of that client in this process. Exactly once: each event is
 * handed on only past the offset the workflow last handed on for its topic (kept in its static
 * data, which n8n saves with each run), and goes with the key `<workflow>:<node>:<tenant>:<topic>:<offset>`,
 * by which n8n ≥ 2.25 drops a run it already started: n8n keeps the keys of every workflow under one
 * unique index, so the key names the workflow and node, or a second workflow on the same company
 * would lose each event the first one took. Before the first event of a topic, what happened
 * before the workflow first followed it (less ACTIVATION_MARGIN_MS) is not news; nor is another
 * company's stream: what is kept for one company is dropped when the credential now opens another.
 * The records an event names are read once for every workflow of the credential in this process
 * that follows it (SharedReads). A topic last heard of longer ago than Fortnox keeps
 * events, or whose kept offset the stream refuses, is caught up from its lists (catch-up.ts) before
 * the stream's first event is handled.
 */
export async function listen(this: ITriggerFunctions): Promise<ITriggerResponse> {
	const node = this.getNode();
	if (typeof WebSocket === 'undefined') {
		throw new NodeOperationError(node, "Fortnox's event stream needs Node.js 22 or later, as n8n 2 runs on", {
			description: 'This n8n runs on an older Node.js: use the Fortnox Trigger, which polls, instead.',
		});
	}
	const values = this.getNodeParameter('events', []) as string[];
	const chosen = STREAMED.filter((streamed) => values.includes(streamed.option.value));
	if (chosen.length === 0) throw new NodeOperationError(node, 'Choose at least one event', { description: 'Pick the changes to hear in Events, then activate the workflow again' });
	const includeWholeRecord = this.getNodeParameter('options.includeWholeRecord', true) as boolean;
	const memory = this.getWorkflowStaticData('node') as Memory;
	const topics = [...new Set(chosen.map((streamed) => streamed.topic))];
	const countsFrom = Date.now() - ACTIVATION_MARGIN_MS;
	const keyPrefix = `${this.getWorkflow().id ?? ''}:${node.id}`;

	const report = (error: unknown) => {
		const failure =
			error instanceof NodeApiError || error instanceof NodeOperationError ? error : new NodeOperationError(node, error instanceof Error ? error : String(error));
		// n8n ≥ 2.40 records a failed run and keeps the workflow active; before, the log is all there is.
		if (typeof this.saveFailedExecution === 'function') this.saveFailedExecution(failure);
		else this.logger.warn(`Fortnox stream: ${failure.message}`);
	};
	const reporting = { fail: report, warn: (message: string) => this.logger.warn(`Fortnox stream: ${message}`), now: () => Date.now() };
	const reporter = streamReporter(reporting);
	const isolated = isolatedOf(this);
	/** Topics whose catch-up did not finish: the gap stays as it was, for the next activation to catch up. */
	const open = new Set<string>();
	const heard = (event: StreamEvent) => {
		memory.offsets = { ...memory.offsets, [event.topic]: event.offset };
		if (memory.countsFrom?.[event.topic] !== undefined) {
			const others = Object.entries(memory.countsFrom).filter(([topic]) => topic !== event.topic);
			memory.countsFrom = others.length > 0 ? Object.fromEntries(others) : undefined;
		}
		const at = Date.parse(event.timestamp);
		if (open.has(event.topic) || !Number.isFinite(at)) return;
		memory.heardAt = { ...memory.heardAt, [event.topic]: Math.max(memory.heardAt?.[event.topic] ?? at, at) };
		const id = String(event.entityId);
		if (/^\d+$/.test(id)) memory.highest = { ...memory.highest, [event.topic]: Math.max(memory.highest?.[event.topic] ?? 0, Number(id)) };
	};
	const handle = async (event: StreamEvent) => {
		const last = memory.offsets?.[event.topic];
		if (last !== undefined && !isAfter(event.offset, last)) return;
		if (refusedReads.waits(event)) return;
		// Until its first news on the topic: what happened before is not news, nor a place to ask the stream from again.
		const from = memory.countsFrom?.[event.topic] ?? (last === undefined ? countsFrom : undefined);
		if (from !== undefined && Date.parse(event.timestamp) < from) {
			this.logger.debug(`Fortnox stream: ${event.topic} ${event.offset} (${event.timestamp}) is before the workflow counts from (${new Date(from).toISOString()})`);
			memory.offsets = { ...memory.offsets, [event.topic]: event.offset };
			return;
		}
		// A change the catch-up handed on, replayed by the stream: the catch-up's run carried it (its record was read after it).
		const caughtUp = memory.caughtUp?.[event.topic];
		const carried = caughtUp && Date.parse(event.timestamp) <= caughtUp.until ? caughtUp.handed[String(event.entityId)] : undefined;
		const news = chosen.filter((streamed) => streamed.option.value !== carried);
		const items = await isolated(async () => await itemsOf(this, client.credential, news, event, includeWholeRecord)).then(
			(made) => {
				heard(event);
				refusedReads.handed(event);
				return made;
			},
			(error: unknown) => {
				// Refused for want of access: the event waits, its offset kept, to come again once access is back.
				if (refusedReads.refused(event, error)) return undefined;
				heard(event);
				throw error;
			},
		);
		if (!items) return;
		this.logger.debug(`Fortnox stream: ${event.topic} ${event.offset} ${event.type} ${String(event.entityId)}: ${items.length} item(s)`);
		if (items.length > 0) this.emit([this.helpers.returnJsonArray(items)], undefined, undefined, `${keyPrefix}:${event.tenantId}:${event.topic}:${event.offset}`);
	};
	// The stream's events wait for the catch-up, which needs to know whose stream it is: it runs once the stream took the token.
	let startEvents!: () => void;
	let work = new Promise<void>((resolve) => (startEvents = resolve));
	/** Catches a topic up from its list since its last event heard (`heardAt`), as far as the stream cannot give. */
	const catchUpTopic = async (topic: string, tenantId: string, heardAt: number) => {
		// Its reads evaluate the credential like an event's do: in the workflow's isolate (a refused offset is caught up after the activation too).
		const caught = await isolated(
			async () =>
				await catchUp(this, {
					chosen,
					topic,
					tenantId,
					heardAt,
					highest: memory.highest?.[topic],
					includeWholeRecord,
					// The gap's start names the run, so a catch-up tried again after one that failed halfway hands on only what it did not.
					emit: (item, entityId) =>
						this.emit([this.helpers.returnJsonArray([item])], undefined, undefined, `${keyPrefix}:${tenantId}:${topic}:catch-up:${entityId}:${heardAt}`),
				}),
		).catch((error: unknown) => {
			open.add(topic);
			report(error);
			return undefined;
		});
		if (!caught) return;
		memory.caughtUp = { ...memory.caughtUp, [topic]: caught.caughtUp };
		memory.heardAt = { ...memory.heardAt, [topic]: caught.caughtUp.until };
		if (caught.highest !== undefined) memory.highest = { ...memory.highest, [topic]: caught.highest };
	};
	/** Topics whose offset the stream refused, caught up on the work chain rather than by the activation. */
	const refused = new Set<string>();
	const catchUpStale = async (tenantId: string) => {
		for (const topic of topics) {
			const heardAt = memory.heardAt?.[topic];
			if (isStale(heardAt, Date.now()) && !refused.has(topic)) await catchUpTopic(topic, tenantId, heardAt);
		}
	};
	/**
	 * The stream refused the topic's offset and follows it from now: what it no longer has is caught
	 * up from the list since the last event heard, ahead of the stream's first event. The kept offset
	 * goes (the stream's new ones are later); a memory that does not say when it heard has no gap to
	 * catch up from.
	 */
	const offsetRefused = (topic: string) => {
		refused.add(topic);
		work = work
			.then(async () => {
				refused.delete(topic);
				const heardAt = memory.heardAt?.[topic];
				memory.offsets = Object.fromEntries(Object.entries(memory.offsets ?? {}).filter(([kept]) => kept !== topic));
				if (heardAt === undefined) {
					this.logger.warn(`Fortnox stream: the stream refused the offset kept for ${topic}, and the memory does not say when it last heard: events since that offset could not be had`);
				} else await catchUpTopic(topic, memory.tenantId!, heardAt);
			})
			.catch(report);
	};

	const client = await streamClientOf(this);
	const member: StreamMember = {
		token: async (renew) => await isolated(async () => await client.token(renew)),
		joined: (tenantId) => {
			if (memory.tenantId !== undefined && memory.tenantId !== tenantId) {
				memory.offsets = memory.countsFrom = memory.heardAt = memory.highest = memory.caughtUp = undefined;
			}
			memory.tenantId = tenantId;
			// Kept, so a restart before the topic's first event still hands on what happened since.
			for (const topic of topics) {
				if (memory.offsets?.[topic] === undefined && memory.countsFrom?.[topic] === undefined) memory.countsFrom = { ...memory.countsFrom, [topic]: countsFrom };
			}
		},
		positions: () => new Map(topics.map((topic) => [topic, memory.offsets?.[topic]])),
		since: (topic) => memory.countsFrom?.[topic] ?? countsFrom,
		// One event at a time, in the stream's order: an offset is kept only after those before it.
		receive: (event) => {
			work = work.then(async () => await handle(event)).catch(report);
		},
		offsetRefused,
		...reporter,
	};
	const connection = streamConnectionOf(client.key, client.url, client.clientSecret);
	const refusedReads = new RefusedReads(
		() => connection.rewind(),
		streamReporter(reporting, (minutes) => `Fortnox accepts the reads of the events again, after ${minutes} min; the events that waited come now`),
	);
	this.logger.debug(`Fortnox stream: joining (${this.getActivationMode()}), from ${JSON.stringify({ offsets: memory.offsets, countsFrom: memory.countsFrom })}`);
	await connection.join(member).catch((error: Error) => {
		throw new NodeOperationError(node, error.message);
	});
	// Within the activation, after which n8n saves the static data: a caught-up topic is not caught up again.
	await catchUpStale(memory.tenantId!);
	startEvents();
	return {
		closeFunction: async () => {
			refusedReads.close();
			connection.leave(member);
			await work;
		},
	};
}
