import type {
	IAuthenticateGeneric,
	Icon,
	ICredentialTestRequest,
	ICredentialType,
	INodeProperties,
} from 'n8n-workflow';

import { baseUrlProperty, labelsTest } from './common';
import { requestTimeoutProperty } from './requestTimeout';
import { workersSharingTokenProperty } from './workersSharingToken';

export class FortnoxApi implements ICredentialType {
	name = 'fortnoxApi';

	displayName = 'Fortnox API';

	icon: Icon = { light: 'file:fortnox.svg', dark: 'file:fortnox.dark.svg' };

	documentationUrl = 'https://github.com/fortnox-suite/n8n-nodes-fortnox-suite#credentials-getting-a-fortnox-token';

	properties: INodeProperties[] = [
		{
			displayName:
				'Fortnox issues new integrations OAuth2 tokens: prefer the Fortnox OAuth2 API credential. Use this one for an existing integration that still has a legacy access token.',
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
