import { fieldsOf, OFFICE_GOODS, plusDays, today, usePurchasing, type Row } from './purchasing-helpers';

// /3/supplierinvoices: create with Fortnox's rows (TOT and VAT added), totals that must balance,
// defaults from the supplier, PUT while unbooked, and the list with the OpenAPI's filters and
// lastmodified. Sandbox time runs 600 times faster, so a short pause moves a change into a later minute.

const { s, request, ok, refused, numbers, supplierInvoice, act, payment, bookPayment, held } = usePurchasing({ timeScale: 600 });
const MINUTE = new Intl.DateTimeFormat('sv-SE', {
	timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
const nextMinute = () => new Promise((resolve) => setTimeout(resolve, 120));
/** Each row as [Account, Code, Debit, Credit]. */
const accounting = (rows: Row[]) => rows.map((r) => [r.Account, r.Code, r.Debit, r.Credit]);

describe('sandbox /3/supplierinvoices: create, get, update', () => {
	it('adds the supplier debt (2440, TOT) and input VAT (2641, VAT) rows to cost rows; Total is their sum', async () => {
		const created = await supplierInvoice(OFFICE_GOODS);
		expect(Object.keys(created).sort()).toEqual(fieldsOf('fortnox_SupplierInvoice'));
		expect(Object.keys(created.SupplierInvoiceRows[0]).sort()).toEqual(fieldsOf('fortnox_SupplierInvoice_SupplierInvoiceRow'));
		expect(created).toMatchObject({
			'@url': `${s.sandbox.url}/3/supplierinvoices/1`, GivenNumber: '1', SupplierNumber: '201', SupplierName: 'Kontorsgrossisten AB',
			InvoiceDate: '2026-03-02', DueDate: '2026-04-01', Currency: 'SEK', CurrencyRate: '1', CurrencyUnit: 1, Total: '1250', VAT: '250',
			Balance: '1250', Booked: false, Cancelled: false, Credit: false, VoucherNumber: null, Vouchers: [], AccountingMethod: 'ACCRUAL',
		});
		expect(accounting(created.SupplierInvoiceRows)).toEqual([[6110, '', 1000, 0], [2641, 'VAT', 250, 0], [2440, 'TOT', 0, 1250]]);
		expect(created.SupplierInvoiceRows.map((r) => [r.AccountDescription, r.Total])).toEqual([['Kontorsmateriel', 1000], ['Debiterad ingående moms', 250], ['Leverantörsskulder', -1250]]);
		expect(await ok('GET', '/3/supplierinvoices/1', 'SupplierInvoice')).toEqual(created);
		expect(held().supplierInvoices[0]).toMatchObject({ GivenNumber: '1', Total: 1250, VAT: 250, Balance: 1250 });
	});

	it('keeps rows the client coded itself, takes amounts as numeric strings or numbers, rows by Total or Price × Quantity', async () => {
		const coded = await supplierInvoice({
			SupplierNumber: '202', Total: 500, SupplierInvoiceRows: [
				{ Account: 4010, Total: '300' }, { Account: 4010, Price: 50, Quantity: 2 }, { Account: 2440, Code: 'TOT', Credit: 500 }, { Account: 3740, Total: -100 },
				{ Account: 4010, Debit: 200 },
			],
		});
		expect(accounting(coded.SupplierInvoiceRows)).toEqual([[4010, '', 300, 0], [4010, '', 100, 0], [2440, 'TOT', 0, 500], [3740, '', 0, 100], [4010, '', 200, 0]]);
		expect(coded).toMatchObject({ Total: '500', VAT: '0', InvoiceDate: today(), DueDate: plusDays(today(), 30) });
		const given = await supplierInvoice({ ...OFFICE_GOODS, GivenNumber: '40', Total: '1250.00' });
		expect(given).toMatchObject({ GivenNumber: '40', Total: '1250' });
		expect((await supplierInvoice(OFFICE_GOODS)).GivenNumber).toBe('2');
	});

	it('takes the currency from the supplier, its buy rate from the currency register, due date from the supplier’s terms', async () => {
		await request('POST', '/3/suppliers', { Supplier: { Name: 'Euro GmbH', SupplierNumber: '7', Currency: 'EUR', TermsOfPayment: '10' } });
		const euro = await supplierInvoice({ SupplierNumber: '7', InvoiceDate: '2026-03-02', SupplierInvoiceRows: [{ Account: 4010, Debit: 1105 }] });
		expect(euro).toMatchObject({ Currency: 'EUR', CurrencyRate: '11.05', CurrencyUnit: 1, DueDate: '2026-03-12', Total: '100', Balance: '100' });
		expect(euro.SupplierInvoiceRows.map((r) => [r.Account, r.Debit, r.Credit, r.DebitCurrency, r.CreditCurrency])).toEqual([[4010, 1105, 0, 100, 0], [2440, 0, 1105, 0, 100]]);
	});

	it.each([
		['no SupplierNumber', { SupplierInvoiceRows: [] }, 2009001],
		['a supplier that does not exist', { ...OFFICE_GOODS, SupplierNumber: '999' }, 2009301],
		['rows that do not balance the Total', { ...OFFICE_GOODS, Total: 1000 }, 2009303],
		['a coded TOT row that does not balance', { SupplierNumber: '201', SupplierInvoiceRows: [{ Account: 4010, Debit: 10 }, { Account: 2440, Code: 'TOT', Credit: 9 }] }, 2009303],
		['an account not in the chart', { SupplierNumber: '201', SupplierInvoiceRows: [{ Account: 4999, Debit: 10 }] }, 2001304],
		['a row without an amount', { SupplierNumber: '201', SupplierInvoiceRows: [{ Account: 4010 }] }, 2009304],
		['a row without an account', { SupplierNumber: '201', SupplierInvoiceRows: [{ Debit: 10 }] }, 2009001],
		['an unknown row code', { SupplierNumber: '201', SupplierInvoiceRows: [{ Account: 4010, Debit: 10, Code: 'XYZ' }] }, 2009004],
		['rows that are no list', { SupplierNumber: '201', SupplierInvoiceRows: { Account: 4010 } }, 2009207],
		['an unknown field', { ...OFFICE_GOODS, Colour: 'red' }, 2001399],
		['a GivenNumber in use', { ...OFFICE_GOODS, GivenNumber: '1' }, 2009202],
		['an InvoiceNumber over 64 characters', { ...OFFICE_GOODS, InvoiceNumber: 'x'.repeat(65) }, 2009002],
	])('refuses %s', async (_, SupplierInvoice, code) => {
		await supplierInvoice(OFFICE_GOODS);
		expect(await refused('POST', '/3/supplierinvoices', { SupplierInvoice })).toMatchObject({ code });
		expect(held().supplierInvoices).toHaveLength(1);
	});

	it('updates an unbooked invoice partially; new amounts or rows make new TOT and VAT rows', async () => {
		await supplierInvoice(OFFICE_GOODS);
		const commented = await ok<Row>('PUT', '/3/supplierinvoices/1', 'SupplierInvoice', { SupplierInvoice: { Comments: 'Kolla leveransen', OurReference: 'Eva' } });
		expect(commented).toMatchObject({ Comments: 'Kolla leveransen', OurReference: 'Eva', Total: '1250', InvoiceDate: '2026-03-02' });
		const rows = await ok<Row & { SupplierInvoiceRows: Row[] }>('PUT', '/3/supplierinvoices/1', 'SupplierInvoice', {
			SupplierInvoice: { VAT: 500, SupplierInvoiceRows: [{ Account: 6110, Debit: 2000 }] },
		});
		expect(rows).toMatchObject({ Total: '2500', VAT: '500', Balance: '2500', Comments: 'Kolla leveransen' });
		expect(accounting(rows.SupplierInvoiceRows)).toEqual([[6110, '', 2000, 0], [2641, 'VAT', 500, 0], [2440, 'TOT', 0, 2500]]);
		const dated = await ok<Row>('PUT', '/3/supplierinvoices/1', 'SupplierInvoice', { SupplierInvoice: { InvoiceDate: '2026-04-01' } });
		expect(dated).toMatchObject({ InvoiceDate: '2026-04-01', DueDate: '2026-05-01' });
		expect(await refused('PUT', '/3/supplierinvoices/1', { SupplierInvoice: { Total: 100 } })).toMatchObject({ code: 2009303 });
		expect(await refused('PUT', '/3/supplierinvoices/1', { SupplierInvoice: { GivenNumber: '5' } })).toMatchObject({ code: 2009104 });
		expect(await refused('PUT', '/3/supplierinvoices/9', { SupplierInvoice: { Comments: 'x' } }, 404)).toMatchObject({ code: 2009330 });
		expect(await refused('GET', '/3/supplierinvoices/9', undefined, 404)).toMatchObject({ code: 2009330 });
		expect(held().supplierInvoices[0]).toMatchObject({ Total: 2500, Comments: 'Kolla leveransen', InvoiceDate: '2026-04-01' });
	});

	it('refuses an update once the invoice is booked or cancelled', async () => {
		await supplierInvoice(OFFICE_GOODS);
		await supplierInvoice(OFFICE_GOODS);
		await act('1', 'bookkeep');
		await act('2', 'cancel');
		expect(await refused('PUT', '/3/supplierinvoices/1', { SupplierInvoice: { Comments: 'x' } })).toMatchObject({ code: 2009310 });
		expect(await refused('PUT', '/3/supplierinvoices/2', { SupplierInvoice: { Comments: 'x' } })).toMatchObject({ code: 2009311 });
		expect(held().supplierInvoices.map((i) => i.Comments)).toEqual(['', '']);
	});
});

describe('sandbox GET /3/supplierinvoices', () => {
	/**
	 * 1 booked, overdue, unpaid; 2 booked and fully paid; 3 unbooked, due in the future; 4 cancelled;
	 * 5 booked, approved for payment, partly paid.
	 */
	beforeEach(async () => {
		const past = plusDays(today(), -60);
		await supplierInvoice({ ...OFFICE_GOODS, InvoiceDate: past });
		await supplierInvoice({ ...OFFICE_GOODS, SupplierNumber: '202' });
		await supplierInvoice({ ...OFFICE_GOODS, InvoiceDate: today() });
		await supplierInvoice(OFFICE_GOODS);
		await supplierInvoice({ ...OFFICE_GOODS, InvoiceDate: today() });
		for (const n of ['1', '2', '5']) await act(n, 'bookkeep');
		await act('4', 'cancel');
		await act('5', 'approvalpayment');
		await bookPayment((await payment({ InvoiceNumber: '2' })).Number as number);
		await bookPayment((await payment({ InvoiceNumber: '5', Amount: 250 })).Number as number);
	});

	it('lists fortnox_SupplierInvoiceListItem in GivenNumber order with paging', async () => {
		const res = await request('GET', '/3/supplierinvoices?limit=2&page=3');
		const listed = res.body.SupplierInvoices as Row[];
		expect(Object.keys(listed[0]).sort()).toEqual(fieldsOf('fortnox_SupplierInvoiceListItem'));
		expect(listed[0]).toMatchObject({ GivenNumber: '5', Balance: '1000', Total: '1250', Cancel: false, Booked: true, AuthorizerName: s.sandbox.tenant(s.t.tenantId).name });
		expect(res.body.MetaInformation).toEqual({ '@TotalResources': 5, '@TotalPages': 3, '@CurrentPage': 3 });
		expect(await numbers('supplierinvoices', 'sortorder=descending', 'GivenNumber')).toEqual(['5', '4', '3', '2', '1']);
	});

	it.each([
		['cancelled', ['4']],
		['fullypaid', ['2']],
		['unpaid', ['1', '3', '5']],
		['unpaidoverdue', ['1']],
		['unbooked', ['3']],
		['pendingpayment', ['5']],
		['authorizepending', ['1', '3']],
	])('filter=%s', async (filter, expected) => {
		expect(await numbers('supplierinvoices', `filter=${filter}`, 'GivenNumber')).toEqual(expected);
	});

	it('refuses a filter the OpenAPI does not name', async () => {
		expect(await refused('GET', '/3/supplierinvoices?filter=paid')).toMatchObject({ code: 2000587 });
	});

	it('keeps with lastmodified the invoices changed since that minute: by PUT, by an action, by a payment', async () => {
		await nextMinute();
		await ok('PUT', '/3/supplierinvoices/3', 'SupplierInvoice', { SupplierInvoice: { Comments: 'Ändrad' } });
		await act('1', 'approvalpayment');
		await bookPayment((await payment({ InvoiceNumber: '5', Amount: 100 })).Number as number);
		const changed = held().supplierInvoices.filter((i) => ['1', '3', '5'].includes(i.GivenNumber));
		const first = Math.min(...changed.map((i) => i.modifiedAt));
		expect(await numbers('supplierinvoices', `lastmodified=${encodeURIComponent(MINUTE.format(first))}`, 'GivenNumber')).toEqual(['1', '3', '5']);
	});
});
