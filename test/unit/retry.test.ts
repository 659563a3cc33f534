import { answerLost, isRetryable, parseRetryAfter, retryDelay } from '../../nodes/shared/transport/retry';

describe('isRetryable', () => {
	it('repeats a 429 for every method: the service refused it before doing anything', () => {
		for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
			expect(isRetryable({ statusCode: 429 }, method)).toBe(true);
		}
	});

	it('repeats a 503 for every method: the service did not take the request', () => {
		for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
			expect(isRetryable({ statusCode: 503 }, method)).toBe(true);
			expect(isRetryable({ statusCode: 503 }, method, false)).toBe(true);
		}
	});

	it('repeats the other transient 5xx only where repeating cannot duplicate', () => {
		expect(isRetryable({ statusCode: 502 }, 'PUT')).toBe(true);
		expect(isRetryable({ statusCode: 500 }, 'DELETE')).toBe(true);
		expect(isRetryable({ statusCode: 504 }, 'GET')).toBe(true);
		for (const statusCode of [500, 502, 504]) {
			expect(isRetryable({ statusCode }, 'POST')).toBe(false);
			expect(isRetryable({ statusCode }, 'PATCH')).toBe(false);
			expect(isRetryable({ statusCode }, 'PUT', false)).toBe(false);
			expect(isRetryable({ statusCode }, 'POST', true)).toBe(true);
		}
	});

	it('never repeats client errors', () => {
		for (const statusCode of [400, 401, 403, 404, 409, 412, 428]) {
			expect(isRetryable({ statusCode }, 'GET')).toBe(false);
		}
	});

	it('repeats a refused connection for any method but a reset one only when idempotent', () => {
		expect(isRetryable({ networkCode: 'ECONNREFUSED' }, 'POST')).toBe(true);
		expect(isRetryable({ networkCode: 'ECONNRESET' }, 'POST')).toBe(false);
		expect(isRetryable({ networkCode: 'ECONNRESET' }, 'GET')).toBe(true);
	});
});

describe('answerLost', () => {
	it('a 5xx other than 503 after a write that is not safe to repeat may have been applied, even with the service’s own error', () => {
		for (const statusCode of [500, 502, 504]) {
			expect(answerLost({ statusCode }, true, false)).toBe(true);
			expect(answerLost({ statusCode }, false, false)).toBe(true);
		}
	});

	it('a 503 or 429 was not taken; a repeatable request’s 5xx with the service’s own error is a refusal', () => {
		for (const idempotent of [true, false]) {
			expect(answerLost({ statusCode: 503 }, false, idempotent)).toBe(false);
			expect(answerLost({ statusCode: 429 }, false, idempotent)).toBe(false);
		}
		expect(answerLost({ statusCode: 500 }, true, true)).toBe(false);
		expect(answerLost({ statusCode: 502 }, false, true)).toBe(true);
		expect(answerLost({ statusCode: 400 }, true, false)).toBe(false);
	});
});

describe('parseRetryAfter', () => {
	it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
		expect(parseRetryAfter('3', 0)).toBe(3000);
		expect(parseRetryAfter(2, 0)).toBe(2000);
		const now = Date.parse('2026-11-22T10:00:00Z');
		expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:04 GMT', now)).toBe(4000);
		expect(parseRetryAfter('soon', now)).toBeUndefined();
		expect(parseRetryAfter(undefined, now)).toBeUndefined();
	});
});

describe('retryDelay', () => {
	it('grows exponentially with jitter between half and the whole step, capped', () => {
		expect(retryDelay(1, undefined, () => 0)).toBe(500);
		expect(retryDelay(1, undefined, () => 1)).toBe(1000);
		expect(retryDelay(3, undefined, () => 1)).toBe(4000);
		expect(retryDelay(10, undefined, () => 1)).toBe(16000);
	});

	it('follows Retry-After when the service gives one', () => {
		expect(retryDelay(1, 7000, () => 0)).toBe(7000);
	});
});
