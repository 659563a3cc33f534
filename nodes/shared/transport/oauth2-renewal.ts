import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import { requestTimeoutOf } from '../../../credentials/requestTimeout';
import type { FortnoxContext } from './context';
import { OAUTH2_REFRESH_REFUSED_HINT, oauth2RefusalError } from './oauth2-refusal';
import { requestTokenWithRetries } from './token-request';

/** A new OAuth2 access token from Fortnox, through n8n (which stores it in the credential); `why` goes to the log. */
export async function renewOAuth2Token(
	context: FortnoxContext,
	credentials: ICredentialDataDecryptedObject,
	why: string,
	itemIndex?: number,
): Promise<unknown> {
	context.logger.debug(`Fortnox OAuth2: ${why}, refreshing the access token`);
	return await requestTokenWithRetries(
		context,
		{
			what: "the OAuth2 credential's token renewal",
			setting: 'Access Token URL',
			endpoint: String(credentials.accessTokenUrl ?? ''),
			timeout: requestTimeoutOf(credentials),
			refusedHint: OAUTH2_REFRESH_REFUSED_HINT,
			itemIndex,
		},
		async () => {
			try {
				return await context.helpers.refreshOAuth2Token.call(context, 'fortnoxOAuth2Api');
			} catch (error) {
				throw (await oauth2RefusalError(context, credentials, error, itemIndex)) ?? error;
			}
		},
	);
}
