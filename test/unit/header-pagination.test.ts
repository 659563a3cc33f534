import type { IDataObject } from 'n8n-workflow';

import { headerPagedList, isLastRecord, paginationTotal } from '../../nodes/shared/transport/header-pagination';
import { fakeContext } from '../harness/fake-context';

describe('X-PAGINATION / X-LAST-RECORD', () => {
	it.each([
		['{"offset":0,"limit":100,"total":250}', 250],
		['{"totalCount": 7}', 7],
		['{"TOTAL_COUNT":"12"}', 12],
		['42', 42],
		['{"offset":0,"limit":100}', undefined],
		['next=/recurrings-v1?offset=100', undefined],
		['', undefined],
		[undefined, undefined],
	])('reads the total of %p as %p', (header, total) => {
		expect(paginationTotal(header)).toBe(total);
	});

	it('reads X-LAST-RECORD: true, whatever its case, as the last page', () => {
		expect(isLastRecord({ 'x-last-record': 'TRUE' })).toBe(true);
		expect(isLastRecord({ 'X-Last-Record': ['true'] })).toBe(true);
		expect(isLastRecord({ 'x-last-record': 'false' })).toBe(false);
		expect(isLastRecord({})).toBe(false);
	});
});

const RECURRINGS: IDataObject[] = Array.from({ length: 250 }, (_, k) => ({ id: `r-${k}` }));

/**
 * A recurring-billing list (`offset`, `limit`; `X-PAGINATION`, `X-LAST-RECORD`), with `change`
 * making of an answer what a misbehaving service sends. Past request 20 it answers empty pages,
 * so a pager that would loop ends with a wrong result instead of hanging the test.
 */
function headerService(change: (records: IDataObject[], offset: number) => IDataObject[] = (records) => records) {
	let requests = 0;
	return fakeContext((qs) => {
		const offset = Number(qs.offset ?? 0);
		const limit = Number(qs.limit ?? 100);
		const page = RECURRINGS.slice(offset, offset + limit);
		return {
			body: ++requests > 20 ? [] : change(page, offset),
			headers: { 'X-PAGINATION': JSON.stringify({ offset, limit, total: RECURRINGS.length }), 'X-LAST-RECORD': String(offset + page.length >= RECURRINGS.length) },
		};
	});
}

const listRecurrings = (service: ReturnType<typeof headerService>, startOffset?: number) =>
	headerPagedList(service.context, { path: '/api/recurring-billing/recurrings-v1', maxPageSize: 100, startOffset, itemIndex: 0 }, { returnAll: true, limit: 0 });

describe('headerPagedList', () => {
	it('returns every record, from a start offset too', async () => {
		expect(await listRecurrings(headerService())).toEqual(RECURRINGS);
		expect(await listRecurrings(headerService(), 120)).toEqual(RECURRINGS.slice(120));
	});

	it('fails instead of looping when Fortnox ignores the offset', async () => {
		const service = headerService(() => RECURRINGS.slice(0, 100));
		await expect(listRecurrings(service)).rejects.toThrow(
			'Fortnox answered page 2 of GET /api/recurring-billing/recurrings-v1 with the same records as page 1: its paging makes no progress, so Return All stopped instead of looping',
		);
		expect(service.asked).toHaveLength(2);
	});

	it('fails instead of returning a cut list when a page comes back empty while X-PAGINATION counts more', async () => {
		await expect(listRecurrings(headerService((records, offset) => (offset >= 100 ? [] : records)))).rejects.toThrow(
			'Fortnox ended GET /api/recurring-billing/recurrings-v1 after 100 of the 250 records it reports: page 2 came back empty, so Return All failed instead of returning a list with records missing',
		);
	});
});
