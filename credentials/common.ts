import type { ICredentialTestRequest, INodeProperties } from 'n8n-workflow';

/** Where the API is; every Fortnox credential has it. */
export const baseUrlProperty: INodeProperties = {
	displayName: 'Base URL',
	name: 'baseUrl',
	type: 'string',
	default: 'https://api.fortnox.se',
	description: 'Change only to reach a test double such as the sandbox shipped with this package',
};

/**
 * A credential an agent or a colleague may read with but never write with: the transport refuses
 * every request that would change something before it is sent. Off by default, so a saved
 * credential behaves as before.
 */
export const readOnlyProperty: INodeProperties = {
	displayName: 'Read Only',
	name: 'readOnly',
	type: 'boolean',
	default: false,
	description:
		'Whether nodes using this credential may only read from Fortnox. On: every request that would change something (create, update, delete, bookkeep, credit, cancel, send, print) is refused before it is sent, by every node and by API Request; the credential still gets its tokens and its test still runs.',
};

/** Test button: list the labels, which every company has and any bookkeeping scope may read. */
export const labelsTest: ICredentialTestRequest = {
	request: {
		baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
		url: '/3/labels',
		headers: { Accept: 'application/json' },
	},
};
