import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';

import { listWebhooks } from '../../../shared/bank-process/webhooks';
import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';

export const description = updateDisplayOptions({ show: { resource: ['webhook'], operation: ['getAll'] } }, returnAllOrLimit());

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const scope = listScopeOf(this, i);
	const webhooks = await listWebhooks(this, i);
	return toItems(scope.returnAll ? webhooks : webhooks.slice(0, scope.limit));
}
