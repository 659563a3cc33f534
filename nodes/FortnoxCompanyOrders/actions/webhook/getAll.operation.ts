import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { listWebhooks } from '../../../shared/bank-process/webhooks';
import { returnAllOrLimit } from '../../../shared/descriptions';
import { toItems } from '../../../shared/router';
import { listScopeOf } from '../../../shared/transport';

export const option = { name: 'Get Many', action: 'Get many webhooks', description: 'List the registered webhooks' };

export const description: INodeProperties[] = returnAllOrLimit();

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const scope = listScopeOf(this, i);
	const webhooks = await listWebhooks(this, i);
	return toItems(scope.returnAll ? webhooks : webhooks.slice(0, scope.limit));
}
