import type { ICredentialDataDecryptedObject, IHttpRequestOptions } from 'n8n-workflow';

import { requestTimeoutOf } from '../../../credentials/requestTimeout';
import type { ServiceAccountToken } from '../../../credentials/serviceAccountToken';
import { authUrlOf, requestServiceAccountToken, tokenRefusedHint } from '../../../credentials/serviceAccountToken';
import type { FortnoxContext } from './context';
import { fingerprint } from './credentials';
import type { HeldToken } from './token-refresh';
import { TokenGate } from './token-refresh';
import { requestTokenWithRetries } from './token-request';

/** Renew this long before Fortnox's expiry, so no request leaves with a token about to die. */
const RENEW_EARLY_MS = 60_000;
const DEFAULT_LIFETIME_SECONDS = 3600;
/** Lifetimes outside these bounds are nonsense: a token asked for per request, or held for days. */
const MIN_LIFETIME_SECONDS = 60;
const MAX_LIFETIME_SECONDS = 24 * 3600;

/** The token's lifetime in milliseconds: Fortnox's `expires_in` when it makes sense, else an hour (Fortnox's own). */
export function lifetimeOf(token: ServiceAccountToken): number {
	const seconds = Number(token.expires_in);
	if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_LIFETIME_SECONDS * 1000;
	return Math.min(Math.max(seconds, MIN_LIFETIME_SECONDS), MAX_LIFETIME_SECONDS) * 1000;
}

/** The execution a request belongs to: a token request's failure is remembered for it. */
export function runOf(context: FortnoxContext): string {
	try {
		return String(context.getExecutionId() ?? '');
	} catch {
		return '';
	}
}

/**
 * The token gate of a service-account credential: it holds the access token and gets a new one
 * from Fortnox once for every request of this process, when missing, a minute before expiry, or
 * after a 401. Keyed by every part of the token request (a wrong secret never borrows the token
 * of a right one).
 */
export function serviceAccountGate(
	context: FortnoxContext,
	credentials: ICredentialDataDecryptedObject,
	itemIndex?: number,
): TokenGate {
	const authUrl = authUrlOf(credentials);
	const key = `fortnoxServiceAccountApi:${fingerprint(
		authUrl,
		String(credentials.clientId ?? ''),
		String(credentials.tenantId ?? ''),
		String(credentials.clientSecret ?? ''),
	)}`;
	return new TokenGate(key, runOf(context), async (): Promise<HeldToken> => {
		const requestedAt = Date.now();
		const token = await requestTokenWithRetries(
			context,
			{
				what: `the service account's token request for company (tenant) ${String(credentials.tenantId ?? '')}`,
				setting: 'Auth URL',
				endpoint: authUrl,
				timeout: requestTimeoutOf(credentials),
				refusedHint: tokenRefusedHint(String(credentials.tenantId ?? '')),
				itemIndex,
			},
			async () => await requestServiceAccountToken(context.helpers, credentials),
		);
		context.logger.debug('Fortnox service account: new access token');
		const lifetimeMs = lifetimeOf(token);
		return {
			value: token.access_token,
			renewAt: requestedAt + Math.max(lifetimeMs - RENEW_EARLY_MS, lifetimeMs / 2),
			expiresAt: requestedAt + lifetimeMs,
		};
	});
}

/** The request with the gate's token as its bearer: the one thing the service account adds to a request. */
export function withBearer(options: IHttpRequestOptions, gate: TokenGate): IHttpRequestOptions {
	return { ...options, headers: { ...options.headers, Authorization: `Bearer ${gate.token ?? ''}` } };
}
