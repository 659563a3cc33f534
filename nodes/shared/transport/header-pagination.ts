import type { IDataObject } from 'n8n-workflow';

import { collectPages, withinScope } from './collect-pages';
import type { FortnoxContext } from './context';
import type { ListScope } from './collect-pages';
import type { FortnoxResponse } from './request';
import { fortnoxApiRequest, fortnoxRequest } from './request';

type Headers = FortnoxResponse<unknown>['headers'];

/** A response header by its lower-case name, whatever case the service sent it in. */
export function header(headers: Headers, name: string): string | undefined {
	const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
	const value = key === undefined ? undefined : headers[key];
	return Array.isArray(value) ? value[0] : value;
}

const TOTAL_KEYS = ['total', 'totalcount', 'total_count', 'totalresources', 'totalrecords', 'totalelements'];

/**
 * The record count an `X-PAGINATION` header reports, if any. Its format is undocumented, so
 * read either a JSON object with a total-like key or a bare number; anything else is unknown.
 */
export function paginationTotal(value: string | undefined): number | undefined {
	const text = value?.trim();
	if (!text) return undefined;
	if (/^\d+$/.test(text)) return Number(text);
	try {
		const parsed = JSON.parse(text) as unknown;
		if (typeof parsed !== 'object' || parsed === null) return undefined;
		const entry = Object.entries(parsed).find(([key]) => TOTAL_KEYS.includes(key.toLowerCase()));
		const total = Number(entry?.[1]);
		return entry && Number.isFinite(total) ? total : undefined;
	} catch {
		return undefined;
	}
}

/** Whether `X-LAST-RECORD` says no records follow, whatever its case. */
export const isLastRecord = (headers: Headers): boolean => header(headers, 'x-last-record')?.trim().toLowerCase() === 'true';

/**
 * Recurring-billing lists: `offset` + `limit` (at most `maxPageSize`), answered with a bare
 * array and `X-PAGINATION` / `X-LAST-RECORD` headers. A short or empty page ends the list too,
 * so an unreadable header never loops.
 */
export async function headerPagedList(
	context: FortnoxContext,
	request: { path: string; maxPageSize: number; qs?: IDataObject; startOffset?: number; itemIndex?: number },
	scope: ListScope,
): Promise<IDataObject[]> {
	const start = request.startOffset ?? 0;
	const read = { context, path: request.path, itemIndex: request.itemIndex, scope, skipped: start };
	return await collectPages(read, async (_pageIndex, wanted, collected) => {
		const limit = Math.min(wanted ?? request.maxPageSize, request.maxPageSize);
		const { body, headers } = await fortnoxRequest<IDataObject[]>(context, {
			method: 'GET',
			path: request.path,
			qs: { ...request.qs, offset: start + collected, limit },
			itemIndex: request.itemIndex,
		});
		const records = Array.isArray(body) ? body : [];
		return { records, asked: limit, total: paginationTotal(header(headers, 'x-pagination')), last: isLastRecord(headers) };
	});
}

/** Lists the service answers whole, as a bare array; Limit is applied here. */
export async function arrayList(
	context: FortnoxContext,
	request: { path: string; qs?: IDataObject; itemIndex?: number },
	scope: ListScope,
): Promise<IDataObject[]> {
	const body = await fortnoxApiRequest<IDataObject[]>(context, { method: 'GET', ...request });
	return withinScope(Array.isArray(body) ? body : [], scope);
}
