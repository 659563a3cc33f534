import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { listWebhooks } from '../../shared/bank-process/webhooks';
import type { Resource } from '../../shared/operations/resource';
import * as create from '../actions/webhook/create.operation';
import * as deleteWebhook from '../actions/webhook/delete.operation';
import * as get from '../actions/webhook/get.operation';
import * as getAll from '../actions/webhook/getAll.operation';
import * as test from '../actions/webhook/test.operation';
import * as update from '../actions/webhook/update.operation';

/** The registered webhooks, by their URLs. */
async function searchWebhooks(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const wanted = filter?.toLowerCase();
	return {
		results: (await listWebhooks(this))
			.map((webhook) => ({ name: String(webhook.url ?? webhook.id), value: String(webhook.id), url: String(webhook.url ?? '') }))
			.filter((result) => !wanted || result.name.toLowerCase().includes(wanted)),
	};
}

/** The bank's webhooks for order events (at most 10), each with its own secret. */
export const webhook: Resource = {
	value: 'webhook',
	displayName: 'Webhook',
	default: 'getAll',
	operations: { create, delete: deleteWebhook, get, getAll, test, update },
	listSearch: { searchWebhooks },
};
