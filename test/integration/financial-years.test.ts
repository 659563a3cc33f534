import type { IDataObject } from 'n8n-workflow';

import { useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox, coreRequests } = useCoreSandbox();

const financialYear = (credential: NodeSpec['credential'], parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'financialYear', ...parameters } }, items);
const yearsOf = (tenantId: string) => sandbox().tenant(tenantId).financialYears;
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The last day of the twelve months from `date`. */
const yearFrom = (date: string) => {
	const [year, month, day] = date.split('-').map(Number);
	return new Date(Date.UTC(year + 1, month - 1, day) - 86_400_000).toISOString().slice(0, 10);
};

describe('Fortnox → Financial Year', () => {
	it('lists the years, finds the one a date lies in, and gets one by its ID', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const stored = yearsOf(tenant.tenantId);
		const all = await financialYear(credential, { operation: 'getAll', returnAll: true });
		expect(all.error()).toBeUndefined();
		expect(all.items.map((item) => item.json.Id)).toEqual(stored.map((year) => year.Id));

		const last = stored[stored.length - 1];
		const found = await financialYear(credential, { operation: 'getAll', returnAll: true, filters: { Date: `${last.FromDate}T10:00:00` } });
		expect(found.items.map((item) => item.json.Id)).toEqual([last.Id]);
		expect(coreRequests().at(-1)?.query).toMatchObject({ Date: last.FromDate });

		const got = await financialYear(credential, { operation: 'get', financialYear: String(last.Id) });
		expect(got.items[0].json).toMatchObject({ Id: last.Id, FromDate: last.FromDate, ToDate: last.ToDate });
	});

	it('creates the year after the last one', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const last = yearsOf(tenant.tenantId)[yearsOf(tenant.tenantId).length - 1];
		const from = dayAfter(last.ToDate);
		const to = yearFrom(from);
		const created = await financialYear(credential, { operation: 'create', fromDate: from, toDate: to, additionalFields: { AccountingMethod: 'ACCRUAL' } });
		expect(created.error()).toBeUndefined();
		expect(created.items[0].json).toMatchObject({ FromDate: from, ToDate: to, AccountingMethod: 'ACCRUAL' });
		expect(yearsOf(tenant.tenantId).at(-1)).toMatchObject({ Id: created.items[0].json.Id, FromDate: from, ToDate: to });
	});

	it('refuses before sending a year that ends before it begins or runs over 18 months', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const before = yearsOf(tenant.tenantId).length;
		for (const [fromDate, toDate, message] of [
			['2030-01-01', '2029-12-31', /^To Date 2029-12-31 is not after the From Date 2030-01-01: a financial year ends after it begins$/],
			['2030-01-01', '2031-07-31', /^To Date makes a financial year of 19 months: a financial year is 12 months, a first or changed one at most 18$/],
			['2030-02-30', '2031-01-31', /^From Date "2030-02-30" is a day the calendar does not have/],
		] as const) {
			const result = await financialYear(credential, { operation: 'create', fromDate, toDate });
			expect(result.error()?.message).toMatch(message);
		}
		expect(coreRequests()).toEqual([]);
		expect(yearsOf(tenant.tenantId)).toHaveLength(before);
	});

	it('under Continue On Fail fails only the bad item', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const stored = yearsOf(tenant.tenantId);
		const result = await financialYear(credential, { operation: 'get', financialYear: '={{ $json.id }}' }, [{ id: stored[0].Id }, { id: 'två' }, { id: stored[0].Id }], { continueOnFail: true });
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.error ?? item.json.Id)).toEqual([stored[0].Id, 'Financial Year "två" is not a financial year\'s Id: choose one from the list, or give its Id, a whole number such as 3', stored[0].Id]);
		expect(coreRequests().filter((request) => request.path.startsWith('/3/financialyears/'))).toHaveLength(2);
	});
});
