import { createHash } from 'node:crypto';
import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';

import type { FortnoxContext } from './context';

export type FortnoxCredentialType = 'fortnoxApi' | 'fortnoxOAuth2Api' | 'fortnoxServiceAccountApi';

export const DEFAULT_BASE_URL = 'https://api.fortnox.se';

/** The credential named by the node's `authentication` parameter (defaults to the access token). */
export function credentialTypeOf(context: FortnoxContext): FortnoxCredentialType {
	const authentication = context.getNode().parameters.authentication;
	if (authentication === 'oAuth2') return 'fortnoxOAuth2Api';
	return authentication === 'serviceAccount' ? 'fortnoxServiceAccountApi' : 'fortnoxApi';
}

export function baseUrlOf(credentials: ICredentialDataDecryptedObject): string {
	const configured = typeof credentials.baseUrl === 'string' ? credentials.baseUrl.trim() : '';
	return (configured || DEFAULT_BASE_URL).replace(/\/+$/, '');
}

/** A short hash that stands for secrets in keys and logs. */
export function fingerprint(...parts: string[]): string {
	return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 24);
}

/**
 * The rate limit counts per access token. Key the limiter by a hash, never the secret itself;
 * an OAuth2 token rotates hourly, so its credential (client id + credential id) stands for it,
 * and a service account's token is the client's for one tenant (client id + tenant id).
 */
export function rateLimitKeyOf(
	context: FortnoxContext,
	type: FortnoxCredentialType,
	credentials: ICredentialDataDecryptedObject,
): string {
	const identity =
		type === 'fortnoxApi'
			? [String(credentials.accessToken ?? '')]
			: [
					String(credentials.clientId ?? ''),
					String(
						type === 'fortnoxServiceAccountApi'
							? (credentials.tenantId ?? '')
							: ((context.getNode().credentials?.[type] as IDataObject | undefined)?.id ?? ''),
					),
				];
	return `${type}:${fingerprint(...identity)}`;
}

/** The credential's "Workers Sharing This Token" (queue mode); 1 when unset or unreadable. */
export function sharedByOf(credentials: ICredentialDataDecryptedObject): number {
	const value = Math.floor(Number(credentials.workersSharingToken ?? 1));
	return Number.isFinite(value) && value >= 1 ? value : 1;
}

