import type { IDataObject } from 'n8n-workflow';

import { Fortnox } from '../../nodes/Fortnox/Fortnox.node.js';
import type { TenantCredentials } from '../../sandbox';
import { byNumber } from '../harness/core';
import { usePurchasingSandbox } from '../harness/purchasing';
import type { NodeSpec } from '../harness/run-workflow';
import { loadOptionsContext, runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';

type NodeError = Error & { description?: string; httpCode?: string };
type Credential = NodeSpec['credential'];
type Tenant = TenantCredentials;

const { sandbox, purchasingRequests, stored } = usePurchasingSandbox();

const supplierInvoice = (credential: Credential, parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'supplierInvoice', ...parameters } }, items);
const storedInvoice = (tenant: Tenant, number: string) => stored(tenant, `/3/supplierinvoices/${number}`, 'SupplierInvoice');
const rowsOf = (invoice: IDataObject | undefined) => ((invoice?.SupplierInvoiceRows as IDataObject[] | undefined) ?? []).map((row) => [row.Account, Number(row.Debit), Number(row.Credit)]);

/** A form row: account, debit and credit, and Row Fields. */
const row = (Account: number, Debit: number, Credit: number, rowFields: IDataObject = {}) => ({ Account, Debit, Credit, rowFields });
/** The costs of an invoice of 1,250.00 with 250.00 VAT: Fortnox adds the supplier debt and VAT rows. */
const COSTS = [row(6110, 800, 0, { TransactionInformation: 'Kontorsmaterial' }), row(4010, 200, 0)];
/** Whether the rows as the sandbox holds them balance, as Fortnox needs to book them. */
const balances = (invoice: IDataObject | undefined) => {
	const rows = rowsOf(invoice);
	return rows.reduce((sum, [, debit]) => sum + Number(debit), 0) === rows.reduce((sum, [, , credit]) => sum + Number(credit), 0);
};

async function ok(run: Promise<Awaited<ReturnType<typeof runNode>>>): Promise<IDataObject> {
	const result = await run;
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

/** A company with a supplier made through the node; the request log starts afresh. */
async function company() {
	const { tenant, credential } = accessTokenCredential(sandbox());
	const made = await ok(runNode({ type: 'fortnox', credential, parameters: { resource: 'supplier', operation: 'create', name: 'Kontorsvaror i Mälardalen AB', additionalFields: {} } }));
	sandbox().clearRequests();
	return { tenant, credential, supplier: String(made.SupplierNumber) };
}

/** A supplier invoice of 1,250.00 with its costs, made through the node; returns its given number. */
async function balancedInvoice(credential: Credential, supplier: string, more: IDataObject = {}): Promise<string> {
	const created = await ok(
		supplierInvoice(credential, { operation: 'create', supplier: byNumber(supplier), Total: 1250, VAT: 250, InvoiceDate: '2026-11-02', DueDate: '2026-12-02', rowsInput: 'fields', rows: { row: COSTS }, additionalFields: {}, ...more }),
	);
	return String(created.GivenNumber);
}

describe('Fortnox → Supplier Invoice', () => {
	it('creates a supplier invoice from the form with its bookkeeping rows, gets it, and the sandbox holds it', async () => {
		const { tenant, credential, supplier } = await company();
		const created = await ok(
			supplierInvoice(credential, {
				operation: 'create',
				supplier: byNumber(supplier),
				InvoiceNumber: 'F-2026-118',
				InvoiceDate: '2026-11-02T00:00:00.000Z',
				DueDate: '2026-12-02',
				Total: 1250,
				VAT: 250,
				OCR: '11823',
				rowsInput: 'fields',
				rows: { row: COSTS },
				additionalFields: { YourReference: 'Maria Lind' },
			}),
		);
		const number = String(created.GivenNumber);
		expect(created).toMatchObject({ SupplierNumber: supplier, InvoiceNumber: 'F-2026-118', InvoiceDate: '2026-11-02', DueDate: '2026-12-02', OCR: '11823', Booked: false });
		expect(purchasingRequests().find((request) => request.method === 'POST')?.body).toEqual({
			SupplierInvoice: {
				YourReference: 'Maria Lind',
				InvoiceNumber: 'F-2026-118',
				InvoiceDate: '2026-11-02',
				DueDate: '2026-12-02',
				Total: '1250',
				VAT: '250',
				OCR: '11823',
				SupplierNumber: supplier,
				SupplierInvoiceRows: [
					{ TransactionInformation: 'Kontorsmaterial', Account: 6110, Debit: 800, Credit: 0 },
					{ Account: 4010, Debit: 200, Credit: 0 },
				],
			},
		});
		const held = await storedInvoice(tenant, number);
		expect(held).toMatchObject({ SupplierNumber: supplier, InvoiceNumber: 'F-2026-118', OCR: '11823', Booked: false, Cancelled: false });
		expect(rowsOf(held)).toEqual(expect.arrayContaining([
			[6110, 800, 0],
			[4010, 200, 0],
		]));
		expect(balances(held)).toBe(true);

		const got = await ok(supplierInvoice(credential, { operation: 'get', documentNumber: byNumber(number) }));
		expect(got).toMatchObject({ GivenNumber: number, SupplierNumber: supplier, YourReference: 'Maria Lind' });
	});

	it('creates from JSON rows, and updates an unbooked one: its fields, and new rows in place of the old', async () => {
		const { tenant, credential, supplier } = await company();
		const created = await ok(
			supplierInvoice(credential, {
				operation: 'create',
				supplier: byNumber(supplier),
				Total: 500,
				VAT: 100,
				rowsInput: 'json',
				rowsJson: '={{ $json.lines }}',
				additionalFields: {},
			}, [{ lines: [{ Account: 4010, Debit: 300 }, { Account: 6110, Debit: 100, TransactionInformation: 'Frakt' }] }]),
		);
		const number = String(created.GivenNumber);
		const first = await storedInvoice(tenant, number);
		expect(rowsOf(first)).toEqual(expect.arrayContaining([
			[4010, 300, 0],
			[6110, 100, 0],
		]));
		const rowCount = rowsOf(first).length;

		const kept = await ok(supplierInvoice(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: { Comments: 'Attesteras av Maria' } }));
		expect(kept).toMatchObject({ GivenNumber: number, Comments: 'Attesteras av Maria' });
		expect(rowsOf(await storedInvoice(tenant, number))).toHaveLength(rowCount);

		const replaced = await ok(
			supplierInvoice(credential, {
				operation: 'update',
				documentNumber: byNumber(number),
				rowsInput: 'fields',
				rows: { row: [row(6110, 480, 0)] },
				updateFields: { Total: '600', VAT: '120' },
			}),
		);
		expect(replaced).toMatchObject({ GivenNumber: number });
		const held = await storedInvoice(tenant, number);
		expect(held).toMatchObject({ Comments: 'Attesteras av Maria' });
		expect(Number(held?.Total)).toBe(600);
		expect(rowsOf(held)).toContainEqual([6110, 480, 0]);
		expect(rowsOf(held)).not.toContainEqual([4010, 300, 0]);
		expect(balances(held)).toBe(true);
		const empty = await supplierInvoice(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: {} });
		expect(empty.error()?.message).toBe('Update Fields are empty: add a field to change, or new rows');
	});

	it("refuses what breaks Fortnox's limits before sending: an account out of range, a row without account, rows that do not make Total less VAT, a long invoice number", async () => {
		const { credential, supplier } = await company();
		const create = (more: IDataObject) =>
			supplierInvoice(credential, { operation: 'create', supplier: byNumber(supplier), Total: 1250, VAT: 250, rowsInput: 'fields', rows: { row: COSTS }, additionalFields: {}, ...more });
		for (const [more, message] of [
			[{ rows: { row: [row(999, 1000, 0)] } }, /^Row 1 Account 999 is out of range/],
			[{ rowsInput: 'json', rowsJson: '[{"Debit": 1000}]' }, /^Row 1 Account is missing/],
			[{ rowsInput: 'json', rowsJson: '{"Account": 6110}' }, /^Rows \(JSON\) is not an array of objects/],
			[{ rowsInput: 'json', rowsJson: '[{"Account": 6110, "Description": "x"}]' }, /^Row 1 Description is not a field Fortnox knows here/],
			[{ VAT: 200 }, /^Rows come to 1000\.00 \(debit less credit\), but Total less VAT is 1050\.00: they differ by 50\.00: Fortnox books the Total as the supplier debt and the VAT itself/],
			[{ InvoiceNumber: 'F'.repeat(65) }, /^Invoice Number is 65 characters long: at most 64 characters are allowed$/],
			[{ supplier: byNumber('={{ "" }}') }, /^Supplier is missing/],
			// An expression's text in an amount field: the field is named, not the rows' sum (which was NaN).
			[{ Total: '={{ "abc" }}' }, /^Total "abc" is not a number: write a number such as 2 or 12\.50$/],
			[{ VAT: '={{ "25 %" }}' }, /^VAT "25 %" is not a number: write a number such as 2 or 12\.50$/],
			[{ InvoiceDate: '2026-11-20', DueDate: '2026-10-20' }, /^Due Date 2026-10-20 is before the invoice date 2026-11-20: an invoice falls due on or after the day it is dated$/],
		] as const) {
			const result = await create(more);
			expect(result.error()?.message).toMatch(message);
		}
		expect(purchasingRequests()).toEqual([]);
		// A Total written as text with a decimal comma is read as the number it is.
		const comma = await create({ Total: '={{ "1250,00" }}' });
		expect(comma.error()).toBeUndefined();
		expect((purchasingRequests()[0].body as IDataObject).SupplierInvoice).toMatchObject({ Total: '1250', VAT: '250' });
	});

	it('approving the bookkeeping books it; then the payment is approved and it is credited; each refused action is refused before it is sent', async () => {
		const { tenant, credential, supplier } = await company();
		const number = await balancedInvoice(credential, supplier);
		const act = (operation: string) => supplierInvoice(credential, { operation, documentNumber: byNumber(number) });
		const onlyRead = () => expect(purchasingRequests().map((request) => `${request.method} ${request.path}`)).toEqual([`GET /3/supplierinvoices/${number}`]);

		sandbox().clearRequests();
		const early = await act('credit');
		expect(early.error()?.message).toBe(`Supplier Invoice ${number} is not booked: only a booked supplier invoice is credited; cancel an unbooked one instead`);
		onlyRead();

		expect(await ok(act('approveBookkeep'))).toMatchObject({ GivenNumber: number, Booked: true });
		expect(await storedInvoice(tenant, number)).toMatchObject({ Booked: true, Cancelled: false });

		for (const [operation, message] of [
			['bookkeep', 'is booked already: a supplier invoice is booked once'],
			['approveBookkeep', 'is booked already: approval of bookkeeping comes before booking'],
			['cancel', 'is booked already: a booked supplier invoice is credited instead (Credit)'],
		]) {
			sandbox().clearRequests();
			expect((await act(operation)).error()?.message).toBe(`Supplier Invoice ${number} ${message}`);
			onlyRead();
		}

		expect(await ok(act('approvePayment'))).toMatchObject({ GivenNumber: number, Booked: true });
		sandbox().clearRequests();
		const credited = await ok(act('credit'));
		const sent = purchasingRequests().map((request) => `${request.method} ${request.path}`);
		const original = await storedInvoice(tenant, number);
		const creditNumber = String(original?.CreditReference);
		expect(Number(creditNumber)).toBeGreaterThan(0);
		expect(await storedInvoice(tenant, creditNumber)).toMatchObject({ Credit: true, SupplierNumber: supplier });
		// Fortnox answers with the original; the output is the credit invoice it made, read back after the one PUT.
		expect(credited).toMatchObject({ GivenNumber: creditNumber, Credit: true, CreditReference: Number(number), SupplierNumber: supplier });
		expect(sent).toEqual([`GET /3/supplierinvoices/${number}`, `PUT /3/supplierinvoices/${number}/credit`, `GET /3/supplierinvoices/${creditNumber}`]);
		sandbox().clearRequests();
		expect((await act('credit')).error()?.message).toBe(`Supplier Invoice ${number} is credited already (credit invoice ${creditNumber}): a supplier invoice is credited once`);
		onlyRead();
	});

	it('books a supplier invoice without the approval flow: it gets its voucher, and Fortnox refuses to change it after', async () => {
		const { tenant, credential, supplier } = await company();
		const number = await balancedInvoice(credential, supplier);
		expect(await ok(supplierInvoice(credential, { operation: 'bookkeep', documentNumber: byNumber(number) }))).toMatchObject({ GivenNumber: number, Booked: true });
		expect(purchasingRequests().filter((request) => request.method === 'PUT').map((request) => [request.path, request.body])).toEqual([[`/3/supplierinvoices/${number}/bookkeep`, undefined]]);
		expect(await storedInvoice(tenant, number)).toMatchObject({ Booked: true, Balance: '1250', VoucherSeries: 'D', Vouchers: [expect.objectContaining({ Series: 'D', ReferenceType: 'SUPPLIERINVOICE' })] });

		// Fortnox refuses to change it now, and its message and code come through.
		const update = await supplierInvoice(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: { Comments: 'Ändrad' } });
		const error = update.error('Fortnox') as NodeError;
		expect(error.message).toBe(`Supplier invoice ${number} is booked and cannot be updated.`);
		expect(error.description).toMatch(/^Fortnox error code 2009310 · HTTP 400/);
		expect(await storedInvoice(tenant, number)).toMatchObject({ Comments: '' });
	});

	it('refuses new rows that do not balance the invoice’s Total and VAT, reading them first, and changes nothing', async () => {
		const { tenant, credential, supplier } = await company();
		const number = await balancedInvoice(credential, supplier);
		sandbox().clearRequests();
		const result = await supplierInvoice(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'fields', rows: { row: [row(6110, 999.5, 0)] }, updateFields: {} });
		expect(result.error()?.message).toBe(
			'Rows come to 999.50 (debit less credit), but Total less VAT is 1000.00: they differ by 0.50: Fortnox books the Total as the supplier debt and the VAT itself, and the rows must balance them',
		);
		expect(purchasingRequests().map((request) => request.method)).toEqual(['GET']);
		expect(rowsOf(await storedInvoice(tenant, number))).toContainEqual([6110, 800, 0]);
	});

	it('cancels an unbooked supplier invoice; Fortnox refuses to change a cancelled one, and its message and code come through', async () => {
		const { tenant, credential, supplier } = await company();
		const number = await balancedInvoice(credential, supplier);
		expect(await ok(supplierInvoice(credential, { operation: 'cancel', documentNumber: byNumber(number) }))).toMatchObject({ GivenNumber: number, Cancelled: true });
		expect(await storedInvoice(tenant, number)).toMatchObject({ Cancelled: true, Booked: false });

		const book = await supplierInvoice(credential, { operation: 'bookkeep', documentNumber: byNumber(number) });
		expect(book.error()?.message).toBe(`Supplier Invoice ${number} is cancelled: a cancelled supplier invoice cannot be changed, booked, approved or credited`);

		sandbox().clearRequests();
		const update = await supplierInvoice(credential, { operation: 'update', documentNumber: byNumber(number), rowsInput: 'keep', updateFields: { Comments: 'För sent' } });
		const error = update.error('Fortnox') as NodeError;
		expect(error.message).toBe(`Supplier invoice ${number} is cancelled and cannot be updated.`);
		expect(error.description).toMatch(/^Fortnox error code 2009311 · HTTP 400/);
		expect(purchasingRequests().map((request) => request.method)).toEqual(['PUT']);
		expect(await storedInvoice(tenant, number)).not.toMatchObject({ Comments: 'För sent' });
	});

	it('lists by status and changes, Return All at 500 a page or a Limit', async () => {
		const { credential, supplier } = await company();
		const booked = await balancedInvoice(credential, supplier, { InvoiceDate: '2026-10-15' });
		await ok(supplierInvoice(credential, { operation: 'bookkeep', documentNumber: byNumber(booked) }));
		const open = await balancedInvoice(credential, supplier, { InvoiceDate: '2026-11-03' });
		sandbox().clearRequests();

		const unbooked = await supplierInvoice(credential, { operation: 'getAll', returnAll: true, filters: { filter: 'unbooked' } });
		expect(unbooked.items.map((item) => item.json.GivenNumber)).toEqual([open]);
		const all = await supplierInvoice(credential, { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => item.json.GivenNumber).sort()).toEqual([booked, open].sort());
		const one = await supplierInvoice(credential, { operation: 'getAll', returnAll: false, limit: 1, filters: { lastmodified: '2026-01-01' } });
		expect(one.items).toHaveLength(1);
		expect(purchasingRequests().map((request) => request.query)).toEqual([
			{ filter: 'unbooked', page: '1', limit: '500' },
			{ page: '1', limit: '500' },
			{ lastmodified: '2026-01-01 00:00', page: '1', limit: '1' },
		]);
	});

	it('with Continue On Fail, the one bad item fails alone and the others are created', async () => {
		const { tenant, credential, supplier } = await company();
		const result = await supplierInvoice(
			credential,
			{ operation: 'create', supplier: byNumber(supplier), Total: '={{ $json.total }}', VAT: 0, rowsInput: 'json', rowsJson: '={{ $json.rows }}', additionalFields: {} },
			[
				{ total: 100, rows: [{ Account: 6110, Debit: 100 }] },
				{ total: 200, rows: [{ Account: 61100, Debit: 200 }] },
				{ total: 300, rows: [{ Account: 6110, Debit: 300 }] },
			],
			{ continueOnFail: true },
		);
		expect(result.items.map((item) => item.json.error ?? Number(item.json.Total))).toEqual([100, expect.stringMatching(/^Row 1 Account 61100 is out of range/), 300]);
		const numbers = result.items.filter((item) => item.json.GivenNumber).map((item) => String(item.json.GivenNumber));
		for (const number of numbers) expect(await storedInvoice(tenant, number)).toMatchObject({ SupplierNumber: supplier });
		expect(purchasingRequests().filter((request) => request.method === 'POST')).toHaveLength(2);
	});

	it('offers supplier invoices in a picker: by given number, or by the supplier’s name', async () => {
		const { credential, supplier } = await company();
		const number = await balancedInvoice(credential, supplier);
		const context = loadOptionsContext({ type: 'fortnox', credential, parameters: { resource: 'supplierInvoice', operation: 'get' } });
		const { listSearch } = new Fortnox().methods;
		const byName = await listSearch.searchSupplierInvoices.call(context, 'mälardalen');
		expect(byName.results).toEqual([{ name: `${number} · Kontorsvaror i Mälardalen AB · 2026-11-02 · 1250 SEK`, value: number }]);
		expect((await listSearch.searchSupplierInvoices.call(context, number)).results.map((result) => result.value)).toEqual([number]);
		expect((await listSearch.searchSupplierInvoices.call(context, 'ingen')).results).toEqual([]);
	});
});
