// @ts-check
'use strict';

/**
 * The sandbox's own notion of time. With `timeScale` N, sandbox time runs N times faster than
 * real time: an access token's 3600 s life lasts 3600/N real seconds, and timers scheduled for
 * later features (webhook retries once a minute) fire N times sooner. The rate limiter does NOT
 * use this clock (see rate-limit.js).
 *
 * @param {number} [timeScale]
 */
function createClock(timeScale = 1) {
	if (!(timeScale > 0)) throw new RangeError('timeScale must be a positive number');
	const realStart = Date.now();
	/** @type {Set<NodeJS.Timeout>} */
	const timers = new Set();
	return {
		timeScale,
		/** Sandbox time in ms since the epoch. */
		now() {
			return realStart + (Date.now() - realStart) * timeScale;
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
