import { sleep } from 'n8n-workflow';

export interface LimiterClock {
	now(): number;
	sleep(ms: number): Promise<void>;
}

const systemClock: LimiterClock = { now: () => Date.now(), sleep };

export interface RateLimitOptions {
	/** Requests the service allows in any window. */
	limit: number;
	windowMs: number;
	/** Added to every wait: the service measures arrival, we measure departure. */
	marginMs: number;
	/**
	 * Least time between two departures while the token is not shared. A window's burst then takes
	 * `limit × spacingMs` instead of leaving at once, so when another process uses the same token
	 * the first 429 comes back before the rest of the burst has left, and stops it.
	 */
	spacingMs: number;
	/** Windows without a 429 after a cut before the allowance grows again. */
	holdWindows: number;
	/** Windows after a lone 429 within which another one shows a crowd rather than a stray refusal. */
	confirmWindows: number;
}

/** What the limiter hands out for one request; give it back to `refused` when the service answered 429. */
export interface Departure {
	readonly at: number;
	readonly sequence: number;
	refused: boolean;
}

/**
 * Fortnox allows 25 requests in any 5-second window per access token. This keeps the departures
 * of the last window and lets the next request leave only while fewer than the allowance of them
 * are younger than a full window (plus margin), so a process alone on its token never meets a 429.
 *
 * Several processes on one token (n8n's queue mode: one limiter per worker) cannot see each other;
 * the service's 429s are what tells them. The allowance adapts to them:
 * - a 429 alone cuts nothing and gives its slot back: a stray one (a glitch, not a full window)
 *   must not slow a long run. Another 429 within `confirmWindows` windows shows a crowd;
 * - a crowd cuts it to what this process got through in the last window, and at least by one: the
 *   window was full, so that share is what the others leave it. Only the first 429 of requests
 *   sent before a cut is news; the others answer the same crowd and cut nothing more;
 * - below the limit, requests leave evenly spaced (window / allowance apart), so an overshoot
 *   meets one 429, not a burst of them;
 * - after `holdWindows` windows without a 429 it grows again, by 1, 2, 4, … per window: a probe
 *   that the others still fill costs one 429 and a small cut, and a process left alone is back at
 *   the full limit within a few windows.
 * A process that is told it shares the token with `sharedBy - 1` others (the credential's setting
 * for queue mode) starts from its share of the limit instead of all of it, so workers starting at
 * once do not first fight it out through 429s; above its share it grows as after a cut.
 */
export class SlidingWindowLimiter {
	private departures: Departure[] = [];

	private sequence = 0;

	private blockedUntil = 0;

	/** When the last lone 429 came (it cut nothing): another one soon after it shows a crowd. */
	private loneRefusalAt?: number;

	/** Allowance right after the last cut, and when and after which departure it was cut. */
	private cut: { allowance: number; at: number; sequence: number };

	/** Least allowance a 429 can cut to: one request, or the share when told how many share the token. */
	private readonly floor: number;

	private queue: Promise<unknown> = Promise.resolve();

	constructor(
		private readonly options: RateLimitOptions,
		private readonly clock: LimiterClock = systemClock,
		sharedBy = 1,
	) {
		const share = Math.max(1, Math.floor(options.limit / Math.max(1, sharedBy)));
		this.floor = share < options.limit ? share : 1;
		this.cut = {
			allowance: share < options.limit ? share : Number.POSITIVE_INFINITY,
			at: clock.now(),
			sequence: 0,
		};
	}

	/** Resolves when the caller may send one request; callers are served in order. */
	async acquire(): Promise<Departure> {
		const turn = this.queue.then(async () => await this.waitForSlot());
		this.queue = turn;
		return await turn;
	}

	/** Requests this process may send in one window now. */
	allowance(now = this.clock.now()): number {
		const { limit, windowMs, marginMs, holdWindows } = this.options;
		if (this.cut.allowance >= limit) return limit;
		const windows = Math.floor((now - this.cut.at) / (windowMs + marginMs));
		const growth = windows < holdWindows ? 0 : 2 ** (windows - holdWindows);
		return Math.min(limit, this.cut.allowance + growth);
	}

	/** The service answered 429 to `departure`: another client uses the same token. */
	refused(departure: Departure, retryAfterMs?: number): void {
		departure.refused = true;
		const now = this.clock.now();
		if (retryAfterMs !== undefined) this.blockedUntil = Math.max(this.blockedUntil, now + retryAfterMs);
		const { windowMs, marginMs } = this.options;
		const windowStart = now - windowMs - marginMs;
		// Requests still under way count as accepted until their answer says otherwise.
		const accepted = this.departures.filter((d) => d.at > windowStart && !d.refused).length;
		if (departure.sequence < this.cut.sequence) {
			// Same crowd as the last cut, but now we know more of our share was refused.
			this.cut.allowance = Math.max(this.floor, Math.min(this.cut.allowance, accepted));
			return;
		}
		// Once cut, the token is known to be shared: every 429 is news of the crowd.
		const uncut = this.allowance(now) >= this.options.limit;
		const lone = uncut && (this.loneRefusalAt === undefined || now - this.loneRefusalAt > this.options.confirmWindows * (windowMs + marginMs));
		if (lone) {
			// Cutting, or keeping its slot, would cost the rest of the run a slot per window (and the
			// last window a whole one) for what may be a glitch: the window was not necessarily full.
			this.loneRefusalAt = now;
			this.departures = this.departures.filter((d) => d !== departure);
			return;
		}
		this.loneRefusalAt = undefined;
		const allowance = Math.max(this.floor, Math.min(this.allowance(now) - 1, accepted));
		this.cut = { allowance, at: now, sequence: this.sequence };
		// The window is full right now: the next request waits one paced interval.
		this.blockedUntil = Math.max(this.blockedUntil, now + (windowMs + marginMs) / allowance);
	}

	private async waitForSlot(): Promise<Departure> {
		const { limit, windowMs, marginMs, spacingMs } = this.options;
		const windowStep = windowMs + marginMs;
		for (;;) {
			const now = this.clock.now();
			while (this.departures.length > 0 && now - this.departures[0].at >= windowStep) {
				this.departures.shift();
			}
			const allowance = this.allowance(now);
			const last = this.departures[this.departures.length - 1];
			let readyAt = this.blockedUntil;
			if (last) readyAt = Math.max(readyAt, last.at + (allowance < limit ? windowStep / allowance : spacingMs));
			if (this.departures.length >= allowance) {
				readyAt = Math.max(readyAt, this.departures[this.departures.length - allowance].at + windowStep);
			}
			if (readyAt <= now) {
				const departure = { at: now, sequence: this.sequence++, refused: false };
				this.departures.push(departure);
				return departure;
			}
			await this.clock.sleep(readyAt - now);
		}
	}
}

export const FORTNOX_RATE_LIMIT: RateLimitOptions = {
	limit: 25,
	windowMs: 5000,
	marginMs: 100,
	spacingMs: 20,
	holdWindows: 5,
	confirmWindows: 2,
};

// Module state on purpose: every Fortnox node in this n8n process shares one limiter per token.
const limiters = new Map<string, SlidingWindowLimiter>();

/** The limiter of a token; `sharedBy`: how many n8n processes use the token at once (queue mode). */
export function limiterFor(key: string, sharedBy = 1): SlidingWindowLimiter {
	const id = `${key}/${sharedBy}`;
	let limiter = limiters.get(id);
	if (!limiter) {
		limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, systemClock, sharedBy);
		limiters.set(id, limiter);
	}
	return limiter;
}
