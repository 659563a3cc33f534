import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import type { FortnoxContext } from './context';
import {
	answeredByService,
	errorInOurWords,
	failureHow,
	parseServiceError,
	readHttpFailure,
	redirectLocation,
	toNodeApiError,
} from './errors';
import type { HttpFailure } from './errors';
import { MAX_ATTEMPTS, parseRetryAfter, retryDelay } from './retry';

/** A token request, in the words its errors use. */
export interface TokenRequest {
	/** What it is, e.g. "the service account's token request". */
	what: string;
	/** The credential setting that names where it goes, and its value, e.g. Auth URL. */
	setting: string;
	endpoint: string;
	/** Milliseconds each attempt may take (the credential's Request Timeout). */
	timeout: number;
	/** What to check when Fortnox refuses it (HTTP 400, 401, 403). */
	refusedHint: string;
	itemIndex?: number;
}

/** The longest Retry-After a token request waits out: every request of the credential waits on it. */
const TOKEN_RETRY_AFTER_LIMIT_MS = 60_000;

const NOTHING_SENT = "No request was sent to Fortnox's API without a token, so running the item again is safe.";

/** A token request fails for a reason repeating it may cure: a 429, a server error, a broken or slow connection. */
function isTransient(failure: HttpFailure): boolean {
	const status = failure.statusCode;
	if (status !== undefined) return status === 429 || status >= 500;
	return failure.networkCode !== undefined;
}

function lastFailure(failure: HttpFailure, timing: { timeout: number; timedOut: boolean }): string {
	const said = answeredByService(failure) ? parseServiceError(failure.body)?.message : undefined;
	return said !== undefined ? `HTTP ${failure.statusCode}: ${said}` : failureHow(failure, timing);
}

/**
 * Sends a token request until it succeeds or cannot: a token request asks for a new token and
 * changes nothing else, so repeating it after a 429, a server error or a lost connection is safe.
 * A refusal (wrong secret, tenant, spent refresh token), a redirect or a nonsense answer is not
 * repeated. Every error says which it was, and that no API request went out without a token.
 */
export async function requestTokenWithRetries<T>(context: FortnoxContext, request: TokenRequest, attempt: () => Promise<T>): Promise<T> {
	const node = context.getNode();
	for (let attempts = 1; ; attempts++) {
		const sentAt = Date.now();
		try {
			return await attempt();
		} catch (error) {
			// Already a node error in this package's words (n8n's own "reconnect the credential", say).
			const nodeError = error instanceof NodeApiError || error instanceof NodeOperationError ? error : undefined;
			if (nodeError) throw nodeError;
			const failure = readHttpFailure(error);
			const status = failure.statusCode;
			const location = redirectLocation(failure);
			if (location !== undefined) {
				throw errorInOurWords(
					node,
					`Fortnox's token endpoint answered with a redirect (HTTP ${status}) to ${location}; it was not followed`,
					`${request.what} carries the client's secret, so nothing was sent there. Check the credential's ${request.setting} (${request.endpoint}).`,
					status,
					request.itemIndex,
				);
			}
			if (status === 400 || status === 401 || status === 403) {
				throw toNodeApiError(node, failure, request.itemIndex, { [status]: request.refusedHint });
			}
			if (!isTransient(failure)) {
				throw errorInOurWords(node, failure.message, `${NOTHING_SENT} Check the credential's ${request.setting} (${request.endpoint}).`, status, request.itemIndex);
			}
			const retryAfter = parseRetryAfter(failure.headers['retry-after'], Date.now());
			if (status === 429 && retryAfter !== undefined && retryAfter > TOKEN_RETRY_AFTER_LIMIT_MS) {
				throw errorInOurWords(
					node,
					`Fortnox's token endpoint asked to wait ${Math.ceil(retryAfter / 1000)} s before ${request.what} is sent again (HTTP 429, Retry-After)`,
					`${NOTHING_SENT} Another client may be asking for tokens of the same app too often; run the workflow again later.`,
					429,
					request.itemIndex,
				);
			}
			if (attempts >= MAX_ATTEMPTS) {
				const message =
					status === 429
						? `Fortnox's token endpoint answered Too Many Requests (HTTP 429) to all ${attempts} attempts of ${request.what}`
						: `No token from Fortnox after ${attempts} attempts of ${request.what} (last: ${lastFailure(failure, { timeout: request.timeout, timedOut: Date.now() - sentAt >= request.timeout })})`;
				throw errorInOurWords(node, message, `${NOTHING_SENT} Fortnox's auth service at ${request.endpoint} may be down or busy.`, status, request.itemIndex);
			}
			const delay = retryDelay(attempts, retryAfter);
			context.logger.debug(`Fortnox: ${request.what} failed (${status ?? failure.networkCode}), attempt ${attempts + 1} in ${delay} ms`);
			await sleep(delay);
		}
	}
}
