import { useSales, type Row } from './sales-helpers';

// Vouchers and voucher series over HTTP (sandbox/bookkeeping/): booking rules, numbering per series
// and financial year, lists with financialyear, lastmodified and paging, and the ledgers' vouchers.
// Sandbox time runs 600 times faster, so a short pause moves a change into a later minute.

const { s, request, create, ok, refused, numbers, invoice, book, pay } = useSales({ timeScale: 600 });
const MINUTE = new Intl.DateTimeFormat('sv-SE', {
	timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
/** 120 ms real = 72 s of sandbox time. */
const nextMinute = () => new Promise((resolve) => setTimeout(resolve, 120));

type Voucher = Row & { VoucherNumber: number; VoucherSeries: string; Year: number; VoucherRows: Row[] };
const tenant = () => s.sandbox.tenant(s.t.tenantId);
const rent = (fields: Row = {}) => ({
	Description: 'Hyra', TransactionDate: '2026-03-01', VoucherSeries: 'A',
	VoucherRows: [{ Account: 5010, Debit: 1000 }, { Account: 1930, Credit: 1000 }], ...fields,
});
const post = (fields: Row = {}, query = '') => create<Voucher>(`vouchers${query}`, 'Voucher', rent(fields));
const stored = () => tenant().bookkeeping.vouchers.map((v) => `${v.VoucherSeries}${v.VoucherNumber}/${v.Year}`);

describe('sandbox vouchers', () => {
	it('books a voucher with its rows and shows it whole, numbered in its series and year', async () => {
		const created = await post({ Comments: 'Mars', ReferenceNumber: 'K-1', CostCenter: 'CC1', Project: 'P1', Year: 2 });
		expect(created).toEqual({
			'@url': `${s.sandbox.url}/3/vouchers/A/1?financialyear=2`, ApprovalState: 0, Comments: 'Mars', CostCenter: 'CC1', Description: 'Hyra',
			Project: 'P1', ReferenceNumber: 'K-1', ReferenceType: 'MANUAL', TransactionDate: '2026-03-01', VoucherNumber: 1, VoucherSeries: 'A', Year: 2,
			VoucherRows: [
				{ Account: 5010, CostCenter: '', Credit: 0, Debit: 1000, Description: '', Project: '', Quantity: null, Removed: false, TransactionInformation: '' },
				{ Account: 1930, CostCenter: '', Credit: 1000, Debit: 0, Description: '', Project: '', Quantity: null, Removed: false, TransactionInformation: '' },
			],
		});
		expect(await ok('GET', '/3/vouchers/A/1?financialyear=2', 'Voucher')).toEqual(created);
		expect(await ok('GET', '/3/vouchers/A/1', 'Voucher')).toEqual(created);
		expect(tenant().bookkeeping.vouchers).toEqual([expect.objectContaining({ VoucherSeries: 'A', VoucherNumber: 1, Year: 2, Comments: 'Mars' })]);
	});

	it('numbers from 1 per series and per financial year; the year is the one holding TransactionDate unless named', async () => {
		await post();
		await post({ TransactionDate: '2026-12-31' });
		await post({ TransactionDate: '2025-06-01' });
		await post({ TransactionDate: '2025-01-01' }, '?financialyear=1');
		await create('voucherseries', 'VoucherSeries', { Code: 'M', Description: 'Manuell', Manual: true });
		await post({ VoucherSeries: 'M' });
		expect(stored()).toEqual(['A1/2', 'A2/2', 'A1/1', 'A2/1', 'M1/2']);
		expect((await ok<Voucher>('GET', '/3/vouchers/A/2?financialyear=1', 'Voucher')).TransactionDate).toBe('2025-01-01');
		expect((await ok<Voucher>('GET', '/3/vouchers/A/2', 'Voucher')).TransactionDate).toBe('2026-12-31');
	});

	it.each([
		['an unbalanced voucher', { VoucherRows: [{ Account: 5010, Debit: 1000 }, { Account: 1930, Credit: 999.99 }] }, 2009352, 'not balanced'],
		['one row', { VoucherRows: [{ Account: 5010, Debit: 0 }] }, 2001897, 'at least two'],
		['no rows', { VoucherRows: undefined }, 2001897, 'at least two'],
		['an account the year lacks', { VoucherRows: [{ Account: 5011, Debit: 1 }, { Account: 1930, Credit: 1 }] }, 2001304, 'Kunde inte hitta konto'],
		['an account number out of range', { VoucherRows: [{ Account: 999, Debit: 1 }, { Account: 1930, Credit: 1 }] }, 2009101, 'Account'],
		['an unknown series', { VoucherSeries: 'Q' }, 2009350, 'Voucher series Q does not exist'],
		['a series that is not manual', { VoucherSeries: 'B' }, 2009351, 'not manual'],
		['a date no year holds', { TransactionDate: '2024-12-31' }, 2009356, 'No financial year'],
		['a date outside the body\'s Year', { Year: 1 }, 2009355, 'outside financial year 1'],
		['a Year that does not exist', { Year: 9 }, 2009026, 'Financial year 9'],
		['no Description', { Description: '' }, 2009001, 'Description'],
		['no TransactionDate', { TransactionDate: undefined }, 2009001, 'TransactionDate'],
		['an unknown cost center', { CostCenter: 'XX' }, 2009024, 'CostCenter XX'],
		['an unknown project on a row', { VoucherRows: [{ Account: 5010, Debit: 1, Project: 'P9' }, { Account: 1930, Credit: 1 }] }, 2009025, 'Project P9'],
		['an unknown ReferenceType', { ReferenceType: 'OTHER' }, 2009004, 'ReferenceType'],
		['an unknown row field', { VoucherRows: [{ Account: 5010, Debit: 1, Amount: 1 }, { Account: 1930, Credit: 1 }] }, 2001399, 'Amount'],
	])('refuses %s and keeps nothing', async (_case, fields, code, message) => {
		const error = await refused('POST', '/3/vouchers', { Voucher: rent(fields) });
		expect(error).toMatchObject({ code, message: expect.stringContaining(message) });
		expect(stored()).toEqual([]);
	});

	it('refuses an inactive account, a date outside the financialyear asked for, and a Year that contradicts it', async () => {
		await ok('PUT', '/3/accounts/5010?financialyear=2', 'Account', { Account: { Active: false } });
		expect(await refused('POST', '/3/vouchers', { Voucher: rent() })).toMatchObject({ code: 2009354, message: expect.stringContaining('5010 is not active') });
		expect(await refused('POST', '/3/vouchers?financialyear=1', { Voucher: rent({ VoucherRows: undefined }) })).toMatchObject({ code: 2001897 });
		expect(await refused('POST', '/3/vouchers?financialyear=1', { Voucher: rent() })).toMatchObject({ code: 2009355 });
		expect(await refused('POST', '/3/vouchers?financialyear=1', { Voucher: rent({ Year: 2 }) })).toMatchObject({ code: 2009357 });
		expect(await refused('POST', '/3/vouchers?financialyear=x', { Voucher: rent() })).toMatchObject({ code: 2000588 });
		// The account is active in 2025: the voucher goes there.
		expect((await post({ TransactionDate: '2025-03-01' }, '?financialyear=1')).Year).toBe(1);
		expect(stored()).toEqual(['A1/1']);
	});

	it('answers 404 for a voucher that is not in the year, 400 for a number that is not one', async () => {
		await post();
		expect(await refused('GET', '/3/vouchers/A/1?financialyear=1', undefined, 404)).toMatchObject({ code: 2009360 });
		expect(await refused('GET', '/3/vouchers/A/2', undefined, 404)).toMatchObject({ code: 2009360 });
		expect(await refused('GET', '/3/vouchers/A/x')).toMatchObject({ code: 2000729 });
	});

	it('lists a year\'s vouchers by series and number, all or one series, with paging', async () => {
		await create('voucherseries', 'VoucherSeries', { Code: 'K', Description: 'Kassa', Manual: true });
		await post({ VoucherSeries: 'K' });
		await post();
		await post({ Description: 'Andra' });
		await post({ TransactionDate: '2025-05-05' });
		const list = (path: string) => numbers(path, '', 'VoucherNumber');
		const ids = async (path: string) => {
			const res = await request<{ Vouchers: Voucher[] }>('GET', path);
			return res.body.Vouchers.map((v) => `${v.VoucherSeries}${v.VoucherNumber}/${v.Year}`);
		};
		expect(await ids('/3/vouchers')).toEqual(['A1/2', 'A2/2', 'K1/2']);
		expect(await ids('/3/vouchers/sublist')).toEqual(['A1/2', 'A2/2', 'K1/2']);
		expect(await ids('/3/vouchers?financialyear=1')).toEqual(['A1/1']);
		expect(await ids('/3/vouchers/sublist/K')).toEqual(['K1/2']);
		expect(await ids('/3/vouchers/sublist/A?financialyear=1')).toEqual(['A1/1']);
		expect(await list('vouchers?sortorder=descending')).toEqual(['1', '2', '1']);
		const page = await request<{ Vouchers: Voucher[]; MetaInformation: Row }>('GET', '/3/vouchers?limit=2&page=2');
		expect(page.body.MetaInformation).toEqual({ '@TotalResources': 3, '@TotalPages': 2, '@CurrentPage': 2 });
		expect(page.body.Vouchers).toEqual([{
			'@url': `${s.sandbox.url}/3/vouchers/K/1?financialyear=2`, ApprovalState: 0, Comments: '', Description: 'Hyra', ReferenceNumber: '',
			ReferenceType: 'MANUAL', TransactionDate: '2026-03-01', VoucherNumber: 1, VoucherSeries: 'K', Year: 2,
		}]);
		expect(await refused('GET', '/3/vouchers/sublist/Q', undefined, 404)).toMatchObject({ code: 2009361 });
		expect(await refused('GET', '/3/vouchers?financialyear=7')).toMatchObject({ code: 2009026 });
	});

	it('keeps with lastmodified the vouchers made since that minute', async () => {
		await post();
		await nextMinute();
		await post({ Description: 'Senare' });
		const later = tenant().bookkeeping.vouchers[1].modifiedAt;
		expect(MINUTE.format(later) > MINUTE.format(tenant().bookkeeping.vouchers[0].modifiedAt)).toBe(true);
		expect(await numbers('vouchers', `lastmodified=${encodeURIComponent(MINUTE.format(later))}`, 'VoucherNumber')).toEqual(['2']);
		expect(await refused('GET', '/3/vouchers?lastmodified=today')).toMatchObject({ code: 2000588 });
	});

	it('stores the sales ledger\'s voucher (series B) with the others, with its rows: the customer\'s debt, the sale and its VAT', async () => {
		await invoice({ CustomerNumber: '1', InvoiceDate: '2026-02-01', InvoiceRows: [{ Description: 'Arbete', DeliveredQuantity: 1, Price: 100, AccountNumber: 3001 }] });
		const booked = await book('1');
		expect(booked).toMatchObject({ VoucherSeries: 'B', VoucherNumber: 1, VoucherYear: 2 });
		const voucher = await ok<Voucher>('GET', '/3/vouchers/B/1', 'Voucher');
		expect(voucher).toMatchObject({ Description: 'Kundfakturor', ReferenceType: 'INVOICE', TransactionDate: '2026-02-01', VoucherSeries: 'B', Year: 2 });
		expect(voucher.VoucherRows.map((row) => [row.Account, row.Debit, row.Credit])).toEqual([[1510, 125, 0], [3001, 0, 100], [2611, 0, 25]]);
		// Its payment (series C): the bank and a write-off debited, the customer's debt credited.
		await pay('1', { Amount: 120, PaymentDate: '2026-02-20', WriteOffs: [{ AccountNumber: 3740, Amount: 5 }] });
		const paid = await ok<Voucher>('GET', '/3/vouchers/C/1', 'Voucher');
		expect(paid).toMatchObject({ ReferenceType: 'INVOICEPAYMENT', TransactionDate: '2026-02-20' });
		expect(paid.VoucherRows.map((row) => [row.Account, row.Debit, row.Credit])).toEqual([[1930, 120, 0], [3740, 5, 0], [1510, 0, 125]]);
		expect((await post()).VoucherNumber).toBe(1);
		expect(stored()).toEqual(['B1/2', 'C1/2', 'A1/2']);
	});

	it('stores the purchasing ledger\'s voucher (series D) with the rows it passes', async () => {
		await create('suppliers', 'Supplier', { Name: 'Kontorsgiganten AB' });
		await create('supplierinvoices', 'SupplierInvoice', { SupplierNumber: '1', InvoiceDate: '2026-04-10', Total: 1250, VAT: 250, SupplierInvoiceRows: [{ Account: 4010, Debit: 1000 }] });
		await ok('PUT', '/3/supplierinvoices/1/bookkeep', 'SupplierInvoice');
		const booked = await ok<Voucher>('GET', '/3/vouchers/D/1', 'Voucher');
		expect(booked).toMatchObject({ ReferenceType: 'SUPPLIERINVOICE', ReferenceNumber: '1', TransactionDate: '2026-04-10', Year: 2 });
		const sum = (field: string) => booked.VoucherRows.reduce((total, row) => total + Number(row[field]), 0);
		expect(booked.VoucherRows).toEqual(expect.arrayContaining([expect.objectContaining({ Account: 4010, Debit: 1000 })]));
		expect(sum('Debit')).toBeCloseTo(sum('Credit'), 2);
		expect(stored()).toEqual(['D1/2']);
	});
});

describe('sandbox voucher series', () => {
	const STANDARD = [
		['A', 'Redovisningsverifikationer', true], ['B', 'Kundfakturor', false], ['C', 'Kundinbetalningar', false],
		['D', 'Leverantörsfakturor', false], ['E', 'Leverantörsutbetalningar', false],
	];

	it('lists the series a new company has, for a financial year', async () => {
		const res = await request<{ VoucherSeriesCollection: Row[]; MetaInformation: Row }>('GET', '/3/voucherseries');
		expect(res.body.VoucherSeriesCollection.map((v) => [v.Code, v.Description, v.Manual])).toEqual(STANDARD);
		expect(res.body.VoucherSeriesCollection[0]).toEqual({
			'@url': `${s.sandbox.url}/3/voucherseries/A`, Approver: { Id: null, Name: '' }, Code: 'A', Description: 'Redovisningsverifikationer',
			Manual: true, Year: 2,
		});
		expect(res.body.MetaInformation).toEqual({ '@TotalResources': 5, '@TotalPages': 1, '@CurrentPage': 1 });
		const y1 = await request<{ VoucherSeriesCollection: Row[] }>('GET', '/3/voucherseries?financialyear=1');
		expect(y1.body.VoucherSeriesCollection.every((v) => v.Year === 1)).toBe(true);
	});

	it('shows one series with the number its next voucher gets in the year', async () => {
		await post();
		await post();
		expect(await ok('GET', '/3/voucherseries/A', 'VoucherSeries')).toMatchObject({ Code: 'A', NextVoucherNumber: 3, Year: 2 });
		expect(await ok('GET', '/3/voucherseries/A?financialyear=1', 'VoucherSeries')).toMatchObject({ NextVoucherNumber: 1, Year: 1 });
		expect(await refused('GET', '/3/voucherseries/Q', undefined, 404)).toMatchObject({ code: 2009361 });
	});

	it('creates and updates a series; the code is unique and cannot change', async () => {
		const made = await create('voucherseries', 'VoucherSeries', { Code: 'L', Description: 'Lön', Approver: { Id: 3, Name: 'Eva' } });
		expect(made).toEqual({
			'@url': `${s.sandbox.url}/3/voucherseries/L`, Approver: { Id: 3, Name: 'Eva' }, Code: 'L', Description: 'Lön', Manual: false,
			NextVoucherNumber: 1, Year: 2,
		});
		expect(await refused('POST', '/3/vouchers', { Voucher: rent({ VoucherSeries: 'L' }) })).toMatchObject({ code: 2009351 });
		expect(await ok('PUT', '/3/voucherseries/L', 'VoucherSeries', { VoucherSeries: { Manual: true, Code: 'L', NextVoucherNumber: 9 } })).toMatchObject({
			Manual: true, Description: 'Lön', NextVoucherNumber: 1,
		});
		expect((await post({ VoucherSeries: 'L' })).VoucherNumber).toBe(1);
		expect(await refused('POST', '/3/voucherseries', { VoucherSeries: { Code: 'L' } })).toMatchObject({ code: 2009105 });
		expect(await refused('POST', '/3/voucherseries', { VoucherSeries: { Code: 'ABCDEFGHIJK' } })).toMatchObject({ code: 2009002 });
		expect(await refused('POST', '/3/voucherseries', { VoucherSeries: { Description: 'x' } })).toMatchObject({ code: 2009001 });
		expect(await refused('PUT', '/3/voucherseries/L', { VoucherSeries: { Code: 'M' } })).toMatchObject({ code: 2009104 });
		expect(await refused('PUT', '/3/voucherseries/Q', { VoucherSeries: { Manual: true } }, 404)).toMatchObject({ code: 2009361 });
		expect(tenant().bookkeeping.series.find((x) => x.Code === 'L')).toMatchObject({ Manual: true, Approver: { Id: 3, Name: 'Eva' } });
		expect(tenant().bookkeeping.series.map((x) => x.Code)).toEqual(['A', 'B', 'C', 'D', 'E', 'L']);
	});
});
