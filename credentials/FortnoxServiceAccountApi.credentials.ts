import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestHelper,
	INodeProperties,
} from 'n8n-workflow';

import { baseUrlProperty, readOnlyProperty, labelsTest } from './common';
import { requestTimeoutProperty } from './requestTimeout';
import { DEFAULT_AUTH_URL, requestServiceAccountToken } from './serviceAccountToken';
import { workersSharingTokenProperty } from './workersSharingToken';

/**
 * Fortnox service accounts: the client credentials grant, with the company (tenant) named in a
 * TenantId header. This package's nodes get and renew the token themselves (once per credential,
 * before it expires); `preAuthentication` with the expirable Access Token serves the Test button
 * and any place where n8n itself authenticates with the credential.
 */
export class FortnoxServiceAccountApi implements ICredentialType {
	name = 'fortnoxServiceAccountApi';

	displayName = 'Fortnox Service Account API';

	icon: Icon = { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' };

	documentationUrl = 'https://github.com/fortnox-suite/n8n-nodes-fortnox-suite/blob/main/docs/credentials.md#service-account-client-credentials';

	properties: INodeProperties[] = [
		{
			displayName:
				"For integrations without a user: the company's system administrator approves your app once as a service account, and Fortnox then issues tokens to the app alone",
			name: 'serviceAccountNotice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'Client ID',
			name: 'clientId',
			type: 'string',
			default: '',
			required: true,
			description: "Your app's client ID from the Fortnox Developer Portal",
		},
		{
			displayName: 'Client Secret',
			name: 'clientSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: "Your app's client secret from the Fortnox Developer Portal",
		},
		{
			displayName: 'Tenant ID',
			name: 'tenantId',
			type: 'string',
			default: '',
			required: true,
			description: "The company's Fortnox tenant ID, sent as the TenantId header of every token request",
		},
		baseUrlProperty,
		readOnlyProperty,
		{
			displayName: 'Auth URL',
			name: 'authUrl',
			type: 'string',
			default: DEFAULT_AUTH_URL,
			description: "Fortnox's auth host, where tokens are requested (/oauth-v1/token). Change only for a test double.",
		},
		workersSharingTokenProperty,
		requestTimeoutProperty,
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'hidden',
			typeOptions: { expirable: true, password: true },
			default: '',
		},
	];

	async preAuthentication(this: IHttpRequestHelper, credentials: ICredentialDataDecryptedObject) {
		const token = await requestServiceAccountToken(this.helpers, credentials);
		return { accessToken: token.access_token };
	}

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: { Authorization: '=Bearer {{$credentials.accessToken}}' },
		},
	};

	test: ICredentialTestRequest = labelsTest;
}
