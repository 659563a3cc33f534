import type { Icon, ICredentialType, INodeProperties } from 'n8n-workflow';

import { baseUrlProperty, readOnlyProperty } from './common';
import { requestTimeoutProperty } from './requestTimeout';
import { workersSharingTokenProperty } from './workersSharingToken';

const defaultScopes = [
	'bookkeeping',
	'archive',
	'inbox',
	'warehouse',
	'companyinformation',
].join(' ');

export class FortnoxOAuth2Api implements ICredentialType {
	name = 'fortnoxOAuth2Api';

	extends = ['oAuth2Api'];

	displayName = 'Fortnox OAuth2 API';

	icon: Icon = { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' };

	documentationUrl = 'https://github.com/fortnox-suite/n8n-nodes-fortnox-suite/blob/main/docs/credentials.md#credentials-getting-a-fortnox-token';

	properties: INodeProperties[] = [
		{
			displayName: 'Grant Type',
			name: 'grantType',
			type: 'hidden',
			default: 'authorizationCode',
		},
		{
			displayName: 'Authorization URL',
			name: 'authUrl',
			type: 'hidden',
			default: 'https://apps.fortnox.se/oauth-v1/auth',
			required: true,
		},
		{
			displayName: 'Access Token URL',
			name: 'accessTokenUrl',
			type: 'hidden',
			default: 'https://apps.fortnox.se/oauth-v1/token',
			required: true,
		},
		{
			displayName: 'Scope',
			name: 'scope',
			type: 'string',
			default: defaultScopes,
			description:
				'Space-separated Fortnox scopes; they must be enabled for your app in the Fortnox Developer Portal. The Integration Developer node needs "developerapi".',
		},
		{
			displayName: 'Auth URI Query Parameters',
			name: 'authQueryParameters',
			type: 'hidden',
			// Without offline access Fortnox issues no refresh token and the credential dies after an hour.
			default: 'access_type=offline',
		},
		{
			displayName: 'Authentication',
			name: 'authentication',
			type: 'hidden',
			default: 'header',
		},
		baseUrlProperty,
		readOnlyProperty,
		workersSharingTokenProperty,
		requestTimeoutProperty,
	];
}
