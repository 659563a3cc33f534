import { sleep } from 'n8n-workflow';

export interface LimiterClock {
	now(): number;
	sleep(ms: number): Promise<void>;
}

const systemClock: LimiterClock = { now: () => Date.now(), sleep };

export interface SlidingWindowOptions {
	/** Requests allowed in any window. */
	limit: number;
	windowMs: number;
	/** Added to every wait: the service measures arrival, we measure departure. */
	marginMs: number;
}

/**
 * Fortnox allows 25 requests in any 5-second window per access token. This keeps the
 * departure times of the last `limit` requests and lets the next one leave only once the
 * oldest of them is a full window (plus margin) old, so a long run never meets a 429.
 */
export class SlidingWindowLimiter {
	private readonly departures: number[] = [];

	private blockedUntil = 0;

	private queue: Promise<void> = Promise.resolve();

	constructor(
		private readonly options: SlidingWindowOptions,
		private readonly clock: LimiterClock = systemClock,
	) {}

	/** Resolves when the caller may send one request; callers are served in order. */
	async acquire(): Promise<void> {
		const turn = this.queue.then(async () => await this.waitForSlot());
		this.queue = turn;
		await turn;
	}

	/** After a 429 (another client on the same token), hold every request of this token. */
	pause(ms: number): void {
		this.blockedUntil = Math.max(this.blockedUntil, this.clock.now() + ms);
	}

	private async waitForSlot(): Promise<void> {
		const { limit, windowMs, marginMs } = this.options;
		for (;;) {
			const now = this.clock.now();
			while (this.departures.length > 0 && now - this.departures[0] >= windowMs + marginMs) {
				this.departures.shift();
			}
			let readyAt = this.blockedUntil;
			if (this.departures.length >= limit) {
				readyAt = Math.max(readyAt, this.departures[0] + windowMs + marginMs);
			}
			if (readyAt <= now) {
				this.departures.push(now);
				return;
			}
			await this.clock.sleep(readyAt - now);
		}
	}
}

export const FORTNOX_RATE_LIMIT: SlidingWindowOptions = { limit: 25, windowMs: 5000, marginMs: 100 };

// Module state on purpose: every Fortnox node in this n8n process shares one limiter per token.
const limiters = new Map<string, SlidingWindowLimiter>();

export function limiterFor(key: string): SlidingWindowLimiter {
	let limiter = limiters.get(key);
	if (!limiter) {
		limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT);
		limiters.set(key, limiter);
	}
	return limiter;
}
