import type { IDataObject } from 'n8n-workflow';

import { byNumber, plusDays, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { binaryBytes, loadOptionsContext, runChain, runNode } from '../harness/run-workflow';
import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';

type NodeError = Error & { description?: string };
type Credential = NodeSpec['credential'];

const { sandbox, coreRequests, today, storedDocument, salesCompany, oneRowDocument } = useCoreSandbox();

const offer = (credential: Credential, parameters: IDataObject, items?: IDataObject[]) =>
	runNode({ type: 'fortnox', credential, parameters: { resource: 'offer', ...parameters } }, items);
/** The locator's By Number mode holding the previous node's document number. */
const fromPrevious = { __rl: true, mode: 'id', value: '={{ $json.DocumentNumber }}' };
const sales = (tenantId: string) => sandbox().tenant(tenantId).sales;
const stored = (tenantId: string, number: unknown, kind: 'offers' | 'orders' | 'invoices' = 'offers') => storedDocument(tenantId, kind, number);

/** A company with two customers and two articles; the first customer has an e-mail for offers. */
const company = () =>
	salesCompany({
		customers: [
			['Kontorsgiganten AB', { Email: 'info@kontorsgiganten.se', EmailOffer: 'offert@kontorsgiganten.se' }],
			['Städbolaget i Sverige AB', { Email: 'inkop@stadbolaget.se' }],
		],
		articles: [
			['CH-1', 'Kontorsstol Ergo', 1200],
			['LA-1', 'Lampa LED', 40],
		],
	});

const simpleOffer = (credential: Credential, customer: string, price?: number, additionalFields?: IDataObject) =>
	oneRowDocument('offer', credential, customer, price, additionalFields);

async function ok(credential: Credential, parameters: IDataObject): Promise<IDataObject> {
	const result = await offer(credential, parameters);
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

describe('Fortnox → Offer → Create, Get and Update', () => {
	it('creates an offer from the form: an article row takes the article, a text row its own price; it expires after 30 days; Get returns it', async () => {
		const { tenantId, credential, customer } = await company();
		const created = await offer(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: {
				row: [
					{ ArticleNumber: 'CH-1', Quantity: 4, rowFields: { Discount: 200, DiscountType: 'AMOUNT' } },
					{ Description: 'Montering', Quantity: 2, rowFields: { Price: 450, VAT: 25 } },
				],
			},
			additionalFields: { YourReference: 'Anna Inköp', Remarks: 'Giltig i 30 dagar' },
		});
		expect(created.error()).toBeUndefined();
		const number = String(created.items[0].json.DocumentNumber);
		expect(created.items[0].json).toMatchObject({
			CustomerNumber: customer,
			CustomerName: 'Kontorsgiganten AB',
			YourReference: 'Anna Inköp',
			OfferDate: today(),
			ExpireDate: plusDays(today(), 30),
			// 4 × 1200 less 200 + 2 × 450 = 5500, VAT 1375.
			Net: 5500,
			TotalVAT: 1375,
			Total: 6875,
			OrderReference: '0',
			InvoiceReference: '0',
		});
		expect(created.items[0].json.OfferRows).toMatchObject([
			{ ArticleNumber: 'CH-1', Description: 'Kontorsstol Ergo', Quantity: '4', Price: 1200, Discount: 200, DiscountType: 'AMOUNT', Total: 4600 },
			{ ArticleNumber: '', Description: 'Montering', Quantity: '2', Price: 450, Total: 900 },
		]);
		expect(coreRequests()[0].body).toEqual({
			Offer: {
				CustomerNumber: customer,
				YourReference: 'Anna Inköp',
				Remarks: 'Giltig i 30 dagar',
				OfferRows: [
					{ ArticleNumber: 'CH-1', Quantity: '4', Discount: 200, DiscountType: 'AMOUNT' },
					{ Description: 'Montering', Quantity: '2', Price: 450, VAT: 25 },
				],
			},
		});
		expect(stored(tenantId, number).rows.map((row) => [row.ArticleNumber, row.Quantity, row.Total])).toEqual([
			['CH-1', 4, 4600],
			['', 2, 900],
		]);

		const got = await ok(credential, { operation: 'get', documentNumber: byNumber(number) });
		expect(got).toMatchObject({ DocumentNumber: number, Total: 6875, Sent: false, Cancelled: false });
		expect((got.OfferRows as IDataObject[]).map((row) => row.Description)).toEqual(['Kontorsstol Ergo', 'Montering']);
	});

	it('creates offers from Rows (JSON) mapped with an expression from each item’s lines', async () => {
		const { tenantId, credential, customer, other } = await company();
		const created = await offer(
			credential,
			{
				operation: 'create',
				customer: { __rl: true, mode: 'id', value: '={{ $json.customer }}' },
				rowsInput: 'json',
				rowsJson: '={{ $json.lines.map(line => ({ ArticleNumber: line.sku, Quantity: line.qty })) }}',
				additionalFields: { OurReference: 'Webbformulär' },
			},
			[
				{ customer, lines: [{ sku: 'LA-1', qty: 10 }] },
				{ customer: other, lines: [{ sku: 'CH-1', qty: 1 }, { sku: 'LA-1', qty: 2 }] },
			],
		);
		expect(created.error()).toBeUndefined();
		expect(created.items.map((item) => [item.json.CustomerName, item.json.OurReference, item.json.Total])).toEqual([
			['Kontorsgiganten AB', 'Webbformulär', 500],
			['Städbolaget i Sverige AB', 'Webbformulär', 1600],
		]);
		expect(stored(tenantId, created.items[1].json.DocumentNumber).rows.map((row) => [row.ArticleNumber, row.Description, row.Quantity, row.Price])).toEqual([
			['CH-1', 'Kontorsstol Ergo', 1, 1200],
			['LA-1', 'Lampa LED', 2, 40],
		]);
	});

	it('refuses a row Fortnox cannot take before sending anything: an order’s quantity, no article nor description, rows not a list', async () => {
		const { credential, customer } = await company();
		const create = (rows: IDataObject) => offer(credential, { operation: 'create', customer: byNumber(customer), ...rows, additionalFields: {} });
		for (const [rows, message] of [
			[{ rowsInput: 'json', rowsJson: '[{"ArticleNumber": "CH-1", "OrderedQuantity": 2}]' }, /^Row 1 Ordered Quantity is not a field Fortnox knows here: use one of .*\bQuantity\b/],
			[{ rowsInput: 'json', rowsJson: '[{"ArticleNumber": "CH-1", "DeliveredQuantity": 2}]' }, /^Row 1 Delivered Quantity is not a field Fortnox knows here/],
			[{ rowsInput: 'fields', rows: { row: [{ Quantity: 3, rowFields: { Price: 100 } }] } }, /^Row 1 has neither an article nor a description: every offer row needs one of them$/],
			[{ rowsInput: 'json', rowsJson: '[{"Description": "Städning", "Quantity": "många"}]' }, /^Row 1 Quantity "många" is not a number: write a number such as 2 or 12.50$/],
			[{ rowsInput: 'json', rowsJson: '"CH-1"' }, /^Rows \(JSON\) is not an array of objects: enter a JSON array of row objects, e.g. \[\{"ArticleNumber": "100", "Quantity": 2\}\]$/],
		] as const) {
			const result = await create(rows);
			expect(result.error()?.message).toMatch(message);
			expect((result.error() as NodeError).description).toMatch(/nothing was sent to Fortnox/);
		}
		expect(coreRequests()).toEqual([]);
	});

	it('updates the fields given and replaces the rows with new ones; Keep the Rows leaves them', async () => {
		const { tenantId, credential, customer } = await company();
		const created = await ok(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: { row: [{ ArticleNumber: 'CH-1', Quantity: 2, rowFields: { Discount: 15 } }] },
			additionalFields: {},
		});
		const number = String(created.DocumentNumber);

		const kept = await ok(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: { ExpireDate: '2030-12-31', NotCompleted: true } });
		expect(kept).toMatchObject({ ExpireDate: '2030-12-31', NotCompleted: true, Total: created.Total });
		expect(stored(tenantId, number).rows.map((row) => [row.ArticleNumber, row.Quantity, row.Discount])).toEqual([['CH-1', 2, 15]]);

		// Two text rows in place of the article row with its discount: the offer holds those two rows only.
		const replaced = await ok(credential, {
			operation: 'update',
			documentNumber: byNumber(number),
			rowsInput: 'json',
			rowsJson: '[{"Description": "Fönsterputs", "Quantity": 4, "Price": 250}, {"Description": "Golvvård", "Quantity": 1, "Price": 900}]',
			updateFields: {},
		});
		expect(replaced).toMatchObject({ ExpireDate: '2030-12-31', Net: 1900, Total: 2375 });
		expect(stored(tenantId, number).rows).toEqual([
			expect.objectContaining({ ArticleNumber: '', Description: 'Fönsterputs', Quantity: 4, Price: 250, Discount: 0, Unit: '', Total: 1000 }),
			expect.objectContaining({ ArticleNumber: '', Description: 'Golvvård', Quantity: 1, Price: 900, Total: 900 }),
		]);

		const fromForm = await ok(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'fields', rows: { row: [{ ArticleNumber: 'LA-1', Quantity: 3 }] }, updateFields: {} });
		expect(fromForm).toMatchObject({ Net: 120, Total: 150 });
		expect(stored(tenantId, number).rows.map((row) => [row.ArticleNumber, row.Description, row.Quantity])).toEqual([['LA-1', 'Lampa LED', 3]]);
	});
});

describe('Fortnox → Offer → Get Many', () => {
	it('lists by each status (cancelled, expired, completed, not completed, order created, order not created), by a search, sorted', async () => {
		const { credential, customer, other } = await company();
		const open = await simpleOffer(credential, customer, 1000);
		const expired = await simpleOffer(credential, customer, 3000, { OfferDate: '2020-01-10', ExpireDate: '2020-02-09' });
		const cancelled = await simpleOffer(credential, other, 500);
		await ok(credential, { operation: 'cancel', documentNumber: byNumber(cancelled) });
		const ordered = await simpleOffer(credential, other, 2000);
		await ok(credential, { operation: 'createOrder', documentNumber: byNumber(ordered) });
		const draft = await simpleOffer(credential, other, 100, { NotCompleted: true });
		const invoiced = await simpleOffer(credential, customer, 200);
		await ok(credential, { operation: 'createInvoice', documentNumber: byNumber(invoiced) });
		sandbox().clearRequests();

		const list = async (filters: IDataObject) => {
			const result = await offer(credential, { operation: 'getAll', returnAll: true, filters });
			expect(result.error()).toBeUndefined();
			return result.items.map((item) => item.json.DocumentNumber);
		};
		expect(await list({ filter: 'cancelled' })).toEqual([cancelled]);
		expect(await list({ filter: 'expired' })).toEqual([expired]);
		expect(await list({ filter: 'completed' })).toEqual([open, expired, ordered, invoiced]);
		expect(await list({ filter: 'notcompleted' })).toEqual([draft]);
		expect(await list({ filter: 'ordercreated' })).toEqual([ordered]);
		expect(await list({ filter: 'ordernotcreated' })).toEqual([open, expired, draft]);
		expect(await list({ customername: 'KONTORS', sortby: 'total', sortorder: 'descending' })).toEqual([expired, open, invoiced]);
		expect(await list({ sortby: 'id', sortorder: 'descending' })).toEqual([invoiced, draft, ordered, cancelled, expired, open]);
		expect(await list({ fromdate: '2020-01-01', todate: '2020-12-31' })).toEqual([expired]);

		const some = await offer(credential, { operation: 'getAll', returnAll: false, limit: 2, filters: { sortby: 'transactionDate' } });
		expect(some.items.map((item) => item.json)).toEqual([
			expect.objectContaining({ DocumentNumber: expired, OfferDate: '2020-01-10', CustomerName: 'Kontorsgiganten AB', Total: 3750 }),
			expect.objectContaining({ DocumentNumber: open, OfferDate: today(), Total: 1250 }),
		]);

		expect(coreRequests().map((request) => request.query)).toEqual([
			{ filter: 'cancelled', page: '1', limit: '500' },
			{ filter: 'expired', page: '1', limit: '500' },
			{ filter: 'completed', page: '1', limit: '500' },
			{ filter: 'notcompleted', page: '1', limit: '500' },
			{ filter: 'ordercreated', page: '1', limit: '500' },
			{ filter: 'ordernotcreated', page: '1', limit: '500' },
			{ customername: 'KONTORS', sortby: 'total', sortorder: 'descending', page: '1', limit: '500' },
			{ sortby: 'id', sortorder: 'descending', page: '1', limit: '500' },
			{ fromdate: '2020-01-01', todate: '2020-12-31', page: '1', limit: '500' },
			{ sortby: 'transactionDate', page: '1', limit: '2' },
		]);
	});
});

describe('Fortnox → Offer → Create Order, Create Invoice, Cancel', () => {
	it('offer → order → invoice in one workflow, each step taking the document number from the node before; the documents refer to each other', async () => {
		const { tenantId, credential, customer, other } = await company();
		const result = await runChain(
			[
				{
					name: 'Offer',
					type: 'fortnox',
					credential,
					parameters: {
						resource: 'offer',
						operation: 'create',
						customer: { __rl: true, mode: 'id', value: '={{ $json.customer }}' },
						rowsInput: 'json',
						rowsJson: '={{ $json.lines }}',
						additionalFields: { YourReference: '={{ $json.contact }}' },
					},
				},
				{ name: 'Order', type: 'fortnox', credential, parameters: { resource: 'offer', operation: 'createOrder', documentNumber: fromPrevious } },
				{ name: 'Invoice', type: 'fortnox', credential, parameters: { resource: 'order', operation: 'createInvoice', documentNumber: fromPrevious } },
			],
			[
				{ customer, contact: 'Anna Inköp', lines: [{ ArticleNumber: 'CH-1', Quantity: 2 }, { Description: 'Montering', Quantity: 1, Price: 450 }] },
				{ customer: other, contact: 'Bo Beställare', lines: [{ ArticleNumber: 'LA-1', Quantity: 5 }] },
			],
		);
		expect(result.error()).toBeUndefined();
		const offers = result.output('Offer').map((item) => item.json);
		const orders = result.output('Order').map((item) => item.json);
		const invoices = result.output('Invoice').map((item) => item.json);
		expect(offers.map((made) => made.Total)).toEqual([3563, 250]);
		expect(orders.map((made) => [made.OfferReference, made.CustomerNumber, made.YourReference, made.Total])).toEqual([
			[offers[0].DocumentNumber, customer, 'Anna Inköp', 3563],
			[offers[1].DocumentNumber, other, 'Bo Beställare', 250],
		]);
		expect(invoices.map((made) => [made.OrderReference, made.CustomerNumber, made.Total])).toEqual([
			[orders[0].DocumentNumber, customer, 3563],
			[orders[1].DocumentNumber, other, 250],
		]);
		expect((invoices[0].InvoiceRows as IDataObject[]).map((row) => [row.ArticleNumber, row.Description, row.DeliveredQuantity])).toEqual([
			['CH-1', 'Kontorsstol Ergo', '2'],
			['', 'Montering', '1'],
		]);

		for (const k of [0, 1]) {
			const [offerNumber, orderNumber, invoiceNumber] = [offers[k], orders[k], invoices[k]].map((made) => String(made.DocumentNumber));
			expect(stored(tenantId, offerNumber).head).toMatchObject({ OrderReference: orderNumber, InvoiceReference: '' });
			expect(stored(tenantId, orderNumber, 'orders').head).toMatchObject({ OfferReference: offerNumber, InvoiceReference: invoiceNumber });
			expect(stored(tenantId, invoiceNumber, 'invoices').head).toMatchObject({ OrderReference: orderNumber });
		}
		expect(sales(tenantId).orders).toHaveLength(2);
		expect(sales(tenantId).invoices).toHaveLength(2);
	});

	it('makes an invoice straight from an offer, linked both ways; the offer then takes no order', async () => {
		const { tenantId, credential, customer } = await company();
		const number = await simpleOffer(credential, customer, 800);
		const invoice = await ok(credential, { operation: 'createInvoice', documentNumber: byNumber(number) });
		expect(invoice).toMatchObject({ OfferReference: number, CustomerNumber: customer, InvoiceDate: today(), Total: 1000 });
		expect(stored(tenantId, number).head.InvoiceReference).toBe(String(invoice.DocumentNumber));
		expect(stored(tenantId, invoice.DocumentNumber, 'invoices').head.OfferReference).toBe(number);

		const order = await offer(credential, { operation: 'createOrder', documentNumber: byNumber(number) });
		expect(order.error()?.message).toBe(`Offer ${number} has become invoice ${String(invoice.DocumentNumber)} and cannot be turned into an order.`);
		expect((order.error() as NodeError).description).toContain('Fortnox error code 2009216');
		expect(sales(tenantId).orders).toEqual([]);
	});

	it('cancels an open offer; an ordered offer cannot be cancelled, changed or ordered again, as Fortnox says with its message and code', async () => {
		const { tenantId, credential, customer } = await company();
		const open = await simpleOffer(credential, customer);
		expect(await ok(credential, { operation: 'cancel', documentNumber: byNumber(open) })).toMatchObject({ DocumentNumber: open, Cancelled: true });
		expect(stored(tenantId, open).head.Cancelled).toBe(true);
		const late = await offer(credential, { operation: 'createOrder', documentNumber: byNumber(open) });
		expect((late.error() as NodeError).description).toContain('Fortnox error code 2009211');

		const number = await simpleOffer(credential, customer);
		const order = await ok(credential, { operation: 'createOrder', documentNumber: byNumber(number) });
		const orderNumber = String(order.DocumentNumber);

		const cancel = await offer(credential, { operation: 'cancel', documentNumber: byNumber(number) });
		const error = cancel.error() as NodeError;
		expect(error.message).toBe(`Offer ${number} has become order ${orderNumber} and cannot be cancelled.`);
		expect(error.description).toContain('Fortnox error code 2009216');
		expect(error.description).toContain('HTTP 400');
		expect(stored(tenantId, number).head.Cancelled).toBe(false);

		const again = await offer(credential, { operation: 'createOrder', documentNumber: byNumber(number) });
		expect(again.error()?.message).toBe(`Offer ${number} has become order ${orderNumber} and cannot be turned into an order.`);
		const update = await offer(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: { OurReference: 'Sent' } });
		expect((update.error() as NodeError).description).toContain('Fortnox error code 2009216');
		expect(sales(tenantId).orders).toHaveLength(1);

		const missing = await offer(credential, { operation: 'get', documentNumber: byNumber(999) });
		expect((missing.error() as NodeError).description).toContain('Fortnox error code 2009232');
	});
});

describe('Fortnox → Offer → Send by E-Mail, Mark as Sent, Print, Preview', () => {
	it('e-mails the offer to the customer’s address for offers and marks it sent; Mark as Sent marks another without an e-mail', async () => {
		const { tenantId, credential, customer, other } = await company();
		const number = await simpleOffer(credential, customer);
		const mailed = await ok(credential, { operation: 'sendEmail', documentNumber: byNumber(number) });
		expect(mailed).toMatchObject({ DocumentNumber: number, Sent: true });
		const mails = sandbox().sentSalesMails(tenantId);
		expect(mails).toEqual([expect.objectContaining({ kind: 'offer', documentNumber: number, to: 'offert@kontorsgiganten.se', subject: `Offert ${number}`, attachment: `Offert ${number}.pdf` })]);
		expect(stored(tenantId, number).head.Sent).toBe(true);

		const elsewhere = await simpleOffer(credential, other);
		expect(await ok(credential, { operation: 'markSent', documentNumber: byNumber(elsewhere) })).toMatchObject({ DocumentNumber: elsewhere, Sent: true });
		expect(stored(tenantId, elsewhere).head.Sent).toBe(true);
		expect(sandbox().sentSalesMails(tenantId)).toHaveLength(1);
		const unsent = await simpleOffer(credential, other);
		const notSent = await offer(credential, { operation: 'getAll', returnAll: true, filters: { sent: false } });
		expect(notSent.items.map((item) => item.json.DocumentNumber)).toEqual([unsent]);
	});

	it('prints the offer as a PDF named as Fortnox names it, marking it sent; Preview gives the PDF and leaves it unsent', async () => {
		const { tenantId, credential, customer } = await company();
		const number = await simpleOffer(credential, customer, 1000);
		const preview = await offer(credential, { operation: 'preview', documentNumber: byNumber(number), binaryPropertyName: 'data' });
		expect(preview.error()).toBeUndefined();
		expect(preview.items[0].json).toMatchObject({ DocumentNumber: number, fileName: `Offert ${number}.pdf` });
		expect(preview.items[0].binary?.data).toMatchObject({ fileName: `Offert ${number}.pdf`, mimeType: 'application/pdf' });
		expect(binaryBytes(preview.items[0]).subarray(0, 4).toString()).toBe('%PDF');
		expect(stored(tenantId, number).head.Sent).toBe(false);

		const printed = await offer(credential, { operation: 'print', documentNumber: byNumber(number), binaryPropertyName: 'offert' });
		const bytes = binaryBytes(printed.items[0], 'offert');
		expect(printed.items[0].json).toMatchObject({ DocumentNumber: number, fileName: `Offert ${number}.pdf`, size: bytes.length });
		expect(printed.items[0].binary?.offert).toMatchObject({ fileName: `Offert ${number}.pdf`, mimeType: 'application/pdf' });
		expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
		expect(bytes.toString('latin1')).toContain('Kontorsgiganten AB');
		expect(stored(tenantId, number).head.Sent).toBe(true);
		expect(sandbox().sentSalesMails(tenantId)).toEqual([]);
	});
});

describe('Fortnox → Offer picker', () => {
	it('lists offers newest first (Fortnox sorts offers by id); a number finds that offer, text the offers of customers whose name has it', async () => {
		const { credential, customer, other } = await company();
		const first = await simpleOffer(credential, customer, 1000);
		const second = await simpleOffer(credential, other, 200);
		const third = await simpleOffer(credential, customer, 40);
		sandbox().clearRequests();
		const { listSearch } = new Fortnox().methods;
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'offer', operation: 'get' } });

		const all = await listSearch.searchOffers.call(context);
		expect(all.results).toEqual([
			{ name: `${third} · Kontorsgiganten AB · ${today()} · 50 SEK`, value: third },
			{ name: `${second} · Städbolaget i Sverige AB · ${today()} · 250 SEK`, value: second },
			{ name: `${first} · Kontorsgiganten AB · ${today()} · 1250 SEK`, value: first },
		]);
		expect(all.paginationToken).toBeUndefined();
		expect((await listSearch.searchOffers.call(context, first)).results.map((result) => result.value)).toEqual([first]);
		expect((await listSearch.searchOffers.call(context, 'städ')).results.map((result) => result.value)).toEqual([second]);
		expect(coreRequests().map((request) => request.query)).toEqual([
			{ sortby: 'id', sortorder: 'descending', page: '1', limit: '500' },
			{ documentnumber: first, sortby: 'id', sortorder: 'descending', page: '1', limit: '500' },
			{ customername: 'städ', sortby: 'id', sortorder: 'descending', page: '1', limit: '500' },
		]);
	});
});
