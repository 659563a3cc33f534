import type { IDataObject, ITriggerFunctions } from 'n8n-workflow';

import type { ClassicKind } from '../shared/kinds';
import { ARTICLES, COST_CENTERS, CURRENCIES } from '../shared/kinds';
import { classicChangesAt } from '../shared/polling';
import { readMinute } from '../shared/polling/stockholm-time';
import { EVERY_RECORD } from '../shared/transport';
import { FetchedRecords } from '../shared/transport/record';
import type { Streamed } from './events';

const HOUR = 60 * 60_000;

/**
 * How far back the stream still has a topic's events: Fortnox keeps 14 days, less an hour for a
 * difference between n8n's clock and Fortnox's and for the time the catch-up itself takes.
 */
const STREAM_KEEPS_MS = 14 * 24 * HOUR - HOUR;

/** Whether the stream no longer has the events after `heardAt`; unknown (a memory of an earlier release) is not stale. */
export const isStale = (heardAt: number | undefined, now: number): heardAt is number => heardAt !== undefined && heardAt < now - STREAM_KEEPS_MS;

/** Registers whose numbers are codes or text the user gives: a greater one is no newer record. */
const FREE_TEXT = new Set<ClassicKind>([ARTICLES, COST_CENTERS, CURRENCIES]);

/** What a catch-up of a topic handed on: each record's event, and Fortnox's time when its list was read. */
export interface CaughtUp {
	until: number;
	handed: Record<string, string>;
}

export interface CatchUpRequest {
	chosen: Streamed[];
	topic: string;
	tenantId: string;
	heardAt: number;
	/** The highest whole number heard of on the topic; unknown: every record is Updated. */
	highest: number | undefined;
	includeWholeRecord: boolean;
	/** Hands one record's item on as a run of its own. */
	emit: (item: IDataObject, entityId: string) => void;
}

/**
 * The topic's Created and Updated the stream no longer has, from its classic list: the records
 * changed since `heardAt` (`lastmodified`, from its minute: the records changed in that minute
 * before it come again, as Updated), each fetched once. Fortnox's lists do not tell a new record
 * from a changed one: a record numbered above the highest the workflow heard of is Created, any
 * other Updated. Nothing is returned for a topic none of whose chosen events has a list.
 */
export async function catchUp(context: ITriggerFunctions, request: CatchUpRequest): Promise<{ caughtUp: CaughtUp; highest: number | undefined } | undefined> {
	const wanted = request.chosen.filter((streamed) => streamed.topic === request.topic && streamed.list);
	const kind = wanted[0]?.list?.kind;
	if (!kind) return undefined;
	const qs = { lastmodified: readMinute(request.heardAt) };
	const { records: listed, at } = await classicChangesAt(context, { path: kind.path, listKey: kind.plural, qs }, EVERY_RECORD);
	const fetched = new FetchedRecords(context);
	const handed: Record<string, string> = {};
	let highest = request.highest;
	for (const item of listed) {
		const id = String(item[kind.numberField]);
		const whole = /^\d+$/.test(id) ? Number(id) : undefined;
		const created = !FREE_TEXT.has(kind) && whole !== undefined && request.highest !== undefined && whole > request.highest;
		if (whole !== undefined) highest = Math.max(highest ?? whole, whole);
		const streamed = wanted.find((candidate) => candidate.list?.created === created);
		if (!streamed) continue;
		const record = request.includeWholeRecord ? await fetched.get({ path: kind.path, recordKey: kind.single, id }) : { topic: request.topic, tenantId: request.tenantId, entityId: id };
		// Deleted since the list named it: nothing to hand on.
		if (!record) continue;
		request.emit({ event: streamed.option.value, ...record }, id);
		handed[id] = streamed.option.value;
	}
	// Fortnox dates every answer; only one without a Date (a proxy dropped it) falls back on n8n's clock.
	return { caughtUp: { until: at ?? Date.now(), handed }, highest };
}
