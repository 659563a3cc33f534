import { isLastPage, paginationTotal } from '../../nodes/shared/transport/header-pagination';

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

	it('ends the list when X-LAST-RECORD says true, whatever its case', () => {
		expect(isLastPage({ 'x-last-record': 'TRUE' }, 100)).toBe(true);
		expect(isLastPage({ 'X-Last-Record': ['true'] }, 100)).toBe(true);
	});

	it('ends the list when the offset reached the total, and not before', () => {
		const headers = { 'x-pagination': '{"offset":100,"limit":100,"total":200}', 'x-last-record': 'false' };
		expect(isLastPage(headers, 200)).toBe(true);
		expect(isLastPage(headers, 150)).toBe(false);
	});

	it('does not claim the end from headers it cannot read (the short-page rule decides then)', () => {
		expect(isLastPage({}, 100)).toBe(false);
		expect(isLastPage({ 'x-last-record': '5', 'x-pagination': 'page 2 of ?' }, 100)).toBe(false);
	});
});
