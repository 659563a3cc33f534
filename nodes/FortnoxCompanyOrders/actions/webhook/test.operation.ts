import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { webhookPath } from '../../../shared/bank-process/webhooks';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { readWebhookId, webhookLocator } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['webhook'], operation: ['test'] } }, [
	{ ...webhookLocator, hint: 'Fortnox sends one callback with dummy order data to the webhook URL' },
]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readWebhookId.call(this, i);
	await fortnoxApiRequest(this, { method: 'POST', path: webhookPath(id, '/evaluate'), itemIndex: i });
	return toItems({ tested: true, id });
}
