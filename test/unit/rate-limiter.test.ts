import type { LimiterClock } from '../../nodes/shared/transport/rate-limiter';
import { FORTNOX_RATE_LIMIT, limiterFor, SlidingWindowLimiter } from '../../nodes/shared/transport/rate-limiter';

/** Virtual time: sleeping advances the clock at once, so a 5-second window costs nothing. */
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

describe('SlidingWindowLimiter', () => {
	it('lets a burst of `limit` requests leave at once, then holds the next until the window has passed', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter({ limit: 25, windowMs: 5000, marginMs: 100 }, clock);
		const times = await departures(limiter, clock, 26);
		expect(times.slice(0, 25).every((t) => t === 0)).toBe(true);
		expect(times[25]).toBe(5100);
	});

	it('never lets more than 25 requests leave in any 5-second window over a long run', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter(FORTNOX_RATE_LIMIT, clock);
		const times = await departures(limiter, clock, 1000);
		expect(busiestWindow(times, 5000)).toBe(25);
		// 1,000 requests at 25 per 5.1 s: 39 full windows after the first burst.
		expect(times[999]).toBe(39 * 5100);
	});

	it('serves concurrent callers in order without exceeding the window', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 1000, marginMs: 0 }, clock);
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

	it('holds every request after a pause (a 429 caused by another client)', async () => {
		const clock = fakeClock();
		const limiter = new SlidingWindowLimiter({ limit: 25, windowMs: 5000, marginMs: 0 }, clock);
		await limiter.acquire();
		limiter.pause(2000);
		await limiter.acquire();
		expect(clock.now()).toBe(2000);
	});

	it('shares one limiter per key across callers', () => {
		expect(limiterFor('fortnoxApi:abc')).toBe(limiterFor('fortnoxApi:abc'));
		expect(limiterFor('fortnoxApi:abc')).not.toBe(limiterFor('fortnoxApi:def'));
	});
});
