import type { ICredentialDataDecryptedObject, IHttpRequestOptions } from 'n8n-workflow';

import { authUrlOf, requestServiceAccountToken, TOKEN_REFUSED_HINT } from '../../../credentials/serviceAccountToken';
import type { FortnoxContext } from './context';
import { fingerprint } from './credentials';
import { readHttpFailure, toNodeApiError } from './errors';
import { TokenGate } from './token-refresh';

/** Renew this long before Fortnox's expiry, so no request leaves with a token about to die. */
const RENEW_EARLY_MS = 60_000;
const DEFAULT_LIFETIME_SECONDS = 3600;

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
	const key = `fortnoxServiceAccountApi:${fingerprint(
		authUrlOf(credentials),
		String(credentials.clientId ?? ''),
		String(credentials.tenantId ?? ''),
		String(credentials.clientSecret ?? ''),
	)}`;
	return new TokenGate(key, async () => {
		const requestedAt = Date.now();
		try {
			const token = await requestServiceAccountToken(context.helpers, credentials);
			context.logger.debug('Fortnox service account: new access token');
			const lifetimeMs = (Number(token.expires_in) || DEFAULT_LIFETIME_SECONDS) * 1000;
			return { value: token.access_token, renewAt: requestedAt + Math.max(lifetimeMs - RENEW_EARLY_MS, lifetimeMs / 2) };
		} catch (error) {
			throw toNodeApiError(context.getNode(), readHttpFailure(error), itemIndex, {
				400: TOKEN_REFUSED_HINT,
				401: TOKEN_REFUSED_HINT,
			});
		}
	});
}

/** The request with the gate's token as its bearer: the one thing the service account adds to a request. */
export function withBearer(options: IHttpRequestOptions, gate: TokenGate): IHttpRequestOptions {
	return { ...options, headers: { ...options.headers, Authorization: `Bearer ${gate.token ?? ''}` } };
}
