// @ts-check
'use strict';

/**
 * The sandbox's own notion of time. With `timeScale` N, sandbox time runs N times faster than
 * real time: an access token's 3600 s life lasts 3600/N real seconds, and timers scheduled for
 * later features (webhook retries once a minute) fire N times sooner. The rate limiter does NOT
 * use this clock (see rate-limit.js).
 *
 * It reads the process's monotonic clock, not `Date.now()`: a test can move `Date.now()` (the
 * clock n8n and the nodes run on) without moving the service's, and `setTime` moves the service's
 * alone, so the two can be skewed or both put on a given day (a change of daylight saving time).
 *
 * @param {number} [timeScale]
 */
function createClock(timeScale = 1) {
	if (!(timeScale > 0)) throw new RangeError('timeScale must be a positive number');
	const realNow = () => performance.timeOrigin + performance.now();
	let realAnchor = realNow();
	let sandboxAnchor = realAnchor;
	/** @type {Set<NodeJS.Timeout>} */
	const timers = new Set();
	return {
		timeScale,
		/** Sandbox time in ms since the epoch. */
		now() {
			return sandboxAnchor + (realNow() - realAnchor) * timeScale;
		},
		/**
		 * For tests: sandbox time is `ms` now and runs on from there (null: real time again). Records
		 * keep the times they were changed at; timers already set keep their delays.
		 * @param {number | null} ms
		 */
		setTime(ms) {
			realAnchor = realNow();
			sandboxAnchor = ms ?? realAnchor;
		},
		/**
		 * Runs `fn` after `ms` of sandbox time.
		 * @param {() => void} fn
		 * @param {number} ms
		 */
		setTimeout(fn, ms) {
			const t = setTimeout(() => {
				timers.delete(t);
				fn();
			}, ms / timeScale);
			timers.add(t);
			return t;
		},
		/** Cancels every pending timer (used by close()). */
		clearAll() {
			for (const t of timers) clearTimeout(t);
			timers.clear();
		},
	};
}

module.exports = { createClock };
