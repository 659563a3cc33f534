import { call } from './helpers';
import { answeredFieldsOf, plusDays, today, useSales, type Doc, type Row } from './sales-helpers';

// /3/invoices as Fortnox's OpenAPI describes it: numbering, every field of fortnox_Invoice, rows and
// their defaults, totals with VAT and öresavrundning, the customer's defaults, PUT's row rules and
// the refusals of a body.

const { s, request, create, invoice, ok, refused } = useSales();
const get = (number: string) => ok('GET', `/3/invoices/${number}`, 'Invoice');
const update = (number: string, Invoice: Row) => ok('PUT', `/3/invoices/${number}`, 'Invoice', { Invoice });
const line = (Description: string, DeliveredQuantity: number, Price: number, more: Row = {}) => ({ Description, DeliveredQuantity, Price, ...more });

describe('sandbox /3/invoices: numbering and shape', () => {
	it('numbers a tenant’s invoices from 1, takes a free number given, and the series skips it', async () => {
		expect((await invoice({ CustomerNumber: '2' })).DocumentNumber).toBe('1');
		expect((await invoice({ CustomerNumber: '2', DocumentNumber: '3' })).DocumentNumber).toBe('3');
		expect((await invoice({ CustomerNumber: '2' })).DocumentNumber).toBe('2');
		expect((await invoice({ CustomerNumber: '2' })).DocumentNumber).toBe('4');
		expect(await refused('POST', '/3/invoices', { Invoice: { CustomerNumber: '2', DocumentNumber: '3' } })).toMatchObject({ code: 2009202 });
		expect(await refused('POST', '/3/invoices', { Invoice: { CustomerNumber: '2', DocumentNumber: 'F-9' } })).toMatchObject({ code: 2000108 });
	});

	it('keeps the series of each kind and each tenant apart', async () => {
		await invoice({ CustomerNumber: '2' });
		expect((await create('orders', 'Order', { CustomerNumber: '2' })).DocumentNumber).toBe('1');
		const other = s.sandbox.createTenant();
		const auth = { 'Access-Token': other.accessToken, 'Client-Secret': other.clientSecret };
		await call(s.sandbox, 'POST', '/3/customers', { auth, json: { Customer: { Name: 'Gamma AB' } } });
		const res = await call<{ Invoice: Doc }>(s.sandbox, 'POST', '/3/invoices', { auth, json: { Invoice: { CustomerNumber: '1' } } });
		expect(res.body.Invoice.DocumentNumber).toBe('1');
	});

	it('shows every field of fortnox_Invoice and its rows, the OCR made from the number, and GET answers the same', async () => {
		const created = await invoice({ CustomerNumber: '2', InvoiceRows: [line('Konsult', 2, 950)] });
		expect(Object.keys(created).sort()).toEqual(answeredFieldsOf('fortnox_Invoice'));
		expect(Object.keys(created.InvoiceRows[0]).sort()).toEqual(answeredFieldsOf('fortnox_Invoice_InvoiceRow'));
		expect(created).toMatchObject({
			'@url': `${s.sandbox.url}/3/invoices/1`, OCR: '133', Booked: false, Cancelled: false, Sent: false, Credit: 'false', Currency: 'SEK',
			CurrencyRate: 1, CurrencyUnit: 1, InvoiceType: 'INVOICE', Language: 'SV', VoucherNumber: null, WarehouseReady: false,
		});
		expect(created.InvoiceRows[0]).toMatchObject({ DeliveredQuantity: '2', Price: 950, Total: 1900, VAT: 25, AccountNumber: 3001, DiscountType: 'PERCENT' });
		expect(await get('1')).toEqual(created);
		expect(await refused('GET', '/3/invoices/99', undefined, 404)).toMatchObject({ code: 2000434 });
	});
});

describe('sandbox /3/invoices: totals', () => {
	it('sums rows with their discount and VAT rate, and rounds SEK to whole kronor in RoundOff', async () => {
		const created = await invoice({
			CustomerNumber: '2',
			InvoiceRows: [line('Bok', 1, 99.9), line('Penna', 2, 49.5, { Discount: 10 }), line('Kaffe', 1, 12.34, { VAT: 12 })],
		});
		expect(created.InvoiceRows.map((r) => [r.Total, r.VAT, r.AccountNumber])).toEqual([[99.9, 25, 3001], [89.1, 25, 3001], [12.34, 12, 3002]]);
		// VAT: (99.90 + 89.10) × 25 % = 47.25; 12.34 × 12 % = 1.48; 201.34 + 48.73 = 250.07 → 250
		expect(created).toMatchObject({ Gross: 201.34, Net: 201.34, TotalVAT: 48.73, RoundOff: -0.07, Total: 250, TotalToPay: 250, Balance: 250 });
	});

	it('takes an AMOUNT discount off the row, and puts 25 % VAT on Freight and AdministrationFee', async () => {
		const created = await invoice({
			CustomerNumber: '2', Freight: 50, AdministrationFee: 25, InvoiceRows: [line('Hyra', 2, 100, { Discount: 15, DiscountType: 'AMOUNT' })],
		});
		expect(created.InvoiceRows[0].Total).toBe(185);
		expect(created).toMatchObject({ Gross: 185, Net: 260, FreightVAT: 12.5, AdministrationFeeVAT: 6.25, TotalVAT: 65, RoundOff: 0, Total: 325 });
	});

	it('reads prices as VAT included when VATIncluded is true', async () => {
		const created = await invoice({ CustomerNumber: '2', VATIncluded: true, InvoiceRows: [line('A', 1, 125), line('B', 2, 56, { VAT: 12 })] });
		expect(created.InvoiceRows.map((r) => [r.Total, r.PriceExcludingVAT, r.TotalExcludingVAT])).toEqual([[125, 100, 100], [112, 50, 100]]);
		expect(created).toMatchObject({ Net: 200, TotalVAT: 37, Total: 237, RoundOff: 0 });
	});

	it('keeps öre in another currency, at the currency register’s sell rate', async () => {
		const eur = await ok<Row>('GET', '/3/currencies/EUR', 'Currency');
		const created = await invoice({ CustomerNumber: '2', Currency: 'EUR', InvoiceRows: [line('Licens', 1, 10.55)] });
		expect(created).toMatchObject({ Currency: 'EUR', CurrencyRate: eur.SellRate, Total: 13.19, RoundOff: 0 });
		expect((await invoice({ CustomerNumber: '2', Currency: 'EUR', CurrencyRate: 11 })).CurrencyRate).toBe(11);
	});

	it('computes the contribution from the articles’ purchase prices', async () => {
		// Article 1003 (Skrivbordslampa) is bought at 249.
		const created = await invoice({ CustomerNumber: '2', InvoiceRows: [{ ArticleNumber: '1003', DeliveredQuantity: 2, Price: 499 }, line('Frakt', 1, 100)] });
		expect(created).toMatchObject({ ContributionValue: 600, ContributionPercent: 54.64 });
		expect(created.InvoiceRows[0]).toMatchObject({ ContributionValue: '500.00', ContributionPercent: '50.10' });
	});
});

describe('sandbox /3/invoices: defaults', () => {
	it('takes the customer’s name, address, references, terms and invoice e-mail, and dates from today', async () => {
		const created = await invoice({ CustomerNumber: '1' });
		expect(created).toMatchObject({
			CustomerName: 'Acme AB', Address1: 'Storgatan 1', ZipCode: '352 30', City: 'Växjö', OrganisationNumber: '556677-8899',
			YourReference: 'Anna Ek', TermsOfPayment: '10', InvoiceDate: today(), DueDate: plusDays(today(), 10),
			EmailInformation: { EmailAddressTo: 'faktura@acme.example', EmailAddressCC: 'cfo@acme.example', EmailAddressBCC: null },
			EDIInformation: { EDIGlobalLocationNumber: '7350000000011' },
		});
	});

	it('lets the body win, and dates the due date from InvoiceDate and the terms (30 days when none)', async () => {
		const created = await invoice({ CustomerNumber: '1', City: 'Lund', TermsOfPayment: '20', InvoiceDate: '2026-02-10', EmailInformation: { EmailAddressTo: 'x@y.example' } });
		expect(created).toMatchObject({ City: 'Lund', TermsOfPayment: '20', DueDate: '2026-03-02', EmailInformation: { EmailAddressTo: 'x@y.example', EmailAddressCC: 'cfo@acme.example' } });
		expect(await invoice({ CustomerNumber: '2', InvoiceDate: '2026-01-31' })).toMatchObject({ TermsOfPayment: '30', DueDate: '2026-03-02' });
		expect(await invoice({ CustomerNumber: '2', InvoiceDate: '2026-01-31', DueDate: '2026-02-01' })).toMatchObject({ DueDate: '2026-02-01' });
	});

	it('fills a row from its article: description, unit, sales price, VAT and the sales account of the rate', async () => {
		expect((await request('POST', '/3/articles', { Article: { ArticleNumber: 'K1', Description: 'Kaffe', Unit: 'kg', SalesPrice: 89, VAT: 12 } })).status).toBe(201);
		const created = await invoice({ CustomerNumber: '2', InvoiceRows: [{ ArticleNumber: 'K1', DeliveredQuantity: 3 }, { ArticleNumber: 'K1', DeliveredQuantity: 1, Price: 80, Description: 'Kaffe, rabatt' }] });
		expect(created.InvoiceRows[0]).toMatchObject({ Description: 'Kaffe', Unit: 'kg', Price: 89, VAT: 12, AccountNumber: 3002, Total: 267 });
		expect(created.InvoiceRows[1]).toMatchObject({ Description: 'Kaffe, rabatt', Price: 80, Total: 80 });
	});
});

describe('sandbox /3/invoices: refused bodies', () => {
	it.each([
		['no CustomerNumber', {}, 2009001],
		['an unknown customer', { CustomerNumber: '99' }, 2009200],
		['an unknown field', { CustomerNumber: '2', Colour: 'red' }, 2001399],
		['an unknown article', { CustomerNumber: '2', InvoiceRows: [{ ArticleNumber: 'NOPE', DeliveredQuantity: 1 }] }, 2009201],
		['a VAT rate Sweden does not have', { CustomerNumber: '2', InvoiceRows: [line('X', 1, 1, { VAT: 13 })] }, 2009203],
		['rows that are not a list', { CustomerNumber: '2', InvoiceRows: { Description: 'X' } }, 2009207],
		['an unknown row field', { CustomerNumber: '2', InvoiceRows: [{ Description: 'X', Colour: 'red' }] }, 2001399],
		['an unknown label', { CustomerNumber: '2', Labels: [{ Id: 99 }] }, 2009204],
		['unknown terms of payment', { CustomerNumber: '2', TermsOfPayment: '99' }, 2009107],
		['an unknown cost center', { CustomerNumber: '2', CostCenter: 'NOPE' }, 2009024],
		['an unknown stock point', { CustomerNumber: '2', InvoiceRows: [line('X', 1, 1, { StockPointCode: 'NOPE' })] }, 2009205],
		['an InvoiceType Fortnox does not have', { CustomerNumber: '2', InvoiceType: 'GIFT' }, 2009004],
		['a date that is not one', { CustomerNumber: '2', InvoiceDate: '2026-02-30' }, 2009102],
		['an account outside 1000–9999', { CustomerNumber: '2', InvoiceRows: [line('X', 1, 1, { AccountNumber: 999 })] }, 2009101],
		// Limits only some variants of the schema state (fortnox_Invoice_InvoiceRow, fortnox_Invoice).
		['a row Description of 1,100 characters', { CustomerNumber: '2', InvoiceRows: [line('x'.repeat(1100), 1, 1)] }, 2009002],
		['a PaymentWay Fortnox does not have', { CustomerNumber: '2', PaymentWay: 'CHEQUE' }, 2009004],
	])('refuses %s', async (_, Invoice, code) => {
		const error = await refused('POST', '/3/invoices', { Invoice });
		expect(error.code).toBe(code);
		expect(s.sandbox.tenant(s.t.tenantId).sales.invoices).toEqual([]);
	});

	it('takes a row Description of 255 characters, and names the row of one longer', async () => {
		const created = await invoice({ CustomerNumber: '2', InvoiceRows: [line('x'.repeat(255), 1, 1)] });
		expect(created.InvoiceRows[0].Description).toHaveLength(255);
		const error = await refused('POST', '/3/invoices', { Invoice: { CustomerNumber: '2', InvoiceRows: [line('A', 1, 1), line('x'.repeat(256), 1, 1)] } });
		expect(error.message).toBe('InvoiceRows[1]: Description is too long (max 255 characters).');
	});

	it('names the row of a refused row field', async () => {
		const error = await refused('POST', '/3/invoices', { Invoice: { CustomerNumber: '2', InvoiceRows: [line('A', 1, 1), line('B', 'many' as unknown as number, 1)] } });
		expect(error.message).toMatch(/^InvoiceRows\[1\]: /);
	});

	it('accepts and ignores what Fortnox computes, and keeps labels that exist', async () => {
		const id = (await create<Row>('labels', 'Label', { Description: 'Prio' })).Id;
		const created = await invoice({ CustomerNumber: '2', Total: 5, Booked: true, '@url': 'x', Labels: [{ Id: id }], InvoiceRows: [line('A', 1, 10, { Total: 1 })] });
		expect(created).toMatchObject({ Total: 13, Booked: false, Labels: [{ Id: id }] });
	});
});

describe('sandbox PUT /3/invoices/{DocumentNumber}', () => {
	const three = [line('A', 1, 10), line('B', 2, 20), line('C', 3, 30)];

	it('changes the fields given and keeps the others, rows included when none are given', async () => {
		await invoice({ CustomerNumber: '1', YourReference: 'X', InvoiceRows: three });
		const updated = await update('1', { OurReference: 'Vi', Freight: 10 });
		expect(updated).toMatchObject({ YourReference: 'X', OurReference: 'Vi', Net: 150, TotalVAT: 37.5, Total: 188, RoundOff: 0.5 });
		expect(updated.InvoiceRows.map((r) => r.Description)).toEqual(['A', 'B', 'C']);
		expect(await refused('PUT', '/3/invoices/1', { Invoice: { DocumentNumber: '7' } })).toMatchObject({ code: 2009104 });
	});

	it('without RowIds updates the rows in order, each keeping what it does not give, and drops the rest', async () => {
		const created = await invoice({ CustomerNumber: '2', InvoiceRows: three });
		const updated = await update('1', { InvoiceRows: [{ DeliveredQuantity: 5 }, { Description: 'B2' }] });
		expect(updated.InvoiceRows.map((r) => [r.Description, r.DeliveredQuantity, r.Price])).toEqual([['A', '5', 10], ['B2', '2', 20]]);
		// New RowIds every time, as Fortnox.
		expect(updated.InvoiceRows.map((r) => r.RowId)).not.toEqual(created.InvoiceRows.slice(0, 2).map((r) => r.RowId));
	});

	it('with RowIds updates the rows named, adds rows without one and drops the rest', async () => {
		const created = await invoice({ CustomerNumber: '2', InvoiceRows: three });
		const [a, , c] = created.InvoiceRows.map((r) => r.RowId);
		const updated = await update('1', { InvoiceRows: [{ RowId: c, Price: 35 }, { RowId: a }, line('D', 1, 1)] });
		expect(updated.InvoiceRows.map((r) => [r.Description, r.Price])).toEqual([['C', 35], ['A', 10], ['D', 1]]);
		expect(await refused('PUT', '/3/invoices/1', { Invoice: { InvoiceRows: [{ RowId: 12345 }] } })).toMatchObject({ code: 2009206 });
	});

	it('takes the new customer’s defaults when the customer changes, and a new article’s when a row’s article changes', async () => {
		await invoice({ CustomerNumber: '2', InvoiceRows: [{ ArticleNumber: '1001', DeliveredQuantity: 1 }] });
		const updated = await update('1', { CustomerNumber: '1', InvoiceRows: [{ ArticleNumber: '1003' }] });
		expect(updated).toMatchObject({ CustomerName: 'Acme AB', City: 'Växjö', TermsOfPayment: '10' });
		expect(updated.InvoiceRows[0]).toMatchObject({ ArticleNumber: '1003', Description: 'Skrivbordslampa', DeliveredQuantity: '1' });
	});

	it('changes nothing when the body is refused', async () => {
		const created = await invoice({ CustomerNumber: '2', InvoiceRows: three });
		await refused('PUT', '/3/invoices/1', { Invoice: { OurReference: 'Vi', InvoiceRows: [{ ArticleNumber: 'NOPE' }] } });
		expect(await get('1')).toEqual(created);
	});
});
