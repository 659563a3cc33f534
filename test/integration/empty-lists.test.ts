import type { IDataObject } from 'n8n-workflow';

import { runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential, startSandbox } from '../harness/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
	sandbox = await startSandbox({ rateLimit: false });
});
afterAll(async () => await sandbox.close());

/**
 * An empty list through each pager of nodes/shared/transport. The real Fortnox answers an empty
 * classic list `@TotalPages: 0` (recorded in test/fidelity/recorded.json), as the sandbox now does.
 */
const EMPTY_LISTS: Array<[string, string, string, IDataObject]> = [
	['classic /3/ list (classicList)', 'fortnox', 'customer', { filters: { city: 'Nowhere at all' } }],
	['company orders (offsetTotalList)', 'fortnoxCompanyOrders', 'stockCompanyOrder', { filters: { createdAtTo: '2000-01-01' } }],
	['recurring billing (headerPagedList)', 'fortnoxRecurringBilling', 'recurring', {}],
	['time registrations (arrayList)', 'fortnoxPayroll', 'timeRegistration', { fromDate: '2020-01-01', toDate: '2020-01-31' }],
];

describe('Get Many on an empty list, through every pager', () => {
	it('the classic list answers @TotalPages 0 and @TotalResources 0, as the real Fortnox does', async () => {
		const { tenant } = accessTokenCredential(sandbox);
		const res = await fetch(`${sandbox.url}/3/customers?city=Nowhere`, { headers: { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret } });
		expect(((await res.json()) as IDataObject).MetaInformation).toEqual({ '@TotalResources': 0, '@TotalPages': 0, '@CurrentPage': 1 });
	});

	describe.each(EMPTY_LISTS)('%s', (_pager, type, resource, parameters) => {
		it.each([
			['Return All', { returnAll: true }],
			['Limit 5', { returnAll: false, limit: 5 }],
		])('%s: no items, no error, one request', async (_scope, scope) => {
			const { credential } = accessTokenCredential(sandbox);
			sandbox.resetStats();
			const result = await runNode({ type, credential, parameters: { resource, operation: 'getAll', ...scope, ...parameters } });
			expect(result.error()).toBeUndefined();
			expect(result.items.map((item) => item.json)).toEqual([]);
			expect(sandbox.stats.requests).toBe(1);
		});
	});
});
