import { plusDays, today, useSales, type Meta, type Row } from './sales-helpers';

// GET /3/invoices: every query parameter Fortnox's OpenAPI names, the list's own order, paging
// with MetaInformation, sortby/sortorder and lastmodified. Sandbox time runs 600 times faster, so a
// short pause moves a change into a later minute.

const { s, request, create, invoice, ok, refused, book, pay, numbers } = useSales({ timeScale: 600 });
const list = (query: string) => numbers('invoices', query);
const MINUTE = new Intl.DateTimeFormat('sv-SE', {
	timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});
/** 120 ms real = 72 s of sandbox time. */
const nextMinute = () => new Promise((resolve) => setTimeout(resolve, 120));
const ocrs: string[] = [];

/**
 * 1 Acme, unbooked, EUR, cost center, project, references, label, not completed, article 1001 (account 3001)
 * 2 Beta, booked, overdue, sent, a cash invoice, 12 % (3002)
 * 3 Beta, booked and paid on 2026-02-15 (3001)
 * 4 Acme, cancelled, 6 % (3003)
 * 5 Beta, booked, due in the future, 0 % (3004)
 */
beforeEach(async () => {
	const label = await create<Row>('labels', 'Label', { Description: 'Prio' });
	const created = [
		await invoice({
			CustomerNumber: '1', InvoiceDate: '2026-01-10', Currency: 'EUR', CostCenter: 'CC1', Project: 'P1', OurReference: 'Olle',
			YourOrderNumber: 'PO-77', ExternalInvoiceReference1: 'EXT-A', ExternalInvoiceReference2: 'EXT-B', NotCompleted: true,
			Labels: [{ Id: label.Id }], InvoiceRows: [{ ArticleNumber: '1001', DeliveredQuantity: 1, Price: 300 }],
		}),
		await invoice({
			CustomerNumber: '2', InvoiceDate: '2026-01-05', DueDate: plusDays(today(), -10), InvoiceType: 'CASHINVOICE',
			InvoiceRows: [{ Description: 'Konsult', DeliveredQuantity: 1, Price: 500, VAT: 12 }],
		}),
		await invoice({ CustomerNumber: '2', InvoiceDate: '2026-02-01', InvoiceRows: [{ Description: 'Support', DeliveredQuantity: 1, Price: 100 }] }),
		await invoice({ CustomerNumber: '1', InvoiceDate: '2026-02-20', InvoiceRows: [{ Description: 'Hyra', DeliveredQuantity: 1, Price: 1000, VAT: 6 }] }),
		await invoice({ CustomerNumber: '2', InvoiceDate: '2026-03-01', DueDate: '2099-01-01', InvoiceRows: [{ Description: 'Bok', DeliveredQuantity: 1, Price: 200, VAT: 0 }] }),
	];
	ocrs.splice(0, ocrs.length, ...created.map((i) => String(i.OCR)));
	for (const number of ['2', '3', '5']) await book(number);
	await ok('PUT', '/3/invoices/2/externalprint', 'Invoice');
	await pay('3', { Amount: 125, PaymentDate: '2026-02-15' });
	await ok('PUT', '/3/invoices/4/cancel', 'Invoice');
});

describe('sandbox GET /3/invoices', () => {
	it('lists by DocumentNumber with the list item’s fields and pages with MetaInformation', async () => {
		expect(await list('')).toEqual(['1', '2', '3', '4', '5']);
		const res = await request('GET', '/3/invoices?limit=2&page=2');
		expect(res.body.MetaInformation).toEqual({ '@TotalResources': 5, '@TotalPages': 3, '@CurrentPage': 2 });
		expect((res.body.Invoices as Row[]).map((i) => i.DocumentNumber)).toEqual(['3', '4']);
		const filtered = await request('GET', '/3/invoices?filter=unpaid&limit=1');
		expect(filtered.body.MetaInformation as Meta).toEqual({ '@TotalResources': 2, '@TotalPages': 2, '@CurrentPage': 1 });
	});

	it.each([
		['filter=cancelled', ['4']],
		['filter=unbooked', ['1']],
		['filter=unpaid', ['2', '5']],
		['filter=unpaidoverdue', ['2']],
		['filter=fullypaid', ['3']],
		['customername=acme', ['1', '4']],
		['customernumber=2', ['2', '3', '5']],
		['documentnumber=3', ['3']],
		['ourreference=oll', ['1']],
		['yourreference=ANNA', ['1', '4']],
		['yourordernumber=po-7', ['1']],
		['externalinvoicereference1=ext-a', ['1']],
		['externalinvoicereference2=EXT-B', ['1']],
		['costcenter=cc1', ['1']],
		['costcenter=CC', []],
		['project=P1', ['1']],
		['currency=eur', ['1']],
		['currency=SEK', ['2', '3', '4', '5']],
		['invoicetype=CASHINVOICE', ['2']],
		['invoicetype=INVOICE', ['1', '3', '4', '5']],
		['sent=true', ['2']],
		['sent=false', ['1', '3', '4', '5']],
		['notcompleted=true', ['1']],
		['credit=false', ['1', '2', '3', '4', '5']],
		['fromdate=2026-02-01', ['3', '4', '5']],
		['todate=2026-02-01', ['1', '2', '3']],
		['fromdate=2026-02-01&todate=2026-02-28', ['3', '4']],
		['fromfinalpaydate=2026-02-15', ['3']],
		['tofinalpaydate=2026-02-14', []],
		['label=Prio', ['1']],
		['articlenumber=1001', ['1']],
		['articledescription=konsult', ['2']],
		['accountnumberfrom=3002&accountnumberto=3003', ['2', '4']],
		['accountnumberto=3001', ['1', '3']],
		['accountnumberfrom=3004', ['5']],
		['customernumber=2&filter=unpaid&fromdate=2026-02-01', ['5']],
		['sortby=customername', ['1', '4', '2', '3', '5']],
		['sortby=customernumber&sortorder=descending', ['2', '3', '5', '1', '4']],
		['sortby=documentnumber&sortorder=descending', ['5', '4', '3', '2', '1']],
		['sortby=invoicedate&sortorder=descending', ['5', '4', '3', '1', '2']],
		['sortby=total', ['3', '5', '1', '2', '4']],
		['sortby=ocr', ['1', '2', '3', '4', '5']],
	])('%s → %j', async (query, expected) => {
		expect(await list(query)).toEqual(expected);
	});

	it('finds an invoice by its OCR and by the Id of its label', async () => {
		expect(await list(`ocr=${ocrs[4]}`)).toEqual(['5']);
		const labels = (await request('GET', '/3/labels')).body.Labels as Row[];
		expect(await list(`label=${String(labels[0].Id)}`)).toEqual(['1']);
	});

	it.each([
		'filter=paid', 'sent=yes', 'credit=1', 'notcompleted=maybe', 'fromdate=2026-13-01', 'tofinalpaydate=yesterday',
		'accountnumberfrom=x', 'sortby=balance', 'sortorder=up', 'lastmodified=today', 'limit=501',
	])('refuses %s', async (query) => {
		expect(await refused('GET', `/3/invoices?${query}`)).toMatchObject({ code: query.startsWith('filter=') ? 2000587 : 2000588 }); // an invalid filter has its own code, as recorded
	});

	it('keeps with lastmodified the invoices changed since that minute: by PUT, by an action, by a payment', async () => {
		await nextMinute();
		await ok('PUT', '/3/invoices/1', 'Invoice', { Invoice: { OurReference: 'Pelle' } });
		await ok('GET', '/3/invoices/5/eprint', 'Invoice');
		await pay('2', { Amount: 100 });
		const changed = s.sandbox.tenant(s.t.tenantId).sales.invoices.filter((i) => ['1', '2', '5'].includes(String(i.head.DocumentNumber)));
		const first = Math.min(...changed.map((i) => i.modifiedAt));
		expect(await list(`lastmodified=${encodeURIComponent(MINUTE.format(first))}`)).toEqual(['1', '2', '5']);
		// A date alone means from its midnight on: every invoice changed that day (the fast clock may have passed a midnight since the first ones).
		const day = MINUTE.format(first).slice(0, 10);
		const sinceMidnight = s.sandbox
			.tenant(s.t.tenantId)
			.sales.invoices.filter((i) => MINUTE.format(i.modifiedAt).slice(0, 10) >= day)
			.map((i) => String(i.head.DocumentNumber));
		expect(sinceMidnight).toEqual(expect.arrayContaining(['1', '2', '5']));
		expect(await list(`lastmodified=${day}`)).toEqual(sinceMidnight);
	});
});
