import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { ListScope } from './collect-pages';
import { collectPages, countOf, noProgressError } from './collect-pages';
import type { FortnoxContext } from './context';
import { FieldValidator } from '../validation';
import { fortnoxApiRequest } from './request';

/** Every record of a list: for pickers, polls and operations that need the whole list. */
export const EVERY_RECORD: ListScope = { returnAll: true, limit: 0 };

/** The Return All / Limit parameters of item `i`; a Limit that is no whole number ≥ 1 (an expression's 0, −5 or "abc") fails the item. */
export function listScopeOf(context: IExecuteFunctions, i: number): ListScope {
	const returnAll = context.getNodeParameter('returnAll', i) as boolean;
	if (returnAll) return { returnAll, limit: 0 };
	const raw = context.getNodeParameter('limit', i) as unknown;
	const limit = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
	if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
		return new FieldValidator(context.getNode(), i).fail('Limit', `${JSON.stringify(raw)} is not a number of records`, 'it must be a whole number of at least 1, or turn on Return All');
	}
	return { returnAll, limit };
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
	// `offset` (a query of the API Request resource) skips records. Whether @TotalResources counts them is
	// not known (past the end the real Fortnox answers 0), so they are taken off it: a total can only be read low.
	const read = { context, path: request.path, itemIndex: request.itemIndex, scope, skipped: countOf(request.qs?.offset) };
	return await collectPages(read, async (pageIndex) => {
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
		// More records than asked for: the list ignores paging, and this answer is all of it.
		if (!meta) return { records, asked: limit, unpaged: true, last: records.length > limit };
		const current = countOf(meta['@CurrentPage']);
		if (current !== undefined && current !== pageIndex + 1) {
			throw noProgressError(read, `answered page ${current} of GET ${request.path} when asked for page ${pageIndex + 1}`);
		}
		return { records, asked: limit, total: countOf(meta['@TotalResources']) };
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
	const read = { context, path: request.path, itemIndex: request.itemIndex, scope, skipped: start };
	return await collectPages(read, async (_pageIndex, wanted, collected) => {
		const limit = Math.min(wanted ?? request.maxPageSize, request.maxPageSize);
		const body = await fortnoxApiRequest(context, {
			method: 'GET',
			path: request.path,
			qs: { ...request.qs, limit, offset: start + collected },
			itemIndex: request.itemIndex,
		});
		const records = (body[request.listKey] as IDataObject[] | undefined) ?? [];
		return { records, asked: limit, total: countOf(body.total_count) };
	});
}
