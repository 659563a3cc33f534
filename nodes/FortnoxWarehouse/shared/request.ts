import type { IDataObject } from 'n8n-workflow';

import type { FortnoxContext, FortnoxRequest, ListScope } from '../../shared/transport';
import { collectPages, fortnoxRequest } from '../../shared/transport';
import { WAREHOUSE_EXPLANATIONS } from './explanations';

export const WAREHOUSE_PREFIX = '/api/warehouse';

/** A warehouse path segment, escaped: ids and type names come from users and expressions. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

/** A request below `/api/warehouse`, with the warehouse's errors explained in plain words. */
export async function warehouseRequest<T = IDataObject>(context: FortnoxContext, request: FortnoxRequest): Promise<T> {
	const response = await fortnoxRequest<T>(context, {
		...request,
		path: `${WAREHOUSE_PREFIX}${request.path}`,
		explain: { ...WAREHOUSE_EXPLANATIONS, ...request.explain },
	});
	return response.body;
}

export const WAREHOUSE_PAGE_SIZE = 500;

function totalCount(headers: Record<string, string | string[] | undefined>): number | undefined {
	const key = Object.keys(headers).find((name) => name.toLowerCase() === 'x-total-count');
	const value = key === undefined ? undefined : headers[key];
	const total = Number(Array.isArray(value) ? value[0] : value);
	return value !== undefined && Number.isFinite(total) ? total : undefined;
}

/**
 * Warehouse lists answer a bare array. Pages are asked for with `limit` and `offset`; the end is
 * a short page or the `X-Total-Count` reached. A page longer than asked for means the service
 * answered the whole list at once, which then is all there is.
 */
export async function warehouseList(
	context: FortnoxContext,
	request: { path: string; qs?: IDataObject; itemIndex?: number },
	scope: ListScope,
): Promise<IDataObject[]> {
	return await collectPages(scope, async (_pageIndex, wanted, collected) => {
		const limit = Math.min(wanted ?? WAREHOUSE_PAGE_SIZE, WAREHOUSE_PAGE_SIZE);
		const { body, headers } = await fortnoxRequest<IDataObject[]>(context, {
			method: 'GET',
			path: `${WAREHOUSE_PREFIX}${request.path}`,
			qs: { ...request.qs, limit, offset: collected },
			explain: WAREHOUSE_EXPLANATIONS,
			itemIndex: request.itemIndex,
		});
		const records = Array.isArray(body) ? body : [];
		const total = totalCount(headers);
		const done =
			records.length !== limit || (total !== undefined && collected + records.length >= total);
		return { records, done };
	});
}
