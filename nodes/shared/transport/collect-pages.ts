import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { FortnoxContext } from './context';

/** How many records a Get Many should return: all of them, or at most `limit`. */
export interface ListScope {
	returnAll: boolean;
	limit: number;
}

/** One answer of a paged list, as its pager read it. */
interface Page {
	/** The records of the answer, in the service's order (with the overlap record of a consistent read). */
	records: IDataObject[];
	/** How many records were asked for: an answer with fewer is the list's last page. */
	asked: number;
	/** How many records the list holds, as the service reports it (`@TotalResources`, `total_count`, …). */
	total?: number;
	/** Records the page's request skipped (its `offset`): a total may count only the records after them. */
	skipped?: number;
	/** The service says no page follows. */
	last?: boolean;
	/** The answer carries no paging metadata: if it repeats the previous page, the list ignores paging and its first answer was whole. */
	unpaged?: boolean;
}

/** The list being read: where errors point, and what is wanted of it. */
interface ListRead {
	context: FortnoxContext;
	/** The request path, to name the list in errors. */
	path: string;
	itemIndex?: number;
	scope: ListScope;
	/** Records the read skips at the start (a start offset): the service's total counts them too. */
	skipped?: number;
	/**
	 * Each page after the first starts with the last record already read (its pager asks from
	 * offset − 1). A page that does not, or a changed total, means records were added or removed
	 * in front of the read while it ran, which would drop or repeat a record: the list is read again.
	 */
	consistent?: boolean;
}

type NextPage = (pageIndex: number, wanted: number | undefined, collected: number) => Promise<Page>;

/** How often a consistent read starts over before it gives up on a list that keeps changing. */
const READ_ATTEMPTS = 3;

/**
 * Whether a later page reports the first page's total: the same count, or that count less the records
 * its offset skipped (the real Fortnox answers an offset past the end with @TotalResources 0, so its
 * total may count only the records after the offset).
 */
const sameTotal = (page: Page, first: number | undefined): boolean =>
	page.total === first || (page.total !== undefined && first !== undefined && page.skipped !== undefined && page.total + page.skipped === first);

/** The records a scope keeps: all of them, or the first `limit`. */
export const withinScope = (records: IDataObject[], scope: ListScope): IDataObject[] =>
	scope.returnAll ? records : records.slice(0, scope.limit);

/** A count the service reports, if it is one: a whole number ≥ 0, as a number or text; anything else (-1, null, missing) is unknown. */
export function countOf(value: unknown): number | undefined {
	const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
	return /^\d+$/.test(text) ? Number(text) : undefined;
}

const json = (record: IDataObject | undefined) => JSON.stringify(record);

/** Whether `page` repeats `previous` (or its start): the service ignored the page or offset asked for. */
function repeats(page: IDataObject[], previous: IDataObject[]): boolean {
	const length = Math.min(page.length, previous.length);
	return length > 0 && page.slice(0, length).every((record, k) => json(record) === json(previous[k]));
}

/** The same record at a later read: by its ID when it has one (its other fields may change meanwhile), else as a whole. */
function sameRecord(a: IDataObject | undefined, b: IDataObject | undefined): boolean {
	if (a?.id !== undefined && b?.id !== undefined) return a.id === b.id;
	return a !== undefined && json(a) === json(b);
}

/** The error of a list whose paging went wrong; none of them leaves a list with records missing or twice. */
function pagingError(read: ListRead, message: string, description: string): NodeOperationError {
	return new NodeOperationError(read.context.getNode(), message, { itemIndex: read.itemIndex, description });
}

const reading = (read: ListRead) => (read.scope.returnAll ? 'Return All' : 'reading the list');

/** The service answered a page it was not asked for; `answer` says which. */
export const noProgressError = (read: ListRead, answer: string): NodeOperationError =>
	pagingError(
		read,
		`Fortnox ${answer}: its paging makes no progress, so ${reading(read)} stopped instead of looping`,
		'Fortnox did not move on through the list. Nothing was changed; try again later, or narrow the list with filters.',
	);

/** One read from the first page; undefined when a consistent read found the list shifted. */
async function readOnce(read: ListRead, nextPage: NextPage): Promise<IDataObject[] | undefined> {
	const { scope } = read;
	const records: IDataObject[] = [];
	let previous: IDataObject[] = [];
	let firstTotal: number | undefined;
	for (let pageIndex = 0; ; pageIndex++) {
		const wanted = scope.returnAll ? undefined : scope.limit - records.length;
		const page = await nextPage(pageIndex, wanted, records.length);
		if (pageIndex > 0 && repeats(page.records, previous)) {
			if (page.unpaged) break;
			throw noProgressError(read, `answered page ${pageIndex + 1} of GET ${read.path} with the same records as page ${pageIndex}`);
		}
		let fresh = page.records;
		if (read.consistent) {
			if (pageIndex === 0) firstTotal = page.total;
			else if (!sameRecord(page.records[0], records.at(-1)) || !sameTotal(page, firstTotal)) return undefined;
			else fresh = page.records.slice(1);
		}
		records.push(...fresh);
		previous = page.records;

		const total = page.total === undefined ? undefined : Math.max(0, page.total - (read.skipped ?? 0));
		const ended = page.last || page.records.length === 0 || page.records.length < page.asked;
		// A full page asks for the next even when the total is reached: totals have been reported low
		// (0, or 600 of 1,200), and only the next page can tell.
		if (ended) {
			const expected = total === undefined ? 0 : Math.min(total, scope.returnAll ? total : scope.limit);
			if (records.length < expected) {
				const answer = page.records.length === 0 ? 'came back empty' : `came back with ${page.records.length} of the ${page.asked} records asked for`;
				throw pagingError(
					read,
					`Fortnox ended GET ${read.path} after ${records.length} of the ${total} records it reports: page ${pageIndex + 1} ${answer}, so ${reading(read)} failed instead of returning a list with records missing`,
					'Fortnox reported more records than it gave. Nothing was changed; try again later.',
				);
			}
			break;
		}
		if (!scope.returnAll && records.length >= scope.limit) break;
	}
	return withinScope(records, scope);
}

/**
 * Collects pages from `nextPage` until the list ends or `scope` is satisfied; the callback gets the
 * page index, how many records are still wanted (undefined: all) and how many it has. A list ends on
 * a short or empty page, or when the service says so; a full page always asks for the next, as the
 * page count and the total some lists report have been 0, -1, missing or too low. It never
 * loops on pages that repeat, and never returns fewer records than a reported total: both fail.
 */
export async function collectPages(read: ListRead, nextPage: NextPage): Promise<IDataObject[]> {
	for (let attempt = 1; attempt <= READ_ATTEMPTS; attempt++) {
		const records = await readOnce(read, nextPage);
		if (records) return records;
	}
	throw pagingError(
		read,
		`GET ${read.path} kept changing while it was read: records were added or removed between its pages in ${READ_ATTEMPTS} reads in a row, so ${reading(read)} failed instead of returning a list with records missing or twice`,
		'Try again when the list is quieter. Nothing was changed.',
	);
}
