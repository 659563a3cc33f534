import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

import { baseUrlProperty, readOnlyProperty, labelsTest } from './common';
import { requestTimeoutProperty } from './requestTimeout';
import { workersSharingTokenProperty } from './workersSharingToken';

export class FortnoxApi implements ICredentialType {
	name = 'fortnoxApi';

	displayName = 'Fortnox Legacy Token API';

	icon: Icon = { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' };

	documentationUrl = 'https://github.com/fortnox-suite/n8n-nodes-fortnox-suite/blob/main/docs/credentials.md#credentials-getting-a-fortnox-token';

	properties: INodeProperties[] = [
		{
			displayName:
				"Legacy: since 30 April 2025 Fortnox's API refuses Access-Token + Client-Secret from integrations without OAuth2 (JWT) support. Use this credential only where a legacy token still works, such as this package's sandbox. To move on, exchange the token once for OAuth2 tokens (POST https://apps.fortnox.se/oauth-v1/migrate, see docs/credentials.md) or use a Fortnox Service Account API credential.",
			name: 'legacyNotice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'Sent as the Access-Token header on every request',
		},
		{
			displayName: 'Client Secret',
			name: 'clientSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: "Your integration's client secret, sent as the Client-Secret header",
		},
		baseUrlProperty,
		readOnlyProperty,
		workersSharingTokenProperty,
		requestTimeoutProperty,
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: {
			headers: {
				'Access-Token': '={{$credentials.accessToken}}',
				'Client-Secret': '={{$credentials.clientSecret}}',
			},
		},
	};

	test: ICredentialTestRequest = labelsTest;
}
