import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import type { OrderKind } from '../../shared/kinds/bank-process';
import { startCompanyOrder, stockCompanyOrder } from '../../shared/kinds/bank-process';
import { listWebhooks } from '../../shared/bank-process/webhooks';
import { fortnoxApiRequest } from '../../shared/transport';

const PAGE = 50;

function companyName(order: IDataObject): string {
	const info = (order.company_information as IDataObject | undefined) ?? {};
	return String(info.name ?? info.company_name ?? '');
}

function matches(filter: string | undefined, text: string): boolean {
	return !filter || text.toLowerCase().includes(filter.toLowerCase());
}

/** Newest orders first, a page per call, named by company and status. */
async function searchOrders(
	context: ILoadOptionsFunctions,
	kind: OrderKind,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const offset = Number(paginationToken ?? 0);
	const body = await fortnoxApiRequest<IDataObject>(context, {
		method: 'GET',
		path: kind.basePath,
		qs: { limit: PAGE, offset, sort: '-updated_at' },
	});
	const orders = (body.orders as IDataObject[] | undefined) ?? [];
	const results = orders
		.map((order) => ({
			name: [companyName(order) || `Order ${String(order.id)}`, String(order.status ?? '')].filter(Boolean).join(' · '),
			value: String(order.id),
		}))
		.filter((result) => matches(filter, `${result.name} ${result.value}`));
	const next = offset + orders.length;
	return { results, paginationToken: next < Number(body.total_count ?? 0) ? String(next) : undefined };
}

export async function searchStockOrders(this: ILoadOptionsFunctions, filter?: string, token?: string) {
	return await searchOrders(this, stockCompanyOrder, filter, token);
}

export async function searchStartOrders(this: ILoadOptionsFunctions, filter?: string, token?: string) {
	return await searchOrders(this, startCompanyOrder, filter, token);
}

export async function searchWebhooks(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const webhooks = await listWebhooks(this);
	return {
		results: webhooks
			.map((webhook) => ({ name: String(webhook.url ?? webhook.id), value: String(webhook.id), url: String(webhook.url ?? '') }))
			.filter((result) => matches(filter, result.name)),
	};
}
