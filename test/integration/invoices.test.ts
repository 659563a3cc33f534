import type { IDataObject } from 'n8n-workflow';

import { byNumber, useCoreSandbox } from '../harness/core';
import type { NodeSpec } from '../harness/run-workflow';
import { binaryBytes, loadOptionsContext, runChain, runNode } from '../harness/run-workflow';
import { serviceAccountCredential } from '../harness/sandbox';
import { Fortnox } from '../../nodes/Fortnox/Fortnox.node';

type NodeError = Error & { description?: string };
type Credential = NodeSpec['credential'];

const { sandbox, coreRequests, today, storedDocument, salesCompany, oneRowDocument } = useCoreSandbox();

const invoice = (credential: Credential, parameters: IDataObject, items?: IDataObject[]) =>
	runNode({ type: 'fortnox', credential, parameters: { resource: 'invoice', ...parameters } }, items);
const payment = (credential: Credential, parameters: IDataObject) => runNode({ type: 'fortnox', credential, parameters: { resource: 'invoicePayment', ...parameters } });
const stored = (tenantId: string, number: unknown) => storedDocument(tenantId, 'invoices', number);
const invoiceRequests = () => coreRequests().filter((request) => request.path.startsWith('/3/invoices'));
/** The requests of Get Many: GET /3/invoices. */
const listRequests = () => invoiceRequests().filter((request) => request.method === 'GET' && request.path === '/3/invoices');

/** A company with a customer (and its e-mail) and two articles. */
const company = (credentials?: Parameters<typeof salesCompany>[1]) =>
	salesCompany(
		{
			customers: [['Kontorsgiganten AB', { Email: 'faktura@kontorsgiganten.se', City: 'Växjö' }]],
			articles: [
				['CH-1', 'Kontorsstol Ergo', 99.9],
				['LA-1', 'Lampa LED', 40],
			],
		},
		credentials,
	);

const simpleInvoice = (credential: Credential, customer: string, price?: number, additionalFields?: IDataObject) =>
	oneRowDocument('invoice', credential, customer, price, additionalFields);

async function ok(credential: Credential, parameters: IDataObject): Promise<IDataObject> {
	const result = await invoice(credential, parameters);
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

describe('Fortnox → Invoice → Create and Get', () => {
	it('creates an invoice with three rows from the form; Fortnox computes the row and invoice totals, and Get returns them', async () => {
		const { tenantId, credential, customer } = await company();
		const created = await invoice(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			// As the editor saves the form: the article picker keeps its locator, empty on a text row.
			rows: {
				row: [
					{ ArticleNumber: { __rl: true, mode: 'list', value: 'CH-1', cachedResultName: 'Kontorsstol Ergo (CH-1)' }, DeliveredQuantity: 1 },
					{ ArticleNumber: { __rl: true, mode: 'list', value: '' }, Description: 'Montering', DeliveredQuantity: 2, rowFields: { Price: 49.5, Discount: 10, DiscountType: 'PERCENT' } },
					{ ArticleNumber: { __rl: true, mode: 'id', value: '' }, Description: 'Handbok', DeliveredQuantity: 1, rowFields: { Price: 12.34, VAT: 12 } },
				],
			},
			additionalFields: { InvoiceDate: '2026-11-02T00:00:00.000Z', YourReference: 'Anna Inköp', TermsOfPayment: '10' },
		});
		expect(created.error()).toBeUndefined();
		const json = created.items[0].json;
		const number = String(json.DocumentNumber);
		// The sandbox's example: 99.90 + 2 × 49.50 less 10 % at 25 %, 12.34 at 12 % → öresavrundning to 250.
		expect(json).toMatchObject({
			CustomerNumber: customer,
			CustomerName: 'Kontorsgiganten AB',
			InvoiceDate: '2026-11-02',
			DueDate: '2026-11-12',
			YourReference: 'Anna Inköp',
			Net: 201.34,
			TotalVAT: 48.73,
			Total: 250,
			RoundOff: -0.07,
			Balance: 250,
			Booked: false,
		});
		expect((json.InvoiceRows as IDataObject[]).map((row) => [row.ArticleNumber, row.Description, row.DeliveredQuantity, row.Price, row.VAT, row.Total])).toEqual([
			['CH-1', 'Kontorsstol Ergo', '1', 99.9, 25, 99.9],
			['', 'Montering', '2', 49.5, 25, 89.1],
			['', 'Handbok', '1', 12.34, 12, 12.34],
		]);
		// What went to Fortnox: the rows as entered; a field not added under Row Fields is Fortnox's to decide.
		expect(invoiceRequests().find((request) => request.method === 'POST')?.body).toEqual({
			Invoice: {
				InvoiceDate: '2026-11-02',
				YourReference: 'Anna Inköp',
				TermsOfPayment: '10',
				CustomerNumber: customer,
				InvoiceRows: [
					{ ArticleNumber: 'CH-1', DeliveredQuantity: '1' },
					{ Description: 'Montering', DeliveredQuantity: '2', Price: 49.5, Discount: 10, DiscountType: 'PERCENT' },
					{ Description: 'Handbok', DeliveredQuantity: '1', Price: 12.34, VAT: 12 },
				],
			},
		});
		const kept = stored(tenantId, number);
		expect(kept.head).toMatchObject({ Total: 250, TotalVAT: 48.73, RoundOff: -0.07, Balance: 250 });
		expect(kept.rows).toHaveLength(3);

		const got = await invoice(credential, { operation: 'get', documentNumber: byNumber(number) });
		expect(got.items[0].json).toMatchObject({ DocumentNumber: number, Net: 201.34, Total: 250, OCR: expect.any(String) });
		expect(got.items[0].json.InvoiceRows).toHaveLength(3);
	});

	it('sends a price or VAT of 0 added under Row Fields as 0: a free article row, a row without VAT', async () => {
		const { tenantId, credential, customer } = await company();
		const created = await invoice(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: {
				row: [
					{ ArticleNumber: 'CH-1', DeliveredQuantity: 1 },
					{ ArticleNumber: 'LA-1', DeliveredQuantity: 1, rowFields: { Price: 0 } },
					{ Description: 'Exportfrakt', DeliveredQuantity: 1, rowFields: { Price: 100, VAT: 0 } },
				],
			},
			additionalFields: {},
		});
		expect(created.error()).toBeUndefined();
		expect(invoiceRequests().find((request) => request.method === 'POST')?.body).toMatchObject({
			Invoice: {
				InvoiceRows: [
					{ ArticleNumber: 'CH-1', DeliveredQuantity: '1' },
					{ ArticleNumber: 'LA-1', DeliveredQuantity: '1', Price: 0 },
					{ Description: 'Exportfrakt', DeliveredQuantity: '1', Price: 100, VAT: 0 },
				],
			},
		});
		// The article's own price (40) and the default VAT (25 %) did not take the zeros' place.
		const kept = stored(tenantId, created.items[0].json.DocumentNumber);
		expect(kept.rows.map((row) => [row.ArticleNumber, row.Price, row.VAT])).toEqual([
			['CH-1', 99.9, 25],
			['LA-1', 0, 25],
			['', 100, 0],
		]);
		// 99.90 at 25 % + 100 at 0 %: VAT 24.98, total 224.88 → 225.
		expect(kept.head).toMatchObject({ Net: 199.9, TotalVAT: 24.98, Total: 225 });
	});

	it('creates one invoice per input item from Rows (JSON) given as an expression that maps the item’s lines', async () => {
		const { tenantId, credential, customer } = await company();
		const result = await invoice(
			credential,
			{
				operation: 'create',
				customer: byNumber(customer),
				rowsInput: 'json',
				rowsJson: '={{ $json.lines.map(l => ({ ArticleNumber: l.sku, DeliveredQuantity: l.qty })) }}',
				additionalFields: { YourOrderNumber: '={{ $json.order }}' },
			},
			[
				{ order: 'W-1001', lines: [{ sku: 'CH-1', qty: 2 }, { sku: 'LA-1', qty: 3 }] },
				{ order: 'W-1002', lines: [{ sku: 'LA-1', qty: 1 }] },
			],
		);
		expect(result.error()).toBeUndefined();
		expect(result.items.map((item) => [item.json.YourOrderNumber, item.json.Net, item.json.TotalVAT, item.json.Total, item.json.RoundOff])).toEqual([
			// 2 × 99.90 + 3 × 40 = 319.80 + 25 % = 399.75 → 400
			['W-1001', 319.8, 79.95, 400, 0.25],
			['W-1002', 40, 10, 50, 0],
		]);
		const first = stored(tenantId, result.items[0].json.DocumentNumber);
		expect(first.rows.map((row) => [row.ArticleNumber, row.DeliveredQuantity, row.Description])).toEqual([
			['CH-1', 2, 'Kontorsstol Ergo'],
			['LA-1', 3, 'Lampa LED'],
		]);
		expect(sandbox().tenant(tenantId).sales.invoices).toHaveLength(2);
	});

	it('refuses a row before sending: no article nor description, a VAT that is not a number, an account number out of 1000–9999', async () => {
		const { tenantId, credential, customer } = await company();
		const form = (row: IDataObject) => ({ rowsInput: 'fields', rows: { row: [{ Description: 'Ok', DeliveredQuantity: 1 }, row] } });
		for (const [rows, message] of [
			[form({ DeliveredQuantity: 3, rowFields: { Price: 100 } }), /^Row 2 has neither an article nor a description: every invoice row needs one of them$/],
			[{ rowsInput: 'json', rowsJson: '[{"Description": "Frakt", "VAT": "tjugofem"}]' }, /^Row 1 VAT "tjugofem" is not a number: write a number such as 2 or 12.50$/],
			[form({ Description: 'Frakt', rowFields: { AccountNumber: 3001000000 } }), /^Row 2 Account Number 3001000000 is out of range: it must be from 1000 to 9999$/],
			[{ rowsInput: 'json', rowsJson: '{"Description": "Frakt"}' }, /^Rows \(JSON\) is not an array of objects/],
			[{ rowsInput: 'fields', rows: {} }, /^Rows are empty: a document needs at least one invoice row$/],
		] as const) {
			const result = await invoice(credential, { operation: 'create', customer: byNumber(customer), ...rows });
			expect(result.error()?.message).toMatch(message);
			expect((result.error() as NodeError).description).toMatch(/nothing was sent to Fortnox/);
		}
		expect(invoiceRequests()).toEqual([]);
		expect(sandbox().tenant(tenantId).sales.invoices).toEqual([]);
	});

	it('refuses a row Description longer than the 255 characters of Fortnox’s invoice row, from the form and as JSON, before sending; 255 go through', async () => {
		const { tenantId, credential, customer } = await company();
		const long = 'Konsultarvode enligt avtal. '.repeat(40).slice(0, 1100);
		for (const rows of [
			{ rowsInput: 'fields', rows: { row: [{ Description: 'Ok', DeliveredQuantity: 1 }, { Description: long, DeliveredQuantity: 1 }] } },
			{ rowsInput: 'json', rowsJson: JSON.stringify([{ Description: 'Ok', DeliveredQuantity: 1 }, { Description: long, DeliveredQuantity: 1 }]) },
		]) {
			const result = await invoice(credential, { operation: 'create', customer: byNumber(customer), ...rows });
			expect(result.error()?.message).toBe('Row 2 Description is 1100 characters long: at most 255 characters are allowed');
			expect((result.error() as NodeError).description).toMatch(/nothing was sent to Fortnox/);
		}
		expect(invoiceRequests()).toEqual([]);
		expect(sandbox().tenant(tenantId).sales.invoices).toEqual([]);

		const created = await ok(credential, { operation: 'create', customer: byNumber(customer), rowsInput: 'json', rowsJson: JSON.stringify([{ Description: long.slice(0, 255), DeliveredQuantity: 1 }]) });
		expect(stored(tenantId, created.DocumentNumber).rows[0].Description).toBe(long.slice(0, 255));
	});

	it('refuses before sending a row discount outside 0–100 % and a due date before the invoice date; an amount discount over 100 goes through', async () => {
		const { tenantId, credential, customer } = await company();
		const withRows = (rowsJson: IDataObject[], additionalFields: IDataObject = {}) =>
			invoice(credential, { operation: 'create', customer: byNumber(customer), rowsInput: 'json', rowsJson: JSON.stringify(rowsJson), additionalFields });
		const percentRule = 'a discount in percent is from 0 to 100; give an amount off with Discount Type Amount';
		expect((await withRows([{ Description: 'Städning', DeliveredQuantity: 1, Price: 100, Discount: 150 }])).error()?.message).toBe(`Row 1 Discount 150 % is out of range: ${percentRule}`);
		expect((await withRows([{ Description: 'Städning', DeliveredQuantity: 1, Price: 100, Discount: -5, DiscountType: 'PERCENT' }])).error()?.message).toBe(
			`Row 1 Discount -5 % is out of range: ${percentRule}`,
		);
		const form = await invoice(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: { row: [{ Description: 'Städning', DeliveredQuantity: 1, rowFields: { Price: 100, Discount: 100.5, DiscountType: 'PERCENT' } }] },
		});
		expect(form.error()?.message).toBe(`Row 1 Discount 100.5 % is out of range: ${percentRule}`);
		const late = await withRows([{ Description: 'Städning', DeliveredQuantity: 1, Price: 100 }], { InvoiceDate: '2026-11-10', DueDate: '2026-11-09T00:00:00.000Z' });
		expect(late.error()?.message).toBe('Due Date 2026-11-09 is before the invoice date 2026-11-10: an invoice falls due on or after the day it is dated');
		expect((late.error() as NodeError).description).toMatch(/^Item 1: nothing was sent to Fortnox/);
		expect(invoiceRequests()).toEqual([]);

		const made = await withRows([{ Description: 'Hyra', DeliveredQuantity: 1, Price: 1000, Discount: 150, DiscountType: 'AMOUNT' }], { InvoiceDate: '2026-11-10', DueDate: '2026-11-10' });
		expect(made.error()).toBeUndefined();
		const number = String(made.items[0].json.DocumentNumber);
		expect(stored(tenantId, number).head).toMatchObject({ InvoiceDate: '2026-11-10', DueDate: '2026-11-10', Total: 1063 });
		const swapped = await invoice(credential, { operation: 'update', documentNumber: byNumber(number), updateFields: { InvoiceDate: '2026-12-01', DueDate: '2026-11-01' } });
		expect(swapped.error()?.message).toBe('Due Date 2026-11-01 is before the invoice date 2026-12-01: an invoice falls due on or after the day it is dated');
		expect(stored(tenantId, number).head).toMatchObject({ InvoiceDate: '2026-11-10', DueDate: '2026-11-10' });
	});

	it('passes on Fortnox’s refusal of an article it does not have, with its message and code', async () => {
		const { tenantId, credential, customer } = await company();
		const result = await invoice(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'json',
			rowsJson: '[{"ArticleNumber": "NOPE-1", "DeliveredQuantity": 1}]',
		});
		const error = result.error() as NodeError;
		expect(error.message).toMatch(/NOPE-1/);
		expect(error.description).toContain('Fortnox error code 2009201');
		expect(sandbox().tenant(tenantId).sales.invoices).toEqual([]);
	});

	it('creates an invoice with a service-account credential', async () => {
		const { tenantId, credential, customer } = await company(serviceAccountCredential(sandbox()));
		const number = await simpleInvoice(credential, customer, 800);
		expect(stored(tenantId, number).head).toMatchObject({ CustomerNumber: customer, Total: 1000, TotalVAT: 200 });
	});
});

describe('Fortnox → Invoice → Get Many', () => {
	it('lists by status (unbooked, unpaid, unpaid overdue, fully paid, cancelled), with Return All or a Limit', async () => {
		const { credential, customer } = await company();
		const unbooked = await simpleInvoice(credential, customer, 100);
		const unpaid = await simpleInvoice(credential, customer, 200);
		const overdue = await simpleInvoice(credential, customer, 300, { InvoiceDate: '2026-09-01', TermsOfPayment: '30' });
		const paid = await simpleInvoice(credential, customer, 400);
		const cancelled = await simpleInvoice(credential, customer, 500);
		for (const number of [unpaid, overdue, paid]) await ok(credential, { operation: 'bookkeep', documentNumber: byNumber(number) });
		await ok(credential, { operation: 'cancel', documentNumber: byNumber(cancelled) });
		const paying = await payment(credential, { operation: 'create', documentNumber: byNumber(paid), amount: 500, paymentDate: '2026-11-20', additionalFields: {} });
		await payment(credential, { operation: 'bookkeep', number: String(paying.items[0].json.Number) });

		const listed: Record<string, unknown[]> = {};
		for (const filter of ['unbooked', 'unpaid', 'unpaidoverdue', 'fullypaid', 'cancelled']) {
			const result = await invoice(credential, { operation: 'getAll', returnAll: true, filters: { filter } });
			expect(result.error()).toBeUndefined();
			listed[filter] = result.items.map((item) => item.json.DocumentNumber);
		}
		expect(listed).toEqual({ unbooked: [unbooked], unpaid: [unpaid, overdue], unpaidoverdue: [overdue], fullypaid: [paid], cancelled: [cancelled] });

		const all = await invoice(credential, { operation: 'getAll', returnAll: true, filters: { sortby: 'total', sortorder: 'descending' } });
		expect(all.items.map((item) => item.json.Total)).toEqual([625, 500, 375, 250, 125]);
		expect(all.items[0].json).toMatchObject({ DocumentNumber: cancelled, Cancelled: true, Balance: 0 });
		const two = await invoice(credential, { operation: 'getAll', returnAll: false, limit: 2 });
		expect(two.items.map((item) => item.json.DocumentNumber)).toEqual([unbooked, unpaid]);
		const overdueSince = await invoice(credential, { operation: 'getAll', returnAll: true, filters: { fromdate: '2026-08-01T00:00:00.000Z', todate: '2026-09-30T00:00:00.000Z' } });
		expect(overdueSince.items.map((item) => item.json.DocumentNumber)).toEqual([overdue]);

		expect(listRequests().map((request) => request.query)).toEqual([
			...['unbooked', 'unpaid', 'unpaidoverdue', 'fullypaid', 'cancelled'].map((filter) => ({ filter, page: '1', limit: '500' })),
			{ sortby: 'total', sortorder: 'descending', page: '1', limit: '500' },
			{ page: '1', limit: '2' },
			{ fromdate: '2026-08-01', todate: '2026-09-30', page: '1', limit: '500' },
		]);
	});

	it('reads every page when Return All meets more than 500 invoices', async () => {
		const { tenantId, credential, customer } = await company();
		const number = await simpleInvoice(credential, customer, 10);
		// 520 more invoices, copied in the sandbox's state: making them one by one through the node would only be slow.
		const invoices = sandbox().tenant(tenantId).sales.invoices;
		const template = invoices[0];
		for (let k = 2; k <= 521; k++) invoices.push({ ...structuredClone(template), head: { ...structuredClone(template.head), DocumentNumber: String(k) } });
		const all = await invoice(credential, { operation: 'getAll', returnAll: true });
		expect(all.items).toHaveLength(521);
		expect(all.items[0].json.DocumentNumber).toBe(number);
		expect(all.items[520].json.DocumentNumber).toBe('521');
		const some = await invoice(credential, { operation: 'getAll', returnAll: false, limit: 7 });
		expect(some.items).toHaveLength(7);
		expect(listRequests().map((request) => request.query)).toEqual([
			{ page: '1', limit: '500' },
			{ page: '2', limit: '500' },
			{ page: '1', limit: '7' },
		]);
	});
});

describe('Fortnox → Invoice → Update, Bookkeep, Cancel, Credit', () => {
	it('updates an unbooked invoice: new rows replace the old ones; Keep the Rows, the default, keeps them', async () => {
		const { tenantId, credential, customer } = await company();
		const created = await invoice(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: { row: [{ ArticleNumber: 'CH-1', DeliveredQuantity: 1 }, { Description: 'Frakt', DeliveredQuantity: 1, rowFields: { Price: 100 } }] },
			additionalFields: {},
		});
		const number = String(created.items[0].json.DocumentNumber);

		const replaced = await invoice(credential, {
			operation: 'update',
			documentNumber: byNumber(number),
			rowsInput: 'fields',
			rows: { row: [{ ArticleNumber: 'LA-1', DeliveredQuantity: 4 }] },
			updateFields: { YourReference: 'Bo Beställare' },
		});
		expect(replaced.error()).toBeUndefined();
		expect(replaced.items[0].json).toMatchObject({ YourReference: 'Bo Beställare', Net: 160, Total: 200 });
		expect(stored(tenantId, number).rows.map((row) => [row.ArticleNumber, row.Description, row.DeliveredQuantity])).toEqual([['LA-1', 'Lampa LED', 4]]);

		// Rows Input as the editor leaves it: the rows stay.
		const kept = await invoice(credential, { operation: 'update', documentNumber: byNumber(number), updateFields: { Remarks: 'Tack för beställningen', Freight: 50 } });
		expect(kept.error()).toBeUndefined();
		expect(kept.items[0].json).toMatchObject({ Remarks: 'Tack för beställningen', Freight: 50, Net: 210, TotalVAT: 52.5, Total: 263, RoundOff: 0.5 });
		expect(stored(tenantId, number).rows.map((row) => row.ArticleNumber)).toEqual(['LA-1']);
		const lastPut = invoiceRequests().filter((request) => request.method === 'PUT').pop();
		expect(lastPut?.body).toEqual({ Invoice: { Remarks: 'Tack för beställningen', Freight: 50 } });
		const keptAgain = await invoice(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: { OurReference: 'Eva Säljare' } });
		expect(keptAgain.items[0].json).toMatchObject({ OurReference: 'Eva Säljare', Remarks: 'Tack för beställningen', Total: 263 });
		expect(stored(tenantId, number).rows.map((row) => [row.ArticleNumber, row.DeliveredQuantity])).toEqual([['LA-1', 4]]);

		const empty = await invoice(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: {} });
		expect(empty.error()?.message).toBe('Update Fields are empty: add a field to change, or new rows');
	});

	it('bookkeeps; Fortnox then refuses to update or cancel the booked invoice, and its message and code are passed on', async () => {
		const { tenantId, credential, customer } = await company();
		const number = await simpleInvoice(credential, customer, 400);
		const booked = await ok(credential, { operation: 'bookkeep', documentNumber: byNumber(number) });
		expect(booked).toMatchObject({ DocumentNumber: number, Booked: true, Balance: 500 });
		expect(stored(tenantId, number).head).toMatchObject({ Booked: true, VoucherSeries: 'B' });
		const before = structuredClone(stored(tenantId, number).head);

		const update = await invoice(credential, { operation: 'update', documentNumber: byNumber(number), updateFields: { YourReference: 'Sent' } });
		const updateError = update.error() as NodeError;
		expect(updateError.message).toBe(`Invoice ${number} is booked and cannot be updated; credit it instead.`);
		expect(updateError.description).toContain('Fortnox error code 2009210');
		expect(updateError.description).toContain('HTTP 400');

		const cancel = await invoice(credential, { operation: 'cancel', documentNumber: byNumber(number) });
		expect(cancel.error()?.message).toBe(`Invoice ${number} is booked and cannot be cancelled; credit it instead.`);
		expect((cancel.error() as NodeError).description).toContain('Fortnox error code 2009210');

		const again = await invoice(credential, { operation: 'bookkeep', documentNumber: byNumber(number) });
		expect((again.error() as NodeError).description).toContain('Fortnox error code 2009210');
		expect(stored(tenantId, number).head).toEqual(before);
	});

	it('cancels an unbooked invoice: nothing is left to pay, and a cancelled invoice is not sent', async () => {
		const { tenantId, credential, customer } = await company();
		const number = await simpleInvoice(credential, customer, 200);
		const cancelled = await ok(credential, { operation: 'cancel', documentNumber: byNumber(number) });
		expect(cancelled).toMatchObject({ DocumentNumber: number, Cancelled: true, Balance: 0 });
		expect(stored(tenantId, number).head).toMatchObject({ Cancelled: true, Balance: 0, Booked: false });
		const sending = await invoice(credential, { operation: 'sendEmail', documentNumber: byNumber(number) });
		expect((sending.error() as NodeError).description).toContain('Fortnox error code 2009211');
		expect(sandbox().sentSalesMails(tenantId)).toEqual([]);
	});

	it('credits a booked invoice: the output is the credit invoice (rows negated, referring to the original), so the next node acts on the credit', async () => {
		const { tenantId, credential, customer } = await company();
		const created = await invoice(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: { row: [{ ArticleNumber: 'CH-1', DeliveredQuantity: 2 }, { Description: 'Frakt', DeliveredQuantity: 1, rowFields: { Price: 50.2 } }] },
			additionalFields: {},
		});
		const number = String(created.items[0].json.DocumentNumber);

		const unbooked = await invoice(credential, { operation: 'credit', documentNumber: byNumber(number) });
		expect((unbooked.error() as NodeError).description).toContain('Fortnox error code 2009212');

		await ok(credential, { operation: 'bookkeep', documentNumber: byNumber(number) });
		// Credit, then Bookkeep of {{ $json.DocumentNumber }}: Fortnox answers the credit with the original,
		// and a following node would book the original again if the output were that answer.
		const sent = invoiceRequests().length;
		const chain = await runChain([
			{ name: 'Credit', type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'credit', documentNumber: byNumber(number) } },
			{ name: 'Book the credit', type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'bookkeep', documentNumber: byNumber('={{ $json.DocumentNumber }}') } },
		]);
		expect(chain.error()).toBeUndefined();
		const credited = chain.output('Credit')[0].json;
		const creditNumber = String(credited.DocumentNumber);
		expect(creditNumber).not.toBe(number);
		expect(credited).toMatchObject({ Credit: 'true', CreditInvoiceReference: number, Total: -313 });
		expect(stored(tenantId, number).head.CreditInvoiceReference).toBe(creditNumber);
		expect(chain.output('Book the credit')[0].json).toMatchObject({ DocumentNumber: creditNumber, Booked: true });
		// The credit is sent once; reading the credit invoice back is what follows it.
		expect(invoiceRequests().slice(sent, sent + 2).map((request) => `${request.method} ${request.path}`)).toEqual([`PUT /3/invoices/${number}/credit`, `GET /3/invoices/${creditNumber}`]);

		const credit = stored(tenantId, creditNumber);
		expect(credit.head).toMatchObject({ Credit: 'true', CreditInvoiceReference: number, CustomerNumber: customer, Total: -313, Booked: true });
		expect(credit.rows.map((row) => [row.ArticleNumber, row.Description, row.DeliveredQuantity])).toEqual([
			['CH-1', 'Kontorsstol Ergo', -2],
			['', 'Frakt', -1],
		]);
		const creditInvoices = await invoice(credential, { operation: 'getAll', returnAll: true, filters: { credit: true } });
		expect(creditInvoices.items.map((item) => item.json.DocumentNumber)).toEqual([creditNumber]);

		const twice = await invoice(credential, { operation: 'credit', documentNumber: byNumber(number) });
		expect(twice.error()?.message).toBe(`Invoice ${number} is already credited by invoice ${creditNumber}.`);
		expect((twice.error() as NodeError).description).toContain('Fortnox error code 2009213');
		expect(sandbox().tenant(tenantId).sales.invoices).toHaveLength(2);

		// Booking the credit invoice settled the original.
		expect(stored(tenantId, number).head).toMatchObject({ Balance: 0, FinalPayDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
	});
});

describe('Fortnox → Invoice → Sending and PDFs', () => {
	it('sends by e-mail: the sandbox records the mail to the customer’s address and the invoice is Sent', async () => {
		const { tenantId, credential, customer } = await company();
		const number = await simpleInvoice(credential, customer, 100);
		const sent = await ok(credential, { operation: 'sendEmail', documentNumber: byNumber(number) });
		expect(sent).toMatchObject({ DocumentNumber: number, Sent: true });
		expect(stored(tenantId, number).head.Sent).toBe(true);
		expect(sandbox().sentSalesMails(tenantId)).toEqual([
			expect.objectContaining({ kind: 'invoice', documentNumber: number, to: 'faktura@kontorsgiganten.se', subject: `Faktura ${number}`, attachment: `Faktura ${number}.pdf` }),
		]);
		// Sent once: the request is a GET Fortnox answers by sending, so it goes exactly once.
		expect(invoiceRequests().filter((request) => request.path.endsWith('/email'))).toHaveLength(1);
	});

	it('sends an e-invoice only with a GLN (Fortnox’s refusal passed on), by e-print, and marks an invoice sent some other way', async () => {
		const { tenantId, credential, customer } = await company();
		const [einvoice, eprint, marked] = [await simpleInvoice(credential, customer), await simpleInvoice(credential, customer), await simpleInvoice(credential, customer)];

		const withoutGln = await invoice(credential, { operation: 'sendEInvoice', documentNumber: byNumber(einvoice) });
		expect(withoutGln.error()?.message).toMatch(/no GLN/);
		expect((withoutGln.error() as NodeError).description).toContain('Fortnox error code 2009215');
		expect(stored(tenantId, einvoice).head.Sent).toBe(false);

		await ok(credential, { operation: 'update', documentNumber: byNumber(einvoice), updateFields: { EDIInformation: '{"EDIGlobalLocationNumber": "7350000000017"}' } });
		expect(await ok(credential, { operation: 'sendEInvoice', documentNumber: byNumber(einvoice) })).toMatchObject({ Sent: true });
		expect(await ok(credential, { operation: 'sendEPrint', documentNumber: byNumber(eprint) })).toMatchObject({ Sent: true });
		expect(await ok(credential, { operation: 'markSent', documentNumber: byNumber(marked) })).toMatchObject({ Sent: true });
		expect([einvoice, eprint, marked].map((number) => stored(tenantId, number).head.Sent)).toEqual([true, true, true]);
		expect(sandbox().sentSalesMails(tenantId)).toEqual([]);
		expect(invoiceRequests().filter((request) => request.path.match(/\/(einvoice|eprint|externalprint)$/)).map((request) => `${request.method} ${request.path}`)).toEqual([
			`GET /3/invoices/${einvoice}/einvoice`,
			`GET /3/invoices/${einvoice}/einvoice`,
			`GET /3/invoices/${eprint}/eprint`,
			`PUT /3/invoices/${marked}/externalprint`,
		]);
	});

	it('prints a PDF named as Fortnox names it, which marks the invoice Sent; preview gives the PDF and leaves it unsent', async () => {
		const { tenantId, credential, customer } = await company();
		const [printed, previewed] = [await simpleInvoice(credential, customer, 100), await simpleInvoice(credential, customer, 200)];

		const preview = await invoice(credential, { operation: 'preview', documentNumber: byNumber(previewed), binaryPropertyName: 'pdf' });
		expect(preview.error()).toBeUndefined();
		expect(preview.items[0].json).toMatchObject({ DocumentNumber: previewed, fileName: `Faktura ${previewed}.pdf` });
		expect(preview.items[0].binary?.pdf).toMatchObject({ fileName: `Faktura ${previewed}.pdf`, mimeType: 'application/pdf' });
		expect(binaryBytes(preview.items[0], 'pdf').subarray(0, 4).toString('latin1')).toBe('%PDF');
		expect(stored(tenantId, previewed).head.Sent).toBe(false);

		const print = await invoice(credential, { operation: 'print', documentNumber: byNumber(printed), binaryPropertyName: 'data' });
		expect(print.error()).toBeUndefined();
		const bytes = binaryBytes(print.items[0]);
		expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
		expect(print.items[0].json).toEqual({ DocumentNumber: printed, fileName: `Faktura ${printed}.pdf`, size: bytes.length });
		expect(print.items[0].binary?.data).toMatchObject({ fileName: `Faktura ${printed}.pdf`, mimeType: 'application/pdf' });
		expect(bytes.toString('latin1')).toContain('Kontorsgiganten AB');
		expect(stored(tenantId, printed).head.Sent).toBe(true);
	});

	it('prints a payment reminder of a booked, overdue invoice, and passes on Fortnox’s refusal for one not yet due', async () => {
		const { tenantId, credential, customer } = await company();
		const overdue = await simpleInvoice(credential, customer, 300, { InvoiceDate: '2026-09-01', TermsOfPayment: '30' });
		const notDue = await simpleInvoice(credential, customer, 300);
		for (const number of [overdue, notDue]) await ok(credential, { operation: 'bookkeep', documentNumber: byNumber(number) });

		const reminder = await invoice(credential, { operation: 'printReminder', documentNumber: byNumber(overdue), binaryPropertyName: 'data' });
		expect(reminder.error()).toBeUndefined();
		expect(reminder.items[0].json).toMatchObject({ DocumentNumber: overdue, fileName: `Påminnelse ${overdue}.pdf` });
		expect(binaryBytes(reminder.items[0]).subarray(0, 4).toString('latin1')).toBe('%PDF');
		expect(stored(tenantId, overdue).head).toMatchObject({ Reminders: 1, LastRemindDate: today() });

		const early = await invoice(credential, { operation: 'printReminder', documentNumber: byNumber(notDue), binaryPropertyName: 'data' });
		expect(early.error()?.message).toMatch(/is not overdue/);
		expect((early.error() as NodeError).description).toContain('Fortnox error code 2009220');
		expect(stored(tenantId, notDue).head.Reminders).toBe(0);
	});
});

describe('Fortnox → Invoice → Warehouse Ready', () => {
	it('lowers the stock of a stock article once, by the delivered quantity; a second time is refused and moves nothing', async () => {
		// Every new company starts with the warehouse seed: 15 × 1003 Skrivbordslampa at MAIN, location A1.
		const { tenantId, credential, customer } = await company();
		expect(sandbox().stock(tenantId, '1003', 'MAIN').inStock).toBe(15);
		const created = await invoice(credential, {
			operation: 'create',
			customer: byNumber(customer),
			rowsInput: 'fields',
			rows: { row: [{ ArticleNumber: '1003', DeliveredQuantity: 4, rowFields: { Price: 349 } }, { ArticleNumber: 'CH-1', DeliveredQuantity: 1 }, { Description: 'Frakt', DeliveredQuantity: 1, rowFields: { Price: 99 } }] },
			additionalFields: {},
		});
		const number = String(created.items[0].json.DocumentNumber);

		const ready = await ok(credential, { operation: 'warehouseReady', documentNumber: byNumber(number) });
		expect(ready).toMatchObject({ DocumentNumber: number, WarehouseReady: true });
		expect(sandbox().stock(tenantId, '1003', 'MAIN').inStock).toBe(11);
		// Sell from stock, end to end: the Warehouse node's Stock Balance shows the drop.
		const balance = await runNode({
			type: 'fortnoxWarehouse',
			credential,
			parameters: { resource: 'stockBalance', operation: 'get', returnAll: true, filters: { itemIds: ['1003'], stockPointCodes: ['MAIN'] } },
		});
		expect(balance.error()).toBeUndefined();
		expect(balance.items.map((item) => [item.json.itemId, item.json.inStock])).toEqual([['1003', 11]]);

		const again = await invoice(credential, { operation: 'warehouseReady', documentNumber: byNumber(number) });
		expect(again.error()?.message).toMatch(/already warehouse ready/);
		expect((again.error() as NodeError).description).toContain('Fortnox error code 2009217');
		expect(sandbox().stock(tenantId, '1003', 'MAIN').inStock).toBe(11);
		// A warehouse-ready invoice's content is locked.
		const update = await invoice(credential, { operation: 'update', documentNumber: byNumber(number), updateFields: { Remarks: 'x' } });
		expect((update.error() as NodeError).description).toContain('Fortnox error code 2009217');
	});
});

describe('Fortnox → Invoice → pickers', () => {
	it('finds invoices for the invoice picker, newest first, by number or customer name; articles for the rows by their search; offers terms of payment', async () => {
		const { credential, customer } = await company();
		await runNode({ type: 'fortnox', credential, parameters: { resource: 'customer', operation: 'create', name: 'Städbolaget i Sverige AB', additionalFields: {} } });
		const first = await simpleInvoice(credential, customer, 100);
		const second = await simpleInvoice(credential, customer, 200, { InvoiceDate: '2026-10-05' });
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'invoice', operation: 'get' } });
		const { listSearch, loadOptions } = new Fortnox().methods;

		const all = await listSearch.searchInvoices.call(context);
		expect(all.results).toEqual([
			{ name: `${second} · Kontorsgiganten AB · 2026-10-05 · 250 SEK`, value: second },
			{ name: expect.stringMatching(new RegExp(`^${first} · Kontorsgiganten AB · \\d{4}-\\d{2}-\\d{2} · 125 SEK$`)), value: first },
		]);
		expect(all.paginationToken).toBeUndefined();
		expect((await listSearch.searchInvoices.call(context, first)).results.map((result) => result.value)).toEqual([first]);
		expect((await listSearch.searchInvoices.call(context, 'kontors')).results.map((result) => result.value)).toEqual([second, first]);
		expect((await listSearch.searchInvoices.call(context, 'städ')).results).toEqual([]);

		// The rows' article picker: Fortnox's own search, 500 a page.
		const articles = await listSearch.searchArticles.call(context);
		expect(articles.results).toEqual(expect.arrayContaining([{ name: 'Kontorsstol Ergo (CH-1)', value: 'CH-1' }, { name: 'Lampa LED (LA-1)', value: 'LA-1' }]));
		expect((await listSearch.searchArticles.call(context, 'led')).results).toEqual([{ name: 'Lampa LED (LA-1)', value: 'LA-1' }]);
		const terms = await loadOptions.getTermsOfPayment.call(context);
		expect(terms.map((term) => term.value).sort()).toEqual(['0', '10', '15', '20', '30']);
		expect(terms).toContainEqual({ name: '30 dagar (30)', value: '30' });
	});
});
