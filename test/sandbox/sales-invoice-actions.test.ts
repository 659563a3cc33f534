import { plusDays, today, useSales, type Row } from './sales-helpers';

// The actions of /3/invoices/{DocumentNumber}: bookkeep, cancel, credit, the ways of sending
// (email, einvoice, eprint, externalprint, print), preview, printreminder and warehouseready,
// each with the states that refuse it.

const { s, request, invoice, ok, refused, book, pay, numbers } = useSales();
const get = (number: string) => ok('GET', `/3/invoices/${number}`, 'Invoice');
const act = (number: string, action: string, method = 'PUT') => ok(method, `/3/invoices/${number}/${action}`, 'Invoice');
const ROWS = [{ Description: 'Konsult', DeliveredQuantity: 2, Price: 100 }];
const mails = () => s.sandbox.sentSalesMails(s.t.tenantId);
const stock = (item: string, point = 'MAIN') => s.sandbox.stock(s.t.tenantId, item, point).inStock;

describe('sandbox PUT /3/invoices/{n}/bookkeep and /cancel', () => {
	it('books with a voucher of series B, once, and then refuses changes and cancelling', async () => {
		await invoice({ CustomerNumber: '2', InvoiceRows: ROWS });
		await invoice({ CustomerNumber: '2', InvoiceRows: ROWS });
		expect(await act('2', 'bookkeep')).toMatchObject({ Booked: true, VoucherSeries: 'B', VoucherNumber: 1, VoucherYear: expect.any(Number) });
		expect((await act('1', 'bookkeep')).VoucherNumber).toBe(2);
		expect(await refused('PUT', '/3/invoices/1/bookkeep')).toMatchObject({ code: 2009210, message: expect.stringMatching(/already booked/) });
		expect(await refused('PUT', '/3/invoices/1', { Invoice: { OurReference: 'X' } })).toMatchObject({ code: 2009210, message: expect.stringMatching(/booked and cannot be updated/) });
		expect(await refused('PUT', '/3/invoices/1/cancel')).toMatchObject({ code: 2009210, message: expect.stringMatching(/booked and cannot be cancelled/) });
	});

	it('cancels an unbooked invoice (Balance 0), once, and then refuses changes, booking and sending', async () => {
		await invoice({ CustomerNumber: '1', InvoiceRows: ROWS });
		expect(await act('1', 'cancel')).toMatchObject({ Cancelled: true, Balance: 0, Total: 250 });
		for (const [method, action] of [['PUT', 'cancel'], ['PUT', 'bookkeep'], ['PUT', 'credit'], ['GET', 'email'], ['GET', 'print'], ['PUT', 'externalprint'], ['GET', 'eprint'], ['GET', 'einvoice'], ['PUT', 'warehouseready']]) {
			expect(await refused(method, `/3/invoices/1/${action}`)).toMatchObject({ code: 2009211 });
		}
		expect(await refused('PUT', '/3/invoices/1', { Invoice: { OurReference: 'X' } })).toMatchObject({ code: 2009211 });
		expect((await request('GET', '/3/invoices/1/preview')).status).toBe(200);
	});
});

describe('sandbox PUT /3/invoices/{n}/credit', () => {
	it('makes a credit invoice of a booked one and links the two', async () => {
		const original = await invoice({ CustomerNumber: '1', Freight: 20, InvoiceRows: [...ROWS, { Description: 'Rabatt', DeliveredQuantity: 1, Price: 50, Discount: 10, DiscountType: 'AMOUNT' }] });
		await book('1');
		const credited = await act('1', 'credit');
		expect(credited).toMatchObject({ DocumentNumber: '1', CreditInvoiceReference: '2', Credit: 'false', Balance: original.Total });
		const credit = await get('2');
		expect(credit).toMatchObject({
			CreditInvoiceReference: '1', Credit: 'true', Booked: false, CustomerNumber: '1', Freight: -20,
			Net: -original.Net, TotalVAT: -original.TotalVAT, Total: -original.Total, Balance: -original.Total,
		});
		expect(credit.InvoiceRows.map((r) => [r.DeliveredQuantity, r.Price, r.Total])).toEqual([['-2', 100, -200], ['-1', 50, -40]]);
		expect(await numbers('invoices', 'credit=true')).toEqual(['2']);
		expect(await numbers('invoices', 'credit=false')).toEqual(['1']);
	});

	it('refuses an unbooked invoice, a credited one and a credit invoice', async () => {
		await invoice({ CustomerNumber: '2', InvoiceRows: ROWS });
		expect(await refused('PUT', '/3/invoices/1/credit')).toMatchObject({ code: 2009212 });
		await book('1');
		await act('1', 'credit');
		expect(await refused('PUT', '/3/invoices/1/credit')).toMatchObject({ code: 2009213, message: expect.stringMatching(/already credited by invoice 2/) });
		await book('2');
		expect(await refused('PUT', '/3/invoices/2/credit')).toMatchObject({ code: 2009213 });
	});

	it('settles what it can of the original’s balance when the credit invoice is booked', async () => {
		await invoice({ CustomerNumber: '2', InvoiceRows: ROWS });
		await book('1');
		await pay('1', { Amount: 50 });
		await act('1', 'credit');
		await book('2');
		expect(await get('1')).toMatchObject({ Balance: 0, FinalPayDate: today() });
		expect(await get('2')).toMatchObject({ Balance: -50 });
		expect(await numbers('invoices', 'filter=fullypaid')).toEqual(['1']);
	});
});

describe('sandbox: sending an invoice', () => {
	it('e-mails to EmailInformation.EmailAddressTo, else the customer’s invoice address, records the mail and marks it sent', async () => {
		await invoice({ CustomerNumber: '1', InvoiceRows: ROWS });
		await invoice({ CustomerNumber: '1', EmailInformation: { EmailAddressTo: 'kund@example.se', EmailSubject: 'Faktura {no} till {name}', EmailBody: 'Hej!' } });
		expect(await act('1', 'email', 'GET')).toMatchObject({ Sent: true });
		expect((await act('2', 'email', 'GET')).Sent).toBe(true);
		expect(mails()).toEqual([
			{ kind: 'invoice', documentNumber: '1', to: 'faktura@acme.example', cc: 'cfo@acme.example', bcc: '', from: '', subject: 'Faktura 1', body: 'Faktura 1 bifogas.', attachment: 'Faktura 1.pdf', includedOnSend: [], at: expect.stringMatching(/^\d{4}-/) },
			expect.objectContaining({ documentNumber: '2', to: 'kund@example.se', subject: 'Faktura 2 till Acme AB', body: 'Hej!' }),
		]);
	});

	it('refuses an e-mail without an address to send to', async () => {
		await invoice({ CustomerNumber: '2' });
		await invoice({ CustomerNumber: '2', EmailInformation: { EmailAddressTo: 'not an address' } });
		expect(await refused('GET', '/3/invoices/1/email')).toMatchObject({ code: 2009214 });
		expect(await refused('GET', '/3/invoices/2/email')).toMatchObject({ code: 2009214 });
		expect(mails()).toEqual([]);
		expect((await get('1')).Sent).toBe(false);
	});

	it('sends an e-invoice only with a GLN; eprint and externalprint mark it sent', async () => {
		await invoice({ CustomerNumber: '2' });
		expect(await refused('GET', '/3/invoices/1/einvoice')).toMatchObject({ code: 2009215 });
		expect(await act('1', 'eprint', 'GET')).toMatchObject({ Sent: true });
		await invoice({ CustomerNumber: '1' });
		expect(await act('2', 'einvoice', 'GET')).toMatchObject({ Sent: true });
		await invoice({ CustomerNumber: '2', EDIInformation: { EDIGlobalLocationNumber: '7350000000028' } });
		expect(await act('3', 'einvoice', 'GET')).toMatchObject({ Sent: true });
		await invoice({ CustomerNumber: '2' });
		expect(await act('4', 'externalprint')).toMatchObject({ Sent: true });
	});

	it('prints a PDF naming the invoice and marks it sent; a preview changes nothing', async () => {
		await invoice({ CustomerNumber: '2', InvoiceRows: ROWS });
		const preview = await request('GET', '/3/invoices/1/preview');
		expect(preview.status).toBe(200);
		expect(preview.headers.get('content-type')).toBe('application/pdf');
		expect(preview.raw.subarray(0, 5).toString()).toBe('%PDF-');
		expect(preview.raw.toString('latin1')).toContain('Faktura 1 - Beta HB - 250.00 SEK');
		expect((await get('1')).Sent).toBe(false);
		const print = await request('GET', '/3/invoices/1/print');
		expect(print.headers.get('content-disposition')).toBe('attachment; filename="Faktura 1.pdf"');
		expect((await get('1')).Sent).toBe(true);
	});
});

describe('sandbox GET /3/invoices/{n}/printreminder', () => {
	it('prints a reminder of a booked, unpaid, overdue invoice and counts it', async () => {
		await invoice({ CustomerNumber: '2', InvoiceDate: plusDays(today(), -40), DueDate: plusDays(today(), -10), InvoiceRows: ROWS });
		expect(await refused('GET', '/3/invoices/1/printreminder')).toMatchObject({ code: 2009212 });
		await book('1');
		const reminder = await request('GET', '/3/invoices/1/printreminder');
		expect(reminder.status).toBe(200);
		expect(reminder.headers.get('content-disposition')).toMatch(/^attachment; filename="P_minnelse 1.pdf"; filename\*=UTF-8''P%C3%A5minnelse%201\.pdf$/);
		expect(await get('1')).toMatchObject({ Reminders: 1, LastRemindDate: today() });
		await pay('1', { Amount: 250 });
		expect(await refused('GET', '/3/invoices/1/printreminder')).toMatchObject({ code: 2009220, message: expect.stringMatching(/fully paid/) });
	});

	it('refuses an invoice not yet due', async () => {
		await invoice({ CustomerNumber: '2', InvoiceRows: ROWS });
		await book('1');
		expect(await refused('GET', '/3/invoices/1/printreminder')).toMatchObject({ code: 2009220, message: expect.stringMatching(/not overdue/) });
	});
});

describe('sandbox PUT /3/invoices/{n}/warehouseready', () => {
	it('delivers the stock articles out of stock once, location by location, and leaves other rows alone', async () => {
		expect((await request('POST', '/3/articles', { Article: { ArticleNumber: 'S1', Description: 'Montering', Type: 'SERVICE' } })).status).toBe(201);
		// The seed: 1001 at MAIN 20 (A1) and STORE 5; 1002 at MAIN 8, all on A2.
		await invoice({ CustomerNumber: '2', InvoiceRows: [
			{ ArticleNumber: '1001', DeliveredQuantity: 3 }, { ArticleNumber: '1001', DeliveredQuantity: 2, StockPointCode: 'STORE' },
			{ ArticleNumber: '1002', DeliveredQuantity: 5 }, { ArticleNumber: 'S1', DeliveredQuantity: 1 }, { Description: 'Frakt', DeliveredQuantity: 1, Price: 99 },
		] });
		expect(await act('1', 'warehouseready')).toMatchObject({ WarehouseReady: true });
		expect([stock('1001'), stock('1001', 'STORE'), stock('1002')]).toEqual([17, 3, 3]);
		expect(s.sandbox.stock(s.t.tenantId, '1002', 'MAIN', 'A2').inStock).toBe(3);
		expect(await refused('PUT', '/3/invoices/1/warehouseready')).toMatchObject({ code: 2009217 });
		expect(await refused('PUT', '/3/invoices/1', { Invoice: { OurReference: 'X' } })).toMatchObject({ code: 2009217 });
		expect([stock('1001'), stock('1001', 'STORE'), stock('1002')]).toEqual([17, 3, 3]);
	});

	it('refuses more than the stock point holds, and changes nothing', async () => {
		await invoice({ CustomerNumber: '2', InvoiceRows: [{ ArticleNumber: '1001', DeliveredQuantity: 1 }, { ArticleNumber: '1002', DeliveredQuantity: 9 }] });
		expect(await refused('PUT', '/3/invoices/1/warehouseready')).toMatchObject({ code: 2009218, message: expect.stringMatching(/1002/) });
		expect([stock('1001'), stock('1002')]).toEqual([20, 8]);
		expect((await get('1')).WarehouseReady).toBe(false);
	});

	it('gives the stock back when the invoice is cancelled, and takes a credit invoice’s goods back in', async () => {
		await invoice({ CustomerNumber: '2', InvoiceRows: [{ ArticleNumber: '1003', DeliveredQuantity: 4 }] });
		await act('1', 'warehouseready');
		expect(stock('1003')).toBe(11);
		await act('1', 'cancel');
		expect(stock('1003')).toBe(15);
		await invoice({ CustomerNumber: '2', InvoiceRows: [{ ArticleNumber: '1003', DeliveredQuantity: 2 }] });
		await act('2', 'warehouseready');
		await book('2');
		await act('2', 'credit');
		await act('3', 'warehouseready');
		expect(stock('1003')).toBe(15);
	});

	it('is refused while the warehouse module is off', async () => {
		await invoice({ CustomerNumber: '2', InvoiceRows: [{ ArticleNumber: '1003', DeliveredQuantity: 1 }] });
		s.sandbox.setWarehouseEnabled(s.t.tenantId, false);
		expect(await refused('PUT', '/3/invoices/1/warehouseready')).toMatchObject({ code: 2009219 });
	});
});

describe('sandbox: what an action answers', () => {
	it('answers 404 for an invoice that does not exist, whatever the action', async () => {
		for (const [method, action] of [['PUT', 'bookkeep'], ['PUT', 'cancel'], ['PUT', 'credit'], ['GET', 'email'], ['GET', 'print'], ['GET', 'preview'], ['GET', 'printreminder'], ['PUT', 'warehouseready']]) {
			expect(await refused(method, `/3/invoices/9/${action}`, undefined, 404)).toMatchObject({ code: 2000434 });
		}
	});

	it('answers an action with the invoice, changed only by it', async () => {
		const created: Row = await invoice({ CustomerNumber: '2', InvoiceRows: ROWS });
		expect(await act('1', 'externalprint')).toEqual({ ...created, Sent: true });
	});
});
