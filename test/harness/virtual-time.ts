import { mapConcurrently } from '../../nodes/shared/concurrency';
import type { LimiterClock, SlidingWindowLimiter } from '../../nodes/shared/transport/rate-limiter';

/**
 * Virtual time for code that sleeps side by side: `run` lets every pending promise settle, then
 * wakes the earliest sleeper, so minutes of rate-limited traffic take milliseconds.
 */
export class VirtualTime implements LimiterClock {
	time = 0;

	private sleepers: Array<{ at: number; wake: () => void }> = [];

	now = (): number => this.time;

	sleep = async (ms: number): Promise<void> =>
		await new Promise<void>((wake) => {
			this.sleepers.push({ at: this.time + Math.max(0, ms), wake });
		});

	/** Runs until `done` settles. */
	async run<T>(done: Promise<T>): Promise<T> {
		let finished = false;
		const result = done.finally(() => (finished = true));
		for (;;) {
			await new Promise((resolve) => setImmediate(resolve));
			if (finished) return await result;
			if (this.sleepers.length === 0) throw new Error('nothing left to wake, yet not done');
			this.sleepers.sort((a, b) => a.at - b.at);
			const next = this.sleepers.shift()!;
			this.time = Math.max(this.time, next.at);
			next.wake();
		}
	}
}

/** The service's side: at most `limit` accepted arrivals per token in any `windowMs`; refused ones do not count. */
export function serviceWindow(limit: number, windowMs: number) {
	const accepted: number[] = [];
	return {
		refusedCount: 0,
		accepted,
		take(at: number): boolean {
			const recent = accepted.filter((t) => t > at - windowMs).length;
			if (recent >= limit) {
				this.refusedCount++;
				return false;
			}
			accepted.push(at);
			return true;
		},
	};
}

/**
 * One process sending `count` requests through its own limiter, `concurrency` at a time, each
 * reaching the service half a round trip after it left; a 429 goes back to the limiter and again.
 * Resolves with the time its last request was accepted.
 */
export async function sendThrough(
	limiter: SlidingWindowLimiter,
	time: VirtualTime,
	service: ReturnType<typeof serviceWindow>,
	options: { count: number; concurrency: number; roundTripMs: number; startAt?: number },
): Promise<number> {
	if (options.startAt) await time.sleep(options.startAt);
	let last = 0;
	await mapConcurrently(options.count, options.concurrency, async () => {
		for (;;) {
			const departure = await limiter.acquire();
			await time.sleep(options.roundTripMs / 2);
			const ok = service.take(time.now());
			await time.sleep(options.roundTripMs / 2);
			if (ok) {
				last = Math.max(last, time.now());
				return;
			}
			limiter.refused(departure);
		}
	});
	return last;
}
