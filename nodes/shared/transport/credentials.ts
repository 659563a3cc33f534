import { createHash } from 'node:crypto';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';

import { REQUEST_TIMEOUT_DEFAULT_SECONDS } from '../../../credentials/requestTimeout';
import type { FortnoxContext } from './context';

export type FortnoxCredentialType = 'fortnoxApi' | 'fortnoxOAuth2Api';

export const DEFAULT_BASE_URL = 'https://api.fortnox.se';

/** The credential named by the node's `authentication` parameter (defaults to the access token). */
export function credentialTypeOf(context: FortnoxContext): FortnoxCredentialType {
	const authentication = context.getNode().parameters.authentication;
	return authentication === 'oAuth2' ? 'fortnoxOAuth2Api' : 'fortnoxApi';
}

export function baseUrlOf(credentials: ICredentialDataDecryptedObject): string {
	const configured = typeof credentials.baseUrl === 'string' ? credentials.baseUrl.trim() : '';
	return (configured || DEFAULT_BASE_URL).replace(/\/+$/, '');
}

/**
 * The rate limit counts per access token. Key the limiter by a hash, never the secret itself;
 * an OAuth2 token rotates hourly, so its credential (client id + credential id) stands for it.
 */
export function rateLimitKeyOf(
	context: FortnoxContext,
	type: FortnoxCredentialType,
	credentials: ICredentialDataDecryptedObject,
): string {
	const identity =
		type === 'fortnoxApi'
			? String(credentials.accessToken ?? '')
			: `${String(credentials.clientId ?? '')}:${String(
					(context.getNode().credentials?.[type] as IDataObject | undefined)?.id ?? '',
				)}`;
	return `${type}:${createHash('sha256').update(identity).digest('hex').slice(0, 24)}`;
}

/** The credential's "Workers Sharing This Token" (queue mode); 1 when unset or unreadable. */
export function sharedByOf(credentials: ICredentialDataDecryptedObject): number {
	const value = Math.floor(Number(credentials.workersSharingToken ?? 1));
	return Number.isFinite(value) && value >= 1 ? value : 1;
}

/** The credential's Request Timeout in milliseconds; the default when unset or unreadable. */
export function requestTimeoutOf(credentials: ICredentialDataDecryptedObject): number {
	const seconds = Number(credentials.requestTimeout ?? REQUEST_TIMEOUT_DEFAULT_SECONDS);
	return (Number.isFinite(seconds) && seconds > 0 ? seconds : REQUEST_TIMEOUT_DEFAULT_SECONDS) * 1000;
}
