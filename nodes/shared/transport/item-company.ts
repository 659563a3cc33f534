import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import { COMPANY_PARAMETER } from '../descriptions';
import type { FortnoxContext } from './context';
import type { FortnoxCredentialType } from './credentials';
import { credentialTypeOf } from './credentials';

/**
 * The credential as an item's requests use it. With a service account, the item's Company (Tenant
 * ID) stands in for the credential's Tenant ID when the node names one: the client ID and secret
 * are the same for every company that approved the app, and the token request names the company.
 * Everything keyed by the credential's tenant (the token, the rate limit, Create or Update's copy of
 * a register) is then the item's company's own. Triggers keep the credential's company.
 */
export function withItemCompany(
	context: FortnoxContext,
	type: FortnoxCredentialType,
	credentials: ICredentialDataDecryptedObject,
	itemIndex: number | undefined,
): ICredentialDataDecryptedObject {
	const named = type === 'fortnoxServiceAccountApi' ? itemCompanyOf(context, itemIndex ?? 0) : undefined;
	return named && named !== String(credentials.tenantId ?? '').trim() ? { ...credentials, tenantId: named } : credentials;
}

/**
 * The company an action node's item names (Company (Tenant ID)), if it names one. A picker in the
 * editor has no item: it lists the company the parameter names as written, and the credential's
 * when the parameter is an expression (it may name another company per item).
 */
export function itemCompanyOf(context: FortnoxContext, itemIndex: number): string | undefined {
	if (credentialTypeOf(context) !== 'fortnoxServiceAccountApi') return undefined;
	if ('getInputData' in context) return String(context.getNodeParameter(COMPANY_PARAMETER, itemIndex, '') ?? '').trim() || undefined;
	if (!('getCurrentNodeParameter' in context)) return undefined;
	const written = String(context.getCurrentNodeParameter(COMPANY_PARAMETER) ?? '').trim();
	return written && !written.startsWith('=') ? written : undefined;
}
