import { fieldsOf, OFFICE_GOODS, today, usePurchasing, type Row } from './purchasing-helpers';

// /3/supplierinvoicepayments: payments of supplier invoices (InvoiceNumber = GivenNumber), booking
// in series E (the invoice's Balance drops until it is fully paid), what a booked payment refuses,
// currency amounts, and the list. Sandbox time runs 600 times faster for lastmodified.

const { s, request, ok, refused, numbers, supplierInvoice, act, payment, bookPayment, held, voucherOf } = usePurchasing({ timeScale: 600 });
const balance = async (number: string) => (await ok<Row>('GET', `/3/supplierinvoices/${number}`, 'SupplierInvoice')).Balance;
const MINUTE = new Intl.DateTimeFormat('sv-SE', {
	timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
const nextMinute = () => new Promise((resolve) => setTimeout(resolve, 120));

beforeEach(async () => {
	await supplierInvoice(OFFICE_GOODS);
	await act('1', 'bookkeep');
});

describe('sandbox /3/supplierinvoicepayments', () => {
	it('records a payment with every field of fortnox_SupplierInvoicePayment, numbered from 1; Amount defaults to the Balance', async () => {
		const created = await payment({ InvoiceNumber: '1', Amount: 400, ModeOfPayment: 'BG', Information: 'Delbetalning' });
		expect(Object.keys(created).sort()).toEqual(fieldsOf('fortnox_SupplierInvoicePayment'));
		expect(created).toMatchObject({
			'@url': `${s.sandbox.url}/3/supplierinvoicepayments/1`, Number: 1, InvoiceNumber: '1', Amount: 400, AmountCurrency: 400, Booked: false,
			Currency: 'SEK', CurrencyRate: 1, CurrencyUnit: 1, PaymentDate: today(), ModeOfPayment: 'BG', Information: 'Delbetalning', Source: 'manual',
			InvoiceSupplierName: 'Kontorsgrossisten AB', InvoiceSupplierNumber: '201', InvoiceDueDate: '2026-04-01', InvoiceTotal: '1250',
			WriteOffs: [], VoucherNumber: null, VoucherSeries: '',
		});
		expect(await payment({ InvoiceNumber: '1' })).toMatchObject({ Number: 2, Amount: 1250, AmountCurrency: 1250 });
		expect((await payment({ InvoiceNumber: '1', Amount: 1, Number: 7 })).Number).toBe(7);
		expect(await refused('POST', '/3/supplierinvoicepayments', { SupplierInvoicePayment: { InvoiceNumber: '1', Number: 7 } })).toMatchObject({ code: 2009306 });
		expect(await ok('GET', '/3/supplierinvoicepayments/1', 'SupplierInvoicePayment')).toEqual(created);
		expect(held().payments.map((p) => p.Number)).toEqual([1, 2, 7]);
		expect(await balance('1')).toBe('1250');
	});

	it.each([
		['no InvoiceNumber', { Amount: 1 }, 2009001],
		['an invoice that does not exist', { InvoiceNumber: '9', Amount: 1 }, 2009330],
		['an unknown field', { InvoiceNumber: '1', Amount: 1, Colour: 'red' }, 2001399],
		['a write-off without an account', { InvoiceNumber: '1', Amount: 1, WriteOffs: [{ Amount: 1 }] }, 2009001],
		['a Currency of 2 letters in a write-off', { InvoiceNumber: '1', Amount: 1, WriteOffs: [{ AccountNumber: 3740, Amount: 1, Currency: 'SE' }] }, 2009100],
	])('refuses %s', async (_, SupplierInvoicePayment, code) => {
		expect(await refused('POST', '/3/supplierinvoicepayments', { SupplierInvoicePayment })).toMatchObject({ code });
		expect(held().payments).toHaveLength(0);
	});

	it('books in series E (supplier debt against the bank, write-offs), lowering the Balance until the invoice is fully paid', async () => {
		await payment({ InvoiceNumber: '1', Amount: 400, PaymentDate: '2026-03-11' });
		await payment({ InvoiceNumber: '1', Amount: 840, PaymentDate: '2026-03-10', WriteOffs: [{ AccountNumber: 3740, Amount: 10, Description: 'Öresavrundning' }] });
		expect(await bookPayment(1)).toMatchObject({ Booked: true, VoucherSeries: 'E', VoucherNumber: 1, VoucherYear: 2 });
		const first = await voucherOf('E', 1);
		expect(first).toMatchObject({ TransactionDate: '2026-03-11', ReferenceType: 'SUPPLIERPAYMENT', ReferenceNumber: '1' });
		expect(first.VoucherRows.map((r) => [r.Account, r.Debit, r.Credit])).toEqual([[2440, 400, 0], [1930, 0, 400]]);
		expect(await balance('1')).toBe('850');
		expect(await numbers('supplierinvoices', 'filter=unpaid', 'GivenNumber')).toEqual(['1']);
		await bookPayment(2);
		expect((await voucherOf('E', 2)).VoucherRows.map((r) => [r.Account, r.Debit, r.Credit])).toEqual([[2440, 850, 0], [1930, 0, 840], [3740, 0, 10]]);
		expect(await ok('GET', '/3/supplierinvoices/1', 'SupplierInvoice')).toMatchObject({ Balance: '0', FinalPayDate: '2026-03-10' });
		expect(await numbers('supplierinvoices', 'filter=fullypaid', 'GivenNumber')).toEqual(['1']);
		expect(await numbers('supplierinvoices', 'filter=unpaid', 'GivenNumber')).toEqual([]);
		const listed = (await request('GET', '/3/supplierinvoicepayments')).body.SupplierInvoicePayments as Row[];
		expect(Object.keys(listed[0]).sort()).toEqual(fieldsOf('fortnox_SupplierInvoicePaymentListItem'));
		expect(listed.map((p) => [p.Number, p.WriteOffExist, p.Booked])).toEqual([[2, true, true], [1, false, true]]);
		expect(held().supplierInvoices[0]).toMatchObject({ Balance: 0, FinalPayDate: '2026-03-10' });
	});

	it('refuses to book a payment past the Balance, or one of an unbooked invoice', async () => {
		await payment({ InvoiceNumber: '1', Amount: 1300 });
		expect(await refused('PUT', '/3/supplierinvoicepayments/1/bookkeep')).toMatchObject({ code: 2009321 });
		await supplierInvoice(OFFICE_GOODS);
		await payment({ InvoiceNumber: '2', Amount: 100 });
		expect(await refused('PUT', '/3/supplierinvoicepayments/2/bookkeep')).toMatchObject({ code: 2009312 });
		expect(held().payments.map((p) => p.Booked)).toEqual([false, false]);
		expect(await balance('1')).toBe('1250');
	});

	it('updates and deletes an unbooked payment only; 404 for an unknown one', async () => {
		await payment({ InvoiceNumber: '1', Amount: 400 });
		const updated = await ok<Row>('PUT', '/3/supplierinvoicepayments/1', 'SupplierInvoicePayment', { SupplierInvoicePayment: { Amount: 500, PaymentDate: '2026-03-20' } });
		expect(updated).toMatchObject({ Amount: 500, AmountCurrency: 500, PaymentDate: '2026-03-20', InvoiceNumber: '1' });
		await bookPayment(1);
		expect(await refused('PUT', '/3/supplierinvoicepayments/1', { SupplierInvoicePayment: { Amount: 1 } })).toMatchObject({ code: 2009320 });
		expect(await refused('PUT', '/3/supplierinvoicepayments/1/bookkeep')).toMatchObject({ code: 2009320 });
		expect(await refused('DELETE', '/3/supplierinvoicepayments/1')).toMatchObject({ code: 2009320 });
		await payment({ InvoiceNumber: '1', Amount: 100 });
		expect((await request('DELETE', '/3/supplierinvoicepayments/2')).status).toBe(204);
		expect(await refused('GET', '/3/supplierinvoicepayments/2', undefined, 404)).toMatchObject({ code: 2009331 });
		expect(held().payments.map((p) => [p.Number, p.Amount])).toEqual([[1, 500]]);
	});

	it('pays a foreign-currency invoice: Amount in SEK, AmountCurrency in the invoice’s currency, which the Balance counts', async () => {
		await request('POST', '/3/suppliers', { Supplier: { Name: 'Euro GmbH', SupplierNumber: '7', Currency: 'EUR' } });
		await supplierInvoice({ SupplierNumber: '7', InvoiceDate: '2026-03-02', SupplierInvoiceRows: [{ Account: 4010, Debit: 1105 }] });
		await act('2', 'bookkeep');
		const paid = await payment({ InvoiceNumber: '2', Amount: 1115, CurrencyRate: 11.15 });
		expect(paid).toMatchObject({ Currency: 'EUR', CurrencyRate: 11.15, CurrencyUnit: 1, Amount: 1115, AmountCurrency: 100 });
		expect(await payment({ InvoiceNumber: '2' })).toMatchObject({ CurrencyRate: 11.05, Amount: 1105, AmountCurrency: 100 });
		await bookPayment(paid.Number as number);
		expect(held().supplierInvoices[1]).toMatchObject({ Currency: 'EUR', Total: 100, Balance: 0 });
	});

	it('lists by PaymentDate with paging and lastmodified', async () => {
		await payment({ InvoiceNumber: '1', Amount: 1, PaymentDate: '2026-03-12' });
		await payment({ InvoiceNumber: '1', Amount: 2, PaymentDate: '2026-03-10' });
		await payment({ InvoiceNumber: '1', Amount: 3, PaymentDate: '2026-03-11' });
		expect(await numbers('supplierinvoicepayments', '', 'Number')).toEqual(['2', '3', '1']);
		expect(await numbers('supplierinvoicepayments', 'limit=1&page=2', 'Number')).toEqual(['3']);
		await nextMinute();
		await ok('PUT', '/3/supplierinvoicepayments/2', 'SupplierInvoicePayment', { SupplierInvoicePayment: { Information: 'Ändrad' } });
		const since = encodeURIComponent(MINUTE.format(held().payments[1].modifiedAt));
		expect(await numbers('supplierinvoicepayments', `lastmodified=${since}`, 'Number')).toEqual(['2']);
	});
});
