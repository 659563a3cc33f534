import type { IHttpRequestMethods, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { explainAccessRefusal } from './access-refusal';
import type { FortnoxCredentialType } from './credentials';
import { credentialTypeOfNode } from './credentials';
import { IDEMPOTENT_METHODS, RATE_LIMIT_PATIENCE_MS } from './retry';

/** What a failed attempt left behind, whichever layer of n8n threw it. */
export interface HttpFailure {
	statusCode?: number;
	body?: unknown;
	headers: Record<string, unknown>;
	networkCode?: string;
	message: string;
	/** The OAuth2 token endpoint refused to renew the token (n8n 1.x renews inside the request). */
	renewalRefused?: boolean;
}

export interface ServiceError {
	message: string;
	code?: string;
	details?: string;
}

function asObject(value: unknown): Record<string, unknown> | undefined {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
		? (value as Record<string, unknown>)
		: undefined;
}

/** The service varies key case ("ErrorInformation"/"errorinformation", "Message"/"message"). */
function pick(object: Record<string, unknown>, key: string): unknown {
	const wanted = key.toLowerCase();
	const found = Object.keys(object).find((candidate) => candidate.toLowerCase() === wanted);
	return found === undefined ? undefined : object[found];
}

function text(value: unknown): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	if (typeof value === 'string') return value;
	if (typeof value === 'number' || typeof value === 'boolean') return String(value);
	return JSON.stringify(value);
}

function decodeBody(body: unknown): unknown {
	const raw = Buffer.isBuffer(body)
		? body.toString('utf8')
		: body instanceof ArrayBuffer
			? Buffer.from(body).toString('utf8')
			: body;
	if (typeof raw !== 'string') return raw;
	try {
		return JSON.parse(raw);
	} catch {
		return raw;
	}
}

function describeDetails(details: unknown): string | undefined {
	if (!Array.isArray(details)) return text(details);
	return details
		.map((entry) => {
			const object = asObject(entry);
			if (!object) return text(entry);
			const field = text(pick(object, 'field') ?? pick(object, 'path') ?? pick(object, 'property'));
			const message = text(pick(object, 'message') ?? pick(object, 'detail')) ?? JSON.stringify(object);
			return field ? `${field}: ${message}` : message;
		})
		.join('; ');
}

/**
 * Reads the four error shapes Fortnox uses: classic ErrorInformation, problem+json,
 * {error, id, message} (warehouse, partner API) and {code, details, message} (recurring billing).
 */
export function parseServiceError(rawBody: unknown): ServiceError | undefined {
	const body = asObject(decodeBody(rawBody));
	if (!body) {
		const plain = text(decodeBody(rawBody))?.trim();
		// A gateway's HTML page is no message of the service's: its status says more.
		return plain && plain.length < 500 && !plain.startsWith('<') ? { message: plain } : undefined;
	}

	const classic = asObject(pick(body, 'ErrorInformation'));
	if (classic) {
		return {
			message: text(pick(classic, 'message')) ?? 'Unknown error',
			code: text(pick(classic, 'code')),
		};
	}

	if (pick(body, 'title') !== undefined || pick(body, 'detail') !== undefined) {
		const title = text(pick(body, 'title'));
		const detail = text(pick(body, 'detail'));
		return {
			message: detail && title && detail !== title ? `${title}: ${detail}` : (detail ?? title ?? 'Unknown error'),
			code: text(pick(body, 'type')),
			details: text(pick(body, 'instance')),
		};
	}

	// OAuth2 endpoints (RFC 6749) say it in error_description.
	const message = text(pick(body, 'message') ?? pick(body, 'error_description'));
	const error = pick(body, 'error');
	if (message !== undefined || error !== undefined) {
		const errorObject = asObject(error);
		return {
			message: message ?? text(errorObject ? pick(errorObject, 'message') : error) ?? 'Unknown error',
			code: text(pick(body, 'code') ?? (errorObject ? undefined : error)),
			details: describeDetails(pick(body, 'details')) ?? text(pick(body, 'id')),
		};
	}
	return undefined;
}

/**
 * n8n 1.x replaces a network failure with its own words and drops the code: read the code back
 * from those words, so a lost answer is still told apart from one that never left.
 */
const N8N_NETWORK_MESSAGES: Array<[RegExp, string]> = [
	[/connection to the server was closed unexpectedly/i, 'ECONNRESET'],
	[/connection was aborted/i, 'ECONNABORTED'],
	[/connection timed out/i, 'ETIMEDOUT'],
	[/service refused the connection/i, 'ECONNREFUSED'],
];

/** OAuth2 errors (their codes, or n8n's texts for them) of a token endpoint that is busy, not refusing. */
export const OAUTH2_BUSY = /too_many_requests|slow_down|temporarily_unavailable|temporary overloading|server_error|unexpected condition/i;

/** Normalises what axios, n8n's NodeApiError wrapper and the OAuth2 path each throw. */
export function readHttpFailure(error: unknown): HttpFailure {
	const layers: Array<Record<string, unknown>> = [];
	let current: unknown = error;
	while (asObject(current) && layers.length < 4) {
		layers.push(current as Record<string, unknown>);
		current = (current as Record<string, unknown>).cause;
	}
	let statusCode: number | undefined;
	let body: unknown;
	let headers: Record<string, unknown> = {};
	let networkCode: string | undefined;
	const response = layers.map((layer) => asObject(layer.response)).find(Boolean);
	if (response) {
		statusCode = Number(response.status ?? response.statusCode) || undefined;
		body = response.data ?? response.body;
		headers = asObject(response.headers) ?? {};
	}
	// n8n-workflow 1.x loses the axios error (the `cause`) of the NodeApiError it wraps a failed
	// request in and keeps only the response body, in `context.data`.
	body ??= layers.map((layer) => asObject(layer.context)?.data).find((data) => data !== undefined);
	for (const layer of layers) {
		if (statusCode === undefined && layer.httpCode && /^\d{3}$/.test(String(layer.httpCode))) {
			statusCode = Number(layer.httpCode);
		}
		// n8n's OAuth2 client throws its own error for a refused token request, status and body on it.
		if (statusCode === undefined && layer.code === 'ESTATUS' && typeof layer.status === 'number') {
			statusCode = layer.status;
			body ??= layer.body;
			continue;
		}
		if (!networkCode && typeof layer.code === 'string' && /^E[A-Z]+$/.test(layer.code)) {
			networkCode = layer.code;
		}
	}
	const message = layers.map((layer) => layer.message).find((m) => typeof m === 'string') as string;
	// n8n 1.x renews an expired OAuth2 token inside its own request and keeps, of a failed renewal,
	// only the OAuth2 error (EAUTH and its message). A busy token endpoint was answered before the
	// API request went out, like a 429; any other OAuth2 error refuses the renewal.
	if (statusCode === undefined && layers.some((layer) => layer.code === 'EAUTH' || layer.httpCode === 'EAUTH')) {
		const busy = OAUTH2_BUSY.test(message ?? '');
		return { statusCode: busy ? 429 : undefined, body, headers, message: message ?? 'OAuth2 token renewal failed', renewalRefused: !busy };
	}
	if (statusCode === undefined && !networkCode && message) {
		networkCode = N8N_NETWORK_MESSAGES.find(([pattern]) => pattern.test(message))?.[1];
	}
	return { statusCode, body, headers, networkCode, message: message ?? 'Request failed' };
}

/** The failure's body is one of the service's own error objects, not a gateway's page. */
export function answeredByService(failure: HttpFailure): boolean {
	return asObject(decodeBody(failure.body)) !== undefined && parseServiceError(failure.body) !== undefined;
}

/** What to do about a 401, for the credential in use only. */
const REFUSED_CREDENTIAL_HINTS: Record<FortnoxCredentialType, string> = {
	fortnoxApi:
		'Fortnox refused the access token and client secret: check both in the Fortnox API credential. Fortnox refuses this legacy scheme for integrations without OAuth2 support since 2025-04-30: move to a Fortnox Service Account API or OAuth2 credential (see docs/credentials.md).',
	fortnoxOAuth2Api:
		'Fortnox refused the OAuth2 access token even after renewing it: reconnect the Fortnox OAuth2 API credential, and check that the app still has the scopes this resource needs.',
	fortnoxServiceAccountApi:
		"Fortnox refused the service account's access token: check the client ID, client secret and tenant ID of the Fortnox Service Account API credential, and that the company still approves the integration.",
};

const STATUS_HINTS: Record<number, string> = {
	503: 'Fortnox is unavailable (HTTP 503) and did not take the request, so nothing was applied: run the item again later.',
	429: `Fortnox kept answering "Too Many Requests" for ${RATE_LIMIT_PATIENCE_MS / 60000} minutes of retries. Another client is using up the limit of the same token.`,
};

/** What a failure means for one operation, in the user's words: by the service's error code, else by HTTP status. */
export type Explanations = Partial<Record<number | string, string>>;

/**
 * The node error of a failed request. What it means comes first from the operation's explanation
 * of the code, then from a refusal of access (scope, module, licence, rights: what is missing and
 * the steps for this credential, `request` naming the resource), then from the operation's
 * explanation of the status; else Fortnox's own message. Fortnox's message and code stay in the
 * description, so a workflow that branches on the code sees Fortnox's.
 */
export function toNodeApiError(
	node: INode,
	failure: HttpFailure,
	itemIndex?: number,
	explain: Explanations = {},
	request?: { method: string; path: string },
): NodeApiError {
	const parsed = parseServiceError(failure.body);
	const status = failure.statusCode;
	const credential = credentialTypeOfNode(node);
	const byCode = parsed?.code !== undefined ? explain[parsed.code] : undefined;
	const refusal = byCode === undefined && request ? explainAccessRefusal(request, credential, parsed?.code, status) : undefined;
	const explanation = byCode ?? refusal?.message ?? (status !== undefined ? explain[status] : undefined);
	const hint = status === 401 ? REFUSED_CREDENTIAL_HINTS[credential] : status !== undefined ? STATUS_HINTS[status] : undefined;
	const message = explanation ?? parsed?.message ?? hint ?? failure.message;
	const description = [
		refusal?.steps,
		explanation && parsed ? `Fortnox said: ${parsed.message}` : undefined,
		parsed?.code !== undefined ? `Fortnox error code ${parsed.code}` : undefined,
		status !== undefined ? `HTTP ${status}` : failure.networkCode,
		parsed?.details,
		// An operation's own explanation already says what to do.
		parsed && hint && !explanation ? hint : undefined,
	]
		.filter(Boolean)
		.join(' · ');
	const errorResponse: JsonObject = {
		message,
		...(parsed?.code !== undefined ? { code: parsed.code } : {}),
		...(asObject(decodeBody(failure.body)) as JsonObject | undefined),
	};
	const error = new NodeApiError(node, errorResponse, {
		message,
		description: description || undefined,
		httpCode: status !== undefined ? String(status) : undefined,
		itemIndex,
	});
	// n8n replaces messages of some status codes with generic text; keep the service's own words.
	error.message = message;
	if (parsed?.code !== undefined) error.context.code = parsed.code;
	return error;
}

/**
 * A node error that says exactly `message` and `description`: n8n rewrites both for some status
 * codes and network words (a 502's, "ECONNRESET"'s), which here would hide what happened.
 */
export function errorInOurWords(node: INode, message: string, description: string, status: number | undefined, itemIndex: number | undefined): NodeApiError {
	const error = new NodeApiError(node, { message }, { message, description, httpCode: status !== undefined ? String(status) : undefined, itemIndex });
	error.message = message;
	error.description = description;
	return error;
}

/** What a request whose answer was lost was, to say what may have happened. */
export interface LostRequest {
	method: IHttpRequestMethods;
	path: string;
	/** Whether repeating it cannot apply it twice (then it was repeated). */
	idempotent?: boolean;
	attempts: number;
	/** The timeout of each attempt, in milliseconds, and whether the last attempt ran into it. */
	timeout: number;
	timedOut: boolean;
	itemIndex?: number;
}

/** Codes of failures where the connection was never made. */
const UNREACHED_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'];

/** What went wrong with an attempt that got no answer of Fortnox's own, in a few words. */
export function failureHow(failure: HttpFailure, timing: { timeout: number; timedOut: boolean }): string {
	const status = failure.statusCode;
	if (status !== undefined && status >= 502) return `a gateway answered HTTP ${status} in its place`;
	if (status !== undefined) return `HTTP ${status} came back without an error of Fortnox's own`;
	if (timing.timedOut) return `no answer within ${Math.round(timing.timeout / 1000)} s`;
	if (failure.networkCode && UNREACHED_CODES.includes(failure.networkCode)) return `the address could not be reached (${failure.networkCode})`;
	return 'the connection was dropped';
}

/**
 * The request left, but no answer came back that says what happened to it: a timeout, a dropped
 * connection, a gateway's error page, or a server error after a write (Fortnox's own "internal
 * error" can follow a create it stored). Say plainly what that means instead of showing the
 * gateway's page or n8n's "you can retry the request immediately", which would duplicate a create.
 */
export function lostAnswerError(node: INode, failure: HttpFailure, request: LostRequest): NodeApiError {
	const said = parseServiceError(failure.body);
	const repeatable = request.idempotent ?? IDEMPOTENT_METHODS.includes(request.method);
	const how = said
		? `HTTP ${failure.statusCode}: ${said.message}${said.code !== undefined ? ` · code ${said.code}` : ''}`
		: failureHow(failure, request);
	const message = repeatable
		? `No answer from Fortnox to ${request.method} ${request.path} after ${request.attempts} attempts (last: ${how})`
		: said
			? `Fortnox answered ${request.method} ${request.path} with a server error (${how}): Fortnox may have applied it`
			: `No answer from Fortnox to ${request.method} ${request.path} (${how}): Fortnox may have applied it`;
	const description = repeatable
		? 'Fortnox may be down or slow. Running this item again is safe: repeating this request cannot apply it twice.'
		: `${said ? 'Fortnox failed while handling the request' : 'The request was sent, but its answer was lost'}, so it is unknown whether Fortnox created or changed the record. ` +
			'It was not sent again, because that could do it twice. Before running this item again, look the record up ' +
			'(with a Get or Get Many of this resource, or in Fortnox) and run it again only if it is not there.';
	const error = errorInOurWords(node, message, description, failure.statusCode, request.itemIndex);
	if (said?.code !== undefined) error.context.code = said.code;
	return error;
}

/** Statuses that point elsewhere with a Location header (304 Not Modified does not). */
const REDIRECT_STATUSES = [300, 301, 302, 303, 307, 308];

/** Where a redirect pointed; undefined when the failure is no redirect. */
export function redirectLocation(failure: HttpFailure): string | undefined {
	if (failure.statusCode === undefined || !REDIRECT_STATUSES.includes(failure.statusCode)) return undefined;
	const location = Object.entries(failure.headers).find(([name]) => name.toLowerCase() === 'location')?.[1];
	return text(Array.isArray(location) ? location[0] : location) ?? '(no Location header)';
}

/** A redirect that was not followed, and why that kept the credential where it belongs. */
export function redirectError(
	node: INode,
	failure: HttpFailure,
	location: string,
	request: { method: IHttpRequestMethods; path: string; baseUrl: string; itemIndex?: number },
): NodeApiError {
	const message = `Fortnox's address answered ${request.method} ${request.path} with a redirect (HTTP ${failure.statusCode}) to ${location}; it was not followed`;
	const description =
		`Fortnox's API does not redirect, so this answer did not come from Fortnox itself. Following it would have sent the credential${request.method === 'GET' ? '' : ' and the request body'} ` +
		`to that address, so nothing was sent there. Check the credential's Base URL (${request.baseUrl}) and any proxy in between.`;
	return errorInOurWords(node, message, description, failure.statusCode, request.itemIndex);
}

/** A 429 whose Retry-After asks for longer than a request waits for the rate limit. */
export function waitTooLongError(node: INode, retryAfterMs: number, itemIndex?: number): NodeApiError {
	const seconds = Math.ceil(retryAfterMs / 1000);
	const message = `Fortnox asked to wait ${seconds} s before the next request (HTTP 429, Retry-After), longer than the ${RATE_LIMIT_PATIENCE_MS / 60000} minutes a request waits`;
	const description =
		'Nothing was applied: Fortnox refused the request before doing anything. Another client may be using up the limit of the same token; run the workflow again later.';
	return errorInOurWords(node, message, description, 429, itemIndex);
}
