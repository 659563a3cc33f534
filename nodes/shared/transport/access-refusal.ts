import type { FortnoxCredentialType } from './credentials';
import type { FortnoxScope } from './scopes';
import { scopeOfPath } from './scopes';

/**
 * Fortnox's codes for a refusal of access (developer guide, Errors), answered with 403 or 400
 * alike: the token lacks the scope, the company lacks the licence for it (the module), the company
 * has no API licence; and the codes of rights the Fortnox user lacks.
 */
export const ACCESS_CODES = { scope: '2000663', licence: '2001101', apiLicence: '2001103' } as const;
/** "No permission to create accruals", "no permission to list payments": the user's rights, not the token's. */
const PERMISSION_CODES = new Set(['2001427', '2003330']);

export type AccessRefusalKind = 'scope' | 'licence' | 'apiLicence' | 'permission' | 'unknown';

/** What is missing, in the user's words, and the steps that give it. */
export interface AccessRefusal {
	message: string;
	steps: string;
}

/** The kind of refusal a code (any status) or a 403 without one of these codes means. */
export function accessRefusalKind(code: string | undefined, status: number | undefined): AccessRefusalKind | undefined {
	if (code === ACCESS_CODES.scope) return 'scope';
	if (code === ACCESS_CODES.licence) return 'licence';
	if (code === ACCESS_CODES.apiLicence) return 'apiLicence';
	if (code !== undefined && PERMISSION_CODES.has(code)) return 'permission';
	return status === 403 ? 'unknown' : undefined;
}

const scopeWords = (scope: FortnoxScope | undefined) => (scope ? `the "${scope.key}" scope (${scope.name})` : 'the scope this resource needs');

/** How the credential in use gets a scope: each kind of credential holds the scopes of its own authorization. */
function scopeSteps(credential: FortnoxCredentialType, scope: FortnoxScope | undefined): string {
	const key = scope ? scope.key : 'the scope (Fortnox: Developer Portal, Scopes)';
	switch (credential) {
		case 'fortnoxOAuth2Api':
			return `Add ${key} to the app in Fortnox's Developer Portal and to the Scope of the Fortnox OAuth2 API credential, then click "Connect my account" again: a token keeps the scopes granted when it was authorized.`;
		case 'fortnoxServiceAccountApi':
			return `Add ${key} to the app in Fortnox's Developer Portal, and have the company's administrator approve the app again in Fortnox: a service account's token holds the scopes of the company's last approval. The credential itself stays as it is.`;
		default:
			return `A legacy access token holds the scopes of the integration it was made for: add ${key} to the integration and make a new access token, or move to a Fortnox Service Account API or OAuth2 credential (docs/credentials.md).`;
	}
}

/** The module a scope needs, for the company to add; reconnecting can never give it. */
function licenceSteps(scope: FortnoxScope | undefined): string {
	const what = scope?.module ? `the ${scope.module} module` : 'the module of this resource';
	return `An administrator of the company adds ${what} in Fortnox (Fortnox's store, Köp till). Nothing in the credential can help: reconnecting gives the same refusal until the company has it.`;
}

/**
 * What a refusal of access means for `method path` with this credential, or undefined when the
 * answer is no refusal of access.
 */
export function explainAccessRefusal(
	request: { method: string; path: string },
	credential: FortnoxCredentialType,
	code: string | undefined,
	status: number | undefined,
): AccessRefusal | undefined {
	const kind = accessRefusalKind(code, status);
	if (!kind) return undefined;
	const scope = scopeOfPath(request.path);
	const refused = `Fortnox refused ${request.method} ${request.path.split('?')[0]}`;
	switch (kind) {
		case 'scope':
			return { message: `${refused}: the token lacks ${scopeWords(scope)}`, steps: scopeSteps(credential, scope) };
		case 'licence':
			return {
				message: `${refused}: the company has no licence for ${scope?.module ? `the ${scope.module} module (${scopeWords(scope)})` : scopeWords(scope)}`,
				steps: licenceSteps(scope),
			};
		case 'apiLicence':
			return {
				message: `${refused}: the company has no API licence, so Fortnox lets no integration use its data`,
				steps: 'An administrator of the company adds Fortnox\'s licence for integrations (API) in Fortnox. Nothing in the credential can help until then.',
			};
		case 'permission':
			return {
				message: `${refused}: the Fortnox user the token acts for lacks the right to do this`,
				steps:
					"An administrator gives that user the right in Fortnox (Inställningar, Användare, the user's rights); for a service account, the user who approved the app. The scope and the credential are fine.",
			};
		default:
			return {
				message: `${refused} (HTTP 403): the token may lack ${scopeWords(scope)}, or the company ${scope?.module ? `the ${scope.module} module` : 'the module'}`,
				steps: `If the token lacks the scope: ${scopeSteps(credential, scope)} If the company lacks the module: ${licenceSteps(scope)}`,
			};
	}
}
