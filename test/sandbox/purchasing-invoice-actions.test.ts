import { OFFICE_GOODS, usePurchasing, type Row } from './purchasing-helpers';

// The actions on /3/supplierinvoices/{GivenNumber}: bookkeep (a voucher in series D of the
// invoice's rows), cancel, credit, approvalbookkeep, approvalpayment, and when each is refused.

const { refused, numbers, supplierInvoice, act, payment, bookPayment, held, voucherOf } = usePurchasing();
const put = (number: string, action: string) => refused('PUT', `/3/supplierinvoices/${number}/${action}`);

beforeEach(async () => {
	await supplierInvoice(OFFICE_GOODS);
});

describe('sandbox /3/supplierinvoices actions', () => {
	it('bookkeep: Booked, a voucher in series D with the invoice’s rows, referring to the invoice; only once', async () => {
		const booked = await act('1', 'bookkeep');
		expect(booked).toMatchObject({
			Booked: true, VoucherSeries: 'D', VoucherNumber: 1, VoucherYear: 2,
			Vouchers: [{ Number: 1, Series: 'D', Year: 2, ReferenceType: 'SUPPLIERINVOICE' }],
		});
		const voucher = await voucherOf('D', 1);
		expect(voucher).toMatchObject({ TransactionDate: '2026-03-02', ReferenceType: 'SUPPLIERINVOICE', ReferenceNumber: '1' });
		expect(voucher.VoucherRows.map((r) => [r.Account, r.Debit, r.Credit])).toEqual([[6110, 1000, 0], [2641, 250, 0], [2440, 0, 1250]]);
		expect(await put('1', 'bookkeep')).toMatchObject({ code: 2009310 });
		expect((await act((await supplierInvoice(OFFICE_GOODS)).GivenNumber, 'bookkeep')).VoucherNumber).toBe(2);
		expect(held().supplierInvoices[0]).toMatchObject({ Booked: true, VoucherSeries: 'D' });
	});

	it('cancel: an unbooked invoice only; a cancelled one is neither booked, cancelled again nor paid', async () => {
		expect(await act('1', 'cancel')).toMatchObject({ Cancelled: true, Booked: false });
		expect(await put('1', 'cancel')).toMatchObject({ code: 2009311 });
		expect(await put('1', 'bookkeep')).toMatchObject({ code: 2009311 });
		expect(await refused('POST', '/3/supplierinvoicepayments', { SupplierInvoicePayment: { InvoiceNumber: '1' } })).toMatchObject({ code: 2009311 });
		await supplierInvoice(OFFICE_GOODS);
		await act('2', 'bookkeep');
		expect(await put('2', 'cancel')).toMatchObject({ code: 2009310 });
		expect(held().supplierInvoices.map((i) => i.Cancelled)).toEqual([true, false]);
	});

	it('credit: a credit invoice of a booked one, rows and amounts negated; booking it settles both', async () => {
		expect(await put('1', 'credit')).toMatchObject({ code: 2009312 });
		await act('1', 'bookkeep');
		const original = await act('1', 'credit');
		expect(original).toMatchObject({ GivenNumber: '1', CreditReference: 2, Credit: false, Balance: '1250' });
		const credit = held().supplierInvoices[1];
		expect(credit).toMatchObject({ GivenNumber: '2', Credit: true, CreditReference: 1, Total: -1250, VAT: -250, Balance: -1250, Booked: false });
		expect(credit.SupplierInvoiceRows.map((r) => [r.Account, r.Debit, r.Credit])).toEqual([[6110, 0, 1000], [2641, 0, 250], [2440, 1250, 0]]);
		expect(await put('1', 'credit')).toMatchObject({ code: 2009313 });
		expect(await put('2', 'credit')).toMatchObject({ code: 2009312 });
		const bookedCredit = await act('2', 'bookkeep');
		expect(bookedCredit).toMatchObject({ Balance: '0', VoucherSeries: 'D', VoucherNumber: 2 });
		expect(await put('2', 'credit')).toMatchObject({ code: 2009314 });
		expect(held().supplierInvoices.map((i) => [i.GivenNumber, i.Balance])).toEqual([['1', 0], ['2', 0]]);
		expect(await numbers('supplierinvoices', 'filter=fullypaid', 'GivenNumber')).toEqual(['1', '2']);
	});

	it('credit is refused for a cancelled invoice', async () => {
		await act('1', 'cancel');
		expect(await put('1', 'credit')).toMatchObject({ code: 2009311 });
		expect(held().supplierInvoices).toHaveLength(1);
	});

	it('approvalbookkeep: approves the accounting and books the invoice (series D); refused when booked or cancelled', async () => {
		expect(await numbers('supplierinvoices', 'filter=authorizepending', 'GivenNumber')).toEqual(['1']);
		expect(await act('1', 'approvalbookkeep')).toMatchObject({ Booked: true, VoucherSeries: 'D', VoucherNumber: 1 });
		expect(await put('1', 'approvalbookkeep')).toMatchObject({ code: 2009310 });
		await supplierInvoice(OFFICE_GOODS);
		await act('2', 'cancel');
		expect(await put('2', 'approvalbookkeep')).toMatchObject({ code: 2009311 });
		expect(held().supplierInvoices.map((i) => [i.Booked, i.approvedBookkeep])).toEqual([[true, true], [false, false]]);
	});

	it('approvalpayment: the invoice leaves authorizepending for pendingpayment; refused twice, when cancelled or paid', async () => {
		const approved = await act('1', 'approvalpayment');
		expect(approved).toMatchObject({ PaymentPending: true, Booked: false });
		expect(await numbers('supplierinvoices', 'filter=authorizepending', 'GivenNumber')).toEqual([]);
		expect(await numbers('supplierinvoices', 'filter=pendingpayment', 'GivenNumber')).toEqual(['1']);
		expect(await put('1', 'approvalpayment')).toMatchObject({ code: 2009315 });
		await act('1', 'bookkeep');
		await bookPayment((await payment({ InvoiceNumber: '1' })).Number as number);
		expect(await numbers('supplierinvoices', 'filter=pendingpayment', 'GivenNumber')).toEqual([]);
		await supplierInvoice({ ...OFFICE_GOODS, VAT: 0, SupplierInvoiceRows: [] });
		expect(await put('2', 'approvalpayment')).toMatchObject({ code: 2009316 });
		await supplierInvoice(OFFICE_GOODS);
		await act('3', 'cancel');
		expect(await put('3', 'approvalpayment')).toMatchObject({ code: 2009311 });
		expect(held().supplierInvoices.map((i) => i.approvedPayment)).toEqual([true, false, false]);
	});

	it('answers 404 for an unknown invoice', async () => {
		for (const action of ['bookkeep', 'cancel', 'credit', 'approvalbookkeep', 'approvalpayment']) {
			expect(await refused('PUT', `/3/supplierinvoices/9/${action}`, undefined, 404)).toMatchObject({ code: 2009330 });
		}
		expect(held().supplierInvoices.map((i: Row) => i.Booked)).toEqual([false]);
	});
});
