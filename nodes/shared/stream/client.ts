import type { ICredentialDataDecryptedObject, IDataObject, ITriggerFunctions } from 'n8n-workflow';

import type { FortnoxCredentialType } from '../transport/credentials';
import { baseUrlOf, credentialTypeOf, fingerprint, rateLimitKeyOf } from '../transport/credentials';
import { renewOAuth2Token } from '../transport/oauth2-renewal';
import { runOf, serviceAccountGate } from '../transport/service-account';
import { TokenGate } from '../transport/token-refresh';
import { streamUrlOf } from './protocol';

/** What the stream needs of a trigger's credential: where, as which client, and the tenant's token. */
export interface StreamClient {
	/** One connection per client in the process: its stream URL, client id and secret, fingerprinted. */
	key: string;
	url: string;
	clientSecret: string;
	/** Which of n8n's credentials it is (its type and id): what one workflow read may be handed to another of. */
	credential: string;
	/** The tenant's access token; `renew`: a new one (before the old expires, or after the stream refused it). */
	token(renew: boolean): Promise<string>;
}

/**
 * The stream client of the trigger's credential. Tokens come as the REST requests' do: the legacy
 * access token as it is; a service account's from its token gate; OAuth2's from the credential,
 * renewed through n8n (once for every request and stream of the credential, by the same gate).
 */
export async function streamClientOf(context: ITriggerFunctions): Promise<StreamClient> {
	const type = credentialTypeOf(context);
	const credentials = await context.getCredentials(type);
	const url = streamUrlOf(baseUrlOf(credentials));
	const clientSecret = String(credentials.clientSecret ?? '');
	const key = `${url} ${fingerprint(String(credentials.clientId ?? ''), clientSecret)}`;
	const credential = `${type}:${context.getNode().credentials?.[type]?.id ?? ''}`;
	return { key, url, clientSecret, credential, token: tokenOf(context, type, credentials) };
}

/** How the credential's tenant token is had, and renewed. */
function tokenOf(context: ITriggerFunctions, type: FortnoxCredentialType, credentials: ICredentialDataDecryptedObject): StreamClient['token'] {
	if (type === 'fortnoxServiceAccountApi') {
		const gate = serviceAccountGate(context, credentials);
		return async (renew) => {
			const generation = await gate.settled();
			if (renew) await gate.refreshAfter(generation);
			return gate.token ?? '';
		};
	}
	if (type === 'fortnoxOAuth2Api') {
		const gate = new TokenGate(rateLimitKeyOf(context, type, credentials), runOf(context));
		return async (renew) => {
			const generation = await gate.settled();
			if (renew) await gate.refreshAfter(generation, async () => await renewOAuth2Token(context, credentials, "renewing the event stream's token"));
			const stored = (await context.getCredentials(type)).oauthTokenData as IDataObject | undefined;
			return String(stored?.access_token ?? '');
		};
	}
	return async () => String(credentials.accessToken ?? '');
}
