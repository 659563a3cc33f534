import { sleep } from 'n8n-workflow';

import { isAccessRefusal } from '../shared/polling/refusals';
import type { StreamMember } from '../shared/stream/connection';
import type { StreamEvent } from '../shared/stream/protocol';

/** How long the events of a topic whose reads Fortnox refuses wait before the stream is asked for them again. */
export const RETRY_REFUSED_MS = 60_000;

/**
 * Topics whose record reads Fortnox refuses for want of access (a scope, a module, a licence, a
 * right: it lasts until someone acts). The refused event and the topic's later ones wait, its offset
 * kept (nothing taken as handed on); the refusal is a failed run at most once an hour while it lasts
 * and its end is logged once (`reporter`); at most once a minute the stream is asked again from the
 * kept offset (`rewind`), so once access is back the refused event and each one after it come, once.
 */
export class RefusedReads {
	private readonly waiting = new Map<string, { offset: string; since: number }>();
	private triedAt = 0;
	/** Whether the loop that tries again while no event comes runs; `closed`: the trigger closed, the loop ends. */
	private looping = false;
	private closed = false;

	constructor(
		private readonly rewind: () => void,
		private readonly reporter: Pick<StreamMember, 'trouble' | 'recovered'>,
		private readonly now: () => number = () => Date.now(),
	) {}

	/** Whether the event waits: a later one of a topic whose refused event must come again first. */
	waits(event: StreamEvent): boolean {
		const waiting = this.waiting.get(event.topic);
		if (!waiting || waiting.offset === event.offset) return false;
		if (this.now() - this.triedAt >= RETRY_REFUSED_MS) this.retry();
		return true;
	}

	/** Whether the event's failure is a refusal of access: then it and its topic's later events wait. */
	refused(event: StreamEvent, error: unknown): boolean {
		if (!isAccessRefusal(error)) return false;
		if (!this.waiting.has(event.topic)) {
			this.waiting.set(event.topic, { offset: event.offset, since: this.now() });
			this.triedAt = this.now();
		}
		this.reporter.trouble(error);
		if (!this.looping) void this.tryAgainWhileWaiting();
		return true;
	}

	/** The event was handed on: its topic waits no more. */
	handed(event: StreamEvent): void {
		const waiting = this.waiting.get(event.topic);
		if (!waiting) return;
		this.waiting.delete(event.topic);
		if (this.waiting.size === 0) this.reporter.recovered(this.now() - waiting.since);
	}

	close(): void {
		this.closed = true;
	}

	/** While a topic waits and no event of it comes, the stream is asked again once a minute. */
	private async tryAgainWhileWaiting(): Promise<void> {
		this.looping = true;
		while (this.waiting.size > 0 && !this.closed) {
			await sleep(1_000);
			if (!this.closed && this.now() - this.triedAt >= RETRY_REFUSED_MS) this.retry();
		}
		this.looping = false;
	}

	private retry(): void {
		this.triedAt = this.now();
		this.rewind();
	}
}
