import type { IDataObject } from 'n8n-workflow';

import { throughProxy, useFaultProxy } from '../harness/fault-proxy';
import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
});
afterAll(async () => await sandbox.close());
const proxy = useFaultProxy(() => sandbox.url);

type CustomerPage = { Customers: IDataObject[]; MetaInformation: IDataObject };

/** A company with 1,200 customers, its credential going through the proxy. */
function company() {
	const { tenant, credential } = accessTokenCredential(sandbox);
	sandbox.addCustomers(tenant.tenantId, 1200);
	throughProxy(credential, proxy());
	return { tenant, credential };
}

/**
 * Fortnox's answers to GET /3/customers as `change` makes them, from the real answer and the page
 * asked for; `first` is page 1's real answer. From the 20th request on answers pass unchanged, so
 * a Return All that would loop ends (with a wrong list) instead of hanging the test.
 */
function rewriteCustomers(change: (answer: CustomerPage, page: number, first: CustomerPage) => CustomerPage) {
	let first: CustomerPage | undefined;
	let requests = 0;
	proxy().setRule((request) =>
		request.path === '/3/customers' && ++requests < 20
			? {
					kind: 'rewrite',
					change: (answer, { query }) => {
						const page = Number(query.get('page'));
						const body = answer.json as CustomerPage;
						if (page === 1) first = body;
						return { ...answer, json: change(body, page, first ?? body) };
					},
				}
			: { kind: 'pass' },
	);
}

/** Every customer, with the API Request resource's Paginate and Return All. */
const allCustomers = async (credential: ReturnType<typeof company>['credential']) =>
	await runNode({ type: 'fortnox', credential, parameters: { resource: 'apiRequest', operation: 'send', method: 'GET', path: '/3/customers', paginate: true, returnAll: true } });
const customerRequests = () => proxy().log.filter((request) => request.path === '/3/customers').length;
const withMeta = (answer: CustomerPage, meta: IDataObject): CustomerPage => ({ ...answer, MetaInformation: { ...answer.MetaInformation, ...meta } });

describe('Return All over a classic list whose paging misbehaves (1,200 customers, pages of 500)', () => {
	it('reads all three pages when paging works', async () => {
		const { credential } = company();
		const result = await allCustomers(credential);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.CustomerNumber)).toEqual(Array.from({ length: 1200 }, (_, k) => String(k + 1)));
		expect(customerRequests()).toBe(3);
	});

	it.each([
		['pages repeat (Fortnox ignores `page`)', (answer: CustomerPage, page: number, first: CustomerPage) => (page === 1 ? answer : { ...answer, Customers: first.Customers })],
		[
			'@TotalPages grows forever while page 1 keeps coming back',
			(answer: CustomerPage, page: number, first: CustomerPage) => withMeta({ ...answer, Customers: first.Customers }, { '@TotalPages': page + 1 }),
		],
	])('%s: fails clearly instead of looping', async (_case, change) => {
		const { credential } = company();
		rewriteCustomers(change);
		const result = await allCustomers(credential);
		expect(result.error()?.message).toBe(
			'Fortnox answered page 2 of GET /3/customers with the same records as page 1: its paging makes no progress, so Return All stopped instead of looping',
		);
		expect(customerRequests()).toBe(2);
	});

	it('@CurrentPage says another page than the one asked for: fails clearly', async () => {
		const { credential } = company();
		rewriteCustomers((answer, page, first) => (page === 1 ? answer : first));
		const result = await allCustomers(credential);
		expect(result.error()?.message).toBe(
			'Fortnox answered page 1 of GET /3/customers when asked for page 2: its paging makes no progress, so Return All stopped instead of looping',
		);
	});

	it.each([
		['0', 0],
		['-1', -1],
		['missing', undefined],
	])('@TotalPages %s: still returns all 1,200 customers', async (_case, totalPages) => {
		const { credential } = company();
		rewriteCustomers((answer) => withMeta(answer, { '@TotalPages': totalPages }));
		const result = await allCustomers(credential);
		expect(result.error()).toBeUndefined();
		expect(new Set(result.items.map((item) => item.json.CustomerNumber)).size).toBe(1200);
	});

	it.each([
		['0', 0],
		['500', 500],
		['600', 600],
	])('@TotalResources %s (too low): Return All reads on after every full page and returns all 1,200', async (_case, totalResources) => {
		const { credential } = company();
		rewriteCustomers((answer) => withMeta(answer, { '@TotalResources': totalResources }));
		const result = await allCustomers(credential);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.CustomerNumber)).toEqual(Array.from({ length: 1200 }, (_, k) => String(k + 1)));
		// Pages of 500, 500 and 200: the short page ends the read.
		expect(customerRequests()).toBe(3);
	});

	it('Customer → Get Many, Limit 1,100 with @TotalResources 600: 1,100 customers', async () => {
		const { credential } = company();
		rewriteCustomers((answer) => withMeta(answer, { '@TotalResources': 600 }));
		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'customer', operation: 'getAll', returnAll: false, limit: 1100, filters: {} } });
		expect(result.error()).toBeUndefined();
		expect(result.items).toHaveLength(1100);
	});

	it('page 2 comes back empty while @TotalResources says 1,200: fails, saying how many of how many were read', async () => {
		const { credential } = company();
		rewriteCustomers((answer, page) => (page === 2 ? { ...answer, Customers: [] } : answer));
		const result = await allCustomers(credential);
		expect(result.error()?.message).toBe(
			'Fortnox ended GET /3/customers after 500 of the 1200 records it reports: page 2 came back empty, so Return All failed instead of returning a list with records missing',
		);
	});
});

describe('a list that ignores paging by design', () => {
	it('labels (no MetaInformation, the whole list in every answer) come back once, even more than a page of them', async () => {
		const { tenant, credential } = company();
		const labels = Array.from({ length: 600 }, (_, k) => ({ Id: k + 1, Description: `Label ${k + 1}` }));
		sandbox.tenant(tenant.tenantId).labels.push(...labels);
		const result = await runNode({ type: 'fortnox', credential, parameters: { resource: 'label', operation: 'getAll', returnAll: true } });
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json)).toEqual(labels);
	});
});
