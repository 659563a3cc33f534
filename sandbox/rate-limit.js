// @ts-check
'use strict';

/**
 * Sliding-window rate limiter: at most `limit` accepted requests per key in any window of
 * `windowMs`, measured on arrival. Refused requests are not recorded (they do not count).
 * Runs on real (unscaled) time: the limit is the service's rule, clients pace against it.
 *
 * @param {{ limit?: number, windowMs?: number, now?: () => number }} [options]
 */
function createRateLimiter({ limit = 25, windowMs = 5000, now = () => performance.now() } = {}) {
	/** @type {Map<string, number[]>} arrival times of accepted requests, oldest first */
	const hits = new Map();

	/**
	 * Records a request for `key` if allowed.
	 * @param {string} key
	 * @returns {boolean} false when the request must be answered 429
	 */
	function take(key) {
		const t = now();
		let list = hits.get(key);
		if (!list) {
			list = [];
			hits.set(key, list);
		}
		while (list.length > 0 && list[0] <= t - windowMs) list.shift();
		if (list.length >= limit) return false;
		list.push(t);
		return true;
	}

	function reset() {
		hits.clear();
	}

	return { take, reset, limit, windowMs };
}

/**
 * Normalises the `rateLimit` option of startSandbox. `now` lets a test run the window on a clock
 * of its own, so that no assertion depends on how fast the machine answers.
 * @param {boolean | { limit?: number, windowMs?: number, now?: () => number } | undefined} option
 */
function rateLimiterFromOption(option) {
	if (option === false) return null;
	if (option === true || option === undefined) return createRateLimiter();
	return createRateLimiter({ limit: option.limit, windowMs: option.windowMs, now: option.now });
}

module.exports = { createRateLimiter, rateLimiterFromOption };
