import type { IHttpRequestMethods } from 'n8n-workflow';

/** Attempts of a request that failed for another reason than a 429. */
export const MAX_ATTEMPTS = 5;

/**
 * How long a request keeps going back to the limiter after its first 429. A 429 is refused before
 * anything happened and the limiter paces the next try, so only a token that others keep full
 * for this long makes it fail: under n8n's queue mode the workers' limiters first find their shares.
 */
export const RATE_LIMIT_PATIENCE_MS = 5 * 60 * 1000;

const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 16000;

/** Methods whose repeat cannot apply a request twice. */
export const IDEMPOTENT_METHODS: IHttpRequestMethods[] = ['GET', 'HEAD', 'PUT', 'DELETE'];

/** Codes of failures where the request never reached the service. */
const NOT_SENT_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'];
/** Codes of failures after the request may have reached the service: its answer was lost. */
const ANSWER_LOST_CODES = ['ECONNRESET', 'ETIMEDOUT', 'ECONNABORTED', 'EPIPE'];
const TRANSIENT_NETWORK_CODES = [...ANSWER_LOST_CODES, ...NOT_SENT_CODES];

export interface AttemptFailure {
	statusCode?: number;
	networkCode?: string;
}

/**
 * Statuses that say the request was not taken: a 429 is refused before anything happens, and a 503
 * says the service (or its gateway) is unavailable and did not take the request. Repeating either
 * cannot apply anything twice, whatever the method.
 */
const NOT_TAKEN_STATUSES = [429, 503];

/**
 * Whether the request may have been applied although no answer says it was: the connection broke or
 * timed out after it was sent, or a server error other than 503 came back. For a write that is not
 * safe to repeat, even a 5xx carrying one of the service's own error bodies may come after the write
 * was done (Fortnox answers "internal error" to creates it stored). A repeatable request's 5xx with
 * the service's own body (`answeredByService`) is the service refusing it.
 */
export function answerLost(failure: AttemptFailure, answeredByService: boolean, idempotent: boolean): boolean {
	const { statusCode, networkCode } = failure;
	if (statusCode !== undefined) {
		return statusCode >= 500 && !NOT_TAKEN_STATUSES.includes(statusCode) && (!idempotent || !answeredByService);
	}
	return networkCode !== undefined && ANSWER_LOST_CODES.includes(networkCode);
}

/**
 * A 429 or a 503 was not taken, so it is always safe to repeat. Another 5xx or a dropped connection
 * may have been applied: repeat it only when repeating cannot duplicate.
 */
export function isRetryable(
	failure: AttemptFailure,
	method: IHttpRequestMethods,
	idempotent = IDEMPOTENT_METHODS.includes(method),
): boolean {
	const { statusCode, networkCode } = failure;
	if (statusCode !== undefined && NOT_TAKEN_STATUSES.includes(statusCode)) return true;
	if (networkCode && NOT_SENT_CODES.includes(networkCode)) return true;
	if (!idempotent) return false;
	if (statusCode !== undefined) return [500, 502, 504].includes(statusCode);
	return networkCode !== undefined && TRANSIENT_NETWORK_CODES.includes(networkCode);
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: unknown, now: number): number | undefined {
	if (typeof value !== 'string' && typeof value !== 'number') return undefined;
	const text = String(value).trim();
	if (/^\d+(\.\d+)?$/.test(text)) return Math.ceil(Number(text) * 1000);
	const date = Date.parse(text);
	return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Capped exponential backoff with jitter in [50 %, 100 %] of the step; Retry-After wins when given. */
export function retryDelay(
	attempt: number,
	retryAfterMs: number | undefined,
	random: () => number = Math.random,
): number {
	if (retryAfterMs !== undefined) return Math.min(retryAfterMs, MAX_DELAY_MS * 4);
	const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
	return Math.round(step * (0.5 + random() * 0.5));
}
