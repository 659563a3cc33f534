import type {
	IDataObject,
	IHttpRequestMethods,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
} from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import type { FortnoxContext } from './context';
import { requestTimeoutOf, withinRequestTimeout } from '../../../credentials/requestTimeout';
import { checkCredentialSettings } from './credential-settings';
import { baseUrlOf, credentialTypeOf, rateLimitKeyOf, sharedByOf } from './credentials';
import type { Explanations } from './errors';
import {
	answeredByService,
	errorInOurWords,
	lostAnswerError,
	readHttpFailure,
	redirectError,
	redirectLocation,
	toNodeApiError,
	waitTooLongError,
} from './errors';
import { OAUTH2_REFRESH_REFUSED_HINT, oauth2RefusalError } from './oauth2-refusal';
import { withoutHiddenValues } from './hidden-values';
import { withItemCompany } from './item-company';
import { noteRefusal, refusalMet } from './refusals-in-run';
import { renewOAuth2Token } from './oauth2-renewal';
import { limiterFor } from './rate-limiter';
import { isPreviewing, previewOf, WritePreviewed } from './preview';
import { refuseWriteOnReadOnly, writes } from './read-only';
import { answerLost, IDEMPOTENT_METHODS, isRetryable, MAX_ATTEMPTS, parseRetryAfter, RATE_LIMIT_PATIENCE_MS, retryDelay } from './retry';
import { runOf, serviceAccountGate, withBearer } from './service-account';
import { throwIfStopped } from './stop';
import { TokenGate } from './token-refresh';

export interface FortnoxRequest {
	method: IHttpRequestMethods;
	/** Path below the credential's base URL, e.g. `/3/labels`. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject | IDataObject[] | FormData | string;
	headers?: IDataObject;
	/** Answer as raw bytes (file downloads) instead of parsed JSON. */
	binary?: boolean;
	/** Override the method's idempotency, e.g. for a PATCH that is safe to repeat. */
	idempotent?: boolean;
	/**
	 * What a service error code or a status means for this operation, in the user's words (e.g.
	 * 409 on an upload). It becomes the error message; the service's own message and code move
	 * to the description.
	 */
	explain?: Explanations;
	itemIndex?: number;
}

export interface FortnoxResponse<T> {
	body: T;
	headers: Record<string, string | string[] | undefined>;
	statusCode: number;
	/**
	 * An earlier attempt of this request may have been applied, but its answer was lost: this answer
	 * is the repeat's (a count of what the repeat did, or the 404 of a DELETE that had already worked).
	 */
	afterLostAnswer: boolean;
}

function buildOptions(request: FortnoxRequest, baseUrl: string, timeout: number, abortSignal: AbortSignal): IHttpRequestOptions {
	const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
	const options: IHttpRequestOptions = {
		method: request.method,
		url: `${baseUrl}${request.path}`,
		qs: request.qs,
		timeout,
		abortSignal,
		// Fortnox's API does not redirect: a redirect would carry the credential (and a body) to
		// wherever it points. It fails the request instead, naming where it pointed.
		disableFollowRedirect: true,
		headers: { Accept: request.binary ? '*/*' : 'application/json', ...(request.headers ?? {}) },
		returnFullResponse: true,
		// n8n sends arrays as repeated keys (`status=A&status=B`), as the service expects.
		arrayFormat: 'repeat',
	};
	if (request.binary) {
		options.encoding = 'arraybuffer';
		options.json = false;
	} else {
		options.json = true;
	}
	if (request.body !== undefined) {
		options.body = request.body;
		// A multipart body must set its own boundary header: never preset Content-Type on it.
		if (!isForm && typeof request.body !== 'string' && options.headers) {
			options.headers['Content-Type'] ??= 'application/json';
		}
	}
	return options;
}

/**
 * The one road to Fortnox: credential choice, a write shown instead of sent under Preview, the
 * read-only switch, the shared per-token rate limit, retries of
 * 429 and transient failures, one OAuth2 refresh at a time per credential, a timeout on every
 * attempt's whole answer, no redirects, and the service's errors turned into readable node errors. After a lost answer it
 * tells the truth: a non-idempotent request is not repeated and the error says it may have been
 * applied; a repeated DELETE that finds nothing left has succeeded.
 */
export async function fortnoxRequest<T = IDataObject>(
	context: FortnoxContext,
	request: FortnoxRequest,
): Promise<FortnoxResponse<T>> {
	const credentialType = credentialTypeOf(context);
	const credentials = withItemCompany(context, credentialType, await context.getCredentials(credentialType), request.itemIndex);
	checkCredentialSettings(context.getNode(), credentialType, credentials, request.itemIndex);
	// Before the read-only check: a preview sends nothing, so a read-only credential may preview.
	if (isPreviewing(context) && writes(request.method, request.path)) {
		throw new WritePreviewed(await previewOf(request, async (path) => await fortnoxApiRequest(context, { method: 'GET', path, itemIndex: request.itemIndex })));
	}
	refuseWriteOnReadOnly(context, credentialType, credentials, request);
	const key = rateLimitKeyOf(context, credentialType, credentials);
	const limiter = limiterFor(key, sharedByOf(credentials));
	const baseUrl = baseUrlOf(credentials);
	const timeout = requestTimeoutOf(credentials);
	// A service account's token is held by its gate, not by n8n: requests carry it as their bearer.
	const serviceAccount =
		credentialType === 'fortnoxServiceAccountApi' ? serviceAccountGate(context, credentials, request.itemIndex) : undefined;
	const tokenGate = serviceAccount ?? (credentialType === 'fortnoxOAuth2Api' ? new TokenGate(key, runOf(context)) : undefined);
	const idempotent = request.idempotent ?? IDEMPOTENT_METHODS.includes(request.method);
	let refreshed = false;
	let failures = 0;
	let firstRefusalAt: number | undefined;
	let afterLostAnswer = false;
	// The execution met a refusal of access for this scope already: it lasts, so it is not asked again.
	const metBefore = refusalMet(context, key, request.path);
	if (metBefore) {
		const error = toNodeApiError(context.getNode(), metBefore, request.itemIndex, request.explain, request);
		error.description = `${error.description ?? ''} · Not sent: an earlier request of this execution was refused so`;
		throw error;
	}

	for (;;) {
		const departure = await limiter.acquire();
		throwIfStopped(context);
		const generation = await tokenGate?.settled();
		const sentAt = Date.now();
		try {
			const response = (await withinRequestTimeout(timeout, async (signal) => {
				const options = buildOptions(request, baseUrl, timeout, signal);
				return serviceAccount
					? await context.helpers.httpRequest(withBearer(options, serviceAccount))
					: await context.helpers.httpRequestWithAuthentication.call(
							context,
							credentialType,
							options,
							// The token gate refreshes instead, once for all requests of this credential.
							tokenGate ? { oauth2: { skipTokenRefresh: true } } : undefined,
						);
			})) as IN8nHttpFullResponse;
			return {
				body: withoutHiddenValues(response.body as T),
				headers: response.headers as FortnoxResponse<T>['headers'],
				statusCode: response.statusCode,
				afterLostAnswer,
			};
		} catch (error) {
			const failure = readHttpFailure(error);
			const location = redirectLocation(failure);
			if (location !== undefined) throw redirectError(context.getNode(), failure, location, { ...request, baseUrl });
			if (failure.renewalRefused) {
				throw (
					(await oauth2RefusalError(context, credentials, error, request.itemIndex)) ??
					errorInOurWords(context.getNode(), OAUTH2_REFRESH_REFUSED_HINT, `The token endpoint said: ${failure.message}`, undefined, request.itemIndex)
				);
			}
			if (tokenGate && failure.statusCode === 401 && !refreshed) {
				refreshed = true;
				await tokenGate.refreshAfter(
					generation ?? 0,
					serviceAccount ? undefined : async () => await renewOAuth2Token(context, credentials, `access token refused (${request.method} ${request.path})`, request.itemIndex),
				);
				continue;
			}
			if (afterLostAnswer && request.method === 'DELETE' && failure.statusCode === 404) {
				// The attempt whose answer was lost deleted it.
				return { body: undefined as T, headers: {}, statusCode: 404, afterLostAnswer };
			}
			const lost = answerLost(failure, answeredByService(failure), idempotent);
			afterLostAnswer ||= lost;
			const now = Date.now();
			const retryAfter = parseRetryAfter(failure.headers['retry-after'], now);
			// A 429: another client (another n8n worker) uses the token too. The limiter adapts and
			// paces the next try; the request waits its turn there instead of backing off alone.
			const refused = failure.statusCode === 429;
			if (refused) {
				firstRefusalAt ??= now;
				const patienceLeft = RATE_LIMIT_PATIENCE_MS - (now - firstRefusalAt);
				// Waiting that long would hold every request on this token: fail this one instead.
				if (retryAfter !== undefined && retryAfter > patienceLeft) {
					throw waitTooLongError(context.getNode(), retryAfter, request.itemIndex);
				}
				limiter.refused(departure, retryAfter);
			} else {
				failures++;
			}
			const canRetry =
				isRetryable(failure, request.method, idempotent) &&
				(refused ? now - (firstRefusalAt ?? now) < RATE_LIMIT_PATIENCE_MS : failures < MAX_ATTEMPTS);
			if (!canRetry) {
				if (!lost) noteRefusal(context, key, request.path, failure);
				throw lost
					? lostAnswerError(context.getNode(), failure, { ...request, idempotent, attempts: failures, timeout, timedOut: now - sentAt >= timeout })
					: toNodeApiError(context.getNode(), failure, request.itemIndex, request.explain, request);
			}
			if (refused) {
				context.logger.debug(`Fortnox ${request.method} ${request.path}: 429, ${limiter.allowance()} requests per window now`);
				continue;
			}
			const delay = retryDelay(failures, retryAfter);
			context.logger.debug(
				`Fortnox ${request.method} ${request.path}: ${failure.statusCode ?? failure.networkCode}, retry ${failures} in ${delay} ms`,
			);
			await sleep(delay);
		}
	}
}

/** The parsed body of a Fortnox request. */
export async function fortnoxApiRequest<T = IDataObject>(
	context: FortnoxContext,
	request: FortnoxRequest,
): Promise<T> {
	return (await fortnoxRequest<T>(context, request)).body;
}
