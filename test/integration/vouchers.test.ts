import type { IDataObject } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';
import { useCoreSandbox } from '../harness/core';
import { optionOf, shownParameter } from '../harness/node-types';
import type { NodeSpec } from '../harness/run-workflow';
import { loadOptionsContext, runNode } from '../harness/run-workflow';
import type { Sandbox } from '../harness/sandbox';
import { accessTokenCredential } from '../harness/sandbox';

const { sandbox, coreRequests } = useCoreSandbox();

const voucher = (credential: NodeSpec['credential'], parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'voucher', ...parameters } }, items);

type Tenant = ReturnType<Sandbox['createTenant']>;

/** What the sandbox holds, read over its HTTP API (not through the node); read after the request log is checked. */
async function stored(tenant: Tenant, path: string): Promise<IDataObject> {
	const response = await fetch(`${sandbox().url}${path}`, {
		headers: { 'Access-Token': tenant.accessToken, 'Client-Secret': tenant.clientSecret, Accept: 'application/json' },
	});
	return (await response.json()) as IDataObject;
}

const rowsOf = (voucherBody: IDataObject) =>
	((voucherBody.Voucher as IDataObject).VoucherRows as IDataObject[]).map(({ Account, Debit, Credit }) => ({ Account, Debit, Credit }));

const SALARY = [
	{ Account: 7210, Debit: 42000.5 },
	{ Account: 2440, Credit: 12600.15 },
	{ Account: 1930, Credit: 29400.35 },
];

describe('Fortnox → Voucher', () => {
	it('offers the voucher series and the financial years, newest first, to pick from', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'voucher', operation: 'create' } });
		const { loadOptions } = new Fortnox().methods;
		const series = await loadOptions.getVoucherSeries.call(context);
		expect(series).toContainEqual({ name: 'Redovisningsverifikationer (A)', value: 'A' });
		expect(coreRequests()[0]).toMatchObject({ path: '/3/voucherseries', query: { page: '1', limit: '500' } });
		const years = await loadOptions.getFinancialYears.call(context);
		expect(years.map((year) => year.value)).toEqual(sandbox().tenant(tenant.tenantId).financialYears.map((year) => String(year.Id)).reverse());
	});

	it('creates a voucher from the form in the financial year of its date, and the sandbox books it', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const year = sandbox().tenant(tenant.tenantId).financialYears.find((candidate) => candidate.FromDate <= '2026-11-20' && candidate.ToDate >= '2026-11-20');
		const created = await voucher(credential, {
			operation: 'create',
			voucherSeries: 'A',
			transactionDate: '2026-11-20T00:00:00',
			description: 'Kontorsmaterial Clas Ohlson',
			rowsInput: 'fields',
			rows: {
				row: [
					{ Account: 6110, Debit: 800, Credit: 0, rowFields: { TransactionInformation: 'Pärmar' } },
					{ Account: 2641, Debit: 200, Credit: 0 },
					{ Account: 1930, Debit: 0, Credit: 1000 },
				],
			},
		});
		expect(created.error()).toBeUndefined();
		const made = created.items[0].json;
		expect(made).toMatchObject({ VoucherSeries: 'A', Description: 'Kontorsmaterial Clas Ohlson', TransactionDate: '2026-11-20', Year: year?.Id });
		expect(coreRequests().map((request) => `${request.method} ${request.path}`)).toEqual(['GET /3/financialyears', 'POST /3/vouchers']);
		expect(coreRequests()[0].query).toEqual({ Date: '2026-11-20' });
		expect(coreRequests()[1].query).toEqual({ financialyear: String(year?.Id) });
		expect(coreRequests()[1].body).toEqual({
			Voucher: {
				VoucherSeries: 'A',
				TransactionDate: '2026-11-20',
				Description: 'Kontorsmaterial Clas Ohlson',
				Year: year?.Id,
				VoucherRows: [
					{ Account: 6110, Debit: 800, Credit: 0, TransactionInformation: 'Pärmar' },
					{ Account: 2641, Debit: 200, Credit: 0 },
					{ Account: 1930, Debit: 0, Credit: 1000 },
				],
			},
		});

		const kept = await stored(tenant, `/3/vouchers/A/${String(made.VoucherNumber)}?financialyear=${String(year?.Id)}`);
		expect(rowsOf(kept)).toEqual([
			{ Account: 6110, Debit: 800, Credit: 0 },
			{ Account: 2641, Debit: 200, Credit: 0 },
			{ Account: 1930, Debit: 0, Credit: 1000 },
		]);
	});

	it('creates vouchers from JSON rows, numbered one after the other in their series, balanced to the öre', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const years = sandbox().tenant(tenant.tenantId).financialYears;
		const year = years[years.length - 1];
		const numbers: number[] = [];
		for (const description of ['Lön november', 'Lön december']) {
			const created = await voucher(credential, {
				operation: 'create',
				voucherSeries: 'A',
				transactionDate: year.FromDate,
				description,
				rowsInput: 'json',
				rowsJson: JSON.stringify(SALARY),
				options: { financialYear: String(year.Id) },
			});
			expect(created.error()).toBeUndefined();
			numbers.push(Number(created.items[0].json.VoucherNumber));
		}
		expect(numbers[1]).toBe(numbers[0] + 1);
		// A chosen year needs no look-up.
		expect(coreRequests().map((request) => request.method)).toEqual(['POST', 'POST']);
		const kept = await stored(tenant, `/3/vouchers/A/${numbers[1]}?financialyear=${year.Id}`);
		expect((kept.Voucher as IDataObject).Description).toBe('Lön december');
		expect(rowsOf(kept)).toEqual([
			{ Account: 7210, Debit: 42000.5, Credit: 0 },
			{ Account: 2440, Debit: 0, Credit: 12600.15 },
			{ Account: 1930, Debit: 0, Credit: 29400.35 },
		]);
	});

	it('refuses an unbalanced voucher before sending, naming the difference, and what else Fortnox would refuse', async () => {
		const { credential } = accessTokenCredential(sandbox());
		const create = (rows: IDataObject[], more: IDataObject = {}) =>
			voucher(credential, { operation: 'create', voucherSeries: 'A', transactionDate: '2026-11-20', description: 'Fel', rowsInput: 'json', rowsJson: JSON.stringify(rows), ...more });
		for (const [rows, message] of [
			[
				[
					{ Account: 6110, Debit: 1000 },
					{ Account: 1930, Credit: 900 },
				],
				"Rows do not balance (debit 1,000.00 and credit 900.00 differ by 100.00): a voucher's debits must equal its credits",
			],
			[
				[
					{ Account: 6110, Debit: 0.1 },
					{ Account: 6110, Debit: 0.2 },
					{ Account: 1930, Credit: 0.31 },
				],
				"Rows do not balance (debit 0.30 and credit 0.31 differ by 0.01): a voucher's debits must equal its credits",
			],
			[[{ Account: 6110, Debit: 100 }], 'Rows are 1: a voucher needs at least two rows, a debit and a credit'],
			[
				[
					{ Account: 6110, Debit: 10.005 },
					{ Account: 1930, Credit: 10.005 },
				],
				'Row 1 Debit 10.005 has fractions of an öre: Fortnox books amounts to the öre: at most two decimals',
			],
			[
				[
					{ Account: 611, Debit: 5 },
					{ Account: 1930, Credit: 5 },
				],
				'Row 1 Account 611 is out of range: it must be from 1000 to 9999',
			],
			[[{ Debit: 5 }, { Account: 1930, Credit: 5 }], 'Row 1 Account is missing: it is required'],
			// Balanced, yet the first row is a debit and a credit at once.
			[
				[
					{ Account: 6110, Debit: 500, Credit: 200 },
					{ Account: 1930, Credit: 300 },
				],
				'Row 1 has both a debit (500) and a credit (200): a row books a debit or a credit: write two rows',
			],
		] as const) {
			const result = await create(rows as unknown as IDataObject[]);
			expect(result.error()?.message).toBe(message);
		}
		const form = await voucher(credential, {
			operation: 'create',
			voucherSeries: 'A',
			transactionDate: '2026-11-20',
			description: 'Fel',
			rowsInput: 'fields',
			rows: { row: [{ Account: 6110, Debit: 100, Credit: 100, rowFields: {} }, { Account: 1930, Debit: 0, Credit: 0, rowFields: {} }] },
		});
		expect(form.error()?.message).toBe('Row 1 has both a debit (100) and a credit (100): a row books a debit or a credit: write two rows');
		expect((form.error() as Error & { description?: string }).description).toMatch(/^Item 1: nothing was sent to Fortnox/);
		const long = await create(SALARY, { description: 'x'.repeat(201) });
		expect(long.error()?.message).toBe('Description is 201 characters long: it must be 1 to 200 characters');
		expect(coreRequests()).toEqual([]);
	});

	it('refuses a transaction date in no financial year, after looking it up, without creating anything', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const result = await voucher(credential, { operation: 'create', voucherSeries: 'A', transactionDate: '2031-03-01', description: 'Framtid', rowsInput: 'json', rowsJson: JSON.stringify(SALARY) });
		expect(result.error()?.message).toBe('Transaction Date 2031-03-01 lies in no financial year: create the financial year first (Financial Year → Create), or choose the date of an existing one');
		expect(coreRequests().map((request) => `${request.method} ${request.path}`)).toEqual(['GET /3/financialyears']);
		expect(((await stored(tenant, '/3/vouchers')).Vouchers as IDataObject[]).length).toBe(0);
	});

	it('gets a voucher by series, number and financial year, and lists vouchers: all, one series, Return All or a Limit', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const years = sandbox().tenant(tenant.tenantId).financialYears;
		const year = years[years.length - 1];
		for (const description of ['Hyra', 'El', 'Bredband']) {
			const made = await voucher(credential, {
				operation: 'create',
				voucherSeries: 'A',
				transactionDate: year.FromDate,
				description,
				rowsInput: 'json',
				rowsJson: JSON.stringify(SALARY),
				options: { financialYear: String(year.Id) },
			});
			expect(made.error()).toBeUndefined();
		}
		sandbox().clearRequests();

		const got = await voucher(credential, { operation: 'get', voucherSeries: 'A', voucherNumber: 2, options: { financialYear: String(year.Id) } });
		expect(got.items[0].json).toMatchObject({ VoucherSeries: 'A', VoucherNumber: 2, Description: 'El', Year: year.Id });

		const all = await voucher(credential, { operation: 'getAll', returnAll: true, filters: { financialYear: String(year.Id) } });
		expect(all.items.map((item) => `${String(item.json.VoucherSeries)}${String(item.json.VoucherNumber)} ${String(item.json.Description)}`)).toEqual(['A1 Hyra', 'A2 El', 'A3 Bredband']);
		const seriesA = await voucher(credential, { operation: 'getAll', returnAll: true, filters: { voucherSeries: 'A', financialYear: String(year.Id) } });
		expect(seriesA.items).toHaveLength(3);
		const seriesB = await voucher(credential, { operation: 'getAll', returnAll: true, filters: { voucherSeries: 'B', financialYear: String(year.Id) } });
		expect(seriesB.items).toHaveLength(0);
		const one = await voucher(credential, { operation: 'getAll', returnAll: false, limit: 1 });
		expect(one.items).toHaveLength(1);
		expect(coreRequests().map((request) => [request.path, request.query])).toEqual([
			['/3/vouchers/A/2', { financialyear: String(year.Id) }],
			['/3/vouchers', { financialyear: String(year.Id), page: '1', limit: '500' }],
			['/3/vouchers/sublist/A', { financialyear: String(year.Id), page: '1', limit: '500' }],
			['/3/vouchers/sublist/B', { financialyear: String(year.Id), page: '1', limit: '500' }],
			['/3/vouchers/sublist', { page: '1', limit: '1' }],
		]);
		expect(rowsOf({ Voucher: got.items[0].json })).toEqual(rowsOf(await stored(tenant, `/3/vouchers/A/2?financialyear=${year.Id}`)));
	});

	it('under Continue On Fail fails only the unbalanced item; the others are booked', async () => {
		const { tenant, credential } = accessTokenCredential(sandbox());
		const balanced = JSON.stringify(SALARY);
		const unbalanced = JSON.stringify([SALARY[0], SALARY[1]]);
		const result = await voucher(
			credential,
			{ operation: 'create', voucherSeries: 'A', transactionDate: '2026-11-20', description: '={{ $json.name }}', rowsInput: 'json', rowsJson: '={{ $json.rows }}' },
			[
				{ name: 'Kassa 1', rows: balanced },
				{ name: 'Kassa 2', rows: unbalanced },
				{ name: 'Kassa 3', rows: balanced },
			],
			{ continueOnFail: true },
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => item.json.error ?? item.json.Description)).toEqual([
			'Kassa 1',
			"Rows do not balance (debit 42,000.50 and credit 12,600.15 differ by 29,400.35): a voucher's debits must equal its credits",
			'Kassa 3',
		]);
		// One look-up of the date's year serves the run.
		expect(coreRequests().filter((request) => request.path === '/3/financialyears')).toHaveLength(1);
		const list = (await stored(tenant, '/3/vouchers')).Vouchers as IDataObject[];
		expect(list.map((entry) => entry.Description)).toEqual(['Kassa 1', 'Kassa 3']);
	});
});

describe('Fortnox → Voucher: Reference Type', () => {
	const values = { resource: 'voucher', operation: 'create' };
	const referenceType = (typeVersion: number) => optionOf(shownParameter(new Fortnox(), typeVersion, values, 'additionalFields'), 'ReferenceType');

	it('version 2.2: a voucher made without Reference Type sends none and is booked MANUAL; added, the field starts at MANUAL', async () => {
		expect(referenceType(2.2)).toMatchObject({ type: 'options', default: 'MANUAL' });
		const { tenant, credential } = accessTokenCredential(sandbox());
		const years = sandbox().tenant(tenant.tenantId).financialYears;
		const year = years[years.length - 1];
		const created = await voucher(
			credential,
			{ operation: 'create', voucherSeries: 'A', transactionDate: year.FromDate, description: 'Lön november', rowsInput: 'json', rowsJson: JSON.stringify(SALARY), options: { financialYear: String(year.Id) } },
			undefined,
			{ typeVersion: 2.2 },
		);
		expect(created.error()).toBeUndefined();
		expect(coreRequests()[0].body).toEqual({ Voucher: expect.not.objectContaining({ ReferenceType: expect.anything() }) });
		expect(created.items[0].json).toMatchObject({ ReferenceType: 'MANUAL' });
	});

	it.each([1, 2, 2.1])('at version %s, Reference Type added still starts at INVOICE, as saved workflows have it', (typeVersion) => {
		expect(referenceType(typeVersion)).toMatchObject({ type: 'options', default: 'INVOICE' });
	});
});
