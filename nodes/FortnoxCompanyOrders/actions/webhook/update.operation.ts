import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import {
	checkWebhookSecret,
	checkWebhookUrl,
	generateWebhookSecret,
	SECRET_MAX,
	SECRET_MIN,
	webhookPath,
} from '../../../shared/bank-process/webhooks';
import { fieldCollection } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { FieldValidator } from '../../../shared/validation';
import { readWebhookId, webhookLocator } from './fields';

export const option = { name: 'Update', action: 'Update a webhook', description: 'Change the URL or rotate the secret' };

export const description: INodeProperties[] = [
	webhookLocator,
	fieldCollection('updateFields', [
			{
				displayName: 'Generate New Secret',
				name: 'generateSecret',
				type: 'boolean',
				default: false,
				description: 'Whether to rotate the secret to a new random one, returned in the output',
			},
			{ displayName: 'Insecure URL', name: 'insecureUrl', type: 'boolean', default: false, description: 'Whether to allow an http URL (for tests only)' },
			{
				displayName: 'Secret',
				name: 'secret',
				type: 'string',
				typeOptions: { password: true },
				default: '',
				description: `A new secret, ${SECRET_MIN}–${SECRET_MAX} characters`,
			},
			{ displayName: 'URL', name: 'url', type: 'string', default: '', description: 'A new callback URL' },
		]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const check = new FieldValidator(this.getNode(), i);
	const id = readWebhookId.call(this, i);
	const fields = this.getNodeParameter('updateFields', i, {}) as IDataObject;
	const body: IDataObject = {};
	if (fields.url !== undefined) {
		const url = String(fields.url).trim();
		checkWebhookUrl(check, url, fields.insecureUrl === true);
		body.url = url;
	}
	if (fields.insecureUrl !== undefined) body.insecure_url = fields.insecureUrl === true;
	if (fields.secret !== undefined && fields.generateSecret === true) {
		check.fail('Secret', 'is given while Generate New Secret is on', 'choose one of the two');
	}
	const secret = fields.generateSecret === true ? generateWebhookSecret() : (fields.secret as string | undefined);
	if (secret !== undefined) {
		checkWebhookSecret(check, secret);
		body.secret = secret;
	}
	if (Object.keys(body).length === 0) {
		check.fail('Update Fields', 'are empty', 'change at least one of URL, Secret, Insecure URL');
	}
	const webhook = await fortnoxApiRequest<IDataObject>(this, {
		method: 'PATCH',
		path: webhookPath(id),
		body,
		idempotent: true,
		itemIndex: i,
	});
	return toItems({ ...webhook, ...(fields.generateSecret === true ? { secret } : {}) });
}
