import type { ICredentialTestRequest, INodeProperties } from 'n8n-workflow';

/** Where the API is; every Fortnox credential has it. */
export const baseUrlProperty: INodeProperties = {
	displayName: 'Base URL',
	name: 'baseUrl',
	type: 'string',
	default: 'https://api.fortnox.se',
	description: 'Change only to reach a test double such as the sandbox shipped with this package',
};

/** Test button: list the labels, which every company has and any bookkeeping scope may read. */
export const labelsTest: ICredentialTestRequest = {
	request: {
		baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
		url: '/3/labels',
		headers: { Accept: 'application/json' },
	},
};
