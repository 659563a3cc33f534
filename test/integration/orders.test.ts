import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import { once, throughProxy, useFaultProxy } from '../harness/fault-proxy';
import type { NodeSpec } from '../harness/run-workflow';
import { binaryBytes, loadOptionsContext, runNode } from '../harness/run-workflow';
import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';

type NodeError = Error & { description?: string };
type Credential = NodeSpec['credential'];

const { sandbox, coreRequests, today, storedDocument, salesCompany, oneRowDocument } = useCoreSandbox();
const proxy = useFaultProxy(() => sandbox().url);

const order = (credential: Credential, parameters: IDataObject, items?: IDataObject[]) =>
	runNode({ type: 'fortnox', credential, parameters: { resource: 'order', ...parameters } }, items);
const stored = (tenantId: string, number: unknown) => storedDocument(tenantId, 'orders', number);

/** A company with two customers (with e-mail) and two articles. */
const company = () =>
	salesCompany({
		customers: [
			['Kontorsgiganten AB', { Email: 'order@kontorsgiganten.se' }],
			['Städbolaget i Sverige AB', { Email: 'inkop@stadbolaget.se' }],
		],
		articles: [
			['CH-1', 'Kontorsstol Ergo', 1200],
			['LA-1', 'Lampa LED', 40],
		],
	});

const simpleOrder = (credential: Credential, customer: string, price?: number, additionalFields?: IDataObject) =>
	oneRowDocument('order', credential, customer, price, additionalFields);

async function ok(credential: Credential, parameters: IDataObject): Promise<IDataObject> {
	const result = await order(credential, parameters);
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

describe('Fortnox → Order → Create, Get and Update', () => {
	it('creates an order from the form: an article row takes the article, a text row its own price; Get returns it', async () => {
		const { tenantId, credential, customer } = await company();
		const created = await order(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: {
				row: [
					{ ArticleNumber: 'CH-1', OrderedQuantity: 2, rowFields: { Discount: 10, DiscountType: 'PERCENT' } },
					{ Description: 'Frakt', OrderedQuantity: 1, rowFields: { Price: 150, AccountNumber: 3001 } },
				],
			},
			additionalFields: { YourReference: 'Anna Inköp', DeliveryDate: '2030-03-01' },
		});
		expect(created.error()).toBeUndefined();
		const number = String(created.items[0].json.DocumentNumber);
		expect(created.items[0].json).toMatchObject({
			CustomerNumber: customer,
			CustomerName: 'Kontorsgiganten AB',
			YourReference: 'Anna Inköp',
			DeliveryDate: '2030-03-01',
			OrderDate: today(),
			// 2 × 1200 less 10 % + 150 = 2310, VAT 577.50, total 2887.50 rounded to whole kronor.
			Net: 2310,
			TotalVAT: 577.5,
			Total: 2888,
		});
		expect(created.items[0].json.OrderRows).toMatchObject([
			{ ArticleNumber: 'CH-1', Description: 'Kontorsstol Ergo', OrderedQuantity: '2', Price: 1200, Unit: 'st', Discount: 10, Total: 2160 },
			{ ArticleNumber: '', Description: 'Frakt', OrderedQuantity: '1', Price: 150, AccountNumber: 3001, Total: 150 },
		]);
		// The form's zeros ("let Fortnox decide") and the default Discount Type of a row without discount are not sent.
		expect(coreRequests()[0].body).toEqual({
			Order: {
				CustomerNumber: customer,
				YourReference: 'Anna Inköp',
				DeliveryDate: '2030-03-01',
				OrderRows: [
					{ ArticleNumber: 'CH-1', OrderedQuantity: '2', Discount: 10, DiscountType: 'PERCENT' },
					{ Description: 'Frakt', OrderedQuantity: '1', Price: 150, AccountNumber: 3001 },
				],
			},
		});
		expect(stored(tenantId, number).rows.map((row) => [row.ArticleNumber, row.OrderedQuantity, row.Total])).toEqual([
			['CH-1', 2, 2160],
			['', 1, 150],
		]);

		const got = await ok(credential, { operation: 'get', documentNumber: byNumber(number) });
		expect(got).toMatchObject({ DocumentNumber: number, Total: 2888, Sent: false, Cancelled: false, InvoiceReference: '0' });
		expect((got.OrderRows as IDataObject[]).map((row) => row.Description)).toEqual(['Kontorsstol Ergo', 'Frakt']);
	});

	it('creates one order per input item from Rows (JSON) mapped with an expression from the item’s lines', async () => {
		const { tenantId, credential, customer, other } = await company();
		const created = await order(
			credential,
			{
				operation: 'create',
				customer: { __rl: true, mode: 'id', value: '={{ $json.customer }}' },
				rowsInput: 'json',
				rowsJson: '={{ $json.lines.map(line => ({ ArticleNumber: line.sku, OrderedQuantity: line.qty })) }}',
				additionalFields: { YourOrderNumber: '={{ $json.webshopId }}' },
			},
			[
				{ customer, webshopId: 'WEB-1', lines: [{ sku: 'CH-1', qty: 1 }, { sku: 'LA-1', qty: 4 }] },
				{ customer: other, webshopId: 'WEB-2', lines: [{ sku: 'LA-1', qty: 2.5 }] },
			],
		);
		expect(created.error()).toBeUndefined();
		expect(created.items.map((item) => [item.json.CustomerName, item.json.YourOrderNumber, item.json.Total])).toEqual([
			['Kontorsgiganten AB', 'WEB-1', 1700],
			['Städbolaget i Sverige AB', 'WEB-2', 125],
		]);
		const [first, second] = created.items.map((item) => stored(tenantId, item.json.DocumentNumber));
		expect(first.rows.map((row) => [row.ArticleNumber, row.Description, row.OrderedQuantity, row.DeliveredQuantity])).toEqual([
			['CH-1', 'Kontorsstol Ergo', 1, 1],
			['LA-1', 'Lampa LED', 4, 4],
		]);
		expect(second.rows.map((row) => [row.ArticleNumber, row.OrderedQuantity])).toEqual([['LA-1', 2.5]]);

		// Rows typed as JSON text work the same.
		const typed = await ok(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'json',
			rowsJson: '[{"Description": "Installation", "OrderedQuantity": "2,5", "Price": 500, "VAT": 25}]',
			additionalFields: {},
		});
		// A quantity written the Swedish way reaches Fortnox as a number.
		expect(typed).toMatchObject({ Net: 1250, Total: 1563 });
		expect(stored(tenantId, typed.DocumentNumber).rows.map((row) => row.OrderedQuantity)).toEqual([2.5]);
	});

	it('refuses a row Fortnox cannot take before sending anything: no article nor description, a field of another kind’s rows, rows not a list, no rows', async () => {
		const { credential, customer } = await company();
		const create = (rows: IDataObject) => order(credential, { operation: 'create', customer: byNumber(customer), ...rows, additionalFields: {} });
		for (const [rows, message] of [
			[{ rowsInput: 'fields', rows: { row: [{ Description: 'Frakt', OrderedQuantity: 1 }, { OrderedQuantity: 2, rowFields: { Price: 100 } }] } }, /^Row 2 has neither an article nor a description: every order row needs one of them$/],
			[{ rowsInput: 'json', rowsJson: '[{"ArticleNumber": "CH-1", "Quantity": 2}]' }, /^Row 1 Quantity is not a field Fortnox knows here: use one of .*OrderedQuantity/],
			[{ rowsInput: 'json', rowsJson: '[{"ArticleNumber": "CH-1", "OrderedQuantity": "två"}]' }, /^Row 1 Ordered Quantity "två" is not a number: write a number such as 2 or 12.50$/],
			[{ rowsInput: 'json', rowsJson: '{"ArticleNumber": "CH-1", "OrderedQuantity": 2}' }, /^Rows \(JSON\) is not an array of objects: enter a JSON array of row objects, e.g. \[\{"ArticleNumber": "100", "OrderedQuantity": 2\}\]$/],
			[{ rowsInput: 'json', rowsJson: '[{"ArticleNumber": "CH-1",' }, /^Rows \(JSON\) is not valid JSON/],
			[{ rowsInput: 'fields', rows: {} }, /^Rows are empty: a document needs at least one order row$/],
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
			rows: { row: [{ ArticleNumber: 'CH-1', OrderedQuantity: 2, rowFields: { Discount: 10 } }, { ArticleNumber: 'LA-1', OrderedQuantity: 1 }] },
			additionalFields: {},
		});
		const number = String(created.DocumentNumber);

		const kept = await ok(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: { OurReference: 'Sara Sälj', Remarks: 'Leverans bakdörren' } });
		expect(kept).toMatchObject({ OurReference: 'Sara Sälj', Remarks: 'Leverans bakdörren', Total: created.Total });
		expect(stored(tenantId, number).rows.map((row) => [row.ArticleNumber, row.OrderedQuantity])).toEqual([
			['CH-1', 2],
			['LA-1', 1],
		]);

		// One text row in place of the two article rows: the order holds that row only.
		const replaced = await ok(credential, {
			operation: 'update',
			documentNumber: byNumber(number),
			rowsInput: 'fields',
			rows: { row: [{ Description: 'Konsulttimme', OrderedQuantity: 3, rowFields: { Price: 800 } }] },
			updateFields: {},
		});
		expect(replaced).toMatchObject({ OurReference: 'Sara Sälj', Net: 2400, Total: 3000 });
		expect(stored(tenantId, number).rows).toEqual([
			expect.objectContaining({ ArticleNumber: '', Description: 'Konsulttimme', OrderedQuantity: 3, Price: 800, Discount: 0, Unit: '', Total: 2400 }),
		]);

		const rowsAsJson = await ok(credential, {
			operation: 'update',
			documentNumber: byNumber(number),
			rowsInput: 'json',
			rowsJson: '[{"ArticleNumber": "LA-1", "OrderedQuantity": 10}]',
			updateFields: { DeliveryDate: '2030-05-02' },
		});
		expect(rowsAsJson).toMatchObject({ DeliveryDate: '2030-05-02', Net: 400, Total: 500 });
		expect(stored(tenantId, number).rows.map((row) => [row.ArticleNumber, row.Description, row.OrderedQuantity, row.Price])).toEqual([['LA-1', 'Lampa LED', 10, 40]]);

		// Rows that name a RowId go as they are: Fortnox updates that row, and it keeps what is not given.
		const [row] = stored(tenantId, number).rows;
		await ok(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'json', rowsJson: JSON.stringify([{ RowId: row.RowId, OrderedQuantity: 5 }]), updateFields: {} });
		expect(stored(tenantId, number).rows.map((kept) => [kept.ArticleNumber, kept.OrderedQuantity, kept.Price])).toEqual([['LA-1', 5, 40]]);

		const empty = await order(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: {} });
		expect(empty.error()?.message).toBe('Update Fields are empty: add a field to change, or new rows');
		const blank = await order(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: { Comments: '' } });
		expect(blank.error()?.message).toBe("Update Fields hold only empty values: Fortnox keeps a field's value when it is sent empty, so it cannot be cleared this way; give the field a value");
	});
});

describe('Fortnox → Order → Get Many', () => {
	it('lists by each status (cancelled, expired, invoice created, invoice not created), by a search, sorted', async () => {
		const { credential, customer, other } = await company();
		const open = await simpleOrder(credential, customer, 1000, { DeliveryDate: '2030-01-15' });
		const late = await simpleOrder(credential, customer, 3000, { DeliveryDate: '2020-01-15' });
		const cancelled = await simpleOrder(credential, other, 500);
		await ok(credential, { operation: 'cancel', documentNumber: byNumber(cancelled) });
		const invoiced = await simpleOrder(credential, other, 2000);
		await ok(credential, { operation: 'createInvoice', documentNumber: byNumber(invoiced) });
		sandbox().clearRequests();

		const list = async (filters: IDataObject) => {
			const result = await order(credential, { operation: 'getAll', returnAll: true, filters });
			expect(result.error()).toBeUndefined();
			return result.items.map((item) => item.json.DocumentNumber);
		};
		expect(await list({ filter: 'cancelled' })).toEqual([cancelled]);
		expect(await list({ filter: 'expired' })).toEqual([late]);
		expect(await list({ filter: 'invoicecreated' })).toEqual([invoiced]);
		expect(await list({ filter: 'invoicenotcreated' })).toEqual([open, late]);
		expect(await list({ customername: 'kontors', sortby: 'total', sortorder: 'descending' })).toEqual([late, open]);
		expect(await list({ filter: 'invoicenotcreated', sortby: 'documentnumber', sortorder: 'descending' })).toEqual([late, open]);
		expect(await list({})).toEqual([open, late, cancelled, invoiced]);

		const listed = await order(credential, { operation: 'getAll', returnAll: true, filters: { customernumber: other, sortby: 'customername' } });
		expect(listed.items.map((item) => item.json)).toEqual([
			expect.objectContaining({ DocumentNumber: cancelled, CustomerName: 'Städbolaget i Sverige AB', Cancelled: true, Total: 625 }),
			expect.objectContaining({ DocumentNumber: invoiced, CustomerName: 'Städbolaget i Sverige AB', Cancelled: false, Total: 2500 }),
		]);

		expect(coreRequests().map((request) => request.query)).toEqual([
			{ filter: 'cancelled', page: '1', limit: '500' },
			{ filter: 'expired', page: '1', limit: '500' },
			{ filter: 'invoicecreated', page: '1', limit: '500' },
			{ filter: 'invoicenotcreated', page: '1', limit: '500' },
			{ customername: 'kontors', sortby: 'total', sortorder: 'descending', page: '1', limit: '500' },
			{ filter: 'invoicenotcreated', sortby: 'documentnumber', sortorder: 'descending', page: '1', limit: '500' },
			{ page: '1', limit: '500' },
			{ customernumber: other, sortby: 'customername', page: '1', limit: '500' },
		]);
	});

	it('Return All reads every order at 500 a page; a Limit asks for only what it needs', async () => {
		const { tenantId, credential, customer } = await company();
		// 503 orders straight to the sandbox: through the node, its own rate limit (25 in 5 s) would take minutes.
		const { accessToken, clientSecret } = sandbox().tenant(tenantId);
		for (let start = 0; start < 503; start += 50) {
			await Promise.all(
				Array.from({ length: Math.min(50, 503 - start) }, async (_, k) => {
					const response = await fetch(`${sandbox().url}/3/orders`, {
						method: 'POST',
						headers: { 'Access-Token': accessToken, 'Client-Secret': clientSecret, 'Content-Type': 'application/json' },
						body: JSON.stringify({ Order: { CustomerNumber: customer, OrderRows: [{ Description: 'Rad', OrderedQuantity: '1', Price: start + k + 1 }] } }),
					});
					expect(response.status).toBe(201);
				}),
			);
		}
		sandbox().clearRequests();

		const all = await order(credential, { operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(503);
		expect(all.items.map((item) => Number(item.json.DocumentNumber))).toEqual(Array.from({ length: 503 }, (_, k) => k + 1));
		const some = await order(credential, { operation: 'getAll', returnAll: false, limit: 3 });
		expect(some.items.map((item) => item.json.DocumentNumber)).toEqual(['1', '2', '3']);
		expect(coreRequests().map((request) => request.query)).toEqual([
			{ page: '1', limit: '500' },
			{ page: '2', limit: '500' },
			{ page: '1', limit: '3' },
		]);
	});
});

describe('Fortnox → Order → Cancel and Create Invoice', () => {
	it('cancels an open order; a cancelled order cannot be sent', async () => {
		const { tenantId, credential, customer } = await company();
		const number = await simpleOrder(credential, customer);
		const cancelled = await ok(credential, { operation: 'cancel', documentNumber: byNumber(number) });
		expect(cancelled).toMatchObject({ DocumentNumber: number, Cancelled: true });
		expect(stored(tenantId, number).head.Cancelled).toBe(true);

		const sending = await order(credential, { operation: 'sendEmail', documentNumber: byNumber(number) });
		expect(sending.error()?.message).toMatch(/cancelled/);
		expect((sending.error() as NodeError).description).toContain('Fortnox error code 2009211');
		expect(sandbox().sentSalesMails(tenantId)).toEqual([]);
	});

	it('makes an invoice of the order, linked both ways; a second invoice, a cancel or an update of the invoiced order are refused with Fortnox’s message and code', async () => {
		const { tenantId, credential, customer } = await company();
		const created = await ok(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: { row: [{ ArticleNumber: 'CH-1', OrderedQuantity: 2 }, { Description: 'Frakt', OrderedQuantity: 1, rowFields: { Price: 150 } }] },
			additionalFields: { YourReference: 'Anna Inköp' },
		});
		const number = String(created.DocumentNumber);

		const invoice = await ok(credential, { operation: 'createInvoice', documentNumber: byNumber(number) });
		const invoiceNumber = String(invoice.DocumentNumber);
		expect(invoice).toMatchObject({ OrderReference: number, CustomerNumber: customer, YourReference: 'Anna Inköp', Total: created.Total, InvoiceDate: today() });
		expect((invoice.InvoiceRows as IDataObject[]).map((row) => [row.ArticleNumber, row.DeliveredQuantity, row.Price])).toEqual([
			['CH-1', '2', 1200],
			['', '1', 150],
		]);
		expect(stored(tenantId, number).head.InvoiceReference).toBe(invoiceNumber);
		const invoices = sandbox().tenant(tenantId).sales.invoices;
		expect(invoices.map((stored) => [stored.head.DocumentNumber, stored.head.OrderReference])).toEqual([[invoiceNumber, number]]);
		expect(await ok(credential, { operation: 'get', documentNumber: byNumber(number) })).toMatchObject({ InvoiceReference: invoiceNumber });

		const again = await order(credential, { operation: 'createInvoice', documentNumber: byNumber(number) });
		expect(again.error()?.message).toBe(`Order ${number} has become invoice ${invoiceNumber} and cannot be invoiced.`);
		expect((again.error() as NodeError).description).toContain('Fortnox error code 2009216');
		expect(sandbox().tenant(tenantId).sales.invoices).toHaveLength(1);

		const cancel = await order(credential, { operation: 'cancel', documentNumber: byNumber(number) });
		expect(cancel.error()?.message).toBe(`Order ${number} has become invoice ${invoiceNumber} and cannot be cancelled.`);
		expect((cancel.error() as NodeError).description).toContain('Fortnox error code 2009216');
		expect((cancel.error() as NodeError).description).toContain('HTTP 400');
		expect(stored(tenantId, number).head.Cancelled).toBe(false);

		const update = await order(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: { OurReference: 'Sent' } });
		expect((update.error() as NodeError).description).toContain('Fortnox error code 2009216');
		expect(stored(tenantId, number).head.OurReference).toBe('');
	});

	it('an unknown order is Fortnox’s 404, and a document number that is not one is refused before sending', async () => {
		const { credential } = await company();
		const missing = await order(credential, { operation: 'get', documentNumber: byNumber(999) });
		expect((missing.error() as NodeError).description).toContain('Fortnox error code 2000439');
		sandbox().clearRequests();
		// The number mapped from an earlier node's output, where the editor's check of the field does not reach.
		for (const value of ['A-12', '0']) {
			const wrong = await order(credential, { operation: 'cancel', documentNumber: { __rl: true, mode: 'id', value: '={{ $json.orderNumber }}' } }, [{ orderNumber: value }]);
			expect(wrong.error()?.message).toBe(`Order Number "${value}" has the wrong format: a document number is a whole number from 1`);
		}
		expect(coreRequests()).toEqual([]);
	});
});

describe('Fortnox → Order → an action whose answer is lost', () => {
	it.each([
		['createInvoice', '/createinvoice'],
		['cancel', '/cancel'],
	])('%s is not sent again: Fortnox applied it once, and the error says it may have', async (operation, action) => {
		const { tenantId, credential, customer } = await company();
		const number = await simpleOrder(credential, customer);
		throughProxy(credential, proxy());
		const isAction = (request: { method: string; path: string }) => request.method === 'PUT' && request.path === `/3/orders/${number}${action}`;
		proxy().setRule(once(isAction, { kind: 'dropAnswer' }));

		const result = await order(credential, { operation, documentNumber: byNumber(number) });
		expect(result.error()?.message).toBe(`No answer from Fortnox to PUT /3/orders/${number}${action} (the connection was dropped): Fortnox may have applied it`);
		expect(proxy().log.filter(isAction)).toHaveLength(1);
		expect(stored(tenantId, number).head).toMatchObject(operation === 'cancel' ? { Cancelled: true } : { InvoiceReference: '1' });
		expect(sandbox().tenant(tenantId).sales.invoices).toHaveLength(operation === 'cancel' ? 0 : 1);
	});

	it('an update replacing the rows whose second PUT fails leaves the first old row before the new ones; run again, exactly the new rows', async () => {
		const { tenantId, credential, customer } = await company();
		const number = await simpleOrder(credential, customer);
		throughProxy(credential, proxy());
		const isUpdate = (request: { method: string; path: string }) => request.method === 'PUT' && request.path === `/3/orders/${number}`;
		// Fortnox refuses the second PUT of the replacement (the new rows are in, beside the first old row).
		// A 503 would not do: it is sent again, as the service did not take it.
		let puts = 0;
		const refusal = JSON.stringify({ ErrorInformation: { error: 1, message: 'Kunde inte spara.', code: 2000000 } });
		proxy().setRule(once((request) => isUpdate(request) && ++puts === 2, { kind: 'answer', status: 400, headers: { 'Content-Type': 'application/json' }, body: refusal }));
		const update = () =>
			order(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'fields', rows: { row: [{ ArticleNumber: 'LA-1', OrderedQuantity: 2 }] }, updateFields: {} });

		const failed = await update();
		expect((failed.error() as NodeError).description).toContain('HTTP 400');
		expect(proxy().log.filter(isUpdate)).toHaveLength(2);
		expect(stored(tenantId, number).rows.map((row) => [row.ArticleNumber, row.Description, row.OrderedQuantity])).toEqual([
			['', 'Montering', 1],
			['LA-1', 'Lampa LED', 2],
		]);
		const again = await update();
		expect(again.error()).toBeUndefined();
		expect(stored(tenantId, number).rows.map((row) => [row.ArticleNumber, row.Description, row.OrderedQuantity])).toEqual([['LA-1', 'Lampa LED', 2]]);
	});
});

describe('Fortnox → Order → Send by E-Mail, Mark as Sent, Print, Preview', () => {
	it('e-mails the order to the customer’s address and marks it sent; Mark as Sent marks another without an e-mail', async () => {
		const { tenantId, credential, customer, other } = await company();
		const number = await simpleOrder(credential, customer);
		const mailed = await ok(credential, { operation: 'sendEmail', documentNumber: byNumber(number) });
		expect(mailed).toMatchObject({ DocumentNumber: number, Sent: true });
		expect(sandbox().sentSalesMails(tenantId)).toEqual([
			expect.objectContaining({ kind: 'order', documentNumber: number, to: 'order@kontorsgiganten.se', subject: `Order ${number}`, attachment: `Order ${number}.pdf` }),
		]);
		expect(stored(tenantId, number).head.Sent).toBe(true);

		const withSubject = await simpleOrder(credential, other, 100, { EmailInformation: '{"EmailSubject": "Orderbekräftelse {no} till {name}"}' });
		await ok(credential, { operation: 'sendEmail', documentNumber: byNumber(withSubject) });
		expect(sandbox().sentSalesMails(tenantId)[1]).toMatchObject({ to: 'inkop@stadbolaget.se', subject: `Orderbekräftelse ${withSubject} till Städbolaget i Sverige AB` });

		const elsewhere = await simpleOrder(credential, customer);
		const marked = await ok(credential, { operation: 'markSent', documentNumber: byNumber(elsewhere) });
		expect(marked).toMatchObject({ DocumentNumber: elsewhere, Sent: true });
		expect(stored(tenantId, elsewhere).head.Sent).toBe(true);
		expect(sandbox().sentSalesMails(tenantId)).toHaveLength(2);
		const sent = await order(credential, { operation: 'getAll', returnAll: true, filters: { sent: true } });
		expect(sent.items.map((item) => item.json.DocumentNumber)).toEqual([number, withSubject, elsewhere]);
	});

	it('prints the order as a PDF named as Fortnox names it, marking it sent; Preview gives the PDF and leaves it unsent', async () => {
		const { tenantId, credential, customer } = await company();
		const previewed = await simpleOrder(credential, customer, 1000);
		const preview = await order(credential, { operation: 'preview', documentNumber: byNumber(previewed), binaryPropertyName: 'pdf' });
		expect(preview.error()).toBeUndefined();
		expect(preview.items[0].json).toMatchObject({ DocumentNumber: previewed, fileName: `Order ${previewed}.pdf` });
		expect(preview.items[0].binary?.pdf).toMatchObject({ fileName: `Order ${previewed}.pdf`, mimeType: 'application/pdf' });
		const previewBytes = binaryBytes(preview.items[0], 'pdf');
		expect(previewBytes.subarray(0, 4).toString()).toBe('%PDF');
		expect(previewBytes.toString('latin1')).toContain('Kontorsgiganten AB');
		expect(stored(tenantId, previewed).head.Sent).toBe(false);

		const printed = await order(credential, { operation: 'print', documentNumber: byNumber(previewed), binaryPropertyName: 'data' });
		expect(printed.items[0].json).toMatchObject({ DocumentNumber: previewed, fileName: `Order ${previewed}.pdf`, size: binaryBytes(printed.items[0]).length });
		expect(binaryBytes(printed.items[0]).subarray(0, 4).toString()).toBe('%PDF');
		expect(stored(tenantId, previewed).head.Sent).toBe(true);
		expect(sandbox().sentSalesMails(tenantId)).toEqual([]);
	});
});

describe('Fortnox → Order picker', () => {
	it('lists orders newest first; a number finds that order, text the orders of customers whose name has it', async () => {
		const { credential, customer, other } = await company();
		const first = await simpleOrder(credential, customer, 1000);
		const second = await simpleOrder(credential, other, 200);
		const third = await simpleOrder(credential, customer, 40);
		sandbox().clearRequests();
		const { listSearch } = new Fortnox().methods;
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'order', operation: 'get' } });

		const all = await listSearch.searchOrders.call(context);
		expect(all.results).toEqual([
			{ name: `${third} · Kontorsgiganten AB · ${today()} · 50 SEK`, value: third },
			{ name: `${second} · Städbolaget i Sverige AB · ${today()} · 250 SEK`, value: second },
			{ name: `${first} · Kontorsgiganten AB · ${today()} · 1250 SEK`, value: first },
		]);
		expect(all.paginationToken).toBeUndefined();
		expect((await listSearch.searchOrders.call(context, second)).results.map((result) => result.value)).toEqual([second]);
		expect((await listSearch.searchOrders.call(context, 'KONTORS')).results.map((result) => result.value)).toEqual([third, first]);
		expect((await listSearch.searchOrders.call(context, 'ingen sådan')).results).toEqual([]);
		expect(coreRequests().map((request) => request.query)).toEqual([
			{ sortby: 'documentnumber', sortorder: 'descending', page: '1', limit: '500' },
			{ documentnumber: second, sortby: 'documentnumber', sortorder: 'descending', page: '1', limit: '500' },
			{ customername: 'KONTORS', sortby: 'documentnumber', sortorder: 'descending', page: '1', limit: '500' },
			{ customername: 'ingen sådan', sortby: 'documentnumber', sortorder: 'descending', page: '1', limit: '500' },
		]);
	});
});
