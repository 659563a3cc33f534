import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { FortnoxContext } from './context';
import { fortnoxApiRequest } from './request';

/** How many records a Get Many should return: all of them, or at most `limit`. */
export interface ListScope {
	returnAll: boolean;
	limit: number;
}

/** Every record of a list: for pickers, polls and operations that need the whole list. */
export const EVERY_RECORD: ListScope = { returnAll: true, limit: 0 };

/** The Return All / Limit parameters of item `i`. */
export function listScopeOf(context: IExecuteFunctions, i: number): ListScope {
	const returnAll = context.getNodeParameter('returnAll', i) as boolean;
	return { returnAll, limit: returnAll ? 0 : (context.getNodeParameter('limit', i) as number) };
}

/**
 * Collects pages from `nextPage` until it reports the end or `scope` is satisfied. The callback
 * gets the page index, how many records are still wanted (undefined: all) and how many it has.
 */
export async function collectPages(
	scope: ListScope,
	nextPage: (
		pageIndex: number,
		wanted: number | undefined,
		collected: number,
	) => Promise<{ records: IDataObject[]; done: boolean }>,
): Promise<IDataObject[]> {
	const records: IDataObject[] = [];
	for (let pageIndex = 0; ; pageIndex++) {
		const wanted = scope.returnAll ? undefined : scope.limit - records.length;
		const page = await nextPage(pageIndex, wanted, records.length);
		records.push(...page.records);
		if (page.done || page.records.length === 0) break;
		if (!scope.returnAll && records.length >= scope.limit) break;
	}
	return scope.returnAll ? records : records.slice(0, scope.limit);
}

export const CLASSIC_MAX_PAGE_SIZE = 500;

/**
 * Classic `/3/` lists: `page` + `limit` with a MetaInformation block. Some lists (labels)
 * send no MetaInformation and ignore paging: their single answer is the whole list.
 * `listKey` names the body's array (e.g. `Accounts`), or picks it from a page's body.
 */
export async function classicList(
	context: FortnoxContext,
	request: { path: string; listKey: string | ((body: IDataObject) => IDataObject[]); qs?: IDataObject; itemIndex?: number },
	scope: ListScope,
): Promise<IDataObject[]> {
	// One page size for every page: page p holds records (p - 1) × limit onwards, so a smaller
	// last page would start over inside records already read.
	const limit = Math.min(scope.returnAll ? CLASSIC_MAX_PAGE_SIZE : scope.limit, CLASSIC_MAX_PAGE_SIZE);
	return await collectPages(scope, async (pageIndex) => {
		const body = await fortnoxApiRequest(context, {
			method: 'GET',
			path: request.path,
			qs: { ...request.qs, page: pageIndex + 1, limit },
			itemIndex: request.itemIndex,
		});
		const records =
			typeof request.listKey === 'function'
				? request.listKey(body)
				: ((body[request.listKey] as IDataObject[] | undefined) ?? []);
		const meta = body.MetaInformation as IDataObject | undefined;
		if (!meta) return { records, done: true };
		const current = Number(meta['@CurrentPage'] ?? pageIndex + 1);
		const total = Number(meta['@TotalPages'] ?? current);
		return { records, done: current >= total };
	});
}

/**
 * Bank-process lists: `limit` (at most `maxPageSize`) + `offset`, answered with
 * `{ limit, offset, <listKey>: [...], total_count }`.
 */
export async function offsetTotalList(
	context: FortnoxContext,
	request: { path: string; listKey: string; maxPageSize: number; qs?: IDataObject; startOffset?: number; itemIndex?: number },
	scope: ListScope,
): Promise<IDataObject[]> {
	const start = request.startOffset ?? 0;
	return await collectPages(scope, async (_pageIndex, wanted, collected) => {
		const offset = start + collected;
		const body = await fortnoxApiRequest(context, {
			method: 'GET',
			path: request.path,
			qs: { ...request.qs, limit: Math.min(wanted ?? request.maxPageSize, request.maxPageSize), offset },
			itemIndex: request.itemIndex,
		});
		const records = (body[request.listKey] as IDataObject[] | undefined) ?? [];
		const total = Number(body.total_count ?? offset + records.length);
		return { records, done: offset + records.length >= total };
	});
}
