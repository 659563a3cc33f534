import { answeredFieldsOf, fieldsOf, plusDays, today, useSales, type Row } from './sales-helpers';

// /3/orders: the shared document behaviour with OrderedQuantity, the order → invoice link, what an
// invoiced or cancelled order refuses, its sending, and the list's query.

const { s, request, order, ok, refused, numbers } = useSales();
const get = (number: string) => ok('GET', `/3/orders/${number}`, 'Order');
const act = (number: string, action: string, method = 'PUT') => ok(method, `/3/orders/${number}/${action}`, 'Order');
const ROWS = [{ ArticleNumber: '1001', OrderedQuantity: 3, DeliveredQuantity: 2, Price: 1000 }, { Description: 'Montering', OrderedQuantity: 1, Price: 500 }];

describe('sandbox /3/orders', () => {
	it('shows every field of fortnox_Order, counts OrderedQuantity, and a row delivers what it orders unless told', async () => {
		const created = await order({ CustomerNumber: '1', OrderDate: '2026-04-01', Remarks: 'Ring före leverans', OrderRows: ROWS });
		expect(Object.keys(created).sort()).toEqual(fieldsOf('fortnox_Order'));
		expect(Object.keys(created.OrderRows[0]).sort()).toEqual(answeredFieldsOf('fortnox_Order_OrderRow'));
		expect(created.OrderRows.map((r) => [r.OrderedQuantity, r.DeliveredQuantity, r.ReservedQuantity, r.Total])).toEqual([['3', '2', '0', 3000], ['1', '1', '0', 500]]);
		expect(created).toMatchObject({
			DocumentNumber: '1', OrderDate: '2026-04-01', CustomerName: 'Acme AB', Net: 3500, TotalVAT: 875, Total: 4375, OrderType: 'Order',
			InvoiceReference: '0', EmailInformation: { EmailAddressTo: 'order@acme.example' }, DeliveryState: 'registration',
		});
		const listed = (await request('GET', '/3/orders')).body.Orders as Row[];
		expect(Object.keys(listed[0]).sort()).toEqual(fieldsOf('fortnox_OrderListItem'));
		expect(await refused('GET', '/3/orders/9', undefined, 404)).toMatchObject({ code: 2000439 });
	});

	it('makes an invoice of an order: its rows with their DeliveredQuantity, linked both ways', async () => {
		await order({ CustomerNumber: '1', YourOrderNumber: 'PO-1', Remarks: 'Intern anteckning', OrderRows: ROWS });
		const invoice = await ok('PUT', '/3/orders/1/createinvoice', 'Invoice');
		expect(invoice).toMatchObject({
			DocumentNumber: '1', OrderReference: '1', CustomerNumber: '1', YourOrderNumber: 'PO-1', Remarks: '', InvoiceDate: today(),
			EmailInformation: { EmailAddressTo: 'faktura@acme.example' }, Net: 2500, Total: 3125, Booked: false,
		});
		expect(invoice.InvoiceRows.map((r) => [r.ArticleNumber, r.Description, r.DeliveredQuantity, r.Price])).toEqual([['1001', 'Kontorsstol', '2', 1000], ['', 'Montering', '1', 500]]);
		expect(await get('1')).toMatchObject({ InvoiceReference: '1' });
		expect(await numbers('orders', 'filter=invoicecreated')).toEqual(['1']);
	});

	it('copies Remarks to the invoice when CopyRemarks is true', async () => {
		await order({ CustomerNumber: '2', Remarks: 'Tack för ordern', CopyRemarks: true });
		expect(await ok('PUT', '/3/orders/1/createinvoice', 'Invoice')).toMatchObject({ Remarks: 'Tack för ordern' });
	});

	it('refuses to invoice, change or cancel an invoiced order, and to invoice or change a cancelled one', async () => {
		await order({ CustomerNumber: '2', OrderRows: ROWS });
		await ok('PUT', '/3/orders/1/createinvoice', 'Invoice');
		for (const [method, path] of [['PUT', 'createinvoice'], ['PUT', 'cancel']]) {
			expect(await refused(method, `/3/orders/1/${path}`)).toMatchObject({ code: 2009216, message: expect.stringMatching(/invoice 1/) });
		}
		expect(await refused('PUT', '/3/orders/1', { Order: { OurReference: 'X' } })).toMatchObject({ code: 2009216 });
		await order({ CustomerNumber: '2' });
		expect(await act('2', 'cancel')).toMatchObject({ Cancelled: true });
		expect(await refused('PUT', '/3/orders/2/createinvoice')).toMatchObject({ code: 2009211 });
		expect(await refused('PUT', '/3/orders/2', { Order: { OurReference: 'X' } })).toMatchObject({ code: 2009211 });
		expect(s.sandbox.tenant(s.t.tenantId).sales.invoices).toHaveLength(1);
	});

	it('updates rows by RowId: a row keeps its DeliveredQuantity, unless a new OrderedQuantity comes without one', async () => {
		const created = await order({ CustomerNumber: '2', OrderRows: ROWS });
		const [first, second] = created.OrderRows.map((r) => r.RowId);
		const updated = await ok('PUT', '/3/orders/1', 'Order', { Order: { OrderRows: [{ RowId: first, Price: 900 }, { RowId: second, OrderedQuantity: 4 }] } });
		expect(updated.OrderRows.map((r) => [r.OrderedQuantity, r.DeliveredQuantity, r.Price])).toEqual([['3', '2', 900], ['4', '4', 500]]);
	});

	it('mails to the customer’s order address, prints, previews and marks sent like an invoice', async () => {
		await order({ CustomerNumber: '1', OrderRows: ROWS });
		expect(await act('1', 'email', 'GET')).toMatchObject({ Sent: true });
		expect(s.sandbox.sentSalesMails(s.t.tenantId)).toEqual([expect.objectContaining({ kind: 'order', documentNumber: '1', to: 'order@acme.example', subject: 'Order 1', attachment: 'Order 1.pdf' })]);
		await order({ CustomerNumber: '2' });
		const preview = await request('GET', '/3/orders/2/preview');
		expect([preview.status, preview.headers.get('content-disposition')]).toEqual([200, 'attachment; filename="Order 2.pdf"']);
		expect((await get('2')).Sent).toBe(false);
		expect((await request('GET', '/3/orders/2/print')).status).toBe(200);
		expect((await get('2')).Sent).toBe(true);
		await order({ CustomerNumber: '2' });
		expect(await act('3', 'externalprint')).toMatchObject({ Sent: true });
		expect(await refused('GET', '/3/orders/3/email')).toMatchObject({ code: 2009214 });
	});
});

describe('sandbox GET /3/orders', () => {
	/** 1 Acme, invoiced; 2 Beta, cancelled; 3 Acme, open, delivery date passed; 4 Beta, open, to deliver later */
	beforeEach(async () => {
		await order({ CustomerNumber: '1', OrderDate: '2026-03-01', ExternalInvoiceReference1: 'WEB-1', OrderRows: [{ Description: 'A', OrderedQuantity: 1, Price: 100 }] });
		await order({ CustomerNumber: '2', OrderDate: '2026-03-05', Project: 'P1', OrderRows: [{ Description: 'B', OrderedQuantity: 1, Price: 400 }] });
		await order({ CustomerNumber: '1', OrderDate: '2026-03-10', DeliveryDate: plusDays(today(), -1), CostCenter: 'CC2', OrderRows: [{ Description: 'C', OrderedQuantity: 1, Price: 300 }] });
		await order({ CustomerNumber: '2', OrderDate: '2026-03-15', DeliveryDate: '2099-01-01', NotCompleted: true, OrderRows: [{ Description: 'D', OrderedQuantity: 1, Price: 200 }] });
		await ok('PUT', '/3/orders/1/createinvoice', 'Invoice');
		await act('2', 'cancel');
		await act('4', 'externalprint');
	});

	it.each([
		['', ['1', '2', '3', '4']],
		['filter=cancelled', ['2']],
		['filter=expired', ['3']],
		['filter=invoicecreated', ['1']],
		['filter=invoicenotcreated', ['3', '4']],
		['customername=beta', ['2', '4']],
		['customernumber=1', ['1', '3']],
		['documentnumber=4', ['4']],
		['externalinvoicereference1=web', ['1']],
		['costcenter=CC2', ['3']],
		['project=p1', ['2']],
		['sent=true', ['4']],
		['notcompleted=true', ['4']],
		['ordertype=order', ['1', '2', '3', '4']],
		['yourreference=anna', ['1', '3']],
		['fromdate=2026-03-05&todate=2026-03-10', ['2', '3']],
		['sortby=total&sortorder=descending', ['2', '3', '4', '1']],
		['sortby=orderdate&sortorder=descending', ['4', '3', '2', '1']],
		['sortby=customername', ['1', '3', '2', '4']],
		['sortby=customernumber&sortorder=descending', ['2', '4', '1', '3']],
		['sortby=documentnumber', ['1', '2', '3', '4']],
		['limit=3&page=2', ['4']],
	])('%s → %j', async (query, expected) => {
		expect(await numbers('orders', query)).toEqual(expected);
	});

	it.each(['filter=open', 'sortby=invoicedate', 'sent=1', 'todate=march'])('refuses %s', async (query) => {
		expect(await refused('GET', `/3/orders?${query}`)).toMatchObject({ code: query.startsWith('filter=') ? 2000587 : 2000588 }); // an invalid filter has its own code, as recorded
	});
});
