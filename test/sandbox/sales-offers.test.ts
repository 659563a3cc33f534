import { fieldsOf, plusDays, today, useSales, type Row } from './sales-helpers';

// /3/offers: the shared document behaviour with Quantity, the offer → order and offer → invoice
// links, what a converted or cancelled offer refuses, its sending, and the list's query.

const { s, request, offer, ok, refused, numbers } = useSales();
const get = (number: string) => ok('GET', `/3/offers/${number}`, 'Offer');
const act = (number: string, action: string, method = 'PUT') => ok(method, `/3/offers/${number}/${action}`, 'Offer');
const ROWS = [{ ArticleNumber: '1002', Quantity: 2, Price: 4000 }, { Description: 'Leverans', Quantity: 1, Price: 400, Discount: 50 }];

describe('sandbox /3/offers', () => {
	it('shows every field of fortnox_Offer, counts Quantity, and is valid 30 days unless told', async () => {
		const created = await offer({ CustomerNumber: '2', OfferDate: '2026-05-01', OfferRows: ROWS });
		expect(Object.keys(created).sort()).toEqual(fieldsOf('fortnox_Offer'));
		expect(Object.keys(created.OfferRows[0]).sort()).toEqual(fieldsOf('fortnox_Offer_OfferRow'));
		expect(created.OfferRows.map((r) => [r.Description, r.Quantity, r.Total])).toEqual([['Skrivbord', '2', 8000], ['Leverans', '1', 200]]);
		expect(created).toMatchObject({ OfferDate: '2026-05-01', ExpireDate: '2026-05-31', Net: 8200, Total: 10250, OrderReference: '0', InvoiceReference: '0' });
		expect((await offer({ CustomerNumber: '2', OfferDate: '2026-05-01', ExpireDate: '2026-05-10' })).ExpireDate).toBe('2026-05-10');
		const listed = (await request('GET', '/3/offers')).body.Offers as Row[];
		expect(Object.keys(listed[0]).sort()).toEqual(fieldsOf('fortnox_OfferListItem'));
		expect(await refused('GET', '/3/offers/9', undefined, 404)).toMatchObject({ code: 2009232 });
	});

	it('makes an order of an offer, linked both ways, and then refuses a second order, an invoice, changes and cancelling', async () => {
		await offer({ CustomerNumber: '1', OfferRows: ROWS });
		const order = await ok('PUT', '/3/offers/1/createorder', 'Order');
		expect(order).toMatchObject({ DocumentNumber: '1', OfferReference: '1', CustomerNumber: '1', OrderDate: today(), Total: 10250 });
		expect(order.OrderRows.map((r) => [r.ArticleNumber, r.OrderedQuantity, r.DeliveredQuantity, r.Discount])).toEqual([['1002', '2', '2', 0], ['', '1', '1', 50]]);
		expect(await get('1')).toMatchObject({ OrderReference: '1', InvoiceReference: '0' });
		for (const action of ['createorder', 'createinvoice', 'cancel']) {
			expect(await refused('PUT', `/3/offers/1/${action}`)).toMatchObject({ code: 2009216, message: expect.stringMatching(/order 1/) });
		}
		expect(await refused('PUT', '/3/offers/1', { Offer: { OurReference: 'X' } })).toMatchObject({ code: 2009216 });
		// The order goes on to an invoice that remembers the offer's order.
		expect(await ok('PUT', '/3/orders/1/createinvoice', 'Invoice')).toMatchObject({ OrderReference: '1', Total: 10250 });
	});

	it('makes an invoice of an offer, linked both ways', async () => {
		await offer({ CustomerNumber: '1', OfferRows: ROWS });
		const invoice = await ok('PUT', '/3/offers/1/createinvoice', 'Invoice');
		expect(invoice).toMatchObject({ DocumentNumber: '1', OfferReference: '1', DueDate: plusDays(today(), 10), Total: 10250 });
		expect(invoice.InvoiceRows.map((r) => r.DeliveredQuantity)).toEqual(['2', '1']);
		expect(await get('1')).toMatchObject({ InvoiceReference: '1', OrderReference: '0' });
		expect(await refused('PUT', '/3/offers/1/createorder')).toMatchObject({ code: 2009216, message: expect.stringMatching(/invoice 1/) });
	});

	it('cancels an open offer, which then is neither changed, converted nor sent', async () => {
		await offer({ CustomerNumber: '1' });
		expect(await act('1', 'cancel')).toMatchObject({ Cancelled: true });
		for (const [method, action] of [['PUT', 'createorder'], ['PUT', 'createinvoice'], ['PUT', 'cancel'], ['GET', 'email'], ['GET', 'print'], ['PUT', 'externalprint']]) {
			expect(await refused(method, `/3/offers/1/${action}`)).toMatchObject({ code: 2009211 });
		}
		expect(s.sandbox.tenant(s.t.tenantId).sales.orders).toEqual([]);
	});

	it('mails to the customer’s offer address, else its e-mail, prints, previews and marks sent', async () => {
		await offer({ CustomerNumber: '1' });
		await ok('PUT', '/3/customers/2', 'Customer', { Customer: { EmailOffer: 'offert@beta.example' } });
		await offer({ CustomerNumber: '2', EmailInformation: { EmailSubject: 'Offert {no} till {name}' } });
		await act('1', 'email', 'GET');
		await act('2', 'email', 'GET');
		expect(s.sandbox.sentSalesMails(s.t.tenantId).map((m) => [m.kind, m.to, m.subject])).toEqual([
			['offer', 'info@acme.example', 'Offert 1'], ['offer', 'offert@beta.example', 'Offert 2 till Beta HB'],
		]);
		const print = await request('GET', '/3/offers/1/print');
		expect([print.status, print.headers.get('content-type'), print.headers.get('content-disposition')]).toEqual([200, 'application/pdf', 'attachment; filename="Offert 1.pdf"']);
		await offer({ CustomerNumber: '2' });
		expect((await request('GET', '/3/offers/3/preview')).status).toBe(200);
		expect((await get('3')).Sent).toBe(false);
		expect(await act('3', 'externalprint')).toMatchObject({ Sent: true });
	});
});

describe('sandbox GET /3/offers', () => {
	/** 1 Acme, ordered; 2 Beta, cancelled; 3 Acme, open, expired; 4 Beta, open, not completed, sent; 5 Beta, invoiced */
	beforeEach(async () => {
		await offer({ CustomerNumber: '1', OfferDate: '2026-04-01', OfferRows: [{ Description: 'A', Quantity: 1, Price: 300 }] });
		await offer({ CustomerNumber: '2', OfferDate: '2026-04-02', Project: 'P2', OfferRows: [{ Description: 'B', Quantity: 1, Price: 100 }] });
		await offer({ CustomerNumber: '1', OfferDate: '2026-04-03', ExpireDate: plusDays(today(), -1), CostCenter: 'CC1', OfferRows: [{ Description: 'C', Quantity: 1, Price: 500 }] });
		await offer({ CustomerNumber: '2', OfferDate: '2026-04-04', ExpireDate: '2099-01-01', NotCompleted: true, OurReference: 'Olle', OfferRows: [{ Description: 'D', Quantity: 1, Price: 200 }] });
		await offer({ CustomerNumber: '2', OfferDate: '2026-04-05', ExpireDate: '2099-01-01', OfferRows: [{ Description: 'E', Quantity: 1, Price: 400 }] });
		await ok('PUT', '/3/offers/1/createorder', 'Order');
		await act('2', 'cancel');
		await act('4', 'externalprint');
		await ok('PUT', '/3/offers/5/createinvoice', 'Invoice');
	});

	it.each([
		['', ['1', '2', '3', '4', '5']],
		['filter=cancelled', ['2']],
		['filter=expired', ['3']],
		['filter=completed', ['1', '3', '5']],
		['filter=notcompleted', ['4']],
		['filter=ordercreated', ['1']],
		['filter=ordernotcreated', ['3', '4']],
		['customername=acme', ['1', '3']],
		['customernumber=2', ['2', '4', '5']],
		['documentnumber=5', ['5']],
		['costcenter=cc1', ['3']],
		['project=P2', ['2']],
		['sent=true', ['4']],
		['notcompleted=false', ['1', '2', '3', '5']],
		['ourreference=olle', ['4']],
		['yourreference=anna', ['1', '3']],
		['fromdate=2026-04-02&todate=2026-04-04', ['2', '3', '4']],
		['sortby=total&sortorder=descending', ['3', '5', '1', '4', '2']],
		['sortby=transactionDate&sortorder=descending', ['5', '4', '3', '2', '1']],
		['sortby=customerName', ['1', '3', '2', '4', '5']],
		['sortby=id&sortorder=descending', ['5', '4', '3', '2', '1']],
		['limit=2&page=3', ['5']],
	])('%s → %j', async (query, expected) => {
		expect(await numbers('offers', query)).toEqual(expected);
	});

	it.each(['filter=open', 'sortby=offerdate', 'notcompleted=no', 'fromdate=2026-4-1'])('refuses %s', async (query) => {
		expect(await refused('GET', `/3/offers?${query}`)).toMatchObject({ code: query.startsWith('filter=') ? 2000587 : 2000588 }); // an invalid filter has its own code, as recorded
	});
});
