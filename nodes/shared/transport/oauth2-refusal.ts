import type { ICredentialDataDecryptedObject, IN8nHttpFullResponse, NodeApiError } from 'n8n-workflow';

import { requestTimeoutOf, withinRequestTimeout } from '../../../credentials/requestTimeout';
import type { FortnoxContext } from './context';
import { errorInOurWords, OAUTH2_BUSY, parseServiceError } from './errors';

export const OAUTH2_REFRESH_REFUSED_HINT =
	"Fortnox refused to renew the OAuth2 access token: the refresh token is spent, expired (45 days) or revoked, or the Fortnox app's credentials changed. Reconnect the OAuth2 credential.";

/** What to do about each refusal Fortnox gives (RFC 6749 section 5.2 codes). */
const WHAT_TO_DO: Record<string, string> = {
	invalid_grant:
		'The refresh token is spent, expired (45 days) or revoked: reconnect the Fortnox OAuth2 API credential (open it and sign in to Fortnox again).',
	invalid_client:
		"Fortnox did not accept the credential's Client ID and Client Secret: check both against the integration in Fortnox's Developer Portal, then reconnect the Fortnox OAuth2 API credential.",
};

/** Fortnox's answer to a refused token request, as far as it is known. */
interface Refusal {
	error: string;
	description?: string;
	status?: number;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * n8n 1.x keeps neither the answer nor its code: its error (status `EAUTH`) says only n8n's OAuth2
 * client's text for the code (`ERROR_RESPONSES` of @n8n/client-oauth2), for the refusals asked again.
 */
const CLIENT_TEXT_OF: Record<string, string> = {
	'Client authentication failed (e.g., unknown client, no client authentication included, or unsupported authentication method).':
		'invalid_client',
	'The provided authorization grant (e.g., authorization code, resource owner credentials) or refresh token is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.':
		'invalid_grant',
};

/**
 * What n8n kept of a refused renewal. n8n-core 2.x replaces an `invalid_grant` answer with its own
 * "needs to be reconnected" and drops Fortnox's answer; its OAuth2 client's error (EAUTH) keeps the
 * answer's body but not its status. A busy token endpoint is no refusal.
 */
function keptOf(error: unknown): Refusal | undefined {
	type Thrown = { failure?: { cause?: unknown }; code?: unknown; body?: unknown; cause?: unknown; httpCode?: unknown; message?: unknown } | undefined;
	let thrown = error as Thrown;
	const first = thrown;
	// n8n 1.x wraps the OAuth2 client's error in a request error of its own.
	for (let depth = 0; thrown && thrown.code !== 'EAUTH' && depth < 3; depth++) {
		if (thrown.failure?.cause === 'credential-invalid') return { error: 'invalid_grant' };
		thrown = thrown.cause as Thrown;
	}
	if (thrown?.code !== 'EAUTH') {
		const code = first?.httpCode === 'EAUTH' ? CLIENT_TEXT_OF[String(first.message)] : undefined;
		return code === undefined ? undefined : { error: code };
	}
	const body = (typeof thrown.body === 'object' && thrown.body !== null ? thrown.body : {}) as Record<string, unknown>;
	const code = text(body.error);
	if (code === undefined || OAUTH2_BUSY.test(code)) return undefined;
	return { error: code, description: text(body.error_description) };
}

/**
 * Fortnox's own answer, by sending the refused request again: safe only because Fortnox has just
 * refused it. A refused refresh token stays spent; a refused client is refused again before its
 * refresh token counts. Undefined when the answer is no refusal or does not come.
 */
async function askAgain(context: FortnoxContext, credentials: ICredentialDataDecryptedObject): Promise<Refusal | undefined> {
	const tokens = credentials.oauthTokenData as { refresh_token?: unknown } | undefined;
	const refreshToken = text(tokens?.refresh_token);
	if (refreshToken === undefined) return undefined;
	const client = { client_id: String(credentials.clientId ?? ''), client_secret: String(credentials.clientSecret ?? '') };
	// As n8n sends it: the client in the body or as HTTP Basic, by the credential's Authentication.
	const inBody = credentials.authentication === 'body';
	const timeout = requestTimeoutOf(credentials);
	try {
		const response = (await withinRequestTimeout(
			timeout,
			async (abortSignal) =>
				await context.helpers.httpRequest({
					method: 'POST',
					url: String(credentials.accessTokenUrl ?? ''),
					body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, ...(inBody ? client : {}) }).toString(),
					headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
					...(inBody ? {} : { auth: { username: client.client_id, password: client.client_secret } }),
					returnFullResponse: true,
					ignoreHttpStatusErrors: true,
					timeout,
					abortSignal,
					// The request carries the client secret: never to wherever a redirect points.
					disableFollowRedirect: true,
				}),
		)) as IN8nHttpFullResponse;
		const said = response.statusCode >= 400 ? parseServiceError(response.body) : undefined;
		return said?.code === undefined ? undefined : { error: said.code, description: said.message, status: response.statusCode };
	} catch {
		return undefined;
	}
}

/**
 * A refused OAuth2 renewal in Fortnox's words: its `error`, `error_description` and HTTP status,
 * and what to do. Undefined when `error` is no refusal by Fortnox's token endpoint.
 */
export async function oauth2RefusalError(
	context: FortnoxContext,
	credentials: ICredentialDataDecryptedObject,
	error: unknown,
	itemIndex?: number,
): Promise<NodeApiError | undefined> {
	const kept = keptOf(error);
	if (!kept) return undefined;
	// Only a refusal the same request cannot turn into new tokens is sent again: a renewal that went
	// through on the second try would spend the refresh token and leave its successor unkept.
	const asked = kept.error in WHAT_TO_DO ? await askAgain(context, credentials) : undefined;
	// Fortnox's second answer speaks for the first only when it names the same refusal.
	const refusal = asked?.error === kept.error ? { ...asked, description: kept.description ?? asked.description } : kept;
	const said = [refusal.status !== undefined ? `HTTP ${refusal.status}` : undefined, refusal.error].filter(Boolean).join(' ');
	const message = `Fortnox refused to renew the OAuth2 access token (${said}${refusal.description ? `: ${refusal.description}` : ''})`;
	const refused = errorInOurWords(context.getNode(), message, WHAT_TO_DO[refusal.error] ?? OAUTH2_REFRESH_REFUSED_HINT, refusal.status, itemIndex);
	refused.context.code = refusal.error;
	return refused;
}
