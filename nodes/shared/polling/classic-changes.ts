import type { IDataObject } from 'n8n-workflow';

import type { FortnoxContext, ListScope } from '../transport';
import { collectPages, countOf, fortnoxRequest } from '../transport';
import { serviceTimeOf } from './service-time';

/** The largest page of a classic /3/ list. */
const PAGE_SIZE = 500;

/**
 * A classic /3/ list read for a trigger, with pages of 500, and Fortnox's time at its earliest
 * answer (`at`; undefined when no answer carried a `Date`). The read is consistent: each later page
 * asks from the last record already read (`offset`), so a record removed in front of the read while
 * it runs (which would shift another one out of both pages, and a trigger would never see it again)
 * or a changed total makes the pager read the list again; a list that never holds still fails the poll.
 */
export async function classicChangesAt(
	context: FortnoxContext,
	request: { path: string; listKey: string; qs?: IDataObject },
	scope: ListScope,
): Promise<{ records: IDataObject[]; at?: number }> {
	let at: number | undefined;
	const read = { context, path: request.path, scope, consistent: true };
	const records = await collectPages(read, async (pageIndex, wanted, collected) => {
		const limit = Math.min(wanted ?? PAGE_SIZE, PAGE_SIZE);
		const skipped = pageIndex > 0 ? collected - 1 : 0;
		const { body, headers } = await fortnoxRequest(context, {
			method: 'GET',
			path: request.path,
			qs: { ...request.qs, limit, ...(pageIndex > 0 ? { offset: skipped } : {}) },
		});
		const answeredAt = serviceTimeOf(headers);
		if (answeredAt !== undefined) at = Math.min(at ?? answeredAt, answeredAt);
		const records = (body[request.listKey] as IDataObject[] | undefined) ?? [];
		const meta = body.MetaInformation as IDataObject | undefined;
		return { records, asked: limit, total: countOf(meta?.['@TotalResources']), skipped };
	});
	return { records, at };
}

/** The records of a classic /3/ list, read as classicChangesAt reads them. */
export async function classicChanges(
	context: FortnoxContext,
	request: { path: string; listKey: string; qs?: IDataObject },
	scope: ListScope,
): Promise<IDataObject[]> {
	return (await classicChangesAt(context, request, scope)).records;
}
