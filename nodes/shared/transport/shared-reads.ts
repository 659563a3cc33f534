import type { IDataObject } from 'n8n-workflow';
import { deepCopy } from 'n8n-workflow';

/** How long a finished read stays shared: the other workflows that follow the same event ask within it. */
export const SHARED_FOR_MS = 60_000;

interface Shared {
	read: Promise<IDataObject | undefined>;
	/** When the read stops being shared (set once it succeeded). */
	until?: number;
}

/**
 * Reads that several workflows of this n8n process ask for at about the same time: ten workflows
 * that follow one company's new customers read each customer once, not ten times, and spend the
 * company's limit of 25 requests per 5 s once. A read is shared by its key, which the caller makes
 * name everything that makes it the same read (the credential, the company, the event); a failed
 * read is not shared (the next asker tries for itself), and each asker gets a copy of its own, as a
 * workflow may change the items it runs with.
 */
export class SharedReads {
	private readonly reads = new Map<string, Shared>();
	private prunedAt = 0;

	constructor(private readonly now: () => number = () => Date.now()) {}

	async share(key: string, read: () => Promise<IDataObject | undefined>): Promise<IDataObject | undefined> {
		this.prune();
		let shared = this.reads.get(key);
		if (!shared || (shared.until !== undefined && shared.until <= this.now())) {
			const made: Shared = {
				read: read().then(
					(value) => {
						made.until = this.now() + SHARED_FOR_MS;
						return value;
					},
					(error: unknown) => {
						this.reads.delete(key);
						throw error;
					},
				),
			};
			shared = made;
			this.reads.set(key, shared);
		}
		const value = await shared.read;
		return value && deepCopy(value);
	}

	/** How many reads are shared now (finished and in flight). */
	get size(): number {
		this.prune();
		return this.reads.size;
	}

	/** Drops the reads whose time is up, at most once a second: a burst of events asks many times a second. */
	private prune(): void {
		const now = this.now();
		if (now - this.prunedAt < 1_000) return;
		this.prunedAt = now;
		for (const [key, shared] of this.reads) if (shared.until !== undefined && shared.until <= now) this.reads.delete(key);
	}
}
