import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import {
	checkWebhookSecret,
	checkWebhookUrl,
	generateWebhookSecret,
	listWebhooks,
	MAX_WEBHOOKS,
	SECRET_MAX,
	SECRET_MIN,
	webhookPath,
} from '../../../shared/bank-process/webhooks';
import { optionsCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';

export const option = { name: 'Create', action: 'Create a webhook', description: 'Register a URL for order events (at most 10)' };

export const description: INodeProperties[] = [
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://n8n.example.com/webhook/…',
		description: 'Where Fortnox sends order events; https unless Insecure URL is on',
	},
	{
		displayName: 'Secret',
		name: 'secret',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		description: `Key for the signature of each callback, ${SECRET_MIN}–${SECRET_MAX} characters. Leave empty to generate one; it is then returned in the output, the only time you can read it.`,
	},
	optionsCollection([
		{
			displayName: 'Insecure URL',
			name: 'insecureUrl',
			type: 'boolean',
			default: false,
			description: 'Whether to allow an http URL (for tests only)',
		},
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const url = (this.getNodeParameter('url', i) as string).trim();
	const { insecureUrl } = this.getNodeParameter('options', i, {}) as IDataObject;
	checkWebhookUrl(check, url, insecureUrl === true);
	const given = this.getNodeParameter('secret', i) as string;
	const secret = given || generateWebhookSecret();
	checkWebhookSecret(check, secret);

	const outcome = await fortnoxApiRequest<IDataObject>(this, {
		method: 'POST',
		path: webhookPath(),
		body: { url, secret, insecure_url: insecureUrl === true },
		itemIndex: i,
	}).then(
		(webhook) => ({ webhook }),
		(error: Error) => ({ error }),
	);
	if ('webhook' in outcome) return toItems({ ...outcome.webhook, ...(given ? {} : { secret }) });

	// The service refuses an eleventh webhook; say so in plain words.
	const { error } = outcome;
	if (error instanceof NodeApiError && ['400', '409', '422'].includes(String(error.httpCode))) {
		const registered = await listWebhooks(this, i);
		if (registered.length >= MAX_WEBHOOKS) {
			throw new NodeOperationError(
				this.getNode(),
				`Fortnox allows at most ${MAX_WEBHOOKS} webhooks and ${registered.length} are registered: delete one before creating another`,
				{ itemIndex: i, description: `Fortnox said: ${error.message}` },
			);
		}
	}
	throw error;
}
