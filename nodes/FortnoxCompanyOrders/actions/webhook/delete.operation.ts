import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { webhookPath } from '../../../shared/bank-process/webhooks';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { readWebhookId, webhookLocator } from './fields';

export const option = { name: 'Delete', action: 'Delete a webhook' };

export const description: INodeProperties[] = [webhookLocator];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readWebhookId.call(this, i);
	await fortnoxApiRequest(this, { method: 'DELETE', path: webhookPath(id), itemIndex: i });
	return toItems({ deleted: true, id });
}
