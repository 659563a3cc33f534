import type { LimiterClock, RateLimitOptions } from '../../nodes/shared/transport/rate-limiter';
import { FORTNOX_RATE_LIMIT, limiterFor, SlidingWindowLimiter } from '../../nodes/shared/transport/rate-limiter';
import { sendThrough, serviceWindow, VirtualTime } from '../harness/virtual-time';

/** Virtual time for one caller at a time: sleeping advances the clock at once. */
function fakeClock(): LimiterClock & { time: number } {
	const clock = {
		time: 0,
		now: () => clock.time,
		sleep: async (ms: number) => {
			clock.time += ms;
		},
	};
	return clock;
}

const options = (overrides: Partial<RateLimitOptions>): RateLimitOptions => ({ ...FORTNOX_RATE_LIMIT, ...overrides });

async function departures(limiter: SlidingWindowLimiter, clock: { now(): number }, count: number): Promise<number[]> {
	const times: number[] = [];
	for (let i = 0; i < count; i++) {
		await limiter.acquire();
		times.push(clock.now());
	}
	return times;
}

/** Largest number of departures in any window of `windowMs`. */
function busiestWindow(times: number[], windowMs: number): number {
	let most = 0;
	for (let start = 0; start < times.length; start++) {
		let end = start;
		while (end < times.length && times[end] - times[start] < windowMs) end++;
		most = Math.max(most, end - start);
	}
	return most;
}

describe('SlidingWindowLimiter alone on its token', () => {
	it('lets a window of `limit` requests leave `spacingMs` apart, then holds the next until the window has passed', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, clock);
		const times = await departures(limiter, clock, 26);
		expect(times.slice(0, 25)).toEqual(Array.from({ length: 25 }, (_, k) => k * 20));
		expect(times[25]).toBe(5100);
	});

	it('never lets more than 25 requests leave in any 5-second window over a long run, and uses all of them', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, clock);
		const times = await departures(limiter, clock, 1000);
		expect(busiestWindow(times, 5000)).toBe(25);
		// 1,000 requests at 25 per 5.1 s: 39 full windows after the first, the last 24 spacings into its window.
		expect(times[999]).toBe(39 * 5100 + 24 * 20);
		expect(limiter.allowance()).toBe(25);
	});

	it('serves concurrent callers in order without exceeding the window', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter(options({ limit: 3, windowMs: 1000, marginMs: 0, spacingMs: 0 }), clock);
		const order: number[] = [];
		const times: number[] = [];
		await Promise.all(
			Array.from({ length: 7 }, async (_, index) => {
				await limiter.acquire();
				order.push(index);
				times.push(clock.now());
			}),
		);
		expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
		expect(busiestWindow(times, 1000)).toBe(3);
	});

	it('shares one limiter per key across callers', () => {
		expect(limiterFor('fortnoxApi:abc')).toBe(limiterFor('fortnoxApi:abc'));
		expect(limiterFor('fortnoxApi:abc')).not.toBe(limiterFor('fortnoxApi:def'));
	});
});

describe('SlidingWindowLimiter on a token others use too', () => {
	it('a lone 429 (it may be a stray one, not a full window) cuts nothing and gives its slot back', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, clock);
		await departures(limiter, clock, 10);
		limiter.refused(await limiter.acquire());
		expect(limiter.allowance()).toBe(25);
		// The window holds 10 departures, not 11: 15 more leave in the burst (the first in the refused
		// one's place), the 16th waits for the window.
		const times = await departures(limiter, clock, 16);
		expect(times.slice(0, 15)).toEqual(Array.from({ length: 15 }, (_, k) => 200 + k * 20));
		expect(times[15]).toBe(5100);
	});

	it('after a second 429 within two windows keeps to the share that got through in the window, requests evenly spaced', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, clock);
		await departures(limiter, clock, 10);
		limiter.refused(await limiter.acquire());
		limiter.refused(await limiter.acquire());

		expect(limiter.allowance()).toBe(10);
		const times = await departures(limiter, clock, 3);
		// Ten of the last window must be a window old, the second refused one counted too (the
		// service may count it): the second, sent at 20 ms, is at 5,120 ms; then one every 510 ms.
		expect(times).toEqual([5120, 5630, 6140]);
	});

	it('once cut, takes every 429 as news of the crowd', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, clock);
		await departures(limiter, clock, 20);
		limiter.refused(await limiter.acquire());
		limiter.refused(await limiter.acquire());
		expect(limiter.allowance()).toBe(20);
		// Three windows later, far from the last 429, a single one still cuts.
		clock.time += 3 * 5100;
		await departures(limiter, clock, 5);
		limiter.refused(await limiter.acquire());
		expect(limiter.allowance()).toBeLessThan(20);
	});

	it('cuts once for the 429s of requests that left before the cut, learning only how many were refused', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, clock);
		const sent = await Promise.all(Array.from({ length: 20 }, async () => await limiter.acquire()));
		// The first of the eight 429s is lone; the second shows the crowd.
		for (const departure of sent.slice(12)) limiter.refused(departure);
		expect(limiter.allowance()).toBe(12);

		// A 429 for a request sent after the cut is news. It leaves once 12 of the last window are a
		// window old, when only 4 accepted ones of ours remain in it (the lone 429 gave its slot
		// back): that is our share now.
		limiter.refused(await limiter.acquire());
		expect(limiter.allowance()).toBe(4);
	});

	it('always keeps one request per window', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, clock);
		for (let i = 0; i < 3; i++) limiter.refused(await limiter.acquire());
		expect(limiter.allowance()).toBe(1);
	});

	it(`grows again after ${FORTNOX_RATE_LIMIT.holdWindows} windows without a 429, by 1, 2, 4 … back to the limit`, async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, clock);
		limiter.refused(await limiter.acquire());
		limiter.refused(await limiter.acquire());
		const window = 5100;
		const hold = FORTNOX_RATE_LIMIT.holdWindows;
		const seen = [0, hold - 1, hold, hold + 1, hold + 2, hold + 3, hold + 4, hold + 5].map((windows) =>
			limiter.allowance(clock.now() + windows * window),
		);
		expect(seen).toEqual([1, 1, 2, 3, 5, 9, 17, 25]);
	});

	it('holds every request for as long as a Retry-After asks', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, clock);
		const departure = await limiter.acquire();
		limiter.refused(departure, 7000);
		await limiter.acquire();
		expect(clock.now()).toBe(7000);
	});
});

describe('processes sharing one token, each with its own limiter (n8n queue mode)', () => {
	/** `processes` limiters sending `count` requests each, 10 at a time, against one service window of 25 per 5 s. */
	async function share(processes: number, count: number, roundTripMs: number, options: { sharedBy?: number; startsApartMs?: number } = {}) {
		const time = new VirtualTime();
		const service = serviceWindow(25, 5000);
		const limiters = Array.from({ length: processes }, () => new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, time, options.sharedBy));
		const ends = await time.run(
			Promise.all(
				limiters.map(
					async (limiter, k) =>
						await sendThrough(limiter, time, service, { count, concurrency: 10, roundTripMs, startAt: k * (options.startsApartMs ?? 0) }),
				),
			),
		);
		const seconds = Math.max(...ends) / 1000;
		return {
			accepted: service.accepted.length,
			refused: service.refusedCount,
			// The first window's 25 leave at once; the limit governs the rest (as bench/figures.ts counts).
			ofLimit: (service.accepted.length - 25) / seconds / 5,
			// Processes told they share the token start from their share: no first-window burst to leave out.
			overall: service.accepted.length / seconds / 5,
			busiest: busiestWindow(service.accepted, 5000),
		};
	}

	it('one process: every request accepted the first time, ≈ the full limit', async () => {
		const run = await share(1, 600, 10);
		expect(run).toMatchObject({ accepted: 600, refused: 0 });
		expect(run.ofLimit).toBeGreaterThan(0.97);
	});

	it.each([
		[1, 0],
		[1, 300],
		[3, 300],
	])('%i stray 429s (not a full window) in 600 requests at %i ms round trip cost the run less than one window', async (strays, roundTripMs) => {
		async function run(strayAt: number[]) {
			const time = new VirtualTime();
			const window = serviceWindow(25, 5000);
			let arrivals = 0;
			const service = {
				...window,
				take(at: number) {
					return strayAt.includes(++arrivals) ? false : window.take(at);
				},
			};
			const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, time);
			const end = await time.run(sendThrough(limiter, time, service, { count: 600, concurrency: 10, roundTripMs }));
			return { end, accepted: window.accepted.length, refused: window.refusedCount };
		}
		const clean = await run([]);
		// Strays far apart and at the start of a window's burst, where the share that got through is smallest.
		const stray = await run([101, 301, 501].slice(0, strays));
		expect(clean.refused).toBe(0);
		expect(stray).toMatchObject({ accepted: 600, refused: 0 });
		// The run ends with a window's burst: time lost is counted in windows of 5.1 s.
		expect(stray.end - clean.end).toBeLessThan(5100);
	});

	it.each([
		[2, 300, 10, 15, 0.88],
		[2, 300, 300, 35, 0.88],
		[3, 200, 10, 20, 0.85],
	])('%i processes, %i requests each, %i ms round trip: all accepted, at most %i 429s, ≥ %f of the limit together', async (processes, count, roundTripMs, most429, least) => {
		const run = await share(processes, count, roundTripMs);
		expect(run.accepted).toBe(processes * count);
		expect(run.busiest).toBeLessThanOrEqual(25);
		expect(run.refused).toBeLessThanOrEqual(most429);
		expect(run.ofLimit).toBeGreaterThan(least);
	});

	it.each([
		[2, 300, 10, 0, 0.9],
		[2, 300, 300, 2000, 0.9],
		[2, 300, 100, 5000, 0.9],
		[3, 200, 10, 1000, 0.9],
	])('%i processes told they share the token, %i requests each, %i ms round trip, starting %i ms apart: ≥ %f of the limit together', async (processes, count, roundTripMs, startsApartMs, least) => {
		const run = await share(processes, count, roundTripMs, { sharedBy: processes, startsApartMs });
		expect(run.accepted).toBe(processes * count);
		expect(run.busiest).toBeLessThanOrEqual(25);
		expect(run.refused).toBeLessThanOrEqual(20);
		expect(run.overall).toBeGreaterThan(least);
	});

	it('a process told it shares the token is never cut below its share, however many 429s it meets', async () => {
		const time = new VirtualTime();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, time, 2);
		await time.run(
			(async () => {
				for (let k = 0; k < 5; k++) limiter.refused(await limiter.acquire());
			})(),
		);
		expect(limiter.allowance()).toBe(12);
		// Without the share, the same 429s cut it down to one request per window.
		const alone = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, time);
		await time.run(
			(async () => {
				for (let k = 0; k < 5; k++) alone.refused(await alone.acquire());
			})(),
		);
		expect(alone.allowance()).toBeLessThan(12);
	});

	it('a process told it shares the token, left alone, grows from its share to the full limit', async () => {
		const time = new VirtualTime();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, time, 2);
		expect(limiter.allowance()).toBe(12);
		const window = FORTNOX_RATE_LIMIT.windowMs + FORTNOX_RATE_LIMIT.marginMs;
		expect(limiter.allowance(window * FORTNOX_RATE_LIMIT.holdWindows)).toBe(13);
		expect(limiter.allowance(window * (FORTNOX_RATE_LIMIT.holdWindows + 4))).toBe(25);
	});
});
