import type { ICredentialDataDecryptedObject, IHttpRequestHelper } from 'n8n-workflow';

import { requestTimeoutOf, withinRequestTimeout } from './requestTimeout';

export const DEFAULT_AUTH_URL = 'https://apps.fortnox.se';

/** What Fortnox's token endpoint answers for the client credentials grant (no refresh token). */
export interface ServiceAccountToken {
	access_token: string;
	/** Seconds; Fortnox gives 3600. */
	expires_in?: number;
	scope?: string;
}

/** What to check when Fortnox refuses a service account's token request; `tenantId` names the company it was for. */
export const tokenRefusedHint = (tenantId?: string): string =>
	`Fortnox refused the service account's token request${tenantId ? ` for company (tenant) ${tenantId}` : ''}. Check the client ID, client secret and tenant ID, and that the company's administrator has approved the integration as a service account.`;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The auth host of a service-account credential, without a trailing slash. */
export function authUrlOf(credentials: ICredentialDataDecryptedObject): string {
	return (text(credentials.authUrl) || DEFAULT_AUTH_URL).replace(/\/+$/, '');
}

/**
 * A service account's access token: POST /oauth-v1/token on the auth host with the client id and
 * secret as HTTP Basic, the tenant in a TenantId header and grant_type=client_credentials.
 * Used by the credential (its Test button) and by this package's nodes.
 */
export async function requestServiceAccountToken(
	helpers: IHttpRequestHelper['helpers'],
	credentials: ICredentialDataDecryptedObject,
): Promise<ServiceAccountToken> {
	let body: ServiceAccountToken | undefined;
	let failure: { message: string; cause: unknown } | undefined;
	// Every request of the credential waits on this one: its whole answer must not take forever.
	const timeout = requestTimeoutOf(credentials);
	try {
		body = (await withinRequestTimeout(
			timeout,
			async (abortSignal) =>
				await helpers.httpRequest({
					method: 'POST',
					url: `${authUrlOf(credentials)}/oauth-v1/token`,
					auth: { username: text(credentials.clientId), password: text(credentials.clientSecret) },
					headers: {
						TenantId: text(credentials.tenantId),
						Accept: 'application/json',
						'Content-Type': 'application/x-www-form-urlencoded',
					},
					body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
					json: true,
					timeout,
					abortSignal,
					// The request carries the client secret: never to wherever a redirect points.
					disableFollowRedirect: true,
				}),
		)) as ServiceAccountToken;
	} catch (error) {
		failure = { message: refusal(error), cause: error };
	}
	if (!failure && typeof body?.access_token === 'string' && body.access_token !== '') return body;
	failure ??= {
		message: `Fortnox answered the service account's token request (HTTP 200) without an access token${describeAnswer(body)}`,
		cause: undefined,
	};
	// A credential has no node to name in a NodeApiError; the nodes' transport turns this into one.
	throw new Error(failure.message, { cause: failure.cause });
}

/**
 * The Test button shows only an error's message: say what Fortnox said (RFC 6749 `error` and
 * `error_description`) and what to check. The original error stays the cause, with its response.
 */
function refusal(error: unknown): string {
	const response = (error as { response?: { status?: number; statusCode?: number; data?: unknown; body?: unknown } })
		.response;
	const status = response?.status ?? response?.statusCode;
	if (!status) return `Could not reach Fortnox's token endpoint: ${(error as Error).message}`;
	if (status >= 300 && status < 400) return `Fortnox's token endpoint answered with a redirect (HTTP ${status}); it was not followed, so the client secret was not sent elsewhere`;
	const data = parsed(response?.data ?? response?.body);
	const said = [text(data.error_description), text(data.error) && `(${text(data.error)})`].filter(Boolean).join(' ');
	return `${tokenRefusedHint()} Fortnox said (HTTP ${status}): ${said || 'nothing more'}`;
}

/** A few words of an answer that lacks what it should carry. */
function describeAnswer(body: unknown): string {
	const shown = typeof body === 'string' ? body : JSON.stringify(body ?? '');
	return shown && shown !== '""' ? `; it answered ${shown.length > 200 ? `${shown.slice(0, 200)}…` : shown}` : '';
}

function parsed(body: unknown): Record<string, unknown> {
	let value = Buffer.isBuffer(body) ? body.toString('utf8') : body;
	if (typeof value === 'string') {
		try {
			value = JSON.parse(value);
		} catch {
			return {};
		}
	}
	return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
