import { fieldsOf, today, useSales, type Row } from './sales-helpers';

// /3/invoicepayments: payments of booked invoices, numbering, booking (the invoice's Balance drops
// until it is fully paid), what a booked payment refuses, and the list's query.

const { s, request, create, invoice, ok, refused, book, numbers } = useSales();
const payment = (fields: Row) => create<Row>('invoicepayments', 'InvoicePayment', fields);
const bookPayment = (number: string) => ok<Row>('PUT', `/3/invoicepayments/${number}/bookkeep`, 'InvoicePayment');
const balance = async (number: string) => (await ok('GET', `/3/invoices/${number}`, 'Invoice')).Balance;
const ROWS = [{ Description: 'Konsult', DeliveredQuantity: 4, Price: 200 }]; // 1 000 with VAT

beforeEach(async () => {
	await invoice({ CustomerNumber: '1', InvoiceRows: ROWS });
	await book('1');
});

describe('sandbox /3/invoicepayments', () => {
	it('records a payment of a booked invoice with every field of fortnox_InvoicePayment, numbered from 1', async () => {
		const created = await payment({ InvoiceNumber: 1, Amount: 400, ModeOfPayment: 'BG' });
		expect(Object.keys(created).sort()).toEqual(fieldsOf('fortnox_InvoicePayment'));
		expect(created).toMatchObject({
			'@url': `${s.sandbox.url}/3/invoicepayments/1`, Number: '1', InvoiceNumber: 1, Amount: 400, AmountCurrency: 400, Booked: false,
			Currency: 'SEK', CurrencyRate: 1, CurrencyUnit: 1, PaymentDate: today(), ModeOfPayment: 'BG', ModeOfPaymentAccount: 1930,
			InvoiceCustomerName: 'Acme AB', InvoiceCustomerNumber: '1', InvoiceOCR: '133', InvoiceTotal: '1000', WriteOffs: [], VoucherNumber: null,
		});
		expect((await payment({ InvoiceNumber: 1, Amount: 1, Number: '7' })).Number).toBe('7');
		expect((await payment({ InvoiceNumber: 1, Amount: 1 })).Number).toBe('2');
		expect(await refused('POST', '/3/invoicepayments', { InvoicePayment: { InvoiceNumber: 1, Amount: 1, Number: '7' } })).toMatchObject({ code: 2009202 });
		expect(await ok('GET', '/3/invoicepayments/1', 'InvoicePayment')).toEqual(created);
		expect(await balance('1')).toBe(1000);
	});

	it.each([
		['no InvoiceNumber', { Amount: 1 }, 2009001],
		['no Amount', { InvoiceNumber: 1 }, 2009001],
		['an invoice that does not exist', { InvoiceNumber: 9, Amount: 1 }, 2000434],
		['an unbooked invoice', { InvoiceNumber: 2, Amount: 1 }, 2009212],
		['an unknown field', { InvoiceNumber: 1, Amount: 1, Colour: 'red' }, 2001399],
		['a write-off without an account', { InvoiceNumber: 1, Amount: 1, WriteOffs: [{ Amount: 1 }] }, 2009001],
	])('refuses %s', async (_, InvoicePayment, code) => {
		await invoice({ CustomerNumber: '2' });
		expect(await refused('POST', '/3/invoicepayments', { InvoicePayment })).toMatchObject({ code });
	});

	it('lowers the invoice’s Balance when booked, until the invoice is fully paid', async () => {
		await payment({ InvoiceNumber: 1, Amount: 400, PaymentDate: '2026-03-11' });
		await payment({ InvoiceNumber: 1, Amount: 590, PaymentDate: '2026-03-10', WriteOffs: [{ AccountNumber: 3740, Amount: 10, Description: 'Öresavrundning' }] });
		expect(await bookPayment('1')).toMatchObject({ Booked: true, VoucherSeries: 'C', VoucherNumber: 1 });
		expect(await balance('1')).toBe(600);
		expect(await numbers('invoices', 'filter=unpaid')).toEqual(['1']);
		await bookPayment('2');
		expect(await ok('GET', '/3/invoices/1', 'Invoice')).toMatchObject({ Balance: 0, FinalPayDate: '2026-03-10' });
		expect(await numbers('invoices', 'filter=fullypaid')).toEqual(['1']);
		expect(await numbers('invoices', 'filter=unpaid')).toEqual([]);
		const listed = (await request('GET', '/3/invoicepayments')).body.InvoicePayments as Row[];
		expect(Object.keys(listed[0]).sort()).toEqual(fieldsOf('fortnox_InvoicePaymentListItem'));
		expect(listed.map((p) => [p.Number, p.WriteOffExist])).toEqual([['2', true], ['1', false]]);
	});

	it('refuses a booking that would take the Balance past 0', async () => {
		await payment({ InvoiceNumber: 1, Amount: 1000.01 });
		expect(await refused('PUT', '/3/invoicepayments/1/bookkeep')).toMatchObject({ code: 2009222 });
		await payment({ InvoiceNumber: 1, Amount: -5 });
		expect(await refused('PUT', '/3/invoicepayments/2/bookkeep')).toMatchObject({ code: 2009222 });
		expect(await balance('1')).toBe(1000);
	});

	it('changes and deletes an unbooked payment, and refuses both, and booking again, once it is booked', async () => {
		await payment({ InvoiceNumber: 1, Amount: 100 });
		expect(await ok('PUT', '/3/invoicepayments/1', 'InvoicePayment', { InvoicePayment: { Amount: 150 } })).toMatchObject({ Amount: 150, AmountCurrency: 150 });
		expect((await request('DELETE', '/3/invoicepayments/1')).status).toBe(204);
		expect(await refused('GET', '/3/invoicepayments/1', undefined, 404)).toMatchObject({ code: 2009233 });
		await payment({ InvoiceNumber: 1, Amount: 100 });
		await bookPayment('2');
		expect(await refused('PUT', '/3/invoicepayments/2', { InvoicePayment: { Amount: 1 } })).toMatchObject({ code: 2009221 });
		expect(await refused('DELETE', '/3/invoicepayments/2')).toMatchObject({ code: 2009221 });
		expect(await refused('PUT', '/3/invoicepayments/2/bookkeep')).toMatchObject({ code: 2009221 });
		expect(await balance('1')).toBe(900);
	});

	it('converts a payment in the invoice’s currency at the invoice’s rate', async () => {
		await invoice({ CustomerNumber: '2', Currency: 'USD', CurrencyRate: 10, InvoiceRows: [{ Description: 'Licens', DeliveredQuantity: 1, Price: 80 }] });
		await book('2');
		expect(await payment({ InvoiceNumber: 2, Amount: 500 })).toMatchObject({ Currency: 'USD', CurrencyRate: 10, AmountCurrency: 50 });
		await bookPayment('1');
		expect(await balance('2')).toBe(50);
	});

	it('lists by payment date, then number, and takes invoicenumber, sortby and lastmodified', async () => {
		await invoice({ CustomerNumber: '2', InvoiceRows: ROWS });
		await book('2');
		await payment({ InvoiceNumber: 1, Amount: 1, PaymentDate: '2026-03-02' });
		await payment({ InvoiceNumber: 2, Amount: 1, PaymentDate: '2026-03-01' });
		await payment({ InvoiceNumber: 1, Amount: 1, PaymentDate: '2026-03-01' });
		expect(await numbers('invoicepayments', '', 'Number')).toEqual(['2', '3', '1']);
		expect(await numbers('invoicepayments', 'invoicenumber=1', 'Number')).toEqual(['3', '1']);
		expect(await numbers('invoicepayments', 'sortby=paymentdate&sortorder=descending', 'Number')).toEqual(['1', '2', '3']);
		expect(await numbers('invoicepayments', 'limit=1&page=3', 'Number')).toEqual(['1']);
		expect(await numbers('invoicepayments', `lastmodified=${today()}`, 'Number')).toHaveLength(3);
		expect(await refused('GET', '/3/invoicepayments?invoicenumber=one')).toMatchObject({ code: 2000588 });
	});
});
