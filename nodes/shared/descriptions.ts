import type { INodeProperties } from 'n8n-workflow';

/** The credential picker every action node starts with. */
const authentication: INodeProperties = {
	displayName: 'Authentication',
	name: 'authentication',
	type: 'options',
	options: [
		{ name: 'Access Token (Legacy)', value: 'accessToken' },
		{ name: 'OAuth2', value: 'oAuth2' },
		{ name: 'Service Account', value: 'serviceAccount' },
	],
	default: 'serviceAccount',
};

/** The node version whose Authentication defaults to a service account. */
export const SERVICE_ACCOUNT_DEFAULT_VERSION = 2;

/**
 * Version 1 defaulted to the legacy access token, which Fortnox refuses for integrations without
 * OAuth2 support since 2025-04-30. Version 2 defaults to a service account, the way Fortnox gives
 * an automation its own access: no person's login behind it, no refresh token to expire after 45
 * days or to lose to rotation. n8n saves only values that differ from the default, so version 1
 * keeps its default: a workflow saved with the access token runs on as it was.
 */
export const authenticationProperties: INodeProperties[] = [
	{ ...authentication, default: 'accessToken', displayOptions: { show: { '@version': [1] } } },
	{ ...authentication, displayOptions: { show: { '@version': [{ _cnd: { gte: SERVICE_ACCOUNT_DEFAULT_VERSION } }] } } },
];

type VersionCondition = { _cnd: { lt: number } } | { _cnd: { gte: number } };

/** The property with a node version condition beside its other display conditions. */
const withVersion = (property: INodeProperties, condition: VersionCondition): INodeProperties => ({
	...property,
	displayOptions: { ...property.displayOptions, show: { ...property.displayOptions?.show, '@version': [condition] } },
});

/** The property as nodes before version `since` show it. */
export const beforeVersion = (property: INodeProperties, since: number): INodeProperties => withVersion(property, { _cnd: { lt: since } });

/** The property as nodes from version `since` show it. */
export const fromVersion = (property: INodeProperties, since: number): INodeProperties => withVersion(property, { _cnd: { gte: since } });

/** A property that changed at node version `since`: as it was before, and as it is from then on. */
export const changedAt = (since: number, before: INodeProperties, from: INodeProperties): INodeProperties[] => [beforeVersion(before, since), fromVersion(from, since)];

/** What every node with the three credentials declares of its versions. */
export const credentialVersions = { version: [1, SERVICE_ACCOUNT_DEFAULT_VERSION], defaultVersion: SERVICE_ACCOUNT_DEFAULT_VERSION };

export const nodeCredentials = [
	{ name: 'fortnoxApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
	{ name: 'fortnoxOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
	{ name: 'fortnoxServiceAccountApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
];

/** Return All / Limit, n8n's usual pair for a Get Many. */
export function returnAllOrLimit(maxLimit?: number): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			typeOptions: { minValue: 1, ...(maxLimit ? { maxValue: maxLimit } : {}) },
			default: 50,
			description: 'Max number of results to return',
			displayOptions: { show: { returnAll: [false] } },
		},
	];
}

export const binaryPropertyName = (description: string): INodeProperties => ({
	displayName: 'Input Binary Field',
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
	required: true,
	hint: 'The name of the input binary field containing the file to be uploaded',
	description,
});

export const outputBinaryPropertyName: INodeProperties = {
	displayName: 'Put Output File in Field',
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
	required: true,
	hint: 'The name of the output binary field to put the file in',
};

const COLLECTIONS = {
	additionalFields: { displayName: 'Additional Fields', placeholder: 'Add Field' },
	filters: { displayName: 'Filters', placeholder: 'Add Filter' },
	options: { displayName: 'Options', placeholder: 'Add Option' },
	updateFields: { displayName: 'Update Fields', placeholder: 'Add Field' },
};

/** One of the collections every node names alike: additionalFields, filters, options, updateFields. */
export const fieldCollection = (name: keyof typeof COLLECTIONS, options: INodeProperties[]): INodeProperties => ({
	...COLLECTIONS[name],
	name,
	type: 'collection',
	default: {},
	options,
});

/** The "Options" collection of optional settings. */
export const optionsCollection = (options: INodeProperties[]): INodeProperties => fieldCollection('options', options);

/** Where an offset-paged list starts: how many records to skip first. */
export const offsetOption = (records: string): INodeProperties => ({
	displayName: 'Offset',
	name: 'offset',
	type: 'number',
	typeOptions: { minValue: 0 },
	default: 0,
	description: `How many ${records} to skip first`,
});

/**
 * Items in flight at once. The limit is 25 requests per 5 s per token; at a round trip of L
 * seconds, C items in flight send at most C / L requests per second, so C must exceed 5 × L to
 * reach the limit. 10 does up to about 2 s per answer; more would only wait in the rate limiter.
 */
export const CONCURRENCY_DEFAULT = 10;

/** The parameter that names the company of an item's requests (service accounts); the transport reads it. */
export const COMPANY_PARAMETER = 'companyTenantId';

/** Every action node's Company (Tenant ID): one service account serves each company that approved the app. */
export const companyProperty: INodeProperties = {
	displayName: 'Company (Tenant ID)',
	name: COMPANY_PARAMETER,
	type: 'string',
	default: '',
	placeholder: 'e.g. {{ $json.tenantId }}',
	displayOptions: { show: { authentication: ['serviceAccount'] } },
	description:
		"The Fortnox company this item's requests go to, by its tenant ID; an expression gives each item its own, so one run can serve many companies. Empty: the credential's Tenant ID. Each company must have approved the app as a service account; each has its own token and its own limit of 25 requests per 5 seconds.",
};

export const COMPANIES_PARAMETER = 'companyTenantIds';

/** A trigger's Companies (Tenant IDs): one service account follows each company that approved the app. */
export const companiesProperty: INodeProperties = {
	displayName: 'Companies (Tenant IDs)',
	name: COMPANIES_PARAMETER,
	type: 'string',
	default: '',
	placeholder: 'e.g. 1234567, 2345678',
	displayOptions: { show: { authentication: ['serviceAccount'] } },
	description:
		"The Fortnox companies this trigger follows, by tenant ID, separated by commas (or an expression giving a list). Each event carries its company's tenantId. A company added later starts from then, one removed is forgotten, the others keep their place. Empty: the credential's Tenant ID alone. Each company must have approved the app as a service account.",
};

/** How many items of one run go to Fortnox side by side; every action node has it, the router reads it. */
export const concurrencyProperty: INodeProperties = {
	displayName: 'Concurrency',
	name: 'concurrency',
	type: 'number',
	typeOptions: { minValue: 1, maxValue: 25 },
	default: CONCURRENCY_DEFAULT,
	description:
		'How many items are sent to Fortnox at the same time. The limit of 25 requests per 5 seconds per token is kept either way. Set 1 when an item depends on what an earlier one did. Operations that must go one at a time (ASYNC invoice requests, contract updates with ETags) always do.',
};
