import type { INodeProperties } from 'n8n-workflow';

/**
 * n8n's queue mode runs workflows in several worker processes, each with its own rate limiter for
 * the token: telling them how many share it lets each start from its share of the limit.
 */
export const workersSharingTokenProperty: INodeProperties = {
	displayName: 'Workers Sharing This Token',
	name: 'workersSharingToken',
	type: 'number',
	typeOptions: { minValue: 1, maxValue: 25 },
	default: 1,
	description:
		"Only for n8n in queue mode: how many workers may run Fortnox workflows with this token at the same time. Each keeps to its share of Fortnox's 25 requests per 5 seconds and takes more when the others leave room. Leave 1 for a single n8n.",
};
