import { createHash } from 'node:crypto';
import type { ICredentialDataDecryptedObject, IDataObject, INode } from 'n8n-workflow';

import { SERVICE_ACCOUNT_DEFAULT_VERSION } from '../descriptions';
import type { FortnoxContext } from './context';

export type FortnoxCredentialType = 'fortnoxApi' | 'fortnoxOAuth2Api' | 'fortnoxServiceAccountApi';

export const DEFAULT_BASE_URL = 'https://api.fortnox.se';

/** The credential a node's `authentication` parameter names (absent: its version's default). */
export function credentialTypeOfNode(node: INode): FortnoxCredentialType {
	const authentication =
		node.parameters.authentication ?? (node.typeVersion >= SERVICE_ACCOUNT_DEFAULT_VERSION ? 'serviceAccount' : 'accessToken');
	if (authentication === 'oAuth2') return 'fortnoxOAuth2Api';
	return authentication === 'serviceAccount' ? 'fortnoxServiceAccountApi' : 'fortnoxApi';
}

/** The credential the node runs with. */
export function credentialTypeOf(context: FortnoxContext): FortnoxCredentialType {
	return credentialTypeOfNode(context.getNode());
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
 * What stands for the credential's access token: the token itself; for OAuth2, whose token rotates
 * hourly, the client and the stored credential; for a service account, the client and the tenant
 * (its token is the client's for that company).
 */
function tokenIdentity(context: FortnoxContext, type: FortnoxCredentialType, credentials: ICredentialDataDecryptedObject): string[] {
	if (type === 'fortnoxApi') return [String(credentials.accessToken ?? '')];
	const clientId = String(credentials.clientId ?? '');
	if (type === 'fortnoxServiceAccountApi') return [clientId, String(credentials.tenantId ?? '')];
	return [clientId, String((context.getNode().credentials?.[type] as IDataObject | undefined)?.id ?? '')];
}

/** The rate limit counts per access token: key the limiter by a hash of what stands for it, never a secret itself. */
export function rateLimitKeyOf(
	context: FortnoxContext,
	type: FortnoxCredentialType,
	credentials: ICredentialDataDecryptedObject,
): string {
	return `${type}:${fingerprint(...tokenIdentity(context, type, credentials))}`;
}

/** The credential's "Workers Sharing This Token" (queue mode); 1 when unset or unreadable. */
export function sharedByOf(credentials: ICredentialDataDecryptedObject): number {
	const value = Math.floor(Number(credentials.workersSharingToken ?? 1));
	return Number.isFinite(value) && value >= 1 ? value : 1;
}
