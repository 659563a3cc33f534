import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { webhookPath } from '../../../shared/bank-process/webhooks';
import { toItems } from '../../../shared/router';
import { fortnoxApiRequest } from '../../../shared/transport';
import { readWebhookId, webhookLocator } from './fields';

export const description = updateDisplayOptions({ show: { resource: ['webhook'], operation: ['delete'] } }, [webhookLocator]);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const id = readWebhookId.call(this, i);
	await fortnoxApiRequest(this, { method: 'DELETE', path: webhookPath(id), itemIndex: i });
	return toItems({ deleted: true, id });
}
