import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { classicList } from '../../nodes/shared/transport/pagination';
import { fakeContext } from '../harness/fake-context';

const RETURN_ALL = { returnAll: true, limit: 0 };
const ACCOUNTS: IDataObject[] = Array.from({ length: 1200 }, (_, k) => ({ Number: 1000 + k }));

type ClassicPage = { Accounts: IDataObject[]; MetaInformation?: IDataObject };

/**
 * A classic list as Fortnox pages it (`page`, `limit`, `offset`; MetaInformation), with `change`
 * making of page p's answer what a misbehaving service sends. Past request 20 it answers empty
 * pages, so a pager that would loop ends with a wrong result instead of hanging the test.
 */
function classicService(records: IDataObject[], change: (answer: ClassicPage, page: number) => ClassicPage = (answer) => answer) {
	let requests = 0;
	return fakeContext((qs) => {
		const page = Number(qs.page ?? 1);
		const limit = Number(qs.limit ?? 100);
		const offset = Number(qs.offset ?? 0);
		const start = offset + (page - 1) * limit;
		const answer = {
			Accounts: records.slice(start, start + limit),
			MetaInformation: { '@TotalResources': records.length, '@TotalPages': Math.max(1, Math.ceil((records.length - offset) / limit)), '@CurrentPage': page },
		};
		return { body: ++requests > 20 ? { ...answer, Accounts: [] } : change(answer, page) };
	});
}

const listAccounts = (service: ReturnType<typeof classicService>, scope = RETURN_ALL, qs?: IDataObject) =>
	classicList(service.context, { path: '/3/accounts', listKey: 'Accounts', qs, itemIndex: 3 }, scope);

/** The error `promise` fails with; fails the test if it succeeds. */
async function failure(promise: Promise<unknown>): Promise<NodeOperationError> {
	const error = await promise.then(
		() => undefined,
		(caught: unknown) => caught,
	);
	expect(error).toBeInstanceOf(NodeOperationError);
	return error as NodeOperationError;
}

describe('classicList', () => {
	it('returns every record with Return All, asking page after page of 500', async () => {
		const service = classicService(ACCOUNTS);
		expect(await listAccounts(service)).toEqual(ACCOUNTS);
		expect(service.asked).toEqual([1, 2, 3].map((page) => ({ page, limit: 500 })));
	});

	it('stops at the limit', async () => {
		const service = classicService(ACCOUNTS);
		expect(await listAccounts(service, { returnAll: false, limit: 700 })).toEqual(ACCOUNTS.slice(0, 700));
		expect(service.asked).toHaveLength(2);
	});

	it.each([
		['0', 0],
		['-1', -1],
		['missing', undefined],
	])('reads on while pages come back full when @TotalPages is %s', async (_case, totalPages) => {
		const service = classicService(ACCOUNTS, (answer) => ({ ...answer, MetaInformation: { ...answer.MetaInformation, '@TotalPages': totalPages } }));
		expect(await listAccounts(service)).toEqual(ACCOUNTS);
	});

	it('reads on while pages come back full when there is no MetaInformation at all, and ends on the short page', async () => {
		const service = classicService(ACCOUNTS, ({ Accounts }) => ({ Accounts }));
		expect(await listAccounts(service)).toEqual(ACCOUNTS);
		expect(service.asked).toHaveLength(3);
	});

	it('fails, naming the item, when a page repeats the previous one instead of looping', async () => {
		const service = classicService(ACCOUNTS, (answer) => ({ ...answer, Accounts: ACCOUNTS.slice(0, 500) }));
		const error = await failure(listAccounts(service));
		expect(error.message).toBe(
			'Fortnox answered page 2 of GET /3/accounts with the same records as page 1: its paging makes no progress, so Return All stopped instead of looping',
		);
		expect(error.context.itemIndex).toBe(3);
		expect(service.asked).toHaveLength(2);
	});

	it('fails when @TotalPages grows forever while the same page keeps coming back', async () => {
		const service = classicService(ACCOUNTS, (answer, page) => ({
			Accounts: ACCOUNTS.slice(0, 500),
			MetaInformation: { ...answer.MetaInformation, '@TotalPages': page + 1, '@TotalResources': 500 * (page + 1) },
		}));
		expect((await failure(listAccounts(service))).message).toMatch(/^Fortnox answered page 2 of GET \/3\/accounts with the same records as page 1/);
		expect(service.asked).toHaveLength(2);
	});

	it('fails when the page Fortnox answers is not the page asked for', async () => {
		const service = classicService(ACCOUNTS, (answer, page) => (page === 2 ? { ...answer, MetaInformation: { ...answer.MetaInformation, '@CurrentPage': 1 } } : answer));
		expect((await failure(listAccounts(service))).message).toBe(
			'Fortnox answered page 1 of GET /3/accounts when asked for page 2: its paging makes no progress, so Return All stopped instead of looping',
		);
	});

	const pageTwo = (second: IDataObject[]) => classicService(ACCOUNTS, (answer, page) => (page === 2 ? { ...answer, Accounts: second } : answer));

	it.each([
		['empty', [], 'came back empty'],
		['short', ACCOUNTS.slice(500, 800), 'came back with 300 of the 500 records asked for'],
	])('fails instead of returning a cut list when page 2 comes back %s while @TotalResources says 1200', async (_case, second, how) => {
		expect((await failure(listAccounts(pageTwo(second)))).message).toBe(
			`Fortnox ended GET /3/accounts after ${500 + second.length} of the 1200 records it reports: page 2 ${how}, so Return All failed instead of returning a list with records missing`,
		);
	});

	it('fails the same under a limit the list could have filled, and not under one it did fill', async () => {
		expect((await failure(listAccounts(pageTwo([]), { returnAll: false, limit: 900 }))).message).toMatch(
			/^Fortnox ended GET \/3\/accounts after 500 of the 1200 records it reports: page 2 came back empty, so reading the list failed/,
		);
		expect(await listAccounts(pageTwo([]), { returnAll: false, limit: 500 })).toEqual(ACCOUNTS.slice(0, 500));
	});

	it('counts records skipped by an offset query as read: @TotalResources counts them too', async () => {
		const service = classicService(ACCOUNTS);
		expect(await listAccounts(service, RETURN_ALL, { offset: '100' })).toEqual(ACCOUNTS.slice(100));
	});

	it.each([
		[600, 1],
		[500, 2],
	])('reads a list without paging (labels) once: %p labels, each returned once, after %p request(s)', async (count, requests) => {
		const labels = Array.from({ length: count }, (_, k) => ({ Id: k + 1, Description: `Label ${k + 1}` }));
		const service = () => fakeContext(() => ({ body: { Labels: labels } }));
		const all = service();
		expect(await classicList(all.context, { path: '/3/labels', listKey: 'Labels' }, RETURN_ALL)).toEqual(labels);
		expect(all.asked).toHaveLength(requests);
		const one = service();
		expect(await classicList(one.context, { path: '/3/labels', listKey: 'Labels' }, { returnAll: false, limit: 1 })).toEqual(labels.slice(0, 1));
		expect(one.asked).toHaveLength(1);
	});
});
