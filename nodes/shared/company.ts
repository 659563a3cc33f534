import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';

import type { FortnoxContext } from './transport';
import type { FortnoxCredentialType } from './transport/credentials';
import { baseUrlOf, credentialTypeOf, fingerprint, rateLimitKeyOf } from './transport/credentials';
import { withItemCompany } from './transport/item-company';

/** The `tenantId` claim of an access token: Fortnox's tokens are JWTs, and Fortnox says to read the tenant there. */
function tenantClaimOf(token: unknown): string | undefined {
	if (typeof token !== 'string') return undefined;
	try {
		const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as IDataObject | null;
		const tenant = claims?.tenantId;
		return typeof tenant === 'string' || typeof tenant === 'number' ? String(tenant) : undefined;
	} catch {
		return undefined;
	}
}

/** The tenant a credential names: a service account's Tenant ID, an OAuth2 token's claim; a legacy token names none. */
function tenantOf(type: FortnoxCredentialType, credentials: ICredentialDataDecryptedObject): string | undefined {
	if (type === 'fortnoxServiceAccountApi') return String(credentials.tenantId ?? '').trim() || undefined;
	if (type === 'fortnoxOAuth2Api') return tenantClaimOf((credentials.oauthTokenData as IDataObject | undefined)?.access_token);
	return undefined;
}

/**
 * The Fortnox company the node's credential works for, as far as the credential tells without a
 * request: its base URL and tenant, so two credentials of one company give one answer. Where no
 * tenant can be read (a legacy access token), the credential's token stands for the company. An
 * action node's item may name its own company (`itemIndex`: Company (Tenant ID), service accounts).
 */
export async function companyOf(context: FortnoxContext, itemIndex?: number): Promise<string> {
	const type = credentialTypeOf(context);
	const credentials = withItemCompany(context, type, await context.getCredentials(type), itemIndex);
	const tenant = tenantOf(type, credentials);
	return tenant ? `tenant:${fingerprint(baseUrlOf(credentials), tenant)}` : rateLimitKeyOf(context, type, credentials);
}
