import type { IDataObject } from 'n8n-workflow';

import type { FortnoxContext, FortnoxRequest, FortnoxResponse, ListScope } from '../transport';
import { collectPages, countOf, fortnoxRequest, header } from '../transport';
import { WAREHOUSE_EXPLANATIONS } from './explanations';

const WAREHOUSE_PREFIX = '/api/warehouse';

/** A warehouse path segment, escaped: ids and type names come from users and expressions. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

/** A request below `/api/warehouse`, with the warehouse's errors explained in plain words; its headers too. */
export async function warehouseResponse<T>(context: FortnoxContext, request: FortnoxRequest): Promise<FortnoxResponse<T>> {
	return await fortnoxRequest<T>(context, {
		...request,
		path: `${WAREHOUSE_PREFIX}${request.path}`,
		explain: { ...WAREHOUSE_EXPLANATIONS, ...request.explain },
	});
}

/** The body of a warehouse request. */
export async function warehouseRequest<T = IDataObject>(context: FortnoxContext, request: FortnoxRequest): Promise<T> {
	return (await warehouseResponse<T>(context, request)).body;
}

/**
 * Warehouse lists answer a bare array. Fortnox's OpenAPI declares no paging parameters for them,
 * so the first request sends none; only when the answer reports more records in `X-Total-Count`
 * than it carried are the rest asked for with `offset` and `limit` (the first page's size).
 * The read is consistent: each later page starts with the last record already read, so a record
 * added or removed in front of the read while it runs (which would shift another one out of both
 * pages, and a trigger would never see it again) makes it start over instead.
 */
export async function warehouseList(
	context: FortnoxContext,
	request: { path: string; qs?: IDataObject; itemIndex?: number },
	scope: ListScope,
): Promise<IDataObject[]> {
	const read = { context, path: `${WAREHOUSE_PREFIX}${request.path}`, itemIndex: request.itemIndex, scope, consistent: true };
	let pageSize = 0;
	return await collectPages(read, async (pageIndex, _wanted, collected) => {
		const paging = pageIndex === 0 ? {} : { offset: collected - 1, limit: pageSize };
		const { body, headers } = await warehouseResponse<IDataObject[]>(context, {
			method: 'GET',
			path: request.path,
			qs: { ...request.qs, ...paging },
			itemIndex: request.itemIndex,
		});
		const records = Array.isArray(body) ? body : [];
		// A page of one would hold nothing but the record read again.
		if (pageIndex === 0) pageSize = Math.max(records.length, 2);
		const total = countOf(header(headers, 'x-total-count'));
		// The first request names no page size, so its answer always looks full: only the count says
		// where the list ends (without one, the first answer is the whole list).
		const read = (pageIndex === 0 ? 0 : collected - 1) + records.length;
		return { records, asked: pageIndex === 0 ? records.length : pageSize, total, last: total === undefined || read >= total };
	});
}
