import type { IDataObject } from 'n8n-workflow';

import type { TenantCredentials } from '../../sandbox';
import { byNumber } from '../harness/core';
import { usePurchasingSandbox } from '../harness/purchasing';
import type { NodeSpec } from '../harness/run-workflow';
import { runNode } from '../harness/run-workflow';
import { accessTokenCredential } from '../harness/sandbox';
import { call, legacy } from '../sandbox/helpers';

type NodeError = Error & { description?: string };
type Credential = NodeSpec['credential'];

const { sandbox, purchasingRequests, stored } = usePurchasingSandbox();

const payment = (credential: Credential, parameters: IDataObject, items?: IDataObject[], extra: Partial<NodeSpec> = {}) =>
	runNode({ type: 'fortnox', credential, ...extra, parameters: { resource: 'supplierInvoicePayment', ...parameters } }, items);
const supplierInvoice = (credential: Credential, parameters: IDataObject) => runNode({ type: 'fortnox', credential, parameters: { resource: 'supplierInvoice', ...parameters } });
const storedInvoice = (tenant: TenantCredentials, number: string) => stored(tenant, `/3/supplierinvoices/${number}`, 'SupplierInvoice');
const storedPayment = (tenant: TenantCredentials, number: string) => stored(tenant, `/3/supplierinvoicepayments/${number}`, 'SupplierInvoicePayment');
async function storedPayments(tenant: TenantCredentials): Promise<IDataObject[]> {
	return (await call<{ SupplierInvoicePayments: IDataObject[] }>(sandbox(), 'GET', '/3/supplierinvoicepayments?limit=500', { auth: legacy(tenant) })).body.SupplierInvoicePayments;
}
const paymentWrites = () => purchasingRequests().filter((request) => request.path.startsWith('/3/supplierinvoicepayments') && request.method !== 'GET');

async function ok(run: Promise<Awaited<ReturnType<typeof runNode>>>): Promise<IDataObject> {
	const result = await run;
	expect(result.error()).toBeUndefined();
	return result.items[0].json;
}

/** A company with a supplier and supplier invoices (totals given, 20 % of each VAT) made through the node, booked unless `booked` says otherwise. */
async function companyWithInvoices(totals: number[], { booked = true }: { booked?: boolean } = {}) {
	const { tenant, credential } = accessTokenCredential(sandbox());
	const supplier = await ok(runNode({ type: 'fortnox', credential, parameters: { resource: 'supplier', operation: 'create', name: 'Hyresvärden Fastighets AB', additionalFields: {} } }));
	const numbers: string[] = [];
	for (const total of totals) {
		const created = await ok(
			supplierInvoice(credential, {
				operation: 'create',
				supplier: byNumber(String(supplier.SupplierNumber)),
				Total: total,
				VAT: total / 5,
				rowsInput: 'fields',
				rows: { row: [{ Account: 6110, Debit: total - total / 5, Credit: 0, rowFields: {} }] },
				additionalFields: {},
			}),
		);
		const number = String(created.GivenNumber);
		if (booked) await ok(supplierInvoice(credential, { operation: 'bookkeep', documentNumber: byNumber(number) }));
		numbers.push(number);
	}
	sandbox().clearRequests();
	return { tenant, credential, invoices: numbers };
}

describe('Fortnox → Supplier Invoice Payment', () => {
	it('pays a booked supplier invoice in full and books the payment: the invoice’s balance is 0', async () => {
		const { tenant, credential, invoices } = await companyWithInvoices([1000]);
		const [number] = invoices;
		const created = await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 1000, paymentDate: '2026-11-20T00:00:00.000Z', additionalFields: { Information: 'Hyra november' } }));
		expect(created).toMatchObject({ InvoiceNumber: number, Amount: 1000, PaymentDate: '2026-11-20', Booked: false, Information: 'Hyra november' });
		expect(paymentWrites()[0].body).toEqual({ SupplierInvoicePayment: { Information: 'Hyra november', InvoiceNumber: number, Amount: 1000, PaymentDate: '2026-11-20' } });
		const paymentNumber = String(created.Number);
		expect(await storedPayment(tenant, paymentNumber)).toMatchObject({ InvoiceNumber: number, Amount: 1000, Booked: false });
		expect(Number((await storedInvoice(tenant, number))?.Balance)).toBe(1000);

		expect(await ok(payment(credential, { operation: 'get', number: paymentNumber }))).toMatchObject({ Number: Number(paymentNumber), Amount: 1000 });

		const booked = await ok(payment(credential, { operation: 'bookkeep', number: paymentNumber }));
		expect(booked).toMatchObject({ Booked: true });
		// Fortnox's OpenAPI gives this PUT no body, and none is sent.
		expect(paymentWrites().map((request) => [request.method, request.path, request.body])).toEqual([
			['POST', '/3/supplierinvoicepayments', expect.anything()],
			['PUT', `/3/supplierinvoicepayments/${paymentNumber}/bookkeep`, undefined],
		]);
		expect(await storedPayment(tenant, paymentNumber)).toMatchObject({ Booked: true });
		expect(Number((await storedInvoice(tenant, number))?.Balance)).toBe(0);
		const fullyPaid = await supplierInvoice(credential, { operation: 'getAll', returnAll: true, filters: { filter: 'fullypaid' } });
		expect(fullyPaid.items.map((item) => item.json.GivenNumber)).toEqual([number]);
	});

	it('an unbooked payment can be updated and deleted; Fortnox refuses a booked one, and its message and code come through', async () => {
		const { tenant, credential, invoices } = await companyWithInvoices([1000]);
		const [number] = invoices;
		const first = await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 300, paymentDate: '2026-11-05', additionalFields: {} }));
		const firstNumber = String(first.Number);
		const updated = await ok(payment(credential, { operation: 'update', number: firstNumber, updateFields: { Amount: 400, PaymentDate: '2026-11-06T00:00:00.000Z' } }));
		expect(updated).toMatchObject({ Amount: 400, PaymentDate: '2026-11-06' });
		expect(await storedPayment(tenant, firstNumber)).toMatchObject({ Amount: 400, PaymentDate: '2026-11-06' });
		await ok(payment(credential, { operation: 'bookkeep', number: firstNumber }));
		expect(Number((await storedInvoice(tenant, number))?.Balance)).toBe(600);

		const refusedDelete = await payment(credential, { operation: 'delete', number: firstNumber });
		expect(refusedDelete.error()?.message).toMatch(/booked/);
		expect((refusedDelete.error() as NodeError).description).toMatch(/^Fortnox error code \d{7} · HTTP 400/);
		const refusedUpdate = await payment(credential, { operation: 'update', number: firstNumber, updateFields: { Amount: 1 } });
		expect(refusedUpdate.error()?.message).toMatch(/booked/);
		expect((refusedUpdate.error() as NodeError).description).toMatch(/^Fortnox error code \d{7} · HTTP 400/);
		expect(await storedPayment(tenant, firstNumber)).toMatchObject({ Amount: 400, Booked: true });

		const second = await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 50, paymentDate: '2026-11-07', additionalFields: {} }));
		const deleted = await ok(payment(credential, { operation: 'delete', number: String(second.Number) }));
		expect(deleted).toEqual({ Number: String(second.Number), deleted: true });
		expect((await storedPayments(tenant)).map((stored) => String(stored.Number))).toEqual([firstNumber]);
		expect(Number((await storedInvoice(tenant, number))?.Balance)).toBe(600);
	});

	it('refuses before sending an amount of 0, a day the calendar lacks, a currency of 4 letters, a given number that is not one; Fortnox refuses paying a cancelled invoice', async () => {
		const { tenant, credential, invoices } = await companyWithInvoices([500], { booked: false });
		const [number] = invoices;
		for (const [parameters, message] of [
			[{ amount: 0 }, /^Amount is 0: a payment has an amount$/],
			[{ paymentDate: '2026-02-30' }, /^Payment Date "2026-02-30" is a day the calendar does not have/],
			[{ additionalFields: { Currency: 'SEKR' } }, /^Currency is 4 characters long: it must be 3 to 3 characters$/],
			[{ documentNumber: byNumber('={{ "A-1" }}') }, /^Given Number "A-1" has the wrong format: a given number is a whole number from 1$/],
		] as const) {
			const valid: IDataObject = { operation: 'create', documentNumber: byNumber(number), amount: 100, paymentDate: '2026-11-05', additionalFields: {} };
			const result = await payment(credential, { ...valid, ...parameters });
			expect(result.error()?.message).toMatch(message);
		}
		const empty = await payment(credential, { operation: 'update', number: '1', updateFields: {} });
		expect(empty.error()?.message).toBe('Update Fields are empty: add at least one field to change');
		const badNumber = await payment(credential, { operation: 'get', number: '0' });
		expect(badNumber.error()?.message).toMatch(/^Payment Number "0" has the wrong format/);
		expect(purchasingRequests()).toEqual([]);

		await ok(supplierInvoice(credential, { operation: 'cancel', documentNumber: byNumber(number) }));
		const cancelled = await payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 100, paymentDate: '2026-11-05', additionalFields: {} });
		expect(cancelled.error()?.message).toBe(`Supplier invoice ${number} is cancelled: it cannot be paid.`);
		expect((cancelled.error() as NodeError).description).toMatch(/^Fortnox error code 2009311/);
		expect(await storedPayments(tenant)).toEqual([]);
	});

	it('refuses before sending a payment larger than the balance or negative on an invoice that owes, that item alone; the option sends it', async () => {
		const { tenant, credential, invoices } = await companyWithInvoices([1000, 200]);
		const [number, other] = invoices;
		await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 250, paymentDate: '2026-11-02', additionalFields: {} }));
		await ok(payment(credential, { operation: 'bookkeep', number: String((await storedPayments(tenant))[0].Number) }));
		expect(Number((await storedInvoice(tenant, number))?.Balance)).toBe(750);
		sandbox().clearRequests();

		const result = await payment(
			credential,
			{ operation: 'create', documentNumber: { __rl: true, mode: 'id', value: '={{ $json.invoice }}' }, amount: '={{ $json.amount }}', paymentDate: '2026-11-12', additionalFields: {} },
			[
				{ invoice: number, amount: 1000 },
				{ invoice: number, amount: -50 },
				{ invoice: other, amount: 200 },
			],
			{ continueOnFail: true },
		);
		expect(result.items.map((item) => item.json.error ?? item.json.Amount)).toEqual([
			`Amount 1,000.00 SEK is more than supplier invoice ${number} has left to pay (balance 750.00 SEK): a payment settles at most the balance; turn on Options → Allow Overpayment or Reversal to send it anyway`,
			expect.stringMatching(/^Amount -50\.00 SEK is negative, but supplier invoice \d+ has nothing to pay back \(balance 750\.00 SEK\)/),
			200,
		]);
		expect(paymentWrites().map((request) => (request.body as IDataObject).SupplierInvoicePayment)).toEqual([expect.objectContaining({ InvoiceNumber: other, Amount: 200 })]);

		const allowed = await ok(
			payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 1000, paymentDate: '2026-11-12', additionalFields: {}, options: { allowBeyondBalance: true } }),
		);
		expect(allowed).toMatchObject({ InvoiceNumber: number, Amount: 1000, Booked: false });
	});

	it('lists payments, Return All at 500 a page or a Limit, and those changed since a moment', async () => {
		const { credential, invoices } = await companyWithInvoices([100, 200]);
		for (const [index, number] of invoices.entries()) {
			await ok(payment(credential, { operation: 'create', documentNumber: byNumber(number), amount: 100 * (index + 1), paymentDate: '2026-11-10', additionalFields: {} }));
		}
		sandbox().clearRequests();
		const all = await payment(credential, { operation: 'getAll', returnAll: true });
		expect(all.items.map((item) => [item.json.InvoiceNumber, item.json.Amount])).toEqual([
			[invoices[0], 100],
			[invoices[1], 200],
		]);
		const one = await payment(credential, { operation: 'getAll', returnAll: false, limit: 1, filters: { lastmodified: '2026-01-01T00:00:00' } });
		expect(one.items).toHaveLength(1);
		expect(purchasingRequests().map((request) => request.query)).toEqual([
			{ page: '1', limit: '500' },
			{ lastmodified: '2026-01-01 00:00', page: '1', limit: '1' },
		]);
	});

	it('under Continue On Fail, the one item of three that Fortnox refuses fails alone', async () => {
		const { tenant, credential, invoices } = await companyWithInvoices([100, 300]);
		const result = await payment(
			credential,
			{ operation: 'create', documentNumber: { __rl: true, mode: 'id', value: '={{ $json.invoice }}' }, amount: '={{ $json.amount }}', paymentDate: '2026-11-12', additionalFields: {} },
			[
				{ invoice: invoices[0], amount: 100 },
				{ invoice: '999', amount: 200 },
				{ invoice: invoices[1], amount: 300 },
			],
			{ continueOnFail: true },
		);
		expect(result.items.map((item) => item.json.error ?? item.json.Amount)).toEqual([100, expect.stringMatching(/999/), 300]);
		expect((await storedPayments(tenant)).map((stored) => [stored.InvoiceNumber, stored.Amount])).toEqual([
			[invoices[0], 100],
			[invoices[1], 300],
		]);
	});
});
