import { useSales, fieldsOf, type Row } from './sales-helpers';

// POST /3/financialyears: the law's bounds, no gaps or overlaps, and the new year's accounts.

const { s, request, create, ok, refused } = useSales();
const tenant = () => s.sandbox.tenant(s.t.tenantId);
const years = () => tenant().financialYears.map((y) => `${y.Id}:${y.FromDate}–${y.ToDate}`);

describe('sandbox financial years', () => {
	it('adds the year after the last, with the chart of the last and its balance accounts brought forward', async () => {
		await ok('PUT', '/3/accounts/1930?financialyear=2', 'Account', { Account: { BalanceBroughtForward: 5000 } });
		await ok('PUT', '/3/accounts/3001?financialyear=2', 'Account', { Account: { BalanceBroughtForward: -700 } });
		await ok('PUT', '/3/accounts/6212?financialyear=2', 'Account', { Account: { Active: false, Description: 'Mobil' } });
		const made = await create<Row>('financialyears', 'FinancialYear', { FromDate: '2027-01-01', ToDate: '2027-12-31', AccountChartType: 'BAS 2026' });
		expect(made).toEqual({
			'@url': `${s.sandbox.url}/3/financialyears/3`, AccountChartType: 'BAS 2026', AccountingMethod: 'ACCRUAL', FromDate: '2027-01-01', Id: 3, ToDate: '2027-12-31',
		});
		expect(Object.keys(made).sort()).toEqual(fieldsOf('fortnox_FinancialYear'));
		expect(years()).toEqual(['1:2025-01-01–2025-12-31', '2:2026-01-01–2026-12-31', '3:2027-01-01–2027-12-31']);
		expect(await ok('GET', '/3/accounts/1930?financialyear=3', 'Account')).toMatchObject({ Year: 3, BalanceBroughtForward: 5000, BalanceCarriedForward: 5000 });
		expect(await ok('GET', '/3/accounts/3001?financialyear=3', 'Account')).toMatchObject({ BalanceBroughtForward: 0 });
		expect(await ok('GET', '/3/accounts/6212?financialyear=3', 'Account')).toMatchObject({ Active: false, Description: 'Mobil' });
		expect([...tenant().accounts.get(3)!.keys()]).toEqual([...tenant().accounts.get(2)!.keys()]);
		// The new year is the default now, and vouchers may be booked in it.
		expect((await ok<Row>('GET', '/3/accounts/1930', 'Account')).Year).toBe(3);
		const voucher = await create<Row>('vouchers', 'Voucher', {
			Description: 'Nytt år', TransactionDate: '2027-01-02', VoucherSeries: 'A', VoucherRows: [{ Account: 1930, Debit: 1 }, { Account: 2081, Credit: 1 }],
		});
		expect(voucher).toMatchObject({ Year: 3, VoucherNumber: 1 });
	});

	it('adds a broken year before the first, up to 18 months, with the chart of the first and no balances', async () => {
		const made = await create<Row>('financialyears', 'FinancialYear', { FromDate: '2023-07-01', ToDate: '2024-12-31', AccountingMethod: 'CASH' });
		expect(made).toMatchObject({ Id: 3, AccountingMethod: 'CASH', AccountChartType: 'BAS 2024' });
		expect(years()).toEqual(['3:2023-07-01–2024-12-31', '1:2025-01-01–2025-12-31', '2:2026-01-01–2026-12-31']);
		expect(await ok('GET', '/3/accounts/1930?financialyear=3', 'Account')).toMatchObject({ Year: 3, BalanceBroughtForward: 0 });
		expect((await ok<Row>('GET', '/3/accounts/1930', 'Account')).Year).toBe(2);
		const list = await request<{ FinancialYears: Row[] }>('GET', '/3/financialyears?Date=2024-02-29');
		expect(list.body.FinancialYears.map((y) => y.Id)).toEqual([3]);
	});

	it.each([
		['a start that is not a first day', { FromDate: '2027-01-02', ToDate: '2027-12-31' }, 2009378],
		['an end that is not a last day', { FromDate: '2027-01-01', ToDate: '2027-12-30' }, 2009378],
		['an end before the start', { FromDate: '2027-01-01', ToDate: '2026-12-31' }, 2009378],
		['more than 18 months', { FromDate: '2027-01-01', ToDate: '2028-07-31' }, 2009377],
		['an overlap', { FromDate: '2026-07-01', ToDate: '2027-06-30' }, 2009375],
		['a gap after the last', { FromDate: '2027-02-01', ToDate: '2027-12-31' }, 2009376],
		['a gap before the first', { FromDate: '2024-01-01', ToDate: '2024-11-30' }, 2009376],
		['no ToDate', { FromDate: '2027-01-01' }, 2009001],
		['a date that is not one', { FromDate: '2027-01-01', ToDate: '2027-02-30' }, 2009102],
		['an unknown AccountingMethod', { FromDate: '2027-01-01', ToDate: '2027-12-31', AccountingMethod: 'OTHER' }, 2009004],
	])('refuses %s and adds nothing', async (_case, FinancialYear, code) => {
		expect(await refused('POST', '/3/financialyears', { FinancialYear })).toMatchObject({ code });
		expect(years()).toEqual(['1:2025-01-01–2025-12-31', '2:2026-01-01–2026-12-31']);
		expect([...tenant().accounts.keys()]).toEqual([1, 2]);
	});
});

describe('sandbox projects and cost centers (the OpenAPI\'s lists)', () => {
	it.each([
		['/3/projects', 'Projects', 'Project', 'ProjectNumber', { Description: 'Nytt' }, 'fortnox_ProjectListItem'],
		['/3/costcenters', 'CostCenters', 'CostCenter', 'Code', { Code: 'CC9', Description: 'Nytt' }, 'fortnox_CostCenter'],
	])('%s pages and keeps with lastmodified what changed since that minute', async (path, many, one, key, fields, schema) => {
		const list = async (query: string) => (await request<Record<string, Row[]> & { MetaInformation: Row }>('GET', `${path}?${query}`)).body;
		const made = await create<Row>(path.slice(3), one, fields);
		const records = path === '/3/projects' ? tenant().projects.map((p) => [p.ProjectNumber, p.modifiedAt] as const) : tenant().costCenters.map((c) => [c.Code, c.modifiedAt] as const);
		const [, modifiedAt] = records.find(([code]) => code === made[key])!;
		const format = new Intl.DateTimeFormat('sv-SE', {
			timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
		}).format;
		expect((await list(`lastmodified=${encodeURIComponent(format(modifiedAt + 60_000))}`))[many]).toEqual([]);
		expect((await list(`lastmodified=${encodeURIComponent(format(modifiedAt))}`))[many].map((r) => r[key])).toContain(made[key]);
		expect((await list(`lastmodified=${format(modifiedAt).slice(0, 10)}`))[many].map((r) => r[key])).toContain(made[key]);
		const page = await list('limit=1&page=3');
		expect(page.MetaInformation).toEqual({ '@TotalResources': 3, '@TotalPages': 3, '@CurrentPage': 3 });
		expect(page[many]).toHaveLength(1);
		expect(Object.keys(page[many][0]).sort()).toEqual(fieldsOf(schema as never));
	});
});
