import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { webhookPath } from '../../../shared/bank-process/webhooks';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { readWebhookId, webhookLocator } from './fields';

export const option = { name: 'Test', action: 'Test a webhook', description: 'Make Fortnox send a test callback with dummy data' };

export const description: INodeProperties[] = [
	{ ...webhookLocator, hint: 'Fortnox sends one callback with dummy order data to the webhook URL' },
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readWebhookId.call(this, i);
	await fortnoxApiRequest(this, { method: 'POST', path: webhookPath(id, '/evaluate'), itemIndex: i });
	return toItems({ tested: true, id });
}
